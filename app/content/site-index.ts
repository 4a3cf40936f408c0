/**
 * Everything that lists the site's pages, derived from the records: a new service page (services.ts)
 * or city (areas.ts) is one record, and its path, the menus, the footer, the sitemap and the prerender
 * list follow from it. Server- and build-side only: the menus are read by the header and footer, which
 * only the server renders (`ServerHtml`), so the records never reach the browser bundle.
 */
import { areas } from "./areas";
import { buildNav, type NavLink, type SiteNav } from "./navigation";
import { servicePages } from "./services";
import { areaPath, paths, servicePath } from "./site-paths";

export interface SiteRecords {
  servicePages: readonly { slug: string; menuLabel: string }[];
  areas: readonly { slug: string; city: string }[];
}

export interface SiteIndex {
  /** Every content page whose path is known without reading the blog folder (sitemap, prerender). */
  pagePaths: string[];
  nav: SiteNav;
}

export function buildSiteIndex(records: SiteRecords): SiteIndex {
  const serviceLinks: NavLink[] = records.servicePages.map((p) => ({
    label: p.menuLabel,
    href: servicePath(p.slug),
  }));
  const areaLinks: NavLink[] = records.areas.map((a) => ({ label: a.city, href: areaPath(a.slug) }));
  return {
    pagePaths: [...Object.values(paths), ...serviceLinks.map((l) => l.href), ...areaLinks.map((l) => l.href)],
    nav: buildNav(serviceLinks, areaLinks),
  };
}

/** The site's own index, from its records. */
export const siteIndex: SiteIndex = buildSiteIndex({ servicePages, areas });
