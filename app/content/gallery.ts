import type { GallerySlug, ImageKey } from "./images";

/** The gallery's project categories, in sidebar order. */
export const galleryCategories: readonly { slug: GallerySlug; name: string }[] = [
  { slug: "deck-coating", name: "Deck Coating" },
  { slug: "deck-drains", name: "Deck Drains" },
  { slug: "merkote-deck-coating", name: "Merkote Deck Coating" },
  { slug: "new-railing", name: "New Railing" },
  { slug: "pool-coatings", name: "Pool Coatings" },
  { slug: "planters", name: "Planters" },
  { slug: "stucco", name: "Stucco" },
  { slug: "tiles", name: "Tiles" },
];

export interface GalleryItem {
  id: number;
  category: GallerySlug;
  title: string;
  location: string;
  /** The "before" view, or the only image of a project shown without a comparison. */
  image: ImageKey;
  /** The same framing after the work; absent for single-image projects. */
  after?: ImageKey;
}

type Variant = 1 | 2 | 3 | 4 | 5 | 6;
/** A before/after project drawn from the category's illustrated pair `variant`. */
const pair = (
  id: number,
  category: GallerySlug,
  variant: Variant,
  title: string,
  location: string,
): GalleryItem => ({
  id,
  category,
  title,
  location,
  image: `gallery-${category}-${variant}-before`,
  after: `gallery-${category}-${variant}-after`,
});
/** A finished project shown as a single image. */
const single = (
  id: number,
  category: GallerySlug,
  variant: Variant,
  title: string,
  location: string,
): GalleryItem => ({
  id,
  category,
  title,
  location,
  image: `gallery-${category}-${variant}-after`,
});

export const galleryItems: readonly GalleryItem[] = [
  pair(1, "deck-coating", 1, "Cracked sundeck recoated with a textured membrane", "Santa Monica"),
  pair(2, "deck-coating", 2, "Second-floor deck over a garage, full system", "Sherman Oaks"),
  pair(3, "deck-coating", 3, "Peeling topcoat stripped and rebuilt", "Pasadena"),
  pair(4, "deck-coating", 4, "Condo walkway deck with a slip-resistant finish", "Marina del Rey"),
  single(5, "deck-coating", 5, "Finished hillside view deck", "Malibu"),
  pair(6, "deck-coating", 6, "Rooftop entertaining deck, new membrane", "West Hollywood"),
  pair(7, "deck-drains", 1, "Clogged scupper replaced and resealed", "Beverly Hills"),
  pair(8, "deck-drains", 2, "Ponding deck re-sloped to a new drain", "Los Angeles"),
  pair(9, "deck-drains", 3, "Balcony drain flashing rebuilt", "Burbank"),
  single(10, "deck-drains", 4, "New stainless drain grate set flush with the coating", "Brentwood"),
  pair(11, "deck-drains", 5, "Courtyard drains cleared and collared", "Culver City"),
  pair(12, "deck-drains", 6, "Overflow drain added to a roof deck", "Santa Monica"),
  pair(13, "merkote-deck-coating", 1, "Cementitious deck system over plywood", "Encino"),
  pair(14, "merkote-deck-coating", 2, "Knockdown texture topcoat on a sun deck", "Pacific Palisades"),
  pair(15, "merkote-deck-coating", 3, "Apartment balcony row recoated", "North Hollywood"),
  single(16, "merkote-deck-coating", 4, "Finished stair landing in sandstone tone", "Glendale"),
  pair(17, "merkote-deck-coating", 5, "Lath and base coats over a failed membrane", "Studio City"),
  pair(18, "merkote-deck-coating", 6, "Pool house deck with a light, cool color", "Pasadena"),
  pair(19, "new-railing", 1, "Rusted steel railing replaced with powder-coated aluminum", "Venice"),
  pair(20, "new-railing", 2, "Glass panel railing on a view balcony", "Malibu"),
  pair(21, "new-railing", 3, "Railing posts re-anchored and flashed", "Manhattan Beach"),
  single(22, "new-railing", 4, "Finished cable railing on a roof deck", "Playa del Rey"),
  pair(23, "new-railing", 5, "Wood railing swapped for low-maintenance metal", "Sherman Oaks"),
  pair(24, "new-railing", 6, "Stair railing rebuilt to current height", "Santa Clarita"),
  pair(25, "pool-coatings", 1, "Stained pool deck resurfaced", "Beverly Hills"),
  pair(26, "pool-coatings", 2, "Cracked coping and deck restored", "Encino"),
  pair(27, "pool-coatings", 3, "Cool-to-touch finish on a sunny pool deck", "Pasadena"),
  single(28, "pool-coatings", 4, "Finished HOA pool deck", "Burbank"),
  pair(29, "pool-coatings", 5, "Expansion joints cut and sealed", "Woodland Hills"),
  pair(30, "pool-coatings", 6, "Slip-resistant texture around the spa", "Brentwood"),
  pair(31, "planters", 1, "Leaking planter box relined", "Santa Monica"),
  pair(32, "planters", 2, "Podium planters rebuilt over a garage", "Los Angeles"),
  pair(33, "planters", 3, "Planter wall stain traced to a failed liner", "West Hollywood"),
  single(34, "planters", 4, "Replanted courtyard planters after waterproofing", "Beverly Hills"),
  pair(35, "planters", 5, "Root barrier and drainage mat installed", "Pacific Palisades"),
  pair(36, "planters", 6, "Balcony planter drain and liner replaced", "Marina del Rey"),
  pair(37, "stucco", 1, "Cracked stucco below a balcony repaired", "Glendale"),
  pair(38, "stucco", 2, "Water-stained soffit rebuilt and painted", "Sherman Oaks"),
  pair(39, "stucco", 3, "Stucco transition at a deck edge re-flashed", "Pasadena"),
  single(40, "stucco", 4, "Finished color coat on a repaired wall", "Malibu"),
  pair(41, "stucco", 5, "Blistered stucco at a door threshold replaced", "Culver City"),
  pair(42, "stucco", 6, "Weep screed and lower wall restored", "Burbank"),
  pair(43, "tiles", 1, "Loose balcony tile reset over a new membrane", "Beverly Hills"),
  pair(44, "tiles", 2, "Cracked entry tile replaced", "Santa Monica"),
  pair(45, "tiles", 3, "Grout failures on a roof deck repaired", "Los Angeles"),
  single(46, "tiles", 4, "Finished porcelain paver deck", "Manhattan Beach"),
  pair(47, "tiles", 5, "Stair tile and nosings replaced", "Studio City"),
];
