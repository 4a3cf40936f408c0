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

export type GalleryImageKey = `gallery-${GallerySlug}-${1 | 2 | 3 | 4 | 5 | 6}-${"before" | "after"}`;

/** The two photographs of the testimonials page (drawn in scripts/images/scenes/testimonials.ts). */
export type TestimonialImageKey = "testimonial-condo-balconies" | "testimonial-pasadena-deck";

export type ImageKey = HeroImageKey | ServiceImageKey | GalleryImageKey | TestimonialImageKey;

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

  "testimonial-condo-balconies": card(
    "Illustration: a three-storey condominium building with freshly coated balconies behind glass railings, palm trees and hills behind",
  ),
  "testimonial-pasadena-deck": card(
    "Illustration: a two-storey home on a slope at dusk with a newly recoated tan deck, wood railing, lounge chairs and an umbrella",
  ),

  "gallery-deck-coating-1-before": gallery(
    "Illustration: cracked, stained and peeling grey deck coating with two puddles and leaves around a clogged drain, on a glass-railed deck beside a cream stucco wall and sliding door, facing the ocean at midday, before repair",
  ),
  "gallery-deck-coating-1-after": gallery(
    "Illustration: the same ocean-view deck after repair, with a smooth, freshly sealed grey coating, a clean drain and flowering potted plants",
  ),
  "gallery-deck-coating-2-before": gallery(
    "Illustration: weathered tan deck coating with long cracks, water stains and peeling patches on a navy-railed deck beside a peach wall, overlooking the hills in golden evening light, before repair",
  ),
  "gallery-deck-coating-2-after": gallery(
    "Illustration: the same hillside-view deck in golden evening light, resurfaced with a fresh tan waterproof coating and a crisp cove at the wall",
  ),
  "gallery-deck-coating-3-before": gallery(
    "Illustration: looking down on a slate-grey deck coating peeling away in large patches down to bare concrete, with cracks and leaves, behind a bronze cable railing in the morning, before repair",
  ),
  "gallery-deck-coating-3-after": gallery(
    "Illustration: the same cable-railed deck in morning light, stripped and rebuilt with a smooth slate-grey coating, with potted flowers on both sides",
  ),
  "gallery-deck-coating-4-before": gallery(
    "Illustration: a long, narrow condo walkway deck with cracked, stained and peeling sand-colored coating and a puddle, between a sage green wall and a white-framed glass railing with an ocean view, before repair",
  ),
  "gallery-deck-coating-4-after": gallery(
    "Illustration: the same narrow walkway deck with a fresh sand-colored slip-resistant coating, clean and dry",
  ),
  "gallery-deck-coating-5-before": gallery(
    "Illustration: low view across a greige deck with many cracks, stains and a puddle, a black picket railing and hazy hills beyond, beside a blush pink wall, before repair",
  ),
  "gallery-deck-coating-5-after": gallery(
    "Illustration: the same hillside view deck on a hazy day, finished with a smooth greige coating and potted flowers",
  ),
  "gallery-deck-coating-6-before": gallery(
    "Illustration: wide rooftop deck with cracked and peeling blue-grey coating, puddles and a leaf-clogged drain, a white picket railing and the downtown skyline under a clear sky, before repair",
  ),
  "gallery-deck-coating-6-after": gallery(
    "Illustration: the same rooftop deck with a new blue-grey membrane coating, a clean drain and the city skyline beyond",
  ),
  "gallery-deck-drains-1-before": gallery(
    "Illustration: a scupper in the curb of an ocean-view deck choked with leaves, with a puddle of ponding water in front of it and stains on the grey coating, in early morning light, before repair",
  ),
  "gallery-deck-drains-1-after": gallery(
    "Illustration: the same deck with a new metal-lined scupper through the curb and a dry, freshly coated floor",
  ),
  "gallery-deck-drains-2-before": gallery(
    "Illustration: a wide tan deck with a large pond of standing water around a clogged round drain, cracks and leaves, a white glass railing and hills beyond, before repair",
  ),
  "gallery-deck-drains-2-after": gallery(
    "Illustration: the same wide deck re-sloped to a new stainless drain, dry with a fresh tan coating",
  ),
  "gallery-deck-drains-3-before": gallery(
    "Illustration: narrow city-view balcony beside a blush pink wall with a leaf-clogged drain in a puddle, stains and debris on the coating, on a hazy day, before repair",
  ),
  "gallery-deck-drains-3-after": gallery(
    "Illustration: the same narrow balcony with a rebuilt drain and a clean, freshly coated floor",
  ),
  "gallery-deck-drains-4-before": gallery(
    "Illustration: looking down at a square drain grate clogged with leaves in a puddle on a sand-colored deck, with a white picket railing and the ocean beyond, before repair",
  ),
  "gallery-deck-drains-4-after": gallery(
    "Illustration: the same deck with a new stainless square drain grate set flush in a fresh sand-colored coating",
  ),
  "gallery-deck-drains-5-before": gallery(
    "Illustration: courtyard deck with a clogged square drain in ponding water, stains and leaves on the grey-green coating, a glass railing and hills beyond, before repair",
  ),
  "gallery-deck-drains-5-after": gallery(
    "Illustration: the same courtyard deck with the drain cleared and collared, dry and freshly coated",
  ),
  "gallery-deck-drains-6-before": gallery(
    "Illustration: low view of a roof deck at sunset with a clogged drain near the navy picket railing, standing water and leaves, and the city skyline beyond, before repair",
  ),
  "gallery-deck-drains-6-after": gallery(
    "Illustration: the same roof deck at sunset with a new overflow drain and a fresh beige coating",
  ),
  "gallery-merkote-deck-coating-1-before": gallery(
    "Illustration: worn sand-colored cementitious deck coating with open plywood seams, cracks and patches of bare plywood and metal lath, a black picket railing and hazy hills, before repair",
  ),
  "gallery-merkote-deck-coating-1-after": gallery(
    "Illustration: the same hillside deck finished with a sand-colored Merkote-style knock-down textured coating",
  ),
  "gallery-merkote-deck-coating-2-before": gallery(
    "Illustration: failing grey-sand textured coating on an ocean-view deck with a white picket railing, cracked along the plywood seams with exposed lath and stains, under a clear sky, before repair",
  ),
  "gallery-merkote-deck-coating-2-after": gallery(
    "Illustration: the same ocean-view deck with a fresh grey-sand knock-down textured coating",
  ),
  "gallery-merkote-deck-coating-3-before": gallery(
    "Illustration: long, narrow apartment balcony with a worn beige cementitious coating split along the seams, with exposed lath patches, and city towers beyond the glass railing, before repair",
  ),
  "gallery-merkote-deck-coating-3-after": gallery(
    "Illustration: the same narrow apartment balcony recoated with a fresh beige knock-down texture",
  ),
  "gallery-merkote-deck-coating-4-before": gallery(
    "Illustration: low view of a landing deck in golden light with cracked sandstone-colored cementitious coating, open seams and bare plywood, and a navy railing, before repair",
  ),
  "gallery-merkote-deck-coating-4-after": gallery(
    "Illustration: the same landing deck in golden light with a new sandstone-tone knock-down textured coating",
  ),
  "gallery-merkote-deck-coating-5-before": gallery(
    "Illustration: looking down on a deck where the cementitious coating has failed in large patches, exposing plywood and metal lath between open seams, behind a bronze cable railing, before repair",
  ),
  "gallery-merkote-deck-coating-5-after": gallery(
    "Illustration: the same deck rebuilt with lath, base coats and a grey knock-down textured finish",
  ),
  "gallery-merkote-deck-coating-6-before": gallery(
    "Illustration: wide ocean-view pool house deck with a worn, stained and cracked off-white cementitious coating and open seams, behind a white glass railing, before repair",
  ),
  "gallery-merkote-deck-coating-6-after": gallery(
    "Illustration: the same pool house deck with a light, cool off-white knock-down textured coating",
  ),
  "gallery-new-railing-1-before": gallery(
    "Illustration: close-up of a rusty iron picket railing with flaking paint and bent pickets on an ocean-view balcony in golden light, with rust stains on the curb and coating, before replacement",
  ),
  "gallery-new-railing-1-after": gallery(
    "Illustration: the same ocean-view balcony in golden light with a new navy powder-coated aluminum picket railing",
  ),
  "gallery-new-railing-2-before": gallery(
    "Illustration: corroded brown picket railing with rust blooms and rust streaks on the deck curb, on a balcony facing the ocean in the morning, before replacement",
  ),
  "gallery-new-railing-2-after": gallery(
    "Illustration: the same ocean-view balcony with a new glass panel railing and a navy top rail",
  ),
  "gallery-new-railing-3-before": gallery(
    "Illustration: looking down at the rusted bases of a black picket railing, with rust stains spreading from each post across the coating and hills beyond, before replacement",
  ),
  "gallery-new-railing-3-after": gallery(
    "Illustration: the same deck with re-anchored, flashed posts and a new bronze picket railing",
  ),
  "gallery-new-railing-4-before": gallery(
    "Illustration: peeling, rust-streaked white picket railing on a wide roof deck with the city skyline in the haze, before replacement",
  ),
  "gallery-new-railing-4-after": gallery(
    "Illustration: the same roof deck finished with a stainless cable railing on dark grey posts and the city beyond",
  ),
  "gallery-new-railing-5-before": gallery(
    "Illustration: low view of a grey, weathered wood railing with split rails, loose balusters and rot stains at the posts, on a hillside deck, before replacement",
  ),
  "gallery-new-railing-5-after": gallery(
    "Illustration: the same hillside deck with a new low-maintenance white aluminum picket railing",
  ),
  "gallery-new-railing-6-before": gallery(
    "Illustration: narrow city-view balcony with a rusty dark green picket railing along its side and end, with rust streaks on the coating, before replacement",
  ),
  "gallery-new-railing-6-after": gallery(
    "Illustration: the same narrow balcony with a new glass railing in white frames",
  ),
  "gallery-pool-coatings-1-before": gallery(
    "Illustration: stained, cracked and peeling sand-colored pool deck with algae along the coping, a palm and hills beyond, on a sunny afternoon, before resurfacing",
  ),
  "gallery-pool-coatings-1-after": gallery(
    "Illustration: the same pool deck resurfaced with a light sand cool-deck coating and crisp control joints",
  ),
  "gallery-pool-coatings-2-before": gallery(
    "Illustration: pale grey pool deck on a hazy day with cracked coping, many cracks and peeling patches along the pool edge, before resurfacing",
  ),
  "gallery-pool-coatings-2-after": gallery(
    "Illustration: the same pool with restored coping and a fresh pale grey textured deck coating",
  ),
  "gallery-pool-coatings-3-before": gallery(
    "Illustration: high view of a faded, stained and cracked pool deck under a clear sky, with an orange umbrella and a flowering hedge behind, before resurfacing",
  ),
  "gallery-pool-coatings-3-after": gallery(
    "Illustration: the same sunny pool deck with a bright, cool-to-touch off-white coating",
  ),
  "gallery-pool-coatings-4-before": gallery(
    "Illustration: a large community pool with a stained, cracked and peeling tan deck, algae along the coping, an umbrella and the city skyline beyond, before resurfacing",
  ),
  "gallery-pool-coatings-4-after": gallery(
    "Illustration: the same community pool with a fresh tan deck coating and clean coping",
  ),
  "gallery-pool-coatings-5-before": gallery(
    "Illustration: tan pool deck at golden hour divided into panels by dirty, cracked expansion joints, with peeling coating at the coping, before resurfacing",
  ),
  "gallery-pool-coatings-5-after": gallery(
    "Illustration: the same pool deck at golden hour with neatly cut and sealed expansion joints and a fresh coating",
  ),
  "gallery-pool-coatings-6-before": gallery(
    "Illustration: grey deck around a pool and a small spa with stains, cracks, peeling coating and greenish water, ocean beyond, in the morning, before resurfacing",
  ),
  "gallery-pool-coatings-6-after": gallery(
    "Illustration: the same pool and bubbling spa surrounded by a fresh slip-resistant light grey coating",
  ),
  "gallery-planters-1-before": gallery(
    "Illustration: long white stucco planter against a sage green wall with cracks, efflorescence streaks, wilted plants and water stains spreading onto the grey deck, ocean beyond, before repair",
  ),
  "gallery-planters-1-after": gallery(
    "Illustration: the same planter waterproofed and refinished in clean white, with pink bougainvillea and a dry deck",
  ),
  "gallery-planters-2-before": gallery(
    "Illustration: two cracked planters along the railing of a wide podium deck, stained and streaked with efflorescence, with wilted plants and the city skyline in the haze, before repair",
  ),
  "gallery-planters-2-after": gallery(
    "Illustration: the same podium deck with both planters rebuilt and sealed and filled with yellow-flowering plants",
  ),
  "gallery-planters-3-before": gallery(
    "Illustration: tall concrete planter against a wall with a large water stain at its base, cracks, efflorescence and wilted plants, hills beyond under a clear sky, before repair",
  ),
  "gallery-planters-3-after": gallery(
    "Illustration: the same tall planter relined and refinished, with lavender-flowering plants and a clean deck",
  ),
  "gallery-planters-4-before": gallery(
    "Illustration: low view of two terracotta-colored courtyard planters with cracks, efflorescence and wilted plants, a glass railing and hills beyond, before repair",
  ),
  "gallery-planters-4-after": gallery(
    "Illustration: the same courtyard planters waterproofed and replanted with orange flowers",
  ),
  "gallery-planters-5-before": gallery(
    "Illustration: looking down at a small cracked peach planter box in golden light, with efflorescence, wilted plants and a stain on the deck, ocean beyond, before repair",
  ),
  "gallery-planters-5-after": gallery(
    "Illustration: the same planter box in golden light, sealed over a drainage mat and replanted with white flowers",
  ),
  "gallery-planters-6-before": gallery(
    "Illustration: narrow city-view balcony with a planter across its far end, cracked and stained, with wilted plants and water seeping onto the deck, before repair",
  ),
  "gallery-planters-6-after": gallery(
    "Illustration: the same balcony planter with a new drain and liner, refinished and replanted with coral-red flowers",
  ),
  "gallery-stucco-1-before": gallery(
    "Illustration: cream stucco wall beneath a balcony slab with cracks spreading from the slab corners, water streaks, and a spalled patch showing wire lath, in morning light, before repair",
  ),
  "gallery-stucco-1-after": gallery(
    "Illustration: the same wall below the glass-railed balcony, patched and refinished in smooth cream stucco",
  ),
  "gallery-stucco-2-before": gallery(
    "Illustration: side wall of a peach stucco house with a water-stained soffit, streaks below the white fascia, cracks and a spalled patch beside the windows, before repair",
  ),
  "gallery-stucco-2-after": gallery(
    "Illustration: the same side wall with a rebuilt, freshly painted soffit and smooth peach stucco",
  ),
  "gallery-stucco-3-before": gallery(
    "Illustration: sage green stucco wall meeting a coated deck on a hazy day, with crumbling stucco and efflorescence along the base, blisters by the wood door, cracks and a rusty weep screed, before repair",
  ),
  "gallery-stucco-3-after": gallery(
    "Illustration: the same wall re-flashed and refinished where it meets the deck, with a clean weep screed and smooth sage stucco",
  ),
  "gallery-stucco-4-before": gallery(
    "Illustration: low view along a blush pink stucco wall with arched bronze windows under a tile eave, with corner cracks, sill stains and a spalled patch, before repair",
  ),
  "gallery-stucco-4-after": gallery(
    "Illustration: the same blush pink wall with arched windows, patched and finished with a smooth color coat under a clear sky",
  ),
  "gallery-stucco-5-before": gallery(
    "Illustration: sand-colored entry wall with a teal door and an arched window, with blistered and bubbled stucco around the door threshold and hairline cracks, before repair",
  ),
  "gallery-stucco-5-after": gallery(
    "Illustration: the same entry wall with the blistered stucco replaced and refinished around the teal door",
  ),
  "gallery-stucco-6-before": gallery(
    "Illustration: long warm grey stucco wall over a lawn in golden light, with a rusted weep screed, crumbling base, efflorescence and splashed dirt along the bottom, before repair",
  ),
  "gallery-stucco-6-after": gallery(
    "Illustration: the same wall in golden light with a new weep screed and a restored, smooth lower wall",
  ),
  "gallery-tiles-1-before": gallery(
    "Illustration: terracotta tile balcony with cracked and missing tiles, dirty grout and stains, a white picket railing and hills beyond, before repair",
  ),
  "gallery-tiles-1-after": gallery(
    "Illustration: the same balcony with evenly laid terracotta tiles and clean light grout",
  ),
  "gallery-tiles-2-before": gallery(
    "Illustration: looking down at grey slate-look entry tiles with cracked and missing tiles and stains, a glass railing and the ocean beyond, before repair",
  ),
  "gallery-tiles-2-after": gallery("Illustration: the same entry with new grey tiles and clean grout"),
  "gallery-tiles-3-before": gallery(
    "Illustration: wide rooftop deck in golden light with beige tiles, failed dark grout, heavy stains and a few cracked tiles, city skyline beyond, before repair",
  ),
  "gallery-tiles-3-after": gallery(
    "Illustration: the same rooftop deck with regrouted beige tiles, clean joints and the city skyline beyond",
  ),
  "gallery-tiles-4-before": gallery(
    "Illustration: large cream porcelain tiles on an ocean-view deck with a cable railing, cracked and stained, with missing tiles, in morning light, before repair",
  ),
  "gallery-tiles-4-after": gallery(
    "Illustration: the same ocean-view deck finished with new large cream porcelain pavers and clean grout joints",
  ),
  "gallery-tiles-5-before": gallery(
    "Illustration: low view of a balcony with small saltillo tiles, cracked and missing, dirty grout and stains, a white glass railing and hills beyond, before repair",
  ),
  "gallery-tiles-5-after": gallery(
    "Illustration: the same balcony with new saltillo tiles and clean light grout",
  ),
  "gallery-tiles-6-before": gallery(
    "Illustration: long, narrow city-view balcony with charcoal porcelain tiles, cracked and missing, and stains on a hazy day, before repair",
  ),
  "gallery-tiles-6-after": gallery(
    "Illustration: the same narrow balcony with new charcoal porcelain tiles and crisp grout lines",
  ),
};

/** Every registry key, in declaration order. */
export const imageKeys = Object.keys(images) as ImageKey[];
