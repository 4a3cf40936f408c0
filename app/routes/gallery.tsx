import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gallery";
import { CtaBanner } from "~/components/sections/cta-banner";
import { GalleryViewer } from "~/components/sections/gallery-viewer";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { ServerHtml } from "~/components/ui/server-html";
import { ServerRoute } from "~/components/layout/server-page";
import { galleryCategories, galleryItems, projectImage } from "~/content/gallery";
import { pages } from "~/content/pages";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
import { hydrateHandle } from "~/lib/rendering/hydration";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage } from "~/content/registry.server";
import { withServerHtml } from "~/lib/rendering/server-html";

/** Ships the client: the before/after slider and the gallery viewer. */
export const handle = hydrateHandle;

/** The query parameters this page reads; any other query string is answered with the prerendered page. */
export const queryParams = Object.values(GALLERY_PARAMS);

/** Server markup around the viewer (decision 009): the browser gets the head and the viewer's data. */
export function loader() {
  return pageData(fixedPage("gallery"), {
    categories: galleryCategories,
    items: galleryItems,
    sections: pages.gallery.sections,
  });
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

export { meta } from "~/lib/rendering/page-route";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories, items, sections } = loaderData;
  const ssr = import.meta.env.SSR;
  return (
    <ServerRoute data={loaderData}>
      <ServerHtml id="gallery-hero">{ssr && <GalleryHero />}</ServerHtml>
      <section aria-label={sections.projects} className="py-12 sm:py-16">
        <Container>
          <GalleryViewer categories={categories} items={items} />
        </Container>
      </section>
      <ServerHtml id="gallery-cta">{ssr && <CtaBanner />}</ServerHtml>
    </ServerRoute>
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
