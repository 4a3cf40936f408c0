import { company } from "~/content/company";

/**
 * The site's public origin. SITE_URL (read at build time, since pages are prerendered) overrides the
 * placeholder in company.ts; an invalid value fails the build instead of shipping broken links.
 */
function parseSiteUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL like https://www.example.com (got "${value}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`SITE_URL must use http or https (got "${value}")`);
  return new URL(url.origin);
}

const configured = (import.meta.env?.SITE_URL as string | undefined)?.trim();

export const siteOrigin: string = parseSiteUrl(configured || company.siteUrl).origin;

/** Absolute URL of a site path, for canonical links, sharing tags, feeds and structured data. */
export const absoluteUrl = (path: string): string => new URL(path, siteOrigin).href;

/** Host name of the site, e.g. for domain-anchored identifiers. */
export const siteHost: string = new URL(siteOrigin).hostname;
