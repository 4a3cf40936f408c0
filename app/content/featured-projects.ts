import { galleryCategories, galleryItems } from "./gallery";
import type { ImageRef } from "./images";
import { paths } from "./page-registry";

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

/** Address of one project in the gallery (its category and item in the query string). */
export const galleryItemHref = (item: { id: number; category: string }): string =>
  `${paths.gallery}?${new URLSearchParams({ category: item.category, item: String(item.id) })}`;

export const featuredProjects: ProjectTile[] = featuredProjectIds.map((id) => {
  const item = galleryItems.find((i) => i.id === id);
  if (!item) throw new Error(`featured-projects.ts: no gallery item with id ${id}`);
  const category = galleryCategories.find((c) => c.slug === item.category)?.name ?? item.category;
  return {
    id,
    href: galleryItemHref(item),
    image: item.after ?? item.image,
    category,
    title: item.title,
    location: item.location,
  };
});
