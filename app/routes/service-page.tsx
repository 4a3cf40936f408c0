import { data } from "react-router";
import type { Route } from "./+types/service-page";
import { CardGrid } from "~/components/sections/card-grid";
import { ContactBlock } from "~/components/sections/contact-block";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { StepsList } from "~/components/sections/steps-list";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import type { PageEntry } from "~/content/page-registry";
import { copyFor } from "~/content/copy";
import { pageData } from "~/lib/rendering/page-route";
import { useCopy } from "~/lib/rendering/use-copy";
import { collectionEntry, requestLang } from "~/content/registry.server";
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from "~/lib/discovery/structured-data";
import { Band } from "~/components/sections/band";
import { QuoteAndBook } from "~/components/sections/quote-and-book";

export function loader({ params, request }: Route.LoaderArgs) {
  const entry = collectionEntry("service", requestLang(request), (p) => p.slug === params.slug);
  if (!entry) throw data(null, { status: 404 });
  return pageData(entry, { page: entry.record }, { structuredData: structuredData(entry) });
}

export { meta } from "~/lib/rendering/page-route";

/** The page's structured data: the service, its FAQ and its breadcrumb. */
function structuredData({ record: page, path, lang }: PageEntry<"service">) {
  const { ui, paths, content } = copyFor(lang);
  return [
    serviceJsonLd({ name: page.title, description: page.meta.description, path, lang }),
    faqJsonLd(page.faqs),
    breadcrumbJsonLd([
      { name: ui.article.home, path: paths.home },
      { name: content.serviceOverview.meta.title, path: paths.services },
      { name: page.title, path },
    ]),
  ];
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { page: pageCopy, ui, paths, booking } = useCopy();
  return (
    <>
      <PageHero
        eyebrow={pageCopy.servicePage.heroEyebrow}
        title={page.title}
        tagline={page.tagline}
        image={page.image}
      >
        <QuoteAndBook quote={pageCopy.servicePage.action} />
      </PageHero>

      <section className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="space-y-12">
            <div className="space-y-4 text-lg leading-relaxed text-slate-700">
              {page.intro.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {page.sections.map((section) => (
              <section key={section.heading}>
                <h2 className="text-2xl sm:text-3xl">{section.heading}</h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {section.body.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </div>
                {section.bullets ? (
                  <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                    {section.bullets.map((b) => (
                      <li key={b} className="flex gap-2 text-slate-700">
                        <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-teal-600" />
                        {b}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
          <aside
            aria-label={ui.servicePage.glance}
            className="h-fit space-y-6 rounded-2xl bg-sand-50 p-6 lg:sticky lg:top-36"
          >
            <div>
              <h2 className="text-lg">{pageCopy.servicePage.warranty}</h2>
              <p className="mt-1 text-slate-700">{page.warranty}</p>
            </div>
            <div>
              <h2 className="text-lg">{pageCopy.servicePage.duration}</h2>
              <p className="mt-1 text-slate-700">{page.duration}</p>
            </div>
            <ButtonLink to={paths.contact} className="w-full">
              {pageCopy.servicePage.asideAction}
            </ButtonLink>
            <ButtonLink to={paths.book} variant="ghost" className="w-full">
              {booking.cta.book}
            </ButtonLink>
          </aside>
        </Container>
      </section>

      {page.process ? (
        <Band id="service-process" heading={pageCopy.servicePage.process} shade="sand">
          <StepsList steps={page.process} />
        </Band>
      ) : null}

      {page.problems ? (
        <Band id="service-problems" heading={pageCopy.servicePage.problems} bare>
          <CardGrid cards={page.problems} tone="accent" className="mt-10" />
        </Band>
      ) : null}

      <ContactBlock />
      <FaqAccordion faqs={page.faqs} />
    </>
  );
}
