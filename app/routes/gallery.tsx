import type { Route } from "./+types/gallery";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Island } from "~/islands/island";
import { PageHero } from "~/components/sections/page-hero";
import { LabelledBand } from "~/components/sections/band";
import { copyFor } from "~/content/copy";
import { galleryCategoriesByLang, galleryItemsByLang, projectImage } from "~/content/gallery";
import { useCopy } from "~/lib/rendering/use-copy";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";

/** The query parameters this page reads; any other query string is answered with the prerendered page. */
export const queryParams = Object.values(GALLERY_PARAMS);

/** The language switch keeps the project (the root layout reads `queryParams`). */
export const handle = { queryParams };

/** Server HTML around the viewer, an island (decision 018) that gets the categories and projects. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content, widgets } = copyFor(lang);
  return pageData(fixedPage("gallery", lang), {
    categories: galleryCategoriesByLang[lang],
    // What the viewer shows of each project (its finishing month is not on the page).
    items: galleryItemsByLang[lang].map(({ date: _date, ...shown }) => shown),
    sections: content.pages.gallery.sections,
    words: widgets.gallery,
  });
}

export { meta } from "~/lib/rendering/page-route";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories, items, sections, words } = loaderData;
  return (
    <>
      <GalleryHero />
      <LabelledBand label={sections.projects} tight>
        <Island name="gallery" props={{ categories, items, words }} />
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
