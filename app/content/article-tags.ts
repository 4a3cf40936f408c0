/**
 * The topics an article is tagged with: the key is what its frontmatter says (`tags: [deck, leaks]`) and
 * what related articles are matched on; the name is what a reader sees (the feeds' categories). Its
 * Spanish twin is es/article-tags.ts; a tag not listed here fails the article's frontmatter check.
 */
export const articleTags = {
  balcony: "Balconies",
  basement: "Basements",
  basics: "Basics",
  coastal: "Coastal homes",
  coatings: "Coatings",
  commercial: "Commercial buildings",
  comparison: "Comparisons",
  deck: "Decks",
  diy: "Do it yourself",
  drainage: "Drainage",
  epoxy: "Epoxy",
  flashing: "Flashing",
  flooring: "Flooring",
  foundation: "Foundations",
  garage: "Garages",
  hoa: "HOAs",
  inspection: "Inspections",
  leaks: "Leaks",
  lifespan: "Lifespan",
  maintenance: "Maintenance",
  membrane: "Membranes",
  mold: "Mold",
  planning: "Planning",
  planter: "Planters",
  pool: "Pool decks",
  repair: "Repairs",
  roof: "Roof decks",
  safety: "Safety",
  sealant: "Sealants",
  seasonal: "Seasonal care",
  stain: "Stains",
  testing: "Testing",
  waterproofing: "Waterproofing",
  weather: "Weather",
  wood: "Wood decks",
} as const;

export type ArticleTag = keyof typeof articleTags;
export const articleTagKeys = Object.keys(articleTags) as [ArticleTag, ...ArticleTag[]];
