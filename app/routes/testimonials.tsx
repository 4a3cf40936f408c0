import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/testimonials";
import { CtaBanner } from "~/components/sections/cta-banner";
import { CustomerQuotes } from "~/components/sections/customer-quotes";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { formatDate } from "~/lib/rendering/format-date";
import { useCopy } from "~/lib/rendering/use-copy";
import { formatFileSize } from "~/lib/rendering/format-file-size";
import { pageData } from "~/lib/rendering/page-route";
import { requestLang } from "~/content/registry.server";
import { contentFor } from "~/lib/content-store/site-content.server";
import { Link } from "react-router";
import { formatFigure } from "~/content/copy";
import { letterDownloads } from "~/lib/rendering/testimonial-pdfs.server";
import { Band, SplitBand } from "~/components/sections/band";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const site = contentFor(context);
  const entry = site.fixedPage("testimonials", lang);
  // The published letters (app/lib/reviews/): the featured one printed, each offered as its PDF.
  const letters = site.lettersIn(lang);
  return pageData(entry, {
    testimonials: entry.record,
    letter: letters[0] ?? null,
    downloads: await letterDownloads(letters, site.letters, lang),
    // The reviews published in this language (or translated into it), and the site's own figures.
    reviews: site.reviews(lang),
    reviewStats: site.reviewStats,
  });
}

export { meta } from "~/lib/rendering/page-route";

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { testimonials: t, letter, downloads, lang, reviews, reviewStats } = loaderData;
  const { page: pageCopy, ui, imageAlt, paths } = useCopy();
  const copy = pageCopy.testimonials;
  return (
    <>
      <PageHero eyebrow={pageCopy.testimonials.heroEyebrow} {...t.hero} image="balcony" />

      {letter ? (
        <section aria-labelledby="letter-title" className="py-16 sm:py-20">
          <Container width="text">
            <figure className="rounded-2xl bg-sand-50 p-8 shadow-sm ring-1 ring-sand-200 sm:p-12">
              <h2 id="letter-title" className="text-2xl">
                {pageCopy.testimonials.letter}
              </h2>
              <p className="mt-2 text-sm text-slate-600">
                <time dateTime={letter.date}>{formatDate(letter.date, lang)}</time>
              </p>
              <blockquote
                className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700"
                {...(letter.translated || letter.lang === lang ? {} : { lang: letter.lang })}
              >
                {letter.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </blockquote>
              <figcaption className="mt-6 font-semibold text-navy-900">
                {letter.author}, <span className="font-normal text-slate-600">{letter.role}</span>
                {letter.translated ? (
                  <span className="mt-1 block text-sm font-normal text-slate-600">{ui.translated}</span>
                ) : null}
                {letter.redacted ? (
                  <span className="mt-1 block text-sm font-normal text-slate-600">{ui.reviews.redacted}</span>
                ) : null}
              </figcaption>
            </figure>
          </Container>
        </section>
      ) : null}

      <Band id="reviews-title" heading={copy.reviews} shade="sand">
        <div className="mb-8 max-w-3xl space-y-2" data-testid="review-figures">
          <p className="text-lg font-semibold text-navy-900">
            {reviewStats.average === null
              ? ui.reviews.none
              : ui.reviews.average(
                  formatFigure({ value: reviewStats.average }, lang, ui.stats).number,
                  reviewStats.count,
                )}
          </p>
          <p className="text-sm text-slate-700">{ui.reviews.counted}</p>
          <p>
            <Link to={paths.reviewPolicy} className="font-semibold text-teal-700 underline">
              {ui.reviews.policy}
            </Link>
          </p>
        </div>
        <CustomerQuotes reviews={reviews} wall />
      </Band>

      <SplitBand
        id="letters-title"
        heading={copy.letters}
        grid="grid items-start gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        intro={<p>{copy.letters.intro}</p>}
        side={
          <div>
            <h2 className="sr-only">{copy.photos.title}</h2>
            <ul className="grid gap-6 sm:grid-cols-2">
              {t.photos.map((p) => (
                <li key={p.image}>
                  <figure>
                    <Picture
                      image={p.image}
                      alt={imageAlt(p.image)}
                      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                      className="overflow-hidden rounded-xl shadow-md"
                      imgClassName="aspect-[3/2] w-full object-cover"
                    />
                    <figcaption className="mt-3 text-sm leading-relaxed text-slate-600">
                      {p.caption}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        }
      >
        <ul className="mt-8 space-y-4">
          {downloads.map((d) => (
            <li key={d.href}>
              <a
                href={d.href}
                download
                className="flex items-start gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-teal-600"
              >
                <Icon name="file-text" className="mt-0.5 size-7 shrink-0 text-teal-700" />
                <span>
                  <span className="block font-bold text-teal-700 underline">
                    {`${copy.letters.link(d.author)} (PDF, ${formatFileSize(d.bytes)})`}
                    {d.otherLanguage ? ` ${ui.otherLanguageFile}` : ""}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{d.role}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </SplitBand>

      <CtaBanner title={copy.cta.title} action={copy.cta.action} callLabel={copy.cta.call} />
    </>
  );
}
