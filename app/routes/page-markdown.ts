import { data } from "react-router";
import type { Route } from "./+types/page-markdown";
import { pageMarkdown } from "~/content/markdown-pages.server";
import { contentFor } from "~/lib/content-store/site-content.server";

/** "/about-us.md" → "/about-us"; "/index.md" → "/" (a single-fetch "/x.md.data" request names the same file). */
export const pagePathOf = (markdownPath: string) =>
  markdownPath
    .replace(/\.data$/, "")
    .replace(/\.md$/, "")
    .replace(/^\/index$/, "/");

/** The clean Markdown copy of a content page (one route per page, prerendered to <path>.md). */
export function loader({ request, context }: Route.LoaderArgs) {
  const site = contentFor(context);
  const markdown = pageMarkdown(pagePathOf(new URL(request.url).pathname), site.registry, site);
  if (markdown === null) throw data(null, { status: 404 });
  return new Response(markdown, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
