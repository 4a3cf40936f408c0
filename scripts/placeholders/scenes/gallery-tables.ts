/**
 * The tables every gallery scene picks from: categories, variants, the image size, times of day,
 * wall, trim, flower and railing colours. A category walks each table from its own offset.
 */

import { type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import { type TimeOfDay } from "./backdrop.ts";

export const GALLERY_SIZE = { width: 1200, height: 900 } as const;
export const GALLERY_SLUGS = [
  "deck-coating",
  "deck-drains",
  "merkote-deck-coating",
  "new-railing",
  "pool-coatings",
  "planters",
  "stucco",
  "tiles",
] as const;
export type GallerySlug = (typeof GALLERY_SLUGS)[number];
export const VARIANTS = [1, 2, 3, 4, 5, 6] as const;
export type Variant = (typeof VARIANTS)[number];

/** Six times of day; each category walks through all of them from its own offset. */
export const TIMES: readonly TimeOfDay[] = ["midday", "golden", "morning", "afternoon", "hazy", "clear"];

export const WALLS: readonly string[] = [
  c.stucco,
  c.stuccoAlt,
  c.stuccoWhite,
  "#dcdcc6", // sage
  "#f0d2c2", // blush
  "#e8d5b0", // sand
  "#dedbd3", // warm grey
];

export const TRIMS: readonly string[] = [c.navy, "#f4f2ec", "#5a4a3c", "#26282b", c.navyMuted];

export const FLOWERS: readonly string[] = [
  c.bougainvillea,
  c.flowerYellow,
  c.lavender,
  c.flowerOrange,
  "#f3eef4",
  "#e0615a",
];

export const BLACK = "#26282b";
export const BRONZE = "#5a4a3c";
export const WHITE_RAIL = "#f2f1ec";

/** Railings for scenes where the railing is not the subject (same before and after). */
export const RAILS: readonly RailingOptions[] = [
  { style: "glass", color: c.navy },
  { style: "picket", color: c.navy },
  { style: "cable", color: BRONZE },
  { style: "glass", color: WHITE_RAIL },
  { style: "picket", color: BLACK },
  { style: "picket", color: WHITE_RAIL },
];

/** Picks from a table, walking it from `offset` so each category starts somewhere else. */
export function pick<T>(list: readonly T[], v: Variant, offset: number): T {
  const item = list[(v - 1 + offset) % list.length];
  if (item === undefined) throw new Error("empty table");
  return item;
}
