import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gallery";
import { CtaBanner } from "~/components/sections/cta-banner";
import { GalleryViewer } from "~/components/sections/gallery-viewer";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { ServerHtml, ServerHtmlContext } from "~/components/ui/server-html";
import { galleryCategories, galleryItems, projectImage } from "~/content/gallery";
import { pages } from "~/content/pages";
import { paths } from "~/content/page-registry";
import { GALLERY_PARAMS } from "~/lib/gallery-state";
import { hydrateHandle } from "~/lib/hydration";
import { pageMeta } from "~/lib/meta";
import { serverHtmlOf, withServerHtml } from "~/lib/server-html";

/** Ships the client: the before/after slider and the gallery viewer. */
export const handle = hydrateHandle;

/** The query parameters this page reads; any other query string is answered with the prerendered page. */
export const queryParams = Object.values(GALLERY_PARAMS);

/** Server markup around the viewer (decision 009): the browser gets the head and the viewer's data. */
export function loader() {
  return {
    categories: galleryCategories,
    items: galleryItems,
    meta: pageMeta(pages.gallery.meta, paths.gallery),
    sections: pages.gallery.sections,
  };
}

/** A client-side arrival takes the server markup from the prerendered page. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withServerHtml(args);

/** The data never depends on the query string: switching projects needs no request. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData.meta;

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories, items, sections } = loaderData;
  const ssr = import.meta.env.SSR;
  return (
    <ServerHtmlContext value={serverHtmlOf(loaderData)}>
      <ServerHtml id="gallery-hero">{ssr && <GalleryHero />}</ServerHtml>
      <section aria-label={sections.projects} className="py-12 sm:py-16">
        <Container>
          <GalleryViewer categories={categories} items={items} />
        </Container>
      </section>
      <ServerHtml id="gallery-cta">{ssr && <CtaBanner />}</ServerHtml>
    </ServerHtmlContext>
  );
}

/** The banner, over the project the page record names: server markup. */
function GalleryHero() {
  const { heroProject, ...page } = pages.gallery;
  return (
    <PageHero
      eyebrow={page.eyebrow}
      title={page.title}
      tagline={page.tagline}
      image={projectImage(heroProject.id, heroProject.side)}
      size="compact"
    />
  );
}
