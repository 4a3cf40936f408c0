/** The gallery's project categories, in sidebar order (the spec's eight). */
export const galleryCategories = [
  { slug: "deck-coating", name: "Deck Coating" },
  { slug: "deck-drains", name: "Deck Drains" },
  { slug: "merkote-deck-coating", name: "Merkote Deck Coating" },
  { slug: "new-railing", name: "New Railing" },
  { slug: "pool-coatings", name: "Pool Coatings" },
  { slug: "planters", name: "Planters" },
  { slug: "stucco", name: "Stucco" },
  { slug: "tiles", name: "Tiles" },
] as const satisfies readonly { slug: string; name: string }[];

export type GallerySlug = (typeof galleryCategories)[number]["slug"];
