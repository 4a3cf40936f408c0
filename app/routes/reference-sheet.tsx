import type { Route } from "./+types/reference-sheet";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Island } from "~/islands/island";
import { LabelledBand } from "~/components/sections/band";
import { copyFor } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { REFERENCE_SEARCH_PARAM } from "~/content/references";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";

/** The query parameter this page reads (the search); any other query gets the prerendered page. */
export const queryParams = [REFERENCE_SEARCH_PARAM];

/** The language switch keeps the search (the root layout reads `queryParams`). */
export const handle = { queryParams };

/** Server HTML around the search, an island (decision 018) that gets the references. */
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get(REFERENCE_SEARCH_PARAM) ?? "").slice(0, 100);
  const lang = requestLang(request);
  const { content, widgets } = copyFor(lang);
  return pageData(fixedPage("referenceSheet", lang), {
    // In the page's language: job names and places in its words, so the search finds what it shows.
    references: content.references,
    q,
    sections: content.pages.referenceSheet.sections,
    words: widgets.reference,
  });
}

export { meta } from "~/lib/rendering/page-route";

export default function ReferenceSheet({ loaderData }: Route.ComponentProps) {
  const { references, q, sections, words } = loaderData;
  return (
    <>
      <ReferenceHero />
      <LabelledBand label={sections.list}>
        <Island name="references" props={{ references, initialQuery: q, words }} />
      </LabelledBand>
      <ReferenceCta />
    </>
  );
}

/** The banner. */
function ReferenceHero() {
  const page = useCopy().content.pages.referenceSheet;
  return <PageHero {...page} size="compact" />;
}

function ReferenceCta() {
  return <CtaBanner {...useCopy().content.pages.referenceSheet.cta} />;
}
