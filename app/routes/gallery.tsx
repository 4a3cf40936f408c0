import type { Route } from "./+types/gallery";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Island } from "~/islands/island";
import { PageHero } from "~/components/sections/page-hero";
import { LabelledBand } from "~/components/sections/band";
import { copyFor } from "~/content/copy";
import { galleryCategoriesByLang, projectImage } from "~/content/gallery";
import { contentFor } from "~/lib/content-store/site-content.server";
import { useCopy } from "~/lib/rendering/use-copy";
import { GALLERY_PARAMS, galleryIslandItems, resolveView } from "~/lib/widgets/gallery-state";
import { withinIslandCap } from "~/islands/specs";
import { pageData } from "~/lib/rendering/page-route";
import { requestLang } from "~/content/registry.server";

/** The query parameters this page reads; any other query string is answered with the prerendered page. */
export const queryParams = Object.values(GALLERY_PARAMS);

/** The language switch keeps the project (the root layout reads `queryParams`). */
export const handle = { queryParams };

/**
 * Server HTML around the viewer, an island (decision 018) that gets the categories and the projects of
 * the category it shows (the request's, or the first); it fetches every category's from `projectsUrl`
 * once it has hydrated, so the page's HTML stays within the first round trip on a phone.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content, widgets } = copyFor(lang);
  const site = contentFor(context);
  const categories = galleryCategoriesByLang[lang];
  const all = site.shownGalleryItems(lang);
  const query = new URL(request.url).searchParams;
  const view = resolveView(
    all,
    categories.map((c) => c.slug),
    { category: query.get(GALLERY_PARAMS.category), item: query.get(GALLERY_PARAMS.item) },
  );
  const projectsUrl = site.galleryData(lang).url;
  const words = widgets.gallery;
  // The category's projects, or those around the one shown (thumbnails) when a long category would pass
  // the island's cap (decision 031).
  const { items, window } = galleryIslandItems(view.items, view.index, (items, window) =>
    withinIslandCap("gallery", { categories, items, ...(window ? { window } : {}), projectsUrl, words }),
  );
  return pageData(site.fixedPage("gallery", lang), {
    categories,
    items,
    ...(window ? { window } : {}),
    projectsUrl,
    sections: content.pages.gallery.sections,
    words,
  });
}

export { meta } from "~/lib/rendering/page-route";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories, items, projectsUrl, sections, words } = loaderData;
  const window = "window" in loaderData ? loaderData.window : undefined;
  return (
    <>
      <GalleryHero />
      <LabelledBand label={sections.projects} tight>
        <Island
          name="gallery"
          props={{ categories, items, ...(window ? { window } : {}), projectsUrl, words }}
        />
      </LabelledBand>
      <CtaBanner />
    </>
  );
}

/** The banner, over the project the page record names. */
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
