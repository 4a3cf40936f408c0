/**
 * Clean Markdown copies of the content pages (served at the page's path + ".md", linked from
 * /llms.txt). Each is rendered from the same record as the HTML page, without navigation, forms
 * or decoration, so a language model reads the facts and not the chrome.
 */
import { about } from "./about";
import { agentFiles, markdownPath } from "./agent-files";
import { areas } from "./areas";
import { findArticle, listArticles } from "./blog.server";
import { company, formatAddress, hoursLines, licenceLine, serviceAreas, warranties } from "./company";
import { galleryCategories, galleryItems } from "./gallery";
import { home } from "./home";
import { pages } from "./pages";
import { references } from "./references";
import { serviceOverview, servicePages, services } from "./services";
import { areaPath, articlePath, paths, servicePath } from "./site-paths";
import { indexedPages, type IndexedPage } from "./site-index.server";
import { testimonials } from "./testimonials";
import type { Faq, Section, Step } from "./types";
import { absoluteUrl } from "~/lib/site-url";

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

function header(page: IndexedPage, intro?: Block): string {
  return join(`# ${page.heading}`, `> ${page.meta.description}`, intro).trim();
}

function body(page: IndexedPage): string | null {
  const path = page.path;
  if (path === paths.home)
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
  if (path === paths.about)
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
  if (path === paths.services)
    return join(
      header(page, serviceOverview.tagline),
      serviceOverview.intro,
      "## Services",
      services.map((s) =>
        join(`### ${s.name}`, s.summary, s.page && `More: ${link(s.name, servicePath(s.page))}`).trim(),
      ),
      `Warranty: ${warranties.general}.`,
      faqs(serviceOverview.faqs),
      contactBlock(),
    );
  if (path === paths.gallery)
    return join(
      header(page, pages.gallery.tagline),
      galleryCategories.map((c) =>
        join(
          `## ${c.name}`,
          list(galleryItems.filter((i) => i.category === c.slug).map((i) => `${i.title} (${i.location})`)),
        ).trim(),
      ),
      contactBlock(),
    );
  if (path === paths.testimonials)
    return join(
      header(page, testimonials.hero.tagline),
      `## Letter from ${testimonials.letter.author}, ${testimonials.letter.role} (${testimonials.letter.date})`,
      testimonials.letter.paragraphs,
      "## Reviews",
      testimonials.reviews.map((r) => `> ${r.text}\n>\n> — ${r.author}, ${r.location} (${r.service})`),
      contactBlock(),
    );
  if (path === paths.referenceSheet)
    return join(
      header(page, pages.referenceSheet.tagline),
      [
        "| Company | Contact | Phone | Job | Location |",
        "| --- | --- | --- | --- | --- |",
        ...references.map(
          (r) => `| ${r.company} | ${r.contact} | ${r.phone} | ${r.jobName} | ${r.location} |`,
        ),
      ].join("\n"),
      contactBlock(),
    );
  if (path === paths.blog)
    return join(
      header(page, pages.blog.tagline),
      list(listArticles().map((a) => `${link(a.title, articlePath(a.slug))} (${a.date}): ${a.description}`)),
    );
  if (path === paths.contact)
    return join(
      header(page, pages.contact.tagline),
      contactBlock(),
      `Areas served: ${serviceAreas.join(", ")}.`,
    );
  const service = servicePages.find((s) => servicePath(s.slug) === path);
  if (service)
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
  const area = areas.find((a) => areaPath(a.slug) === path);
  if (area)
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
  if (page.kind === "article") {
    const article = findArticle(path.replace(/^\/blogs\//, ""));
    if (!article) return null;
    return join(
      `# ${article.title}`,
      `> ${article.description}`,
      `Published ${article.date} by ${company.name}. ${article.readingMinutes} min read.`,
      article.markdown,
      contactBlock(),
    );
  }
  return null;
}

/** The Markdown copy of the page at `path`, or null when there is no such content page. */
export function pageMarkdown(path: string): string | null {
  const page = indexedPages().find((p) => p.path === path);
  return page ? body(page) : null;
}

/** Every Markdown path with its page path, for the route table and the prerender list. */
export function markdownPages(): { path: string; markdown: string }[] {
  return indexedPages().map((p) => ({ path: markdownPath(p.path), markdown: pageMarkdown(p.path) ?? "" }));
}
