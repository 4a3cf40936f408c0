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
