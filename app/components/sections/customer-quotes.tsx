import type { TestimonialReview } from "~/content/testimonials";

/** Customer quotes as <figure><blockquote> with their attribution in <figcaption>. */
export function CustomerQuotes({ reviews }: { reviews: readonly TestimonialReview[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.author}>
          <figure className="flex h-full flex-col rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <span aria-hidden="true" className="font-serif text-6xl leading-none text-amber-400">
              “
            </span>
            <blockquote className="flex-1 text-lg leading-relaxed text-slate-700">
              <p>{r.text}</p>
            </blockquote>
            <figcaption className="mt-5 text-sm">
              <cite className="font-semibold text-navy-900 not-italic">{r.author}</cite>
              <span className="text-slate-600">
                {" "}
                · {r.location} · {r.service}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
