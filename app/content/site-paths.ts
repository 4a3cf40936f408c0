/**
 * The site's canonical paths. The route table, the prerender list, the sitemap and the navigation all
 * derive from these constants, so a page is added or renamed here and nowhere else.
 */

export const servicePageSlugs = [
  "deck-waterproofing-coating-repair",
  "balcony-waterproofing-coating-repair",
  "planter-waterproofing-coating-repair",
  "Professional-Concrete-Floor-Leveling",
] as const;

export const areaSlugs = [
  "los-angeles-deck-waterproofing-contractor",
  "Pasadena-deck-waterproofing-contractor",
  "beverly-hills-deck-waterproofing-contractor",
  "malibu-deck-waterproofing-contractor",
] as const;

export type ServicePageSlug = (typeof servicePageSlugs)[number];
export type AreaSlug = (typeof areaSlugs)[number];

export const paths = {
  home: "/",
  about: "/about-us",
  blog: "/blog",
  contact: "/contact",
  gallery: "/gallery",
  referenceSheet: "/reference-sheet",
  services: "/service",
  testimonials: "/testimonials",
} as const;

export const servicePath = (slug: ServicePageSlug): string => `/services/${slug}`;
export const areaPath = (slug: AreaSlug): string => `/${slug}`;
export const articlePath = (slug: string): string => `/blogs/${slug}`;

/** Every content page whose path is known without reading the blog folder. */
export const staticPaths: readonly string[] = [
  ...Object.values(paths),
  ...servicePageSlugs.map(servicePath),
  ...areaSlugs.map(areaPath),
];
