import type { Route } from "./+types/reference-sheet";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ReferenceTable } from "~/components/sections/reference-table";
import { Container } from "~/components/ui/container";
import { ServerHtml } from "~/components/ui/server-html";
import { ServerRoute } from "~/components/layout/server-page";
import { copyFor } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { REFERENCE_SEARCH_PARAM } from "~/content/references";
import { hydrateHandle } from "~/lib/rendering/hydration";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";
import { revalidateOnNewAddress, withServerHtml } from "~/lib/rendering/server-html";

/** Ships the client: the live search filters the table as you type. */
export const queryParams = [REFERENCE_SEARCH_PARAM];

/** Ships the client: the live search filters the table as you type; the language switch keeps the search. */
export const handle = { ...hydrateHandle, queryParams };

/** Server markup around the search (decision 009): the browser gets the head and the table's data. */
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

/** A client-side arrival takes the server markup from the prerendered page. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withServerHtml(args);

export const shouldRevalidate = revalidateOnNewAddress;

export { meta } from "~/lib/rendering/page-route";

export default function ReferenceSheet({ loaderData }: Route.ComponentProps) {
  const { references, q, sections, words } = loaderData;
  const ssr = import.meta.env.SSR;
  return (
    <ServerRoute data={loaderData}>
      <ServerHtml id="reference-hero">{ssr && <ReferenceHero />}</ServerHtml>
      <section aria-label={sections.list} className="py-16 sm:py-20">
        <Container>
          <ReferenceTable key={q} references={references} initialQuery={q} words={words} />
        </Container>
      </section>
      <ServerHtml id="reference-cta">{ssr && <ReferenceCta />}</ServerHtml>
    </ServerRoute>
  );
}

/** The banner: server markup. */
function ReferenceHero() {
  const page = useCopy().content.pages.referenceSheet;
  return <PageHero {...page} size="compact" />;
}

function ReferenceCta() {
  return <CtaBanner {...useCopy().content.pages.referenceSheet.cta} />;
}
