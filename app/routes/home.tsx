import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/home";
import { ArticlesSection } from "~/components/sections/articles-section";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EmergencyStrip } from "~/components/sections/emergency-strip";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { ProjectsSection } from "~/components/sections/project-tiles";
import { ServiceSlides } from "~/components/sections/service-slides";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { ServicesGrid } from "~/components/sections/services-grid";
import { StatsStrip } from "~/components/sections/stats-strip";
import { StepsList } from "~/components/sections/steps-list";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { copyFor, leadFormWords } from "~/content/copy";
import type { ProjectTile } from "~/content/featured-projects";
import { pageData } from "~/lib/rendering/page-route";
import { useCopy } from "~/lib/rendering/use-copy";
import { requestLang } from "~/content/registry.server";
import { contentFor } from "~/lib/content-store/site-content.server";
import type { ReviewStats } from "~/lib/reviews/review-record";
import { faqJsonLd, websiteJsonLd } from "~/lib/discovery/structured-data";
import { Band, BandPicture, ClosingLink, SplitBand } from "~/components/sections/band";
import { QuoteAndBook } from "~/components/sections/quote-and-book";

/**
 * Server HTML with two islands (decision 018): the services carousel's controls and the emergency
 * form's enhancement.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content, widgets } = copyFor(lang);
  const site = contentFor(context);
  return pageData(
    site.fixedPage("home", lang),
    {
      articles: site.listArticles(lang).slice(0, 3),
      projects: site.featuredProjects(lang),
      reviewStats: site.reviewStats,
      serviceCount: content.services.length,
      form: leadFormWords(lang, "emergency"),
      carousel: widgets.carousel,
      page: new URL(request.url).pathname,
    },
    { structuredData: [websiteJsonLd(), faqJsonLd(content.home.faqs)] },
  );
}

export { meta } from "~/lib/rendering/page-route";

type Article = Route.ComponentProps["loaderData"]["articles"][number];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TopSections />

      {/* Rendered when it nears the screen (about 1,000 px tall at every width): its nine slide images
          stay out of the first paint's bandwidth on a phone instead of loading with the hero. */}
      <div className="bg-sand-50 [contain-intrinsic-size:auto_1000px] [content-visibility:auto]">
        <Container>
          <ServicesCarousel
            count={loaderData.serviceCount}
            words={loaderData.carousel}
            labelledBy="home-services"
            heading={<ServicesHeading />}
            footer={<ServicesFooter />}
          >
            <Slides />
          </ServicesCarousel>
        </Container>
      </div>

      <LowerServices />

      <EmergencyStrip words={loaderData.form} page={loaderData.page} />

      <BottomSections
        articles={loaderData.articles}
        projects={loaderData.projects}
        reviewStats={loaderData.reviewStats}
      />
    </>
  );
}

/** The carousel's heading, slides and link. */
function ServicesHeading() {
  const { page } = useCopy();
  return (
    <SectionHeading eyebrow={page.home.services.eyebrow} title={page.home.services.title} id="home-services">
      <p>{page.home.services.intro}</p>
    </SectionHeading>
  );
}

function ServicesFooter() {
  const { page, paths } = useCopy();
  return <ClosingLink to={paths.services} label={page.home.services.all} variant="secondary" gap="mt-8" />;
}

function Slides() {
  return <ServiceSlides services={useCopy().content.services} />;
}

/** Hero and about. */
function TopSections() {
  const { page: pageCopy, ui, paths, phone, content } = useCopy();
  const { home } = content;
  return (
    <>
      <PageHero eyebrow={pageCopy.home.heroEyebrow} {...home.hero} image="hero-home" size="banner">
        <QuoteAndBook quote={ui.home.quote} />
        <ButtonLink to={phone.href} variant="outline">
          <Icon name="phone" className="size-4" /> {phone.display}
        </ButtonLink>
      </PageHero>

      <SplitBand
        id="home-about"
        heading={{ eyebrow: pageCopy.home.about.eyebrow, title: home.about.heading }}
        grid="grid items-center gap-10 lg:grid-cols-2"
        intro={<p>{home.about.summary}</p>}
        side={<BandPicture image="hero-about" />}
        sideFirst
      >
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {[
            { term: ui.home.mission, text: home.about.mission, tone: "bg-teal-50" },
            { term: ui.home.vision, text: home.about.vision, tone: "bg-sand-100" },
          ].map(({ term, text, tone }) => (
            <div key={term} className={`rounded-xl ${tone} p-5`}>
              <dt className="font-bold text-navy-900">{term}</dt>
              <dd className="mt-1 text-slate-700">{text}</dd>
            </div>
          ))}
        </dl>
        <ButtonLink to={paths.about} variant="ghost" className="mt-8">
          {pageCopy.home.about.more}
        </ButtonLink>
      </SplitBand>
    </>
  );
}

/** The second services band (the spec's lower services). */
function LowerServices() {
  const { page: pageCopy, content } = useCopy();
  return (
    <Band id="home-lower-services" heading={pageCopy.home.lowerServices}>
      <ServicesGrid services={content.servicesById(content.home.lowerServices, "home.ts lowerServices")} />
    </Band>
  );
}

/** Why us, stats, process, FAQ, projects, articles and the closing call to action. */
function BottomSections({
  articles,
  projects,
  reviewStats,
}: {
  articles: readonly Article[];
  projects: readonly ProjectTile[];
  reviewStats: ReviewStats;
}) {
  const { page: pageCopy, paths, content } = useCopy();
  const { home } = content;
  return (
    <>
      <Band id="home-why" heading={pageCopy.home.why}>
        <StepsList steps={home.whyChooseUs} columns={4} numbered={false} />
      </Band>

      <StatsStrip reviews={reviewStats} />

      <Band id="home-process" heading={pageCopy.home.process}>
        <StepsList steps={home.process} />
      </Band>

      <FaqAccordion faqs={home.faqs}>
        <ButtonLink to={paths.contact} variant="secondary">
          {pageCopy.home.askQuestions}
        </ButtonLink>
      </FaqAccordion>

      <ProjectsSection projects={projects} id="home-projects" />

      <ArticlesSection
        articles={articles}
        id="home-blog"
        eyebrow={pageCopy.home.blog.eyebrow}
        title={pageCopy.home.blog.title}
        className="bg-sand-50"
      />

      <CtaBanner />
    </>
  );
}
