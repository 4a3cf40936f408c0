import type { Route } from "./+types/service-overview";
import { ArticlesSection } from "~/components/sections/articles-section";
import { CtaBanner } from "~/components/sections/cta-banner";
import { CustomerQuotes } from "~/components/sections/customer-quotes";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { ProjectsSection } from "~/components/sections/project-tiles";
import { ServicesGrid } from "~/components/sections/services-grid";
import { StatsStrip } from "~/components/sections/stats-strip";
import { ButtonLink } from "~/components/ui/button-link";
import { copyFor } from "~/content/copy";
import { pageData } from "~/lib/rendering/page-route";
import { useCopy } from "~/lib/rendering/use-copy";
import { requestLang } from "~/content/registry.server";
import { repoSnapshot } from "~/lib/content-store/repo-snapshot.server";
import { contentFor } from "~/lib/content-store/site-content.server";
import { faqJsonLd } from "~/lib/discovery/structured-data";
import { Band } from "~/components/sections/band";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content } = copyFor(lang);
  const { serviceOverview } = content;
  const site = contentFor(context);
  const all = site.listArticles(lang);
  // The teasers name English articles; a Spanish page shows their translations. Each must exist in the
  // repository's records (the build fails otherwise); one the office deleted or left untranslated is left out.
  const articles = serviceOverview.articleSlugs.flatMap((slug) => {
    const article = all.find((a) => (a.translationOf ?? a.slug) === slug);
    if (!article && site.snapshot === repoSnapshot())
      throw new Error(`services.ts: no ${lang} article "${slug}" for the services overview`);
    return article ? [article] : [];
  });
  return pageData(
    site.fixedPage("services", lang),
    {
      overview: serviceOverview,
      services: content.services,
      // The seeded cards that were quoted here, as the review store publishes them (none: no band).
      quotes: site.reviews(lang).filter((r) => r.featured),
      reviewStats: site.reviewStats,
      articles,
      projects: site.featuredProjects(lang),
    },
    { structuredData: [faqJsonLd(serviceOverview.faqs)] },
  );
}

export { meta } from "~/lib/rendering/page-route";

export default function ServiceOverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview, services, quotes, articles, projects, reviewStats } = loaderData;
  const { page: pageCopy, paths } = useCopy();
  const copy = pageCopy.serviceOverview;
  return (
    <>
      <PageHero
        eyebrow={copy.heroEyebrow}
        title={overview.title}
        tagline={overview.tagline}
        image="hero-services"
      >
        {/* "Book a free inspection": the booking page. */}
        <ButtonLink to={paths.book}>{copy.action}</ButtonLink>
      </PageHero>
      <Band
        id="services-list"
        heading={{ ...copy.list, title: copy.list.title(services.length) }}
        intro={overview.intro.map((p) => (
          <p key={p} className="mt-3">
            {p}
          </p>
        ))}
        bare
      >
        <div className="mt-12">
          <ServicesGrid services={services} />
        </div>
      </Band>
      <StatsStrip reviews={reviewStats} />
      <FaqAccordion faqs={overview.faqs} />
      <ProjectsSection projects={projects} id="services-projects" />

      {quotes.length > 0 ? (
        <Band
          id="services-quotes"
          heading={copy.quotes}
          shade="sand"
          more={{ to: paths.testimonials, label: copy.quotes.all }}
        >
          <CustomerQuotes reviews={quotes} />
        </Band>
      ) : null}

      <CtaBanner
        title={overview.banner.title}
        body={overview.banner.body}
        action={overview.banner.contact}
        book={overview.banner.book}
      />

      <ArticlesSection
        articles={articles}
        id="services-articles"
        eyebrow={copy.articles.eyebrow}
        title={copy.articles.title}
        all={copy.articles.all}
      />
    </>
  );
}
