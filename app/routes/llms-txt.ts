import { registry } from "~/content/registry.server";
import { llmsTxt } from "~/content/site-files.server";

/** /llms.txt (llmstxt.org): what the company is and where the clean Markdown copy of each page lives. */
export function loader() {
  return new Response(llmsTxt(registry), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
