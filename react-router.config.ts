import type { Config } from "@react-router/dev/config";
import { agentFiles } from "./app/content/agent-files";
import { contentPaths, markdownCopies } from "./app/content/content-paths.server";

export default {
  ssr: true,
  // Every content route is rendered to complete HTML at build time; the server serves those files and
  // server-renders only what cannot be known in advance (query strings, form posts, unknown paths).
  // The files for crawlers, feed readers and agents, and each page's Markdown copy, are built too.
  prerender: [
    ...contentPaths(),
    "/sitemap.xml",
    "/robots.txt",
    agentFiles.rss,
    agentFiles.manifest,
    agentFiles.llms,
    agentFiles.ard,
    agentFiles.openapi,
    ...markdownCopies(),
  ],
} satisfies Config;
