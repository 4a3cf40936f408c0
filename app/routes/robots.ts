import { agentFiles } from "~/content/agent-files";
import { allowTraining, answerBots, privatePaths, trainingBots } from "~/content/crawler-policy";
import { absoluteUrl } from "~/lib/site/site-url";

const group = (agents: readonly string[], allow: boolean) => [
  ...agents.map((a) => `User-agent: ${a}`),
  ...(allow ? ["Allow: /", ...privatePaths.map((p) => `Disallow: ${p}`)] : ["Disallow: /"]),
  "",
];

/** robots.txt: the crawler policy of app/content/crawler-policy.ts, the sitemap and the agent catalog. */
export function loader() {
  const body = [
    "# Search engines and everyone else: the whole site except the API and test routes.",
    ...group(["*"], true),
    "# AI search and answer bots (they cite and link the pages): allowed.",
    ...group(answerBots, true),
    `# AI training crawlers: ${allowTraining ? "allowed" : "not allowed"} (docs/decisions/005-ai-crawlers-and-agent-discovery.md).`,
    ...group(trainingBots, allowTraining),
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    // Agentic Resource Discovery: the catalog of this site's machine interfaces. A path, resolved
    // against wherever robots.txt was fetched from, so a staging copy advertises its own catalog.
    `Agentmap: ${agentFiles.ard}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
