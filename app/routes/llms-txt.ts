import type { Route } from "./+types/llms-txt";
import { llmsTxt } from "~/content/site-files.server";
import { contentFor } from "~/lib/content-store/site-content.server";

/** /llms.txt (llmstxt.org): what the company is and where the clean Markdown copy of each page lives. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(llmsTxt(contentFor(context).registry), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
