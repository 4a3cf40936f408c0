import type { Route } from "./+types/service-overview";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { ServicesGrid } from "~/components/sections/services-grid";
import { StatsStrip } from "~/components/sections/stats-strip";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { serviceOverview, services } from "~/content/services";
import { paths } from "~/content/site-paths";
import { pageCopy } from "~/content/page-copy";
import { pageMeta } from "~/lib/meta";
import { faqJsonLd } from "~/lib/structured-data";

export function loader() {
  return { overview: serviceOverview, services };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData.overview.meta, paths.services, {
    structuredData: [faqJsonLd(loaderData.overview.faqs)],
  });

export default function ServiceOverview({ loaderData }: Route.ComponentProps) {
  const { overview, services } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={pageCopy.serviceOverview.heroEyebrow}
        title={overview.title}
        tagline={overview.tagline}
        image="hero-services"
      >
        <ButtonLink to={paths.contact}>{pageCopy.serviceOverview.action}</ButtonLink>
      </PageHero>
      <section aria-labelledby="services-list" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            eyebrow={pageCopy.serviceOverview.list.eyebrow}
            title={pageCopy.serviceOverview.list.title}
            id="services-list"
          >
            {overview.intro.map((p) => (
              <p key={p} className="mt-3">
                {p}
              </p>
            ))}
          </SectionHeading>
          <div className="mt-12">
            <ServicesGrid services={services} />
          </div>
        </Container>
      </section>
      <StatsStrip />
      <FaqAccordion faqs={overview.faqs} />
      <CtaBanner />
    </>
  );
}
