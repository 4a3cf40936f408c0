/**
 * Paths of every content page, read without Vite (the route table and react-router.config.ts load
 * this with plain Node): the static pages and one per Markdown file in app/content/blog.
 */
import { readdirSync } from "node:fs";
import { markdownPath } from "./agent-files";
import { siteIndex } from "./site-index";
import { articlePath } from "./site-paths";

export const articleSlugsOnDisk = (): string[] =>
  readdirSync(new URL("./blog/", import.meta.url))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3));

/** Every content page: the fixed pages, one per service and area record (site-index.ts), the articles. */
export const contentPaths = (): string[] => [
  ...siteIndex.pagePaths,
  ...articleSlugsOnDisk().map(articlePath),
];

/** The clean Markdown copy of each content page. */
export const markdownCopies = (): string[] => contentPaths().map(markdownPath);
