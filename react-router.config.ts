import type { Config } from "@react-router/dev/config";
import { readdirSync } from "node:fs";
import { siteIndex } from "./app/content/site-index";

/** Article slugs are the Markdown file names under app/content/blog. */
function articlePaths(): string[] {
  return readdirSync(new URL("./app/content/blog/", import.meta.url))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `/blogs/${f.slice(0, -3)}`);
}

export default {
  ssr: true,
  // Every content route is rendered to complete HTML at build time; the server serves those files and
  // server-renders only what cannot be known in advance (query strings, form posts, unknown paths).
  prerender: [...siteIndex.pagePaths, ...articlePaths(), "/sitemap.xml", "/robots.txt"],
} satisfies Config;
