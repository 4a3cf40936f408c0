import { Phone } from "lucide";
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
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { listArticles } from "~/content/blog.server";
import { copyFor, leadFormWords } from "~/content/copy";
import { featuredProjects } from "~/content/featured-projects";
import { pageData } from "~/lib/rendering/page-route";
import { useCopy } from "~/lib/rendering/use-copy";
import { fixedPage, requestLang } from "~/content/registry.server";
import { faqJsonLd, websiteJsonLd } from "~/lib/discovery/structured-data";
import { HeadedSection } from "~/components/ui/headed-section";

/**
 * Server HTML with two islands (decision 018): the services carousel's controls and the emergency
 * form's enhancement.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content, widgets } = copyFor(lang);
  return pageData(
    fixedPage("home", lang),
    {
      articles: listArticles(lang).slice(0, 3),
      serviceCount: content.services.length,
      form: leadFormWords(lang),
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

      <BottomSections articles={loaderData.articles} />
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
  return (
    <div className="mt-8 text-center">
      <ButtonLink to={paths.services} variant="secondary">
        {page.home.services.all}
      </ButtonLink>
    </div>
  );
}

function Slides() {
  return <ServiceSlides services={useCopy().content.services} />;
}

/** Hero and about. */
function TopSections() {
  const { page: pageCopy, ui, paths, phone, content, booking } = useCopy();
  const { home } = content;
  return (
    <>
      <PageHero
        eyebrow={pageCopy.home.heroEyebrow}
        title={home.hero.title}
        tagline={home.hero.tagline}
        image="hero-home"
        size="banner"
      >
        <ButtonLink to={paths.contact}>{ui.home.quote}</ButtonLink>
        <ButtonLink to={paths.book} variant="outline">
          {booking.cta.book}
        </ButtonLink>
        <ButtonLink to={phone.href} variant="outline">
          <Icon icon={Phone} className="size-4" /> {phone.display}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="home-about" className="py-16 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <Picture
            image="hero-about"
            sizes="(min-width: 1024px) 600px, 100vw"
            alt=""
            className="overflow-hidden rounded-2xl shadow-lg"
            imgClassName="w-full"
          />
          <div>
            <SectionHeading
              eyebrow={pageCopy.home.about.eyebrow}
              title={home.about.heading}
              id="home-about"
              align="left"
            >
              <p>{home.about.summary}</p>
            </SectionHeading>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl bg-teal-50 p-5">
                <dt className="font-bold text-navy-900">{ui.home.mission}</dt>
                <dd className="mt-1 text-slate-700">{home.about.mission}</dd>
              </div>
              <div className="rounded-xl bg-sand-100 p-5">
                <dt className="font-bold text-navy-900">{ui.home.vision}</dt>
                <dd className="mt-1 text-slate-700">{home.about.vision}</dd>
              </div>
            </dl>
            <ButtonLink to={paths.about} variant="ghost" className="mt-8">
              {pageCopy.home.about.more}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}

/** The second services band (the spec's lower services). */
function LowerServices() {
  const { page: pageCopy, content } = useCopy();
  return (
    <HeadedSection
      id="home-lower-services"
      className="py-16 sm:py-20"
      eyebrow={pageCopy.home.lowerServices.eyebrow}
      title={pageCopy.home.lowerServices.title}
    >
      <div className="mt-10">
        <ServicesGrid services={content.servicesById(content.home.lowerServices, "home.ts lowerServices")} />
      </div>
    </HeadedSection>
  );
}

/** Why us, stats, process, FAQ, projects, articles and the closing call to action. */
function BottomSections({ articles }: { articles: readonly Article[] }) {
  const { lang, page: pageCopy, paths, content } = useCopy();
  const { home } = content;
  return (
    <>
      <HeadedSection
        id="home-why"
        className="py-16 sm:py-20"
        eyebrow={pageCopy.home.why.eyebrow}
        title={pageCopy.home.why.title}
      >
        <div className="mt-10">
          <StepsList steps={home.whyChooseUs} columns={4} />
        </div>
      </HeadedSection>

      <StatsStrip />

      <HeadedSection
        id="home-process"
        className="py-16 sm:py-20"
        eyebrow={pageCopy.home.process.eyebrow}
        title={pageCopy.home.process.title}
      >
        <div className="mt-10">
          <StepsList steps={home.process} />
        </div>
      </HeadedSection>

      <FaqAccordion faqs={home.faqs}>
        <ButtonLink to={paths.contact} variant="secondary">
          {pageCopy.home.askQuestions}
        </ButtonLink>
      </FaqAccordion>

      <ProjectsSection projects={featuredProjects(lang)} id="home-projects" />

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
