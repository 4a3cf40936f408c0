import { Phone } from "lucide-react";
import type { Route } from "./+types/home";
import { ArticlesSection } from "~/components/sections/articles-section";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EmergencyStrip } from "~/components/sections/emergency-strip";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { ProjectsSection } from "~/components/sections/project-tiles";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { ServicesGrid } from "~/components/sections/services-grid";
import { StatsStrip } from "~/components/sections/stats-strip";
import { StepsList } from "~/components/sections/steps-list";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { listArticles } from "~/content/blog.server";
import { company, contactHrefs } from "~/content/company";
import { featuredProjects } from "~/content/featured-projects";
import { home } from "~/content/home";
import { services } from "~/content/services";
import { paths } from "~/content/site-paths";
import { pageCopy } from "~/content/page-copy";
import { hydrateHandle } from "~/lib/hydration";
import { pageMeta } from "~/lib/meta";
import { faqJsonLd, websiteJsonLd } from "~/lib/structured-data";

/** Ships the client: the services carousel and the emergency form validate and submit in place. */
export const handle = hydrateHandle;

export function loader() {
  const lowerServices = home.lowerServices.map((id) => {
    const service = services.find((s) => s.id === id);
    if (!service) throw new Error(`home.ts: no service with id "${id}"`);
    return service;
  });
  return { home, services, lowerServices, projects: featuredProjects, articles: listArticles().slice(0, 3) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData.home.meta, paths.home, {
    structuredData: [websiteJsonLd(), faqJsonLd(loaderData.home.faqs)],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, services, lowerServices, projects, articles } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={pageCopy.home.heroEyebrow}
        title={home.hero.title}
        tagline={home.hero.tagline}
        image="hero-home"
        size="banner"
      >
        <ButtonLink to={paths.contact}>Get a free quote</ButtonLink>
        <ButtonLink to={contactHrefs.phone} variant="outline">
          <Phone className="size-4" aria-hidden="true" /> {company.phone.display}
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
                <dt className="font-bold text-navy-900">Our mission</dt>
                <dd className="mt-1 text-slate-700">{home.about.mission}</dd>
              </div>
              <div className="rounded-xl bg-sand-100 p-5">
                <dt className="font-bold text-navy-900">Our vision</dt>
                <dd className="mt-1 text-slate-700">{home.about.vision}</dd>
              </div>
            </dl>
            <ButtonLink to={paths.about} variant="ghost" className="mt-8">
              {pageCopy.home.about.more}
            </ButtonLink>
          </div>
        </Container>
      </section>

      <div className="bg-sand-50">
        <Container>
          <ServicesCarousel
            services={services}
            labelledBy="home-services"
            heading={
              <SectionHeading
                eyebrow={pageCopy.home.services.eyebrow}
                title={pageCopy.home.services.title}
                id="home-services"
              >
                <p>{pageCopy.home.services.intro}</p>
              </SectionHeading>
            }
            footer={
              <div className="mt-8 text-center">
                <ButtonLink to={paths.services} variant="secondary">
                  {pageCopy.home.services.all}
                </ButtonLink>
              </div>
            }
          />
        </Container>
      </div>

      <section aria-labelledby="home-lower-services" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            eyebrow={pageCopy.home.lowerServices.eyebrow}
            title={pageCopy.home.lowerServices.title}
            id="home-lower-services"
          />
          <div className="mt-10">
            <ServicesGrid services={lowerServices} />
          </div>
        </Container>
      </section>

      <EmergencyStrip />

      <section aria-labelledby="home-why" className="py-16 sm:py-20">
        <Container>
          <SectionHeading eyebrow={pageCopy.home.why.eyebrow} title={pageCopy.home.why.title} id="home-why" />
          <div className="mt-10">
            <StepsList steps={home.whyChooseUs} columns={4} />
          </div>
        </Container>
      </section>

      <StatsStrip />

      <section aria-labelledby="home-process" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            eyebrow={pageCopy.home.process.eyebrow}
            title={pageCopy.home.process.title}
            id="home-process"
          />
          <div className="mt-10">
            <StepsList steps={home.process} />
          </div>
        </Container>
      </section>

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
