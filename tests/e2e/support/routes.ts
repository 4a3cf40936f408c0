import { readdirSync } from "node:fs";
import { siteIndex } from "~/content/site-index";
import { articlePath } from "~/content/site-paths";

/** Every content route of the site: the static pages and one per blog article. */
export const articleSlugs = readdirSync(new URL("../../../app/content/blog/", import.meta.url))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

export const allRoutes: string[] = [...siteIndex.pagePaths, ...articleSlugs.map(articlePath)];
