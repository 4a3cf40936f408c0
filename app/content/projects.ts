/**
 * The project gallery's records, in display order: one record per project. A project shows a
 * before/after comparison when it has an `after` image and a single image when it does not.
 *
 * Each image is either a photo in assets/photos/ (`photo: "file.jpg"`) or one of the placeholder
 * drawings of scripts/placeholders (`drawing: "name"`), with its alt text and an optional focal
 * point (`focus: { x: 0-100, y: 0-100 }`, percent from the left and top) for crops. Adding a
 * project with your own photos is: drop the files into assets/photos/, add one record here.
 * The build checks every record against app/content/project-schema.ts and names the bad field.
 */
import type { ProjectRecord } from "./project-schema.ts";

export const projects: readonly ProjectRecord[] = [
  {
    id: 1,
    category: "deck-coating",
    title: "Cracked sundeck recoated with a textured membrane",
    city: "Santa Monica",
    date: "2026-10",
    before: {
      drawing: "deck-coating-1-before",
      alt: "Illustration: cracked, stained and peeling grey deck coating with two puddles and leaves around a clogged drain, on a glass-railed deck beside a cream stucco wall and sliding door, facing the ocean at midday, before repair",
    },
    after: {
      drawing: "deck-coating-1-after",
      alt: "Illustration: the same ocean-view deck after repair, with a smooth, freshly sealed grey coating, a clean drain and flowering potted plants",
    },
  },
  {
    id: 2,
    category: "deck-coating",
    title: "Second-floor deck over a garage, full system",
    city: "Sherman Oaks",
    date: "2026-09",
    before: {
      drawing: "deck-coating-2-before",
      alt: "Illustration: weathered tan deck coating with long cracks, water stains and peeling patches on a navy-railed deck beside a peach wall, overlooking the hills in golden evening light, before repair",
    },
    after: {
      drawing: "deck-coating-2-after",
      alt: "Illustration: the same hillside-view deck in golden evening light, resurfaced with a fresh tan waterproof coating and a crisp cove at the wall",
    },
  },
  {
    id: 3,
    category: "deck-coating",
    title: "Peeling topcoat stripped and rebuilt",
    city: "Pasadena",
    date: "2026-08",
    before: {
      drawing: "deck-coating-3-before",
      alt: "Illustration: looking down on a slate-grey deck coating peeling away in large patches down to bare concrete, with cracks and leaves, behind a bronze cable railing in the morning, before repair",
    },
    after: {
      drawing: "deck-coating-3-after",
      alt: "Illustration: the same cable-railed deck in morning light, stripped and rebuilt with a smooth slate-grey coating, with potted flowers on both sides",
    },
  },
  {
    id: 4,
    category: "deck-coating",
    title: "Condo walkway deck with a slip-resistant finish",
    city: "Marina del Rey",
    date: "2026-07",
    before: {
      drawing: "deck-coating-4-before",
      alt: "Illustration: a long, narrow condo walkway deck with cracked, stained and peeling sand-colored coating and a puddle, between a sage green wall and a white-framed glass railing with an ocean view, before repair",
    },
    after: {
      drawing: "deck-coating-4-after",
      alt: "Illustration: the same narrow walkway deck with a fresh sand-colored slip-resistant coating, clean and dry",
    },
  },
  {
    id: 5,
    category: "deck-coating",
    title: "Finished hillside view deck",
    city: "Malibu",
    date: "2026-06",
    before: {
      drawing: "deck-coating-5-after",
      alt: "Illustration: a hillside view deck on a hazy day, finished with a smooth greige coating and potted flowers",
    },
  },
  {
    id: 6,
    category: "deck-coating",
    title: "Rooftop entertaining deck, new membrane",
    city: "West Hollywood",
    date: "2026-06",
    before: {
      drawing: "deck-coating-6-before",
      alt: "Illustration: wide rooftop deck with cracked and peeling blue-grey coating, puddles and a leaf-clogged drain, a white picket railing and the downtown skyline under a clear sky, before repair",
    },
    after: {
      drawing: "deck-coating-6-after",
      alt: "Illustration: the same rooftop deck with a new blue-grey membrane coating, a clean drain and the city skyline beyond",
    },
  },
  {
    id: 7,
    category: "deck-drains",
    title: "Clogged scupper replaced and resealed",
    city: "Beverly Hills",
    date: "2026-05",
    before: {
      drawing: "deck-drains-1-before",
      alt: "Illustration: a scupper in the curb of an ocean-view deck choked with leaves, with a puddle of ponding water in front of it and stains on the grey coating, in early morning light, before repair",
    },
    after: {
      drawing: "deck-drains-1-after",
      alt: "Illustration: the same deck with a new metal-lined scupper through the curb and a dry, freshly coated floor",
    },
  },
  {
    id: 8,
    category: "deck-drains",
    title: "Ponding deck re-sloped to a new drain",
    city: "Los Angeles",
    date: "2026-04",
    before: {
      drawing: "deck-drains-2-before",
      alt: "Illustration: a wide tan deck with a large pond of standing water around a clogged round drain, cracks and leaves, a white glass railing and hills beyond, before repair",
    },
    after: {
      drawing: "deck-drains-2-after",
      alt: "Illustration: the same wide deck re-sloped to a new stainless drain, dry with a fresh tan coating",
    },
  },
  {
    id: 9,
    category: "deck-drains",
    title: "Balcony drain flashing rebuilt",
    city: "Burbank",
    date: "2026-03",
    before: {
      drawing: "deck-drains-3-before",
      alt: "Illustration: narrow city-view balcony beside a blush pink wall with a leaf-clogged drain in a puddle, stains and debris on the coating, on a hazy day, before repair",
    },
    after: {
      drawing: "deck-drains-3-after",
      alt: "Illustration: the same narrow balcony with a rebuilt drain and a clean, freshly coated floor",
    },
  },
  {
    id: 10,
    category: "deck-drains",
    title: "New stainless drain grate set flush with the coating",
    city: "Brentwood",
    date: "2026-02",
    before: {
      drawing: "deck-drains-4-after",
      alt: "Illustration: a deck with a new stainless square drain grate set flush in a fresh sand-colored coating",
    },
  },
  {
    id: 11,
    category: "deck-drains",
    title: "Courtyard drains cleared and collared",
    city: "Culver City",
    date: "2026-01",
    before: {
      drawing: "deck-drains-5-before",
      alt: "Illustration: courtyard deck with a clogged square drain in ponding water, stains and leaves on the grey-green coating, a glass railing and hills beyond, before repair",
    },
    after: {
      drawing: "deck-drains-5-after",
      alt: "Illustration: the same courtyard deck with the drain cleared and collared, dry and freshly coated",
    },
  },
  {
    id: 12,
    category: "deck-drains",
    title: "Overflow drain added to a roof deck",
    city: "Santa Monica",
    date: "2025-12",
    before: {
      drawing: "deck-drains-6-before",
      alt: "Illustration: low view of a roof deck at sunset with a clogged drain near the navy picket railing, standing water and leaves, and the city skyline beyond, before repair",
    },
    after: {
      drawing: "deck-drains-6-after",
      alt: "Illustration: the same roof deck at sunset with a new overflow drain and a fresh beige coating",
    },
  },
  {
    id: 13,
    category: "merkote-deck-coating",
    title: "Cementitious deck system over plywood",
    city: "Encino",
    date: "2025-11",
    before: {
      drawing: "merkote-deck-coating-1-before",
      alt: "Illustration: worn sand-colored cementitious deck coating with open plywood seams, cracks and patches of bare plywood and metal lath, a black picket railing and hazy hills, before repair",
    },
    after: {
      drawing: "merkote-deck-coating-1-after",
      alt: "Illustration: the same hillside deck finished with a sand-colored Merkote-style knock-down textured coating",
    },
  },
  {
    id: 14,
    category: "merkote-deck-coating",
    title: "Knockdown texture topcoat on a sun deck",
    city: "Pacific Palisades",
    date: "2025-10",
    before: {
      drawing: "merkote-deck-coating-2-before",
      alt: "Illustration: failing grey-sand textured coating on an ocean-view deck with a white picket railing, cracked along the plywood seams with exposed lath and stains, under a clear sky, before repair",
    },
    after: {
      drawing: "merkote-deck-coating-2-after",
      alt: "Illustration: the same ocean-view deck with a fresh grey-sand knock-down textured coating",
    },
  },
  {
    id: 15,
    category: "merkote-deck-coating",
    title: "Apartment balcony row recoated",
    city: "North Hollywood",
    date: "2025-10",
    before: {
      drawing: "merkote-deck-coating-3-before",
      alt: "Illustration: long, narrow apartment balcony with a worn beige cementitious coating split along the seams, with exposed lath patches, and city towers beyond the glass railing, before repair",
    },
    after: {
      drawing: "merkote-deck-coating-3-after",
      alt: "Illustration: the same narrow apartment balcony recoated with a fresh beige knock-down texture",
    },
  },
  {
    id: 16,
    category: "merkote-deck-coating",
    title: "Finished stair landing in sandstone tone",
    city: "Glendale",
    date: "2025-09",
    before: {
      drawing: "merkote-deck-coating-4-after",
      alt: "Illustration: a landing deck in golden light with a new sandstone-tone knock-down textured coating",
    },
  },
  {
    id: 17,
    category: "merkote-deck-coating",
    title: "Lath and base coats over a failed membrane",
    city: "Studio City",
    date: "2025-08",
    before: {
      drawing: "merkote-deck-coating-5-before",
      alt: "Illustration: looking down on a deck where the cementitious coating has failed in large patches, exposing plywood and metal lath between open seams, behind a bronze cable railing, before repair",
    },
    after: {
      drawing: "merkote-deck-coating-5-after",
      alt: "Illustration: the same deck rebuilt with lath, base coats and a grey knock-down textured finish",
    },
  },
  {
    id: 18,
    category: "merkote-deck-coating",
    title: "Pool house deck with a light, cool color",
    city: "Malibu",
    date: "2025-07",
    before: {
      drawing: "merkote-deck-coating-6-before",
      alt: "Illustration: wide ocean-view pool house deck with a worn, stained and cracked off-white cementitious coating and open seams, behind a white glass railing, before repair",
    },
    after: {
      drawing: "merkote-deck-coating-6-after",
      alt: "Illustration: the same pool house deck with a light, cool off-white knock-down textured coating",
    },
  },
  {
    id: 19,
    category: "new-railing",
    title: "Rusted steel railing replaced with powder-coated aluminum",
    city: "Venice",
    date: "2025-06",
    before: {
      drawing: "new-railing-1-before",
      alt: "Illustration: close-up of a rusty iron picket railing with flaking paint and bent pickets on an ocean-view balcony in golden light, with rust stains on the curb and coating, before replacement",
    },
    after: {
      drawing: "new-railing-1-after",
      alt: "Illustration: the same ocean-view balcony in golden light with a new navy powder-coated aluminum picket railing",
    },
  },
  {
    id: 20,
    category: "new-railing",
    title: "Glass panel railing on a view balcony",
    city: "Malibu",
    date: "2025-05",
    before: {
      drawing: "new-railing-2-before",
      alt: "Illustration: corroded brown picket railing with rust blooms and rust streaks on the deck curb, on a balcony facing the ocean in the morning, before replacement",
    },
    after: {
      drawing: "new-railing-2-after",
      alt: "Illustration: the same ocean-view balcony with a new glass panel railing and a navy top rail",
    },
  },
  {
    id: 21,
    category: "new-railing",
    title: "Railing posts re-anchored and flashed",
    city: "Manhattan Beach",
    date: "2025-04",
    before: {
      drawing: "new-railing-3-before",
      alt: "Illustration: looking down at the rusted bases of a black picket railing, with rust stains spreading from each post across the coating and hills beyond, before replacement",
    },
    after: {
      drawing: "new-railing-3-after",
      alt: "Illustration: the same deck with re-anchored, flashed posts and a new bronze picket railing",
    },
  },
  {
    id: 22,
    category: "new-railing",
    title: "Finished cable railing on a roof deck",
    city: "Playa del Rey",
    date: "2025-03",
    before: {
      drawing: "new-railing-4-after",
      alt: "Illustration: a roof deck finished with a stainless cable railing on dark grey posts and the city beyond",
    },
  },
  {
    id: 23,
    category: "new-railing",
    title: "Wood railing swapped for low-maintenance metal",
    city: "Sherman Oaks",
    date: "2025-02",
    before: {
      drawing: "new-railing-5-before",
      alt: "Illustration: low view of a grey, weathered wood railing with split rails, loose balusters and rot stains at the posts, on a hillside deck, before replacement",
    },
    after: {
      drawing: "new-railing-5-after",
      alt: "Illustration: the same hillside deck with a new low-maintenance white aluminum picket railing",
    },
  },
  {
    id: 24,
    category: "new-railing",
    title: "Balcony railing rebuilt to current height",
    city: "Santa Clarita",
    date: "2025-01",
    before: {
      drawing: "new-railing-6-before",
      alt: "Illustration: narrow city-view balcony with a rusty dark green picket railing along its side and end, with rust streaks on the coating, before replacement",
    },
    after: {
      drawing: "new-railing-6-after",
      alt: "Illustration: the same narrow balcony with a new glass railing in white frames",
    },
  },
  {
    id: 25,
    category: "pool-coatings",
    title: "Stained pool deck resurfaced",
    city: "Beverly Hills",
    date: "2025-01",
    before: {
      drawing: "pool-coatings-1-before",
      alt: "Illustration: stained, cracked and peeling sand-colored pool deck with algae along the coping, a palm and hills beyond, on a sunny afternoon, before resurfacing",
    },
    after: {
      drawing: "pool-coatings-1-after",
      alt: "Illustration: the same pool deck resurfaced with a light sand cool-deck coating and crisp control joints",
    },
  },
  {
    id: 26,
    category: "pool-coatings",
    title: "Cracked coping and deck restored",
    city: "Encino",
    date: "2024-12",
    before: {
      drawing: "pool-coatings-2-before",
      alt: "Illustration: pale grey pool deck on a hazy day with cracked coping, many cracks and peeling patches along the pool edge, before resurfacing",
    },
    after: {
      drawing: "pool-coatings-2-after",
      alt: "Illustration: the same pool with restored coping and a fresh pale grey textured deck coating",
    },
  },
  {
    id: 27,
    category: "pool-coatings",
    title: "Cool-to-touch finish on a sunny pool deck",
    city: "Pasadena",
    date: "2024-11",
    before: {
      drawing: "pool-coatings-3-before",
      alt: "Illustration: high view of a faded, stained and cracked pool deck under a clear sky, with an orange umbrella and a flowering hedge behind, before resurfacing",
    },
    after: {
      drawing: "pool-coatings-3-after",
      alt: "Illustration: the same sunny pool deck with a bright, cool-to-touch off-white coating",
    },
  },
  {
    id: 28,
    category: "pool-coatings",
    title: "Finished HOA pool deck",
    city: "Burbank",
    date: "2024-10",
    before: {
      drawing: "pool-coatings-4-after",
      alt: "Illustration: a community pool with a fresh tan deck coating and clean coping",
    },
  },
  {
    id: 29,
    category: "pool-coatings",
    title: "Expansion joints cut and sealed",
    city: "Woodland Hills",
    date: "2024-09",
    before: {
      drawing: "pool-coatings-5-before",
      alt: "Illustration: tan pool deck at golden hour divided into panels by dirty, cracked expansion joints, with peeling coating at the coping, before resurfacing",
    },
    after: {
      drawing: "pool-coatings-5-after",
      alt: "Illustration: the same pool deck at golden hour with neatly cut and sealed expansion joints and a fresh coating",
    },
  },
  {
    id: 30,
    category: "pool-coatings",
    title: "Slip-resistant texture around the spa",
    city: "Brentwood",
    date: "2024-08",
    before: {
      drawing: "pool-coatings-6-before",
      alt: "Illustration: grey deck around a pool and a small spa with stains, cracks, peeling coating and greenish water, ocean beyond, in the morning, before resurfacing",
    },
    after: {
      drawing: "pool-coatings-6-after",
      alt: "Illustration: the same pool and bubbling spa surrounded by a fresh slip-resistant light grey coating",
    },
  },
  {
    id: 31,
    category: "planters",
    title: "Leaking planter box relined",
    city: "Santa Monica",
    date: "2024-07",
    before: {
      drawing: "planters-1-before",
      alt: "Illustration: long white stucco planter against a sage green wall with cracks, efflorescence streaks, wilted plants and water stains spreading onto the grey deck, ocean beyond, before repair",
    },
    after: {
      drawing: "planters-1-after",
      alt: "Illustration: the same planter waterproofed and refinished in clean white, with pink bougainvillea and a dry deck",
    },
  },
  {
    id: 32,
    category: "planters",
    title: "Podium planters rebuilt over a garage",
    city: "Los Angeles",
    date: "2024-06",
    before: {
      drawing: "planters-2-before",
      alt: "Illustration: two cracked planters along the railing of a wide podium deck, stained and streaked with efflorescence, with wilted plants and the city skyline in the haze, before repair",
    },
    after: {
      drawing: "planters-2-after",
      alt: "Illustration: the same podium deck with both planters rebuilt and sealed and filled with yellow-flowering plants",
    },
  },
  {
    id: 33,
    category: "planters",
    title: "Planter wall stain traced to a failed liner",
    city: "West Hollywood",
    date: "2024-05",
    before: {
      drawing: "planters-3-before",
      alt: "Illustration: tall concrete planter against a wall with a large water stain at its base, cracks, efflorescence and wilted plants, hills beyond under a clear sky, before repair",
    },
    after: {
      drawing: "planters-3-after",
      alt: "Illustration: the same tall planter relined and refinished, with lavender-flowering plants and a clean deck",
    },
  },
  {
    id: 34,
    category: "planters",
    title: "Replanted courtyard planters after waterproofing",
    city: "Beverly Hills",
    date: "2024-05",
    before: {
      drawing: "planters-4-after",
      alt: "Illustration: two courtyard planters waterproofed and replanted with orange flowers",
    },
  },
  {
    id: 35,
    category: "planters",
    title: "Root barrier and drainage mat installed",
    city: "Pacific Palisades",
    date: "2024-04",
    before: {
      drawing: "planters-5-before",
      alt: "Illustration: looking down at a small cracked peach planter box in golden light, with efflorescence, wilted plants and a stain on the deck, ocean beyond, before repair",
    },
    after: {
      drawing: "planters-5-after",
      alt: "Illustration: the same planter box in golden light, sealed over a drainage mat and replanted with white flowers",
    },
  },
  {
    id: 36,
    category: "planters",
    title: "Balcony planter drain and liner replaced",
    city: "Marina del Rey",
    date: "2024-03",
    before: {
      drawing: "planters-6-before",
      alt: "Illustration: narrow city-view balcony with a planter across its far end, cracked and stained, with wilted plants and water seeping onto the deck, before repair",
    },
    after: {
      drawing: "planters-6-after",
      alt: "Illustration: the same balcony planter with a new drain and liner, refinished and replanted with coral-red flowers",
    },
  },
  {
    id: 37,
    category: "stucco",
    title: "Cracked stucco below a balcony repaired",
    city: "Glendale",
    date: "2024-02",
    before: {
      drawing: "stucco-1-before",
      alt: "Illustration: cream stucco wall beneath a balcony slab with cracks spreading from the slab corners, water streaks, and a spalled patch showing wire lath, in morning light, before repair",
    },
    after: {
      drawing: "stucco-1-after",
      alt: "Illustration: the same wall below the glass-railed balcony, patched and refinished in smooth cream stucco",
    },
  },
  {
    id: 38,
    category: "stucco",
    title: "Water-stained soffit rebuilt and painted",
    city: "Sherman Oaks",
    date: "2024-01",
    before: {
      drawing: "stucco-2-before",
      alt: "Illustration: side wall of a peach stucco house with a water-stained soffit, streaks below the white fascia, cracks and a spalled patch beside the windows, before repair",
    },
    after: {
      drawing: "stucco-2-after",
      alt: "Illustration: the same side wall with a rebuilt, freshly painted soffit and smooth peach stucco",
    },
  },
  {
    id: 39,
    category: "stucco",
    title: "Stucco transition at a deck edge re-flashed",
    city: "Pasadena",
    date: "2023-12",
    before: {
      drawing: "stucco-3-before",
      alt: "Illustration: sage green stucco wall meeting a coated deck on a hazy day, with crumbling stucco and efflorescence along the base, blisters by the wood door, cracks and a rusty weep screed, before repair",
    },
    after: {
      drawing: "stucco-3-after",
      alt: "Illustration: the same wall re-flashed and refinished where it meets the deck, with a clean weep screed and smooth sage stucco",
    },
  },
  {
    id: 40,
    category: "stucco",
    title: "Finished color coat on a repaired wall",
    city: "Malibu",
    date: "2023-11",
    before: {
      drawing: "stucco-4-after",
      alt: "Illustration: a blush pink wall with arched windows, patched and finished with a smooth color coat under a clear sky",
    },
  },
  {
    id: 41,
    category: "stucco",
    title: "Blistered stucco at a door threshold replaced",
    city: "Culver City",
    date: "2023-10",
    before: {
      drawing: "stucco-5-before",
      alt: "Illustration: sand-colored entry wall with a teal door and an arched window, with blistered and bubbled stucco around the door threshold and hairline cracks, before repair",
    },
    after: {
      drawing: "stucco-5-after",
      alt: "Illustration: the same entry wall with the blistered stucco replaced and refinished around the teal door",
    },
  },
  {
    id: 42,
    category: "stucco",
    title: "Weep screed and lower wall restored",
    city: "Burbank",
    date: "2023-09",
    before: {
      drawing: "stucco-6-before",
      alt: "Illustration: long warm grey stucco wall over a lawn in golden light, with a rusted weep screed, crumbling base, efflorescence and splashed dirt along the bottom, before repair",
    },
    after: {
      drawing: "stucco-6-after",
      alt: "Illustration: the same wall in golden light with a new weep screed and a restored, smooth lower wall",
    },
  },
  {
    id: 43,
    category: "tiles",
    title: "Loose balcony tile reset over a new membrane",
    city: "Beverly Hills",
    date: "2023-09",
    before: {
      drawing: "tiles-1-before",
      alt: "Illustration: terracotta tile balcony with cracked and missing tiles, dirty grout and stains, a white picket railing and hills beyond, before repair",
    },
    after: {
      drawing: "tiles-1-after",
      alt: "Illustration: the same balcony with evenly laid terracotta tiles and clean light grout",
    },
  },
  {
    id: 44,
    category: "tiles",
    title: "Cracked entry tile replaced",
    city: "Santa Monica",
    date: "2023-08",
    before: {
      drawing: "tiles-2-before",
      alt: "Illustration: looking down at grey slate-look entry tiles with cracked and missing tiles and stains, a glass railing and the ocean beyond, before repair",
    },
    after: {
      drawing: "tiles-2-after",
      alt: "Illustration: the same entry with new grey tiles and clean grout",
    },
  },
  {
    id: 45,
    category: "tiles",
    title: "Grout failures on a roof deck repaired",
    city: "Los Angeles",
    date: "2023-07",
    before: {
      drawing: "tiles-3-before",
      alt: "Illustration: wide rooftop deck in golden light with beige tiles, failed dark grout, heavy stains and a few cracked tiles, city skyline beyond, before repair",
    },
    after: {
      drawing: "tiles-3-after",
      alt: "Illustration: the same rooftop deck with regrouted beige tiles, clean joints and the city skyline beyond",
    },
  },
  {
    id: 46,
    category: "tiles",
    title: "Finished porcelain paver deck",
    city: "Manhattan Beach",
    date: "2023-06",
    before: {
      drawing: "tiles-4-after",
      alt: "Illustration: an ocean-view deck finished with new large cream porcelain pavers and clean grout joints",
    },
  },
  {
    id: 47,
    category: "tiles",
    title: "Saltillo balcony tile replaced",
    city: "Studio City",
    date: "2023-05",
    before: {
      drawing: "tiles-5-before",
      alt: "Illustration: low view of a balcony with small saltillo tiles, cracked and missing, dirty grout and stains, a white glass railing and hills beyond, before repair",
    },
    after: {
      drawing: "tiles-5-after",
      alt: "Illustration: the same balcony with new saltillo tiles and clean light grout",
    },
  },
];
