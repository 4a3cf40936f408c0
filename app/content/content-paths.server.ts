/**
 * Paths of every content page, read without Vite (the route table and react-router.config.ts load
 * this with plain Node): the static pages and one per Markdown file in app/content/blog.
 */
import { readdirSync } from "node:fs";
import { markdownPath } from "./agent-files";
import { articlePath, staticPaths } from "./site-paths";

export const articleSlugsOnDisk = (): string[] =>
  readdirSync(new URL("./blog/", import.meta.url))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3));

export const contentPaths = (): string[] => [...staticPaths, ...articleSlugsOnDisk().map(articlePath)];

/** The clean Markdown copy of each content page. */
export const markdownCopies = (): string[] => contentPaths().map(markdownPath);
