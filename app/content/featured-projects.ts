import { galleryCategoriesByLang, galleryItemsByLang } from "./gallery";
import type { Lang } from "./i18n";
import type { ImageRef } from "./images";
import { pathsByLang } from "./paths";

/** The gallery projects shown as tiles on Home and /service, by gallery id. */
export const featuredProjectIds = [2, 20, 32] as const;

export interface ProjectTile {
  id: number;
  /** The gallery's shareable URL of this very project. */
  href: string;
  /** The finished view when the project has one. */
  image: ImageRef;
  category: string;
  title: string;
  location: string;
}

/** Address of one project in a language's gallery (its category and item in the query string). */
export const galleryItemHref = (item: { id: number; category: string }, lang: Lang = "en"): string =>
  `${pathsByLang[lang].gallery}?${new URLSearchParams({ category: item.category, item: String(item.id) })}`;

/** The featured projects' tiles, in a language. */
export const featuredProjects = (lang: Lang = "en"): ProjectTile[] =>
  featuredProjectIds.map((id) => {
    const item = galleryItemsByLang[lang].find((i) => i.id === id);
    if (!item) throw new Error(`featured-projects.ts: no gallery item with id ${id}`);
    const category =
      galleryCategoriesByLang[lang].find((c) => c.slug === item.category)?.name ?? item.category;
    return {
      id,
      href: galleryItemHref(item, lang),
      image: item.after ?? item.image,
      category,
      title: item.title,
      location: item.location,
    };
  });
