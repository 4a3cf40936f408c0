import projectHashes from "virtual:project-image-hashes";
import { galleryCategories, type GallerySlug } from "./gallery-categories.ts";
import { projectImages, type ImageEntry } from "./images.ts";
import type { ProjectRecord } from "./project-schema.ts";
import { projects } from "./projects.ts";
import { projects as projectsEs } from "./es/projects.ts";
import { galleryCategories as galleryCategoriesEs } from "./es/gallery-categories.ts";
import type { Lang, PerLang } from "./i18n.ts";

export { galleryCategories, type GallerySlug };

/** A project as the gallery shows it. */
export interface GalleryItem {
  id: number;
  category: GallerySlug;
  title: string;
  location: string;
  /** Month the work was finished, YYYY-MM. */
  date: string;
  description?: string;
  /** The "before" view, or the only image of a project shown without a comparison. */
  image: ImageEntry;
  /** The same framing after the work; absent for single-image projects. */
  after?: ImageEntry;
}

/**
 * Gallery items from project records, carrying what the page needs to show each image, with the
 * content hash of its files (and no build-only fields, since the items travel in the page's data).
 */
export function galleryItemsFrom(
  records: readonly ProjectRecord[],
  hashes: Readonly<Record<string, string>> = {},
): GalleryItem[] {
  return records.map((record) => {
    const [image, after] = projectImages(record).map(({ key, alt, width, height, widths, focus }) => ({
      key,
      alt,
      width,
      height,
      widths,
      ...(focus ? { focus } : {}),
      ...(hashes[key] ? { hash: hashes[key] } : {}),
    }));
    if (!image) throw new Error(`project ${record.id} has no image`);
    return {
      id: record.id,
      category: record.category,
      title: record.title,
      location: record.city,
      date: record.date,
      ...(record.description ? { description: record.description } : {}),
      image,
      ...(after ? { after } : {}),
    };
  });
}

export const galleryItems: readonly GalleryItem[] = galleryItemsFrom(projects, projectHashes);

/** The gallery's items in each language (the Spanish: the same projects, their words translated). */
export const galleryItemsByLang: PerLang<readonly GalleryItem[]> = {
  en: galleryItems,
  es: galleryItemsFrom(projectsEs, projectHashes),
};

/** The gallery's categories, named in each language (the same slugs, in the same order). */
export const galleryCategoriesByLang: PerLang<readonly { slug: GallerySlug; name: string }[]> = {
  en: galleryCategories,
  es: galleryCategoriesEs,
};

/** One project's image, e.g. for a page hero (throws if the project or image does not exist). */
export function projectImage(id: number, side: "before" | "after", lang: Lang = "en"): ImageEntry {
  const item = galleryItemsByLang[lang].find((i) => i.id === id);
  const image = side === "after" ? item?.after : item?.image;
  if (!image) throw new Error(`app/content/gallery.ts: project ${id} has no ${side} image`);
  return image;
}

/** A project as the viewer receives it: everything it shows (its finishing month is not on the page). */
export type ShownGalleryItem = Omit<GalleryItem, "date">;

/** The projects of one language without the fields the viewer does not show. */
export const shownGalleryItems = (lang: Lang): ShownGalleryItem[] =>
  galleryItemsByLang[lang].map(({ date: _date, ...shown }) => shown);
