import { yearsInBusiness } from "~/content/company";
import { formatFigure } from "~/content/copy";
import type { ReviewStats } from "~/lib/reviews/review-record";
import { useCopy } from "~/lib/rendering/use-copy";
import { Container } from "~/components/ui/container";

/**
 * The company's figures on a dark band; years in business are computed from the founding year. The
 * average review rating is the site's own (the count and average of the reviews received through the
 * site, as the testimonials pages show them: decision 034), left out until the site has received one.
 */
export function StatsStrip({ reviews }: { reviews: ReviewStats }) {
  const { lang, ui, company } = useCopy();
  const years = formatFigure({ value: yearsInBusiness() }, lang, ui.stats);
  const rating =
    reviews.average === null
      ? []
      : [
          {
            id: "rating",
            value: formatFigure({ value: reviews.average, outOf: 5 }, lang, ui.stats),
            label: ui.reviews.strip(reviews.count),
          },
        ];
  const figures = [{ id: "years", value: years, label: ui.stats.years }, ...rating, ...company.stats];
  return (
    <section aria-label={ui.stats.label} className="bg-navy-900 py-12">
      <Container>
        <dl
          className={`grid grid-cols-2 gap-8 text-center sm:grid-cols-3 ${figures.length > 5 ? "lg:grid-cols-6" : "lg:grid-cols-5"}`}
        >
          {figures.map((s) => (
            <div key={s.id} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-slate-300">{s.label}</dt>
              <dd className="text-3xl font-extrabold text-amber-400 sm:text-4xl">
                {/* Words before a floor ("más de") sit small above the number, so it stays on one line. */}
                {s.value.before && (
                  <span className="block text-base font-bold sm:text-lg">{s.value.before} </span>
                )}
                {s.value.number}
                {s.value.after}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
