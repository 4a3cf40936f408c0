import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { agentFiles, feeds, manifests, markdownPath } from "./content/agent-files";
import { langs } from "./content/i18n";
import {
  collectionModules,
  galleryDataPath,
  collectionPatterns,
  type AnyPageEntry,
  type CollectionKind,
} from "./content/page-registry";
import { registry } from "./content/registry.server";
import { TOKEN_PATH_OF, tokenRoute } from "./lib/site/token-paths";
import { seededLetters } from "./content/testimonials";
import { repoLetterPdfs } from "./lib/reviews/repo-reviews";
import { officeRoutes } from "./routes/office.routes";

const at = (path: string) => path.replace(/^\//, "");

/** Route ids: a module's own for English (React Router's default), "<lang>/<name>" for the others. */
const idFor = (entry: Pick<AnyPageEntry, "lang" | "id">) => (entry.lang === "en" ? {} : { id: entry.id });

/**
 * The pages' routes, from the registry: each fixed page at its path, one route per collection pattern and
 * language, and each page's Markdown copy.
 */
export function pageRoutes(entries: readonly AnyPageEntry[]): RouteConfigEntry[] {
  const fixed = entries.filter((e) => !(e.kind in collectionModules));
  const kinds = Object.keys(collectionModules) as CollectionKind[];
  return [
    ...fixed.map((p) => (p.path === "/" ? index(p.module) : route(at(p.path), p.module, idFor(p)))),
    ...langs.flatMap((lang) =>
      kinds.map((kind) =>
        route(
          at(collectionPatterns[kind][lang]),
          collectionModules[kind],
          idFor({ lang, id: `${lang}/${kind}` }),
        ),
      ),
    ),
    ...entries.map((e) =>
      route(at(markdownPath(e.path)), "routes/page-markdown.ts", { id: `markdown${markdownPath(e.path)}` }),
    ),
    // The Markdown copy of an article published after the build (the office's): its pattern's ".md"
    // twin (React Router matches "/blogs/<slug>.md" against it; the entries' own routes rank first).
    ...langs.map((lang) =>
      route(at(markdownPath(collectionPatterns.article[lang])), "routes/page-markdown.ts", {
        id: `markdown/${lang}/article`,
      }),
    ),
  ];
}

export default [
  ...pageRoutes(registry),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Files for feed readers, browsers and agents (all prerendered).
  ...langs.map((lang) =>
    route(at(feeds[lang].path), "routes/rss.ts", lang === "en" ? {} : { id: `${lang}/rss` }),
  ),
  ...langs.map((lang) =>
    route(at(manifests[lang]), "routes/web-manifest.ts", lang === "en" ? {} : { id: `${lang}/manifest` }),
  ),
  // Each language's gallery projects, which the gallery's viewer fetches to switch categories.
  ...langs.map((lang) =>
    route(
      at(galleryDataPath[lang]),
      "routes/gallery-data.ts",
      lang === "en" ? {} : { id: `${lang}/gallery-data` },
    ),
  ),
  // Each repository letter's PDF, served while the letter is published (prerendered; produced at publish).
  ...repoLetterPdfs(seededLetters).map((path) =>
    route(at(path), "routes/letter-pdf.ts", { id: `letter${path}` }),
  ),
  route(at(agentFiles.llms), "routes/llms-txt.ts"),
  route(at(agentFiles.ard), "routes/ard-manifest.ts"),
  route(at(agentFiles.mcpCard), "routes/mcp-server-card.ts"),
  route(at(agentFiles.openapi), "routes/openapi.ts"),
  // A booking's private page and calendar file, and the contractor's private feed (never prerendered).
  route(tokenRoute(TOKEN_PATH_OF.manage, ":token"), "routes/book-manage.tsx"),
  route(tokenRoute(TOKEN_PATH_OF.manage, ":token/inspection.ics"), "routes/book-calendar.ts"),
  route(tokenRoute(TOKEN_PATH_OF.calendar, ":file"), "routes/calendar-feed.ts"),
  // A customer's review link (never prerendered, in the customer's language).
  route(tokenRoute(TOKEN_PATH_OF.review, ":token"), "routes/review.tsx"),
  // A customer's link to add photos to their request (never prerendered, in the customer's language).
  route(tokenRoute(TOKEN_PATH_OF.morePhotos, ":token"), "routes/more-photos.tsx"),
  // The contractor's office (rendered per request; its script loads only there).
  ...officeRoutes,
  route("__test/error", "routes/test-error.tsx"),
  // Unknown paths: under /es the Spanish 404, elsewhere the English one.
  route("es/*", "routes/not-found.tsx", { id: "es/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
