import { existsSync, readFileSync } from "node:fs";
import { registry } from "~/content/registry.server";

/** Every page of the site, from the page registry. */
export const allRoutes: string[] = registry.map((e) => e.path);

/** Slugs of the English articles (for tests that pick one; the English feed lists them). */
export const articleSlugs: string[] = registry.flatMap((e) =>
  e.kind === "article" && e.lang === "en" ? [e.record.slug] : [],
);

/** A prerendered page's HTML as built (undefined for a page rendered per request, such as /book). */
export function builtHtml(path: string): string | undefined {
  const file = new URL(`../../../build/client${path.replace(/\/$/, "")}/index.html`, import.meta.url);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** The islands a page's HTML marks (`data-island`, decision 018), by name. */
export const islandsIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((m) => m[1] ?? "")),
];

/**
 * The pages with islands, read from the built pages, so the tests follow the content, and the pages
 * rendered per request (not built: the booking pages, whose photo field is an island; the island tests
 * check each one's HTML names its islands): every other page must ship no script.
 */
export const islandRoutes: string[] = registry
  .filter((e) => e.live || islandsIn(builtHtml(e.path) ?? "").length > 0)
  .map((e) => e.path);
