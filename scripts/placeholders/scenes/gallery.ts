/**
 * Gallery before/after close-ups: up to six variants per category (decks, stucco walls and pools
 * have files of their own). A variant is a set of parameters —
 * a framing (camera, deck width and depth), a time of day, wall, trim, finish and railing colours,
 * the view, plants and furniture, and the size and placement of the damage — picked from the
 * shared tables (./gallery-tables.ts) by each category's recipe and by seeded random streams. "Before" and
 * "after" share every parameter and random stream for the geometry, so an after image is the
 * same framing as its before with the surface repaired.
 */

import { type State } from "./deck-types.ts";
import { renderDeck } from "./deckview.ts";
import { deckScene } from "./gallery-decks.ts";
import { poolVariant } from "./gallery-pools.ts";
import { stuccoScene } from "./gallery-stucco.ts";
import { GALLERY_SIZE, VARIANTS, type GallerySlug, type Variant } from "./gallery-tables.ts";
import { poolScene } from "./pool.ts";
import { stuccoSvg } from "./stucco.ts";

export { GALLERY_SIZE, GALLERY_SLUGS, VARIANTS, type GallerySlug, type Variant } from "./gallery-tables.ts";
export { deckScene };
export type { State };

export function variantsOf(slug: GallerySlug): readonly Variant[] {
  return slug === "tiles" ? VARIANTS.slice(0, 5) : VARIANTS;
}

const W = GALLERY_SIZE.width;
const H = GALLERY_SIZE.height;

/** SVG for one gallery image. */
export function gallerySvg(slug: GallerySlug, variant: Variant, state: State): string {
  if (slug === "pool-coatings") return poolScene(poolVariant(variant), state);
  if (slug === "stucco") return stuccoSvg(stuccoScene(variant), state, W, H);
  const scene = deckScene(slug, variant);
  if (!scene) throw new Error(`no gallery scene for ${slug}`);
  return renderDeck(scene, state);
}
