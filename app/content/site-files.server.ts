/**
 * The site's files for search engines and agents, built from page registry entries: the sitemap and
 * llms.txt (their routes pass the whole registry; tests pass their own entries).
 */
import { pageLastModified } from "./page-dates.server";
import { agentFiles, markdownPath } from "./agent-files";
import { serviceAreas } from "./areas";
import { company, formatAddress, hoursLines, licenceLine } from "./company";

import type { AnyPageEntry, PageKind } from "./page-registry";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import { hreflangLinks } from "~/lib/discovery/meta";
import { absoluteUrl } from "~/lib/site/site-url";

/** Articles listed as key reading; the rest go under "Optional", which agents may skip. */
const KEY_ARTICLES = 6;

const item = (p: AnyPageEntry) =>
  `- [${p.heading}](${absoluteUrl(markdownPath(p.path))}): ${p.meta.description}`;

/**
 * The llms.txt of these pages: each English page in its section, every page once; the Spanish pages in a
 * section of their own at the end ("En español").
 */
export function llmsTxt(all: readonly AnyPageEntry[]): string {
  const entries = all.filter((p) => p.lang === "en");
  const spanish = all.filter((p) => p.lang === "es");
  const of = (kind: PageKind) => entries.filter((p) => p.kind === kind);
  const articles = of("article");
  // Every fixed page not placed in a section of its own is listed under "Company".
  const placed: PageKind[] = ["services", "contact", "book", "service", "area", "article"];
  return [
    `# ${company.name}`,
    "",
    `> ${company.tagline}. A licensed waterproofing and deck-coating contractor in ${company.address.city}, California, serving home owners, HOA boards and property managers with free inspections, upfront written estimates and written warranties.`,
    "",
    `Phone ${company.phone.display}, text ${company.sms.display}, e-mail ${company.email}. Office: ${formatAddress()}. Hours: ${hoursLines("long").join("; ")}. ${licenceLine()}.`,
    `Areas served: ${serviceAreas.join(", ")}.`,
    "",
    "## Services",
    "",
    ...of("services").map(item),
    ...of("service").map(item),
    "",
    "## Areas",
    "",
    ...of("area").map(item),
    "",
    "## Articles",
    "",
    ...articles.slice(0, KEY_ARTICLES).map(item),
    "",
    "## Ask for a quote",
    "",
    ...of("contact").map(item),
    `- [Quote API (OpenAPI 3.1)](${absoluteUrl(agentFiles.openapi)}): POST ${absoluteUrl(agentFiles.quoteApi)} with a JSON body (name, e-mail, phone, service, message); answers 201 with the request's id. The contact page's forms carry WebMCP tool attributes for browser agents.`,
    `- [Agent catalog (ARD)](${absoluteUrl(agentFiles.ard)}): machine-readable list of this site's agent interfaces.`,
    "",
    "## Book an inspection",
    "",
    ...of("book").map(item),
    `- How an agent books: list the open arrival windows with GET ${absoluteUrl(agentFiles.availabilityApi)} (Pacific Time; \`?lang=es\` for Spanish labels), then POST ${absoluteUrl(agentFiles.bookingsApi)} with the window's id, the person's name, phone, street address and ZIP code (e-mail optional); the answer carries the private link to change or cancel, which the person keeps. The same three steps are MCP tools at ${absoluteUrl("/mcp")} (check_availability, book_inspection, request_quote), and the booking form carries WebMCP tool attributes. Every booking is confirmed by a person from the office.`,
    "",
    "## Company",
    "",
    ...entries.filter((p) => !placed.includes(p.kind)).map(item),
    "",
    ...(spanish.length > 0
      ? [
          "## En español",
          "",
          `Spanish versions of the pages above, written for Spanish-speaking owners in Los Angeles (Markdown copies linked). A person who answers in Spanish: ${company.spanishLine.person}, ${company.spanishLine.phone.display} (call or text). The quote API takes "language": "es" for answers in Spanish.`,
          "",
          ...spanish.map(item),
          "",
        ]
      : []),
    "## Optional",
    "",
    ...articles.slice(KEY_ARTICLES).map(item),
    "",
  ].join("\n");
}

/**
 * The sitemap of these pages. A page with a counterpart lists every language's URL (itself included)
 * and x-default as `xhtml:link` alternates: the same links as the page's own head (Google's rules). Its
 * `lastmod` dates follow the content snapshot's record dates when it has them (`pageLastModified`).
 */
export function sitemapXml(
  entries: readonly AnyPageEntry[],
  snapshot?: Pick<ContentSnapshot, "updatedAt">,
): string {
  const urls = entries.map((page) => ({
    loc: absoluteUrl(page.path),
    lastmod: pageLastModified(page, snapshot),
    alternates: hreflangLinks(page.alternates).map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l.hrefLang}" href="${l.href}"/>`,
    ),
  }));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls.map(
      (u) =>
        `  <url><loc>${u.loc}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}${u.alternates.join("")}</url>`,
    ),
    `</urlset>`,
    "",
  ].join("\n");
}
