import { Phone } from "lucide-react";
import type { Route } from "./+types/home";
import { ArticleCard } from "~/components/sections/article-card";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EmergencyStrip } from "~/components/sections/emergency-strip";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { ServicesGrid } from "~/components/sections/services-grid";
import { StatsStrip } from "~/components/sections/stats-strip";
import { StepsList } from "~/components/sections/steps-list";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { listArticles } from "~/content/blog.server";
import { company, contactHrefs } from "~/content/company";
import { home } from "~/content/home";
import { services } from "~/content/services";
import { paths } from "~/content/site-paths";
import { pageCopy } from "~/content/page-copy";
import { pageMeta } from "~/lib/meta";
import { faqJsonLd, websiteJsonLd } from "~/lib/structured-data";

export function loader() {
  return { home, services, articles: listArticles().slice(0, 3) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData.home.meta, paths.home, {
    structuredData: [websiteJsonLd(), faqJsonLd(loaderData.home.faqs)],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, services, articles } = loaderData;
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

      <section aria-labelledby="home-services" className="bg-sand-50 py-16 sm:py-20">
        <Container>
          <SectionHeading
            eyebrow={pageCopy.home.services.eyebrow}
            title={pageCopy.home.services.title}
            id="home-services"
          >
            <p>{pageCopy.home.services.intro}</p>
          </SectionHeading>
          <div className="mt-10">
            <ServicesGrid services={services.slice(0, 6)} />
          </div>
          <div className="mt-10 text-center">
            <ButtonLink to={paths.services} variant="secondary">
              {pageCopy.home.services.all}
            </ButtonLink>
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

      <FaqAccordion faqs={home.faqs} />

      <section aria-labelledby="home-blog" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            eyebrow={pageCopy.home.blog.eyebrow}
            title={pageCopy.home.blog.title}
            id="home-blog"
          />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </div>
        </Container>
      </section>

      <CtaBanner />
    </>
  );
}
