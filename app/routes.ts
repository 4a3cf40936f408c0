import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { agentFiles } from "./content/agent-files";
import { markdownCopies } from "./content/content-paths.server";
import { paths } from "./content/site-paths";

const at = (path: string) => path.replace(/^\//, "");

export default [
  index("routes/home.tsx"),
  route(at(paths.about), "routes/about-us.tsx"),
  route(at(paths.blog), "routes/blog.tsx"),
  route("blogs/:slug", "routes/article.tsx"),
  route(at(paths.contact), "routes/contact.tsx"),
  route(at(paths.gallery), "routes/gallery.tsx"),
  route(at(paths.referenceSheet), "routes/reference-sheet.tsx"),
  route(at(paths.services), "routes/service-overview.tsx"),
  route("services/:slug", "routes/service-page.tsx"),
  route(at(paths.testimonials), "routes/testimonials.tsx"),
  // Area pages live at the root (/<area-slug>); the template answers 404 for any other single segment.
  route(":areaSlug", "routes/area-page.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Files for feed readers, browsers and agents (all prerendered).
  route(at(agentFiles.rss), "routes/rss.ts"),
  route(at(agentFiles.manifest), "routes/web-manifest.ts"),
  route(at(agentFiles.llms), "routes/llms-txt.ts"),
  route(at(agentFiles.ard), "routes/ard-manifest.ts"),
  route(at(agentFiles.openapi), "routes/openapi.ts"),
  ...markdownCopies().map((path) => route(at(path), "routes/page-markdown.ts", { id: `markdown${path}` })),
  route("__test/error", "routes/test-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
