/**
 * The site's canonical paths. Fixed pages are listed here; service and area pages take their paths
 * from their records (services.ts, areas.ts) through site-index.ts.
 */

export const paths = {
  home: "/",
  about: "/about-us",
  blog: "/blog",
  contact: "/contact",
  gallery: "/gallery",
  referenceSheet: "/reference-sheet",
  services: "/service",
  testimonials: "/testimonials",
  privacy: "/privacy",
} as const;

export const servicePath = (slug: string): string => `/services/${slug}`;
export const areaPath = (slug: string): string => `/${slug}`;
export const articlePath = (slug: string): string => `/blogs/${slug}`;
