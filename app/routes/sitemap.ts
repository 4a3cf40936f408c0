import { indexedPages, pageLastModified } from "~/content/site-index.server";
import { absoluteUrl } from "~/lib/site-url";

/** Every indexable page once, at its canonical URL, with the date it last changed. */
export function loader() {
  const urls = indexedPages().map((page) => ({
    loc: absoluteUrl(page.path),
    lastmod: pageLastModified(page),
  }));
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map(
      (u) => `  <url><loc>${u.loc}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
    ),
    `</urlset>`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
