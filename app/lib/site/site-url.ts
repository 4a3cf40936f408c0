import { company } from "~/content/company";
import { parseSiteUrl } from "./site-origin";

/** The placeholder origin a build without SITE_URL uses (company.ts). */
export const placeholderOrigin: string = parseSiteUrl(company.siteUrl) ?? company.siteUrl;

/**
 * SITE_URL as it was when this bundle was built (Vite replaces `import.meta.env.SITE_URL`), or undefined
 * when the build had none. The server compares its own SITE_URL with it (server/main.server.ts).
 */
export const builtSiteOrigin: string | undefined = parseSiteUrl(
  import.meta.env?.SITE_URL as string | undefined,
);

/**
 * The site's public origin, for canonical links, feeds, the sitemap and structured data: SITE_URL at
 * build time (pages are prerendered), or the placeholder in company.ts (the build says so loudly:
 * scripts/build.ts). An invalid value fails the build instead of shipping broken links.
 */
export const siteOrigin: string = builtSiteOrigin ?? placeholderOrigin;

/** Absolute URL of a site path, for canonical links, sharing tags, feeds and structured data. */
export const absoluteUrl = (path: string): string => new URL(path, siteOrigin).href;

/** Host name of the site, e.g. for domain-anchored identifiers. */
export const siteHost: string = new URL(siteOrigin).hostname;

/**
 * The public origin the running server goes by: its own SITE_URL (already parsed by the environment
 * schema) when set, else the one its pages were built with. Mail Message-IDs take their host from it.
 */
export const publicOrigin = (serverSiteUrl: string | undefined): string => serverSiteUrl ?? siteOrigin;
