import { TextSections } from "~/components/sections/text-sections";
import type { Route } from "./+types/privacy";
import { Container } from "~/components/ui/container";
import { formatDate } from "~/lib/rendering/format-date";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";

export const loader = ({ request }: Route.LoaderArgs) => {
  const entry = fixedPage("privacy", requestLang(request));
  return pageData(entry, { privacy: entry.record, lang: entry.lang });
};

export { meta } from "~/lib/rendering/page-route";

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { privacy: p, lang } = loaderData;
  return (
    <article className="py-14 sm:py-20">
      <Container width="text">
        <h1 className="text-4xl sm:text-5xl">{p.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{p.tagline}</p>
        <p className="mt-2 text-sm text-slate-600">
          {p.effectiveLabel} <time dateTime={p.effective}>{formatDate(p.effective, lang)}</time>
        </p>
        <TextSections sections={p.sections} />
      </Container>
    </article>
  );
}
