import type { Config } from "@react-router/dev/config";
import { prerenderList } from "./app/content/page-registry";
import { registry } from "./app/content/registry.server";
import { seededLetters } from "./app/content/testimonials";
import { repoLetterPdfs } from "./app/lib/reviews/repo-reviews";

export default {
  ssr: true,
  // Every page in the registry is rendered to complete HTML at build time (with the files for crawlers,
  // feed readers and agents, and each page's Markdown copy); the server serves those files and renders
  // only what cannot be known in advance (form posts, unknown paths, the queries a page reads).
  prerender: [...prerenderList(registry), ...repoLetterPdfs(seededLetters)],
} satisfies Config;
