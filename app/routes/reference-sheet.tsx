import type { Route } from "./+types/reference-sheet";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ReferenceTable } from "~/components/sections/reference-table";
import { Container } from "~/components/ui/container";
import { ServerHtml, ServerHtmlContext } from "~/components/ui/server-html";
import { pages } from "~/content/pages";
import { REFERENCE_SEARCH_PARAM, references } from "~/content/references";
import { paths } from "~/content/page-registry";
import { hydrateHandle } from "~/lib/hydration";
import { pageMeta } from "~/lib/meta";
import { revalidateOnNewAddress, serverHtmlOf, withServerHtml } from "~/lib/server-html";

/** Ships the client: the live search filters the table as you type. */
export const handle = hydrateHandle;

/** The query parameters this page reads; any other query string is answered with the prerendered page. */
export const queryParams = [REFERENCE_SEARCH_PARAM];

/** Server markup around the search (decision 009): the browser gets the head and the table's data. */
export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get(REFERENCE_SEARCH_PARAM) ?? "").slice(0, 100);
  return {
    references,
    q,
    meta: pageMeta(pages.referenceSheet.meta, paths.referenceSheet),
    sections: pages.referenceSheet.sections,
  };
}

/** A client-side arrival takes the server markup from the prerendered page. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withServerHtml(args);

export const shouldRevalidate = revalidateOnNewAddress;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function ReferenceSheet({ loaderData }: Route.ComponentProps) {
  const { references, q, sections } = loaderData;
  const ssr = import.meta.env.SSR;
  return (
    <ServerHtmlContext value={serverHtmlOf(loaderData)}>
      <ServerHtml id="reference-hero">{ssr && <ReferenceHero />}</ServerHtml>
      <section aria-label={sections.list} className="py-16 sm:py-20">
        <Container>
          <ReferenceTable key={q} references={references} initialQuery={q} />
        </Container>
      </section>
      <ServerHtml id="reference-cta">{ssr && <CtaBanner {...pages.referenceSheet.cta} />}</ServerHtml>
    </ServerHtmlContext>
  );
}

/** The banner: server markup. */
function ReferenceHero() {
  const page = pages.referenceSheet;
  return <PageHero {...page} size="compact" />;
}
