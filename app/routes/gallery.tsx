import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gallery";
import { CtaBanner } from "~/components/sections/cta-banner";
import { GalleryViewer } from "~/components/sections/gallery-viewer";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { ServerHtml } from "~/components/ui/server-html";
import { ServerRoute } from "~/components/layout/server-page";
import { copyFor } from "~/content/copy";
import { galleryCategoriesByLang, galleryItemsByLang, projectImage } from "~/content/gallery";
import { useCopy } from "~/lib/rendering/use-copy";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
import { hydrateHandle } from "~/lib/rendering/hydration";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";
import { withServerHtml } from "~/lib/rendering/server-html";

/** The query parameters this page reads; any other query string is answered with the prerendered page. */
export const queryParams = Object.values(GALLERY_PARAMS);

/** Ships the client: the before/after slider and the gallery viewer; the language switch keeps the project. */
export const handle = { ...hydrateHandle, queryParams };

/** Server markup around the viewer (decision 009): the browser gets the head and the viewer's data. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content, widgets } = copyFor(lang);
  return pageData(fixedPage("gallery", lang), {
    categories: galleryCategoriesByLang[lang],
    items: galleryItemsByLang[lang],
    sections: content.pages.gallery.sections,
    words: widgets.gallery,
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
  const { categories, items, sections, words } = loaderData;
  const ssr = import.meta.env.SSR;
  return (
    <ServerRoute data={loaderData}>
      <ServerHtml id="gallery-hero">{ssr && <GalleryHero />}</ServerHtml>
      <section aria-label={sections.projects} className="py-12 sm:py-16">
        <Container>
          <GalleryViewer categories={categories} items={items} words={words} />
        </Container>
      </section>
      <ServerHtml id="gallery-cta">{ssr && <CtaBanner />}</ServerHtml>
    </ServerRoute>
  );
}

/** The banner, over the project the page record names: server markup. */
function GalleryHero() {
  const { lang, content } = useCopy();
  const { heroProject, ...page } = content.pages.gallery;
  return (
    <PageHero
      eyebrow={page.eyebrow}
      title={page.title}
      tagline={page.tagline}
      image={projectImage(heroProject.id, heroProject.side, lang)}
      size="compact"
    />
  );
}
