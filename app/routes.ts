import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { agentFiles, markdownPath } from "./content/agent-files";
import { collections, type AnyPageEntry } from "./content/page-registry";
import { registry } from "./content/registry.server";

const at = (path: string) => path.replace(/^\//, "");

/**
 * The pages' routes, from the registry: each fixed page at its path, one route per collection pattern,
 * and each page's Markdown copy.
 */
export function pageRoutes(entries: readonly AnyPageEntry[]): RouteConfigEntry[] {
  const fixed = entries.filter((e) => !(e.kind in collections));
  return [
    ...fixed.map((p) => (p.path === "/" ? index(p.module) : route(at(p.path), p.module))),
    ...Object.values(collections).map((c) => route(at(c.pattern), c.module)),
    ...entries.map((e) =>
      route(at(markdownPath(e.path)), "routes/page-markdown.ts", { id: `markdown${markdownPath(e.path)}` }),
    ),
  ];
}

export default [
  ...pageRoutes(registry),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Files for feed readers, browsers and agents (all prerendered).
  route(at(agentFiles.rss), "routes/rss.ts"),
  route(at(agentFiles.manifest), "routes/web-manifest.ts"),
  route(at(agentFiles.llms), "routes/llms-txt.ts"),
  route(at(agentFiles.ard), "routes/ard-manifest.ts"),
  route(at(agentFiles.openapi), "routes/openapi.ts"),
  route("__test/error", "routes/test-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
