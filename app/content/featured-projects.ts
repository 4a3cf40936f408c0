import type { Lang } from "./i18n";
import type { ImageRef } from "./images";
import { pathsByLang } from "./paths";

/**
 * The repository's projects shown as tiles on Home and /service, by gallery id (the store's `featured`
 * flag of each record; the tiles each language shows: `featuredProjects` in
 * app/lib/content-store/site-content.server.ts).
 */
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
