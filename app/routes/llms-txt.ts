import { agentFiles, markdownPath } from "~/content/agent-files";
import { company, formatAddress, hoursLines, licenceLine, serviceAreas } from "~/content/company";
import { indexedPages, type IndexedPage } from "~/content/site-index.server";
import { paths } from "~/content/site-paths";
import { absoluteUrl } from "~/lib/site-url";

/** Articles listed as key reading; the rest go under "Optional", which agents may skip. */
const KEY_ARTICLES = 6;

const item = (p: IndexedPage) =>
  `- [${p.heading}](${absoluteUrl(markdownPath(p.path))}): ${p.meta.description}`;

/** /llms.txt (llmstxt.org): what the company is and where the clean Markdown copy of each page lives. */
export function loader() {
  const all = indexedPages();
  const of = (kind: IndexedPage["kind"]) => all.filter((p) => p.kind === kind);
  const articles = of("article");
  const pagesAt = (...wanted: string[]) =>
    wanted.map((path) => all.find((p) => p.path === path)).filter((p): p is IndexedPage => Boolean(p));
  const body = [
    `# ${company.name}`,
    "",
    `> ${company.tagline}. A licensed waterproofing and deck-coating contractor in ${company.address.city}, California, serving home owners, HOA boards and property managers with free inspections, upfront written estimates and written warranties.`,
    "",
    `Phone ${company.phone.display}, text ${company.sms.display}, e-mail ${company.email}. Office: ${formatAddress()}. Hours: ${hoursLines("long").join("; ")}. ${licenceLine()}.`,
    `Areas served: ${serviceAreas.join(", ")}.`,
    "",
    "## Services",
    "",
    ...pagesAt(paths.services).map(item),
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
    ...pagesAt(paths.contact).map(item),
    `- [Quote API (OpenAPI 3.1)](${absoluteUrl(agentFiles.openapi)}): POST ${absoluteUrl(agentFiles.quoteApi)} with a JSON body (name, e-mail, phone, service, message); answers 201 with the request's id. The contact page's forms carry WebMCP tool attributes for browser agents.`,
    `- [Agent catalog (ARD)](${absoluteUrl(agentFiles.ard)}): machine-readable list of this site's agent interfaces.`,
    "",
    "## Company",
    "",
    ...pagesAt(
      paths.home,
      paths.about,
      paths.testimonials,
      paths.gallery,
      paths.referenceSheet,
      paths.blog,
    ).map(item),
    "",
    "## Optional",
    "",
    ...articles.slice(KEY_ARTICLES).map(item),
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
