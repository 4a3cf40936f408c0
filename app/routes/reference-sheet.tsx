import type { Route } from "./+types/reference-sheet";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ReferenceTable } from "~/components/sections/reference-table";
import { Container } from "~/components/ui/container";
import { pages } from "~/content/pages";
import { references } from "~/content/references";
import { paths } from "~/content/site-paths";
import { hydrateHandle } from "~/lib/hydration";
import { pageMeta } from "~/lib/meta";

/** Ships the client: the live search filters the table as you type. */
export const handle = hydrateHandle;

export function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { page: pages.referenceSheet, references, q };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page.meta, paths.referenceSheet);

export default function ReferenceSheet({ loaderData }: Route.ComponentProps) {
  const { page, references, q } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        tagline={page.tagline}
        image={page.image}
        size="compact"
      />
      <section aria-label="Reference list" className="py-16 sm:py-20">
        <Container>
          <ReferenceTable key={q} references={references} initialQuery={q} />
        </Container>
      </section>
      <CtaBanner {...page.cta} />
    </>
  );
}
