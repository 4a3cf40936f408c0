import { company } from "./company";
import type { PerLang } from "./i18n";
import { pathsByLang } from "./paths";

/** Paths of the files that describe the site to browsers, feed readers, search engines and agents. */
export const agentFiles = {
  manifest: "/manifest.webmanifest",
  appleTouchIcon: "/icons/apple-touch-icon.png",
  rss: "/blog/rss.xml",
  llms: "/llms.txt",
  ard: "/.well-known/ard.json",
  openapi: "/openapi.json",
  quoteApi: "/api/quote",
  /** Open arrival windows (GET) and booking one (POST): the booking page's doors for programs. */
  availabilityApi: "/api/availability",
  bookingsApi: "/api/bookings",
  /** The MCP server's card: its endpoint, transport and tools (the ARD entry points at it). */
  mcpCard: "/.well-known/mcp/server-card.json",
} as const;

/**
 * Each language's web manifest: what a browser shows when the site is added to a home screen, in the
 * language of the page it was added from (the English one is agentFiles.manifest).
 */
export const manifests: PerLang<string> = {
  en: agentFiles.manifest,
  es: "/es/manifest.webmanifest",
};

/** Each language's RSS feed of its articles (the English one is agentFiles.rss). */
export const feeds: PerLang<{ path: string; title: string }> = {
  en: { path: agentFiles.rss, title: `${company.name} blog` },
  es: { path: "/es/blog/rss.xml", title: `Blog de ${company.name} en español` },
};

export const feedTitle = feeds.en.title;

/** Site path of the clean Markdown version of a page ("/" → "/index.md", "/about-us" → "/about-us.md"). */
export const markdownPath = (path: string): string => (path === "/" ? "/index.md" : `${path}.md`);

/**
 * What the JSON API and the MCP tools say about photos, where an agent reads them: they take none, and a
 * person who wants to show the problem sends photos with the quote or booking form (`absolute` makes the
 * forms' full addresses).
 */
export const photosByForm = (absolute: (path: string) => string): string =>
  `Photos cannot be sent here: a person who wants to show the problem attaches them to the quote form (${absolute(pathsByLang.en.contact)}, in Spanish ${absolute(pathsByLang.es.contact)}) or the booking form (${absolute(pathsByLang.en.book)}, in Spanish ${absolute(pathsByLang.es.book)}).`;
