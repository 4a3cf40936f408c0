/** The gallery categories' names in Spanish; the slugs and their order are those of ../gallery-categories.ts. */
import type { galleryCategories as galleryCategoriesEn } from "../gallery-categories.ts";

export type { GallerySlug } from "../gallery-categories.ts";

/** The English list's shape with the names widened: the same slugs, in the same order, each named. */
type NamedLike<T extends readonly { slug: string }[]> = {
  readonly [K in keyof T]: {
    readonly slug: T[K] extends { slug: infer S } ? S : never;
    readonly name: string;
  };
};

export const galleryCategories = [
  { slug: "deck-coating", name: "Recubrimiento para terrazas" },
  { slug: "deck-drains", name: "Desagües de terrazas" },
  { slug: "merkote-deck-coating", name: "Recubrimiento Merkote para terrazas" },
  { slug: "new-railing", name: "Barandales nuevos" },
  { slug: "pool-coatings", name: "Recubrimientos alrededor de albercas" },
  { slug: "planters", name: "Jardineras" },
  { slug: "stucco", name: "Estuco" },
  { slug: "tiles", name: "Losetas" },
] as const satisfies NamedLike<typeof galleryCategoriesEn>;
