/**
 * The one parser of SITE_URL, shared by the build (app/lib/site/site-url.ts: canonical links, feeds, the
 * sitemap), the server's environment schema (app/lib/site/env.server.ts: the form origin guard, React
 * Router's action check, the mail Message-ID host) and the build script's warning. Plain code with no
 * imports, so it costs the browser bundle nothing (zod stays on the server).
 */

/** Vite exposes variables with these prefixes to the app's code (SITE_URL is read at build time). */
export const SITE_ENV_PREFIX = ["VITE_", "SITE_URL"];

/** Why a SITE_URL value was refused, in one line naming the variable. */
export class SiteUrlError extends Error {
  override name = "SiteUrlError";
}

/**
 * The origin SITE_URL names (`https://www.example.com`, no trailing slash), or undefined when it is unset
 * or blank. Anything but an absolute http(s) address with no path, query, fragment or credentials throws
 * a SiteUrlError: a typo fails the build or the server's start instead of shipping broken links or
 * refusing every form.
 */
export function parseSiteUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SiteUrlError(`SITE_URL must be an absolute URL like https://www.example.com (got "${text}")`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new SiteUrlError(`SITE_URL must use http or https (got "${text}")`);
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash)
    throw new SiteUrlError(`SITE_URL is an origin only, like https://www.example.com (got "${text}")`);
  return url.origin;
}
