import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/about-us";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { StatsStrip } from "~/components/sections/stats-strip";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { company } from "~/content/company";
import { pageData } from "~/lib/rendering/page-route";
import { useCopy } from "~/lib/rendering/use-copy";
import { requestLang } from "~/content/registry.server";
import { contentFor } from "~/lib/content-store/site-content.server";
import { Band, BandPicture, ClosingLink, SplitBand } from "~/components/sections/band";

export function loader({ request, context }: Route.LoaderArgs) {
  const site = contentFor(context);
  return pageData(site.fixedPage("about", requestLang(request)), { reviewStats: site.reviewStats });
}

export { meta } from "~/lib/rendering/page-route";

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  const { page: pageCopy, ui, paths, content } = useCopy();
  const { about } = content;
  return (
    <>
      <PageHero eyebrow={ui.about.since(company.foundedYear)} {...about.hero} image="hero-about">
        <ButtonLink to={paths.contact}>{pageCopy.about.leadership.action}</ButtonLink>
      </PageHero>

      <SplitBand
        id="about-story"
        heading={pageCopy.about.story}
        grid="grid items-center gap-12 lg:grid-cols-2"
        side={<BandPicture image="deck" />}
      >
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          {about.story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ButtonLink to={paths.contact} className="mt-8">
          {pageCopy.about.story.action}
        </ButtonLink>
      </SplitBand>

      <Band id="about-cities" heading={pageCopy.about.cities} shade="sand" bare>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {about.citiesServed.map((c) => (
            <li
              key={c}
              className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 shadow-sm"
            >
              <Icon name="map-pin" className="size-4 shrink-0 text-teal-700" /> {c}
            </li>
          ))}
        </ul>
      </Band>

      <CtaBanner title={pageCopy.about.cta} />

      <SplitBand
        id="about-what"
        heading={{ eyebrow: pageCopy.about.whatWeDo.eyebrow, title: about.whatWeDo.heading }}
        grid="grid gap-12 lg:grid-cols-2"
        side={
          <div className="rounded-2xl bg-navy-900 p-8">
            <h3 className="text-xl text-white">{pageCopy.about.whatWeDo.products}</h3>
            <ul className="mt-6 space-y-3">
              {about.whatWeDo.products.map((p) => (
                <li key={p} className="flex gap-3 text-slate-200">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-amber-400" /> {p}
                </li>
              ))}
            </ul>
          </div>
        }
      >
        <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
          {about.whatWeDo.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </SplitBand>

      <StatsStrip reviews={loaderData.reviewStats} />

      <section aria-labelledby="about-leadership" className="py-16 sm:py-20">
        <Container width="text">
          <SectionHeading
            eyebrow={pageCopy.about.leadership.eyebrow}
            title={about.leadership.heading}
            id="about-leadership"
          />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {about.leadership.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ClosingLink
            to={paths.contact}
            label={pageCopy.about.leadership.action}
            variant="secondary"
            gap="mt-8"
          />
        </Container>
      </section>
    </>
  );
}
