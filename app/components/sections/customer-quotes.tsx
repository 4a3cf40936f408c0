import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/lib/rendering/use-copy";
import type { ShownReview } from "~/lib/reviews/review-record";

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

/**
 * One customer review as a quotation: <figure><blockquote> with its attribution in <figcaption>; an office
 * translation and hidden personal details say so, and the owner's reply sits under it.
 */
export function ReviewCard({ review: r, large = false }: { review: ShownReview; large?: boolean }) {
  const { ui } = useCopy();
  return (
    <figure
      className={`flex h-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${large ? "p-8" : "p-6"}`}
      data-review={r.key}
    >
      <Stars rating={r.rating} />
      <blockquote className={`mt-4 flex-1 leading-relaxed text-slate-700 ${large ? "text-lg" : ""}`}>
        <p>{r.text}</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <cite className="font-semibold text-navy-900 not-italic">{r.name}</cite>
        <span className="text-slate-600">
          {" "}
          · {r.city}
          {r.service ? ` · ${r.service}` : ""}
        </span>
        {r.translated ? <span className="block text-slate-600">{ui.reviews.translated}</span> : null}
        {r.redacted ? <span className="block text-slate-600">{ui.reviews.redacted}</span> : null}
      </figcaption>
      {r.reply ? (
        <div className="mt-4 border-l-4 border-teal-600 pl-3 text-sm text-slate-700">
          <p className="font-semibold text-navy-900">{ui.reviews.reply}</p>
          <p className="mt-1">{r.reply}</p>
        </div>
      ) : null}
    </figure>
  );
}

/** Reviews in a grid: two wide quotes (services overview) or the full three-column wall (testimonials). */
export function CustomerQuotes({
  reviews,
  wall = false,
}: {
  reviews: readonly ShownReview[];
  wall?: boolean;
}) {
  return (
    <ul className={`grid gap-6 ${wall ? "sm:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2"}`}>
      {reviews.map((r) => (
        <li key={r.key}>
          <ReviewCard review={r} large={!wall} />
        </li>
      ))}
    </ul>
  );
}
