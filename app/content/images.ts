/**
 * The image registry: every illustration the site can show, with its intrinsic size, the widths
 * generated for it and its alt text. Plain data with no imports: the generator
 * (scripts/images/generate.ts) loads it with Node directly and the site through Vite.
 *
 * Files are served as /generated/<key>-<width>.avif and .webp. A photo dropped into
 * assets/photos/<key>.jpg (or .jpeg/.png/.webp) replaces the illustration of that key.
 */

export type GallerySlug =
  | "deck-coating"
  | "deck-drains"
  | "merkote-deck-coating"
  | "new-railing"
  | "pool-coatings"
  | "planters"
  | "stucco"
  | "tiles";

export type HeroImageKey =
  "hero-home" | "hero-services" | "hero-areas" | "hero-about" | "hero-contact" | "hero-blog";

export type ServiceImageKey =
  | "deck"
  | "balcony"
  | "planter"
  | "pool-deck"
  | "stairs"
  | "roof-deck"
  | "floor-leveling"
  | "below-grade"
  | "between-slab";

export type GalleryImageKey = `gallery-${GallerySlug}-${1 | 2}-${"before" | "after"}`;

export type ImageKey = HeroImageKey | ServiceImageKey | GalleryImageKey;

export interface ImageInfo {
  alt: string;
  /** Intrinsic width of the artwork (with height, gives the aspect ratio). */
  width: number;
  height: number;
  /** Rendered widths, ascending; one AVIF and one WebP file per width. */
  widths: readonly number[];
}

const heroWidths = [480, 640, 800, 1200, 1600] as const;
const cardWidths = [400, 800, 1200] as const;
const galleryWidths = [400, 800] as const;

function hero(alt: string): ImageInfo {
  return { alt, width: 1600, height: 900, widths: heroWidths };
}

function card(alt: string): ImageInfo {
  return { alt, width: 1200, height: 800, widths: cardWidths };
}

function gallery(alt: string): ImageInfo {
  return { alt, width: 1200, height: 900, widths: galleryWidths };
}

export const images: Record<ImageKey, ImageInfo> = {
  "hero-home": hero(
    "Illustration: a sunny Los Angeles hillside home with a freshly coated cantilevered deck and a glass-railed upper balcony, palm trees and the hazy Pacific coast behind",
  ),
  "hero-services": hero(
    "Illustration: a three-storey stucco apartment building with coated balconies behind glass railings, an exterior concrete stair, a roof deck and planters",
  ),
  "hero-areas": hero(
    "Illustration: panorama of the Los Angeles coast with the Santa Monica pier and Ferris wheel, a palm-lined beach, hillside neighborhoods, the downtown skyline and rooftop decks",
  ),
  "hero-about": hero(
    "Illustration: the crew's white work van with a ladder on its roof rack, parked in front of a two-storey stucco home with a balcony being repaired",
  ),
  "hero-contact": hero(
    "Illustration: the company's two-storey stucco office with a teal awning, planters, a bench and palm trees, with the ocean behind",
  ),
  "hero-blog": hero(
    "Illustration: a balcony deck half recoated, with cracked and stained old coating on the left, smooth fresh grey coating on the right, and a roller and bucket at the edge",
  ),

  deck: card(
    "Illustration: a hillside home with a large coated deck on steel posts, a glass railing, lounge chairs and a teal umbrella",
  ),
  balcony: card(
    "Illustration: a stucco apartment facade with coated balconies behind glass railings, potted plants and bistro tables",
  ),
  planter: card(
    "Illustration: cut-away of a stucco planter box showing the waterproof membrane, drainage board, gravel, filter fabric and soil beneath the plants",
  ),
  "pool-deck": card(
    "Illustration: a swimming pool surrounded by a light sand-colored coated pool deck with lounge chairs, a teal umbrella and palm trees",
  ),
  stairs: card(
    "Illustration: exterior concrete stairs with coated treads, teal nosings and a navy metal railing leading up to a teal door",
  ),
  "roof-deck": card(
    "Illustration: a roof deck with a fresh grey coating, parapet and glass railing, a pergola, lounge chairs, planters and an umbrella above the city",
  ),
  "floor-leveling": card(
    "Illustration: a room where smooth self-leveling compound has been poured over an old cracked concrete slab, with a gauge rake, a spiked roller and a mixing bucket",
  ),
  "below-grade": card(
    "Illustration: section through a basement wall below grade with a waterproof membrane, drainage board, gravel and a perforated footing drain keeping the room dry",
  ),
  "between-slab": card(
    "Illustration: cut-away of a split-slab deck showing the structural slab, waterproof membrane, protection board, drainage mat, topping slab and pavers with a drain",
  ),

  "gallery-deck-coating-1-before": gallery(
    "Illustration: cracked, stained and peeling grey deck coating with a puddle and leaves by the drain, on a glass-railed deck facing the ocean, before repair",
  ),
  "gallery-deck-coating-1-after": gallery(
    "Illustration: the same ocean-view deck after repair, with a smooth, freshly sealed grey coating and a clean drain",
  ),
  "gallery-deck-coating-2-before": gallery(
    "Illustration: weathered tan deck coating with long cracks, dark water stains, peeling patches and ponding water on a deck overlooking the hills, before repair",
  ),
  "gallery-deck-coating-2-after": gallery(
    "Illustration: the same hillside-view deck resurfaced with a fresh tan waterproof coating and a crisp cove at the wall",
  ),
  "gallery-deck-drains-1-before": gallery(
    "Illustration: clogged deck drain full of leaves in a wide puddle of ponding water, with stains and cracks around it, before repair",
  ),
  "gallery-deck-drains-1-after": gallery(
    "Illustration: the same deck corner with a new stainless drain set flush in a fresh grey coating, dry and clean",
  ),
  "gallery-deck-drains-2-before": gallery(
    "Illustration: leaf-choked drain near a balcony door with standing water, stains and peeling tan coating, before repair",
  ),
  "gallery-deck-drains-2-after": gallery(
    "Illustration: the same balcony with a new drain grate and a fresh tan coating, dry and clean",
  ),
  "gallery-merkote-deck-coating-1-before": gallery(
    "Illustration: worn cementitious deck coating with open plywood seams, cracks and patches of bare plywood and metal lath showing, before repair",
  ),
  "gallery-merkote-deck-coating-1-after": gallery(
    "Illustration: the same city-view deck finished with a sand-colored Merkote-style knock-down textured coating",
  ),
  "gallery-merkote-deck-coating-2-before": gallery(
    "Illustration: failing textured coating on an ocean-view deck, cracked along the plywood seams, with exposed lath and stains, before repair",
  ),
  "gallery-merkote-deck-coating-2-after": gallery(
    "Illustration: the same ocean-view deck with a fresh grey-sand knock-down textured coating",
  ),
  "gallery-new-railing-1-before": gallery(
    "Illustration: rusty iron picket railing with flaking paint and a bent picket, and rust stains running onto the deck, before replacement",
  ),
  "gallery-new-railing-1-after": gallery(
    "Illustration: the same ocean-view balcony with a new glass railing and a navy aluminum top rail",
  ),
  "gallery-new-railing-2-before": gallery(
    "Illustration: corroded picket railing with rust blooms and rust streaks on the deck curb and coating, before replacement",
  ),
  "gallery-new-railing-2-after": gallery(
    "Illustration: the same hillside-view deck with a new navy powder-coated picket railing",
  ),
  "gallery-pool-coatings-1-before": gallery(
    "Illustration: cracked, stained and faded pool deck with peeling coating and algae along the coping, before resurfacing",
  ),
  "gallery-pool-coatings-1-after": gallery(
    "Illustration: the same pool deck resurfaced with a light sand cool-deck coating and crisp control joints",
  ),
  "gallery-pool-coatings-2-before": gallery(
    "Illustration: grey pool deck with cracks, peeling patches by the coping and algae stains, before resurfacing",
  ),
  "gallery-pool-coatings-2-after": gallery(
    "Illustration: the same pool deck with a fresh pale grey textured coating and clean coping",
  ),
  "gallery-planters-1-before": gallery(
    "Illustration: long stucco planter on a deck with cracks, white efflorescence streaks, wilted plants and water stains spreading across the deck, before repair",
  ),
  "gallery-planters-1-after": gallery(
    "Illustration: the same planter waterproofed and refinished in clean white, with healthy flowering plants and a dry deck",
  ),
  "gallery-planters-2-before": gallery(
    "Illustration: cracked planter box with efflorescence and a water stain at its base beside a stained tan deck, before repair",
  ),
  "gallery-planters-2-after": gallery(
    "Illustration: the same planter sealed and refinished, with lush yellow-flowering plants and a clean tan deck",
  ),
  "gallery-stucco-1-before": gallery(
    "Illustration: stucco wall with cracks running from the window corners, a broken patch exposing the wire lath, and water stains, before repair",
  ),
  "gallery-stucco-1-after": gallery(
    "Illustration: the same wall patched and refinished in smooth warm stucco with a clean window sill",
  ),
  "gallery-stucco-2-before": gallery(
    "Illustration: side wall of a house with stucco cracks, a spalled patch showing the lath, and dirt splashed along the base, before repair",
  ),
  "gallery-stucco-2-after": gallery(
    "Illustration: the same side wall repaired and repainted in smooth peach stucco",
  ),
  "gallery-tiles-1-before": gallery(
    "Illustration: terracotta tile balcony with cracked and missing tiles, dirty grout and stains, before repair",
  ),
  "gallery-tiles-1-after": gallery(
    "Illustration: the same balcony with evenly laid terracotta tiles and clean light grout",
  ),
  "gallery-tiles-2-before": gallery(
    "Illustration: large beige porcelain tiles on a city-view balcony, cracked and stained, with a missing tile, before repair",
  ),
  "gallery-tiles-2-after": gallery(
    "Illustration: the same balcony with new beige porcelain tiles and clean grout joints",
  ),
};

/** Every registry key, in declaration order. */
export const imageKeys = Object.keys(images) as ImageKey[];
