import { listArticles } from "~/content/blog.server";
import { siteIndex } from "~/content/site-index";
import { articlePath } from "~/content/site-paths";
import { absoluteUrl } from "~/lib/meta";

export function loader() {
  const urls = [
    ...siteIndex.pagePaths.map((p) => ({ loc: absoluteUrl(p) })),
    ...listArticles().map((a) => ({ loc: absoluteUrl(articlePath(a.slug)), lastmod: a.date })),
  ];
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map(
      (u) => `  <url><loc>${u.loc}</loc>${"lastmod" in u ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
    ),
    `</urlset>`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
