import { company } from "./company";

/** Paths of the files that describe the site to browsers, feed readers, search engines and agents. */
export const agentFiles = {
  manifest: "/manifest.webmanifest",
  appleTouchIcon: "/icons/apple-touch-icon.png",
  rss: "/blog/rss.xml",
  llms: "/llms.txt",
  ard: "/.well-known/ard.json",
  openapi: "/openapi.json",
  quoteApi: "/api/quote",
} as const;

export const feedTitle = `${company.name} blog`;

/** Site path of the clean Markdown version of a page ("/" → "/index.md", "/about-us" → "/about-us.md"). */
export const markdownPath = (path: string): string => (path === "/" ? "/index.md" : `${path}.md`);
