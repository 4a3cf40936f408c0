import { data } from "react-router";
import type { Route } from "./+types/area-page";
import { CardGrid, columnsFor } from "~/components/sections/card-grid";
import { ContactBlock } from "~/components/sections/contact-block";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { StepsList } from "~/components/sections/steps-list";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import type { PageEntry } from "~/content/page-registry";
import { collectionEntry, requestLang } from "~/content/registry.server";
import { copyFor } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { pageData } from "~/lib/rendering/page-route";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "~/lib/discovery/structured-data";
import { Band, BandPicture, SplitBand } from "~/components/sections/band";
import { QuoteAndBook } from "~/components/sections/quote-and-book";

/** One template for every area page; any other single-segment path is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.areaSlug.toLowerCase();
  const entry = collectionEntry("area", requestLang(request), (a) => a.slug.toLowerCase() === slug);
  if (!entry) throw data(null, { status: 404 });
  return pageData(entry, { area: entry.record }, { structuredData: structuredData(entry) });
}

export { meta } from "~/lib/rendering/page-route";

/** The page's structured data: the service in this city, its FAQ and its breadcrumb. */
function structuredData({ record: area, path, lang }: PageEntry<"area">) {
  const { ui, paths } = copyFor(lang);
  return [
    serviceJsonLd({
      name: area.title,
      description: area.meta.description,
      path,
      serviceType: ui.area.serviceType,
      areas: [area.city, ...area.neighborhoods],
    }),
    faqJsonLd(area.faqs),
    breadcrumbJsonLd([
      { name: ui.article.home, path: paths.home },
      { name: area.title, path },
    ]),
  ];
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area } = loaderData;
  const { page: pageCopy, ui, paths } = useCopy();
  const copy = pageCopy.areaPage;
  const CTA = copy.action;
  return (
    <>
      <PageHero
        eyebrow={copy.heroEyebrow(area.city)}
        title={area.title}
        tagline={area.tagline}
        image={area.image}
        size="banner"
      >
        <QuoteAndBook quote={CTA} />
      </PageHero>

      <section className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {area.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ButtonLink to={paths.contact} className="mt-4">
              {CTA}
            </ButtonLink>
          </div>
          <div className="rounded-2xl bg-teal-50 p-8">
            <h2 className="text-2xl">{copy.conditions(area.city)}</h2>
            <p className="mt-4 leading-relaxed text-slate-700">{area.localConditions}</p>
          </div>
        </Container>
      </section>

      <SplitBand
        id="area-services"
        heading={{ eyebrow: copy.services.eyebrow, title: copy.services.title(area.city) }}
        shade="sand"
        grid="grid items-start gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        side={<BandPicture image={area.image} width={480} sticky />}
      >
        <CardGrid cards={area.services} columns={2} className="mt-8" />
      </SplitBand>

      <Band id="area-process" heading={copy.process}>
        <StepsList steps={area.process} columns={4} />
      </Band>

      <Band id="area-why" heading={{ ...copy.why, title: copy.why.title(area.city) }} shade="navy" bare>
        <CardGrid cards={area.whyUs} columns={columnsFor(area.whyUs.length)} tone="dark" className="mt-10" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <QuoteAndBook quote={CTA} />
        </div>
      </Band>

      <Band
        id="area-neighborhoods"
        heading={{ ...copy.neighborhoods, title: copy.neighborhoods.title(area.city) }}
        bare
      >
        <ul className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-3">
          {area.neighborhoods.map((n) => (
            <li key={n} className="rounded-full bg-teal-50 px-4 py-2 font-semibold text-teal-700">
              {n}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-slate-600">
          {ui.area.zipCodes} {area.zipCodes.join(", ")}
        </p>
      </Band>

      <ContactBlock title={copy.contact(area.city)} />
      <FaqAccordion faqs={area.faqs} />
    </>
  );
}
