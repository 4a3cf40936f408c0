/**
 * The gallery's state, kept in the URL (?category=…&item=…) so a view can be shared. These pure
 * functions are the whole state machine; the page only reads and writes the URL through them.
 */

export interface GalleryItemRef {
  id: number;
  category: string;
}

export interface GalleryView<T extends GalleryItemRef> {
  category: string;
  items: T[];
  /** Position of the selected item in `items` (0 when the category is empty). */
  index: number;
  selected: T | undefined;
}

/**
 * The URL parameters the gallery's view lives in: the page reads only these, so only these make the
 * server render it on demand (the route's `queryParams`); any other query string gets the prerendered page.
 */
export const GALLERY_PARAMS = { category: "category", item: "item" } as const;

export const SLIDER_START = 50;

/** Keeps a slider position between 0 and 100. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return SLIDER_START;
  return Math.min(100, Math.max(0, value));
}

/** Resolves URL parameters to a view: unknown categories fall back to the first, unknown items to the first item. */
export function resolveView<T extends GalleryItemRef>(
  all: readonly T[],
  categories: readonly string[],
  params: { category?: string | null; item?: string | null },
): GalleryView<T> {
  const category = categories.includes(params.category ?? "")
    ? (params.category as string)
    : (categories[0] ?? "");
  const items = all.filter((i) => i.category === category);
  const found = items.findIndex((i) => String(i.id) === params.item);
  const index = found >= 0 ? found : 0;
  return { category, items, index, selected: items[index] };
}

/** The search string of a view; the default view is the bare page. */
export function viewSearch(
  category: string,
  itemId: number | undefined,
  defaults: { category: string; itemId?: number },
): string {
  if (category === defaults.category && (itemId === undefined || itemId === defaults.itemId)) return "";
  const params = new URLSearchParams({ [GALLERY_PARAMS.category]: category });
  if (itemId !== undefined) params.set(GALLERY_PARAMS.item, String(itemId));
  return `?${params}`;
}

/** Index after moving by `step`, bounded at the first and last item. */
export function step(index: number, stepBy: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + stepBy));
}

/** Where the projects an island carries sit in their category: the first one's position and how many. */
export interface GalleryWindow {
  first: number;
  total: number;
}

/** How many projects on each side of the shown one the island carries when a category is long. */
export const GALLERY_WINDOW_RADIUS = 6;

/**
 * A project reduced to its thumbnail (its later image, alt text left out: the thumbnail's own label names
 * it): what the island carries for the projects it does not show when the whole list would pass its cap.
 */
export type GalleryThumb<T> = Omit<T, "after" | "description"> & { thumb: true };

/**
 * What the gallery's island carries for a category (decision 031): the
 * projects around the one shown (`GALLERY_WINDOW_RADIUS` on each side, so Previous and Next always have
 * theirs), each in full while `fits` says the props stay under their cap, otherwise the shown one in full
 * and the others as thumbnails. `window` is set when the list is not the whole category. The viewer
 * fetches every project (`projectsUrl`) once it has hydrated.
 */
export function galleryIslandItems<
  T extends GalleryItemRef & { image: { alt: string }; after?: { alt: string } },
>(
  category: readonly T[],
  index: number,
  fits: (items: readonly (T | GalleryThumb<T>)[], window?: GalleryWindow) => boolean,
): { items: (T | GalleryThumb<T>)[]; window?: GalleryWindow } {
  const first = Math.max(0, index - GALLERY_WINDOW_RADIUS);
  const shown = category.slice(first, index + GALLERY_WINDOW_RADIUS + 1);
  const window = shown.length < category.length ? { first, total: category.length } : undefined;
  if (fits(shown, window)) return { items: [...shown], ...(window ? { window } : {}) };
  const items = shown.map((item, i): T | GalleryThumb<T> => {
    if (first + i === index) return item;
    const { after, description: _description, ...rest } = item as T & { description?: string };
    return { ...rest, image: { ...(after ?? item.image), alt: "" }, thumb: true } as GalleryThumb<T>;
  });
  return { items, window: window ?? { first, total: category.length } };
}
