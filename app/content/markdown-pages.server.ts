/**
 * Clean Markdown copies of the content pages (served at the page's path + ".md", linked from
 * /llms.txt). Each is rendered from the same record as the HTML page, without navigation, forms
 * or decoration, so a language model reads the facts and not the chrome.
 */
import { agentFiles } from "./agent-files";
import { findArticle, listArticles } from "./blog.server";
import { company, formatAddress, hoursLines, licenceLine, serviceAreas, warranties } from "./company";
import { galleryCategories } from "./gallery-categories";
import { references } from "./references";
import { services } from "./services";
import {
  articlePath,
  paths,
  servicePath,
  type AnyPageEntry,
  type PageEntry,
  type PageKind,
} from "./page-registry";
import { projects } from "./projects";
import { registry } from "./registry.server";
import type { Faq, Section, Step } from "./types";
import { absoluteUrl } from "~/lib/site/site-url";

type Block = string | false | undefined | null;

const join = (...blocks: (Block | Block[])[]) =>
  `${blocks
    .flat()
    .filter((b): b is string => typeof b === "string" && b.trim() !== "")
    .join("\n\n")
    .trim()}\n`;

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join("\n");
const steps = (items: readonly Step[], numbered = false) =>
  items.map((s, i) => `${numbered ? `${i + 1}.` : "-"} **${s.title}.** ${s.body}`).join("\n");
const faqs = (items: readonly Faq[]) => [
  "## Frequently asked questions",
  ...items.map((f) => `### ${f.question}\n\n${f.answer}`),
];
const sections = (items: readonly Section[]) =>
  items.map((s) => join(`## ${s.heading}`, ...s.body, s.bullets && list(s.bullets)).trim());
const link = (label: string, path: string) => `[${label}](${absoluteUrl(path)})`;

/** The block that ends every page: how to reach the company and ask for a quote. */
function contactBlock(): string {
  return join(
    "## Contact and free inspection",
    list([
      `Phone: ${company.phone.display}`,
      `Text: ${company.sms.display}`,
      `E-mail: ${company.email}`,
      `Office: ${formatAddress()}`,
      `Hours: ${hoursLines("long").join("; ")}`,
      licenceLine(),
      `Quote form: ${absoluteUrl(paths.contact)}; for agents, the JSON API described at ${absoluteUrl(agentFiles.openapi)}`,
    ]),
  ).trim();
}

function header(page: AnyPageEntry, intro?: Block): string {
  return join(`# ${page.heading}`, `> ${page.meta.description}`, intro).trim();
}

type Renderers = { [K in PageKind]: (page: PageEntry<K>) => string };

/** The Markdown of each kind of page, rendered from the entry's record. */
const renderers: Renderers = {
  home: (page) => {
    const home = page.record;
    return join(
      header(page, home.hero.tagline),
      `## ${home.about.heading}`,
      home.about.summary,
      `**Mission.** ${home.about.mission}`,
      `**Vision.** ${home.about.vision}`,
      "## Services",
      list(
        services.map((s) => `${s.page ? link(s.name, servicePath(s.page)) : `**${s.name}**`}: ${s.summary}`),
      ),
      "## Why choose us",
      steps(home.whyChooseUs),
      "## How it works",
      steps(home.process, true),
      faqs(home.faqs),
      contactBlock(),
    );
  },
  about: (page) => {
    const about = page.record;
    return join(
      header(page, about.hero.tagline),
      about.story,
      "## Cities we serve",
      about.citiesServed.join(", "),
      `## ${about.whatWeDo.heading}`,
      about.whatWeDo.body,
      list(about.whatWeDo.products),
      `## ${about.leadership.heading}`,
      about.leadership.body,
      contactBlock(),
    );
  },
  services: (page) => {
    const overview = page.record;
    return join(
      header(page, overview.tagline),
      overview.intro,
      "## Services",
      services.map((s) =>
        join(`### ${s.name}`, s.summary, s.page && `More: ${link(s.name, servicePath(s.page))}`).trim(),
      ),
      `Warranty: ${warranties.general}.`,
      faqs(overview.faqs),
      contactBlock(),
    );
  },
  gallery: (page) =>
    join(
      header(page, page.record.tagline),
      galleryCategories.map((c) =>
        join(
          `## ${c.name}`,
          list(projects.filter((p) => p.category === c.slug).map((p) => `${p.title} (${p.city})`)),
        ).trim(),
      ),
      contactBlock(),
    ),
  testimonials: (page) => {
    const { letter, reviews, hero } = page.record;
    return join(
      header(page, hero.tagline),
      `## Letter from ${letter.author}, ${letter.role} (${letter.date})`,
      letter.paragraphs,
      "## Reviews",
      reviews.map((r) => `> ${r.text}\n>\n> — ${r.author}, ${r.location} (${r.service})`),
      contactBlock(),
    );
  },
  referenceSheet: (page) =>
    join(
      header(page, page.record.tagline),
      [
        "| Company | Contact | Phone | Job | Location |",
        "| --- | --- | --- | --- | --- |",
        ...references.map(
          (r) => `| ${r.company} | ${r.contact} | ${r.phone} | ${r.jobName} | ${r.location} |`,
        ),
      ].join("\n"),
      contactBlock(),
    ),
  blog: (page) =>
    join(
      header(page, page.record.tagline),
      list(listArticles().map((a) => `${link(a.title, articlePath(a.slug))} (${a.date}): ${a.description}`)),
    ),
  contact: (page) =>
    join(header(page, page.record.tagline), contactBlock(), `Areas served: ${serviceAreas.join(", ")}.`),
  privacy: (page) =>
    join(
      header(page, page.record.tagline),
      `Effective ${page.record.effective}.`,
      sections(page.record.sections),
    ),
  service: (page) => {
    const service = page.record;
    return join(
      header(page, service.tagline),
      service.intro,
      sections(service.sections),
      service.process && ["## Our process", steps(service.process, true)],
      service.problems && ["## Problems we solve", steps(service.problems)],
      `**Warranty:** ${service.warranty}`,
      `**Typical duration:** ${service.duration}`,
      faqs(service.faqs),
      contactBlock(),
    );
  },
  area: (page) => {
    const area = page.record;
    return join(
      header(page, area.tagline),
      area.intro,
      `## Local conditions in ${area.city}`,
      area.localConditions,
      `## Services in ${area.city}`,
      steps(area.services),
      "## How it works",
      steps(area.process, true),
      `## Why ${area.city} chooses us`,
      steps(area.whyUs),
      "## Neighborhoods",
      area.neighborhoods.join(", "),
      `ZIP codes: ${area.zipCodes.join(", ")}`,
      faqs(area.faqs),
      contactBlock(),
    );
  },
  article: (page) => {
    const article = findArticle(page.record.slug);
    if (!article) throw new Error(`markdown: no article ${page.record.slug}`);
    return join(
      `# ${article.title}`,
      `> ${article.description}`,
      `Published ${article.date} by ${company.name}. ${article.readingMinutes} min read.`,
      article.markdown,
      contactBlock(),
    );
  },
};

/** A fixed page without a renderer of its own: its heading, description, tagline and the contact block. */
const plainPage = (page: AnyPageEntry): string => {
  const tagline = "tagline" in page.record ? page.record.tagline : undefined;
  return join(header(page, typeof tagline === "string" ? tagline : undefined), contactBlock());
};

/** The Markdown copy of one page. */
export const entryMarkdown = <K extends PageKind>(page: PageEntry<K>): string => {
  const render = (renderers as Partial<Renderers>)[page.kind] as ((page: PageEntry<K>) => string) | undefined;
  return render ? render(page) : plainPage(page as AnyPageEntry);
};

/** The Markdown copy of the page at `path`, or null when there is no such page. */
export function pageMarkdown(path: string, entries: readonly AnyPageEntry[] = registry): string | null {
  const page = entries.find((p) => p.path === path);
  return page ? entryMarkdown(page) : null;
}
