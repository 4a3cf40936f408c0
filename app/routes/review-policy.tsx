import type { Route } from "./+types/review-policy";
import { Container } from "~/components/ui/container";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";
import { TextSections } from "~/components/sections/text-sections";

export const loader = ({ request }: Route.LoaderArgs) => {
  const entry = fixedPage("reviewPolicy", requestLang(request));
  return pageData(entry, { policy: entry.record });
};

export { meta } from "~/lib/rendering/page-route";

/** The review policy: every review published, the only reasons one is withheld (decision 034). */
export default function ReviewPolicyPage({ loaderData }: Route.ComponentProps) {
  const { policy: p } = loaderData;
  return (
    <article className="py-14 sm:py-20">
      <Container width="text">
        <h1 className="text-4xl sm:text-5xl">{p.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{p.tagline}</p>
        <TextSections sections={p.intro} />
        <section className="mt-10" aria-labelledby="policy-reasons">
          <h2 id="policy-reasons" className="text-2xl">
            {p.reasonsHeading}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">{p.reasonsIntro}</p>
          <ol className="mt-4 list-decimal space-y-3 pl-6 leading-relaxed text-slate-700">
            {Object.entries(p.reasons).map(([key, r]) => (
              <li key={key}>
                <strong className="text-navy-900">{r.title}.</strong> {r.body}
              </li>
            ))}
          </ol>
        </section>
        <TextSections sections={p.sections} />
      </Container>
    </article>
  );
}
