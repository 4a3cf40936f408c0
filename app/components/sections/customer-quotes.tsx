import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/lib/rendering/use-copy";
import type { TestimonialReview } from "~/content/testimonials";

function Stars({ rating }: { rating: number }) {
  const { ui } = useCopy();
  return (
    <p className="flex gap-0.5 text-amber-500">
      <span className="sr-only">{ui.reviews.rated(rating)}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon name={i < rating ? "star-filled" : "star"} key={i} className="size-5" />
      ))}
    </p>
  );
}

/** One customer review as a quotation: <figure><blockquote> with its attribution in <figcaption>. */
export function ReviewCard({ review: r, large = false }: { review: TestimonialReview; large?: boolean }) {
  // Customers wrote in English: a translation says so (ui.translated is empty on English pages).
  const { ui } = useCopy();
  return (
    <figure
      className={`flex h-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${large ? "p-8" : "p-6"}`}
    >
      <Stars rating={r.rating} />
      <blockquote className={`mt-4 flex-1 leading-relaxed text-slate-700 ${large ? "text-lg" : ""}`}>
        <p>{r.text}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <cite className="font-semibold text-navy-900 not-italic">{r.author}</cite>
        <span className="text-slate-600">
          {" "}
          · {r.location} · {r.service}
        </span>
        {ui.translated ? <span className="block text-slate-600">{ui.translated}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Reviews in a grid: two wide quotes (services overview) or the full three-column wall (testimonials). */
export function CustomerQuotes({
  reviews,
  wall = false,
}: {
  reviews: readonly TestimonialReview[];
  wall?: boolean;
}) {
  return (
    <ul className={`grid gap-6 ${wall ? "sm:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2"}`}>
      {reviews.map((r) => (
        <li key={r.author}>
          <ReviewCard review={r} large={!wall} />
        </li>
      ))}
    </ul>
  );
}
