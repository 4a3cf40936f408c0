/**
 * Clean Markdown copies of the content pages (served at the page's path + ".md", linked from
 * /llms.txt). Each is rendered from the same record as the HTML page, without navigation, forms
 * or decoration, so a language model reads the facts and not the chrome.
 */
import { agentFiles } from "./agent-files";
import { company, formatAddress } from "./company";
import { copyFor, type Copy } from "./copy";
import { formatDate } from "~/lib/rendering/format-date";
import { galleryCategoriesByLang } from "./gallery";
import { articlePath, type AnyPageEntry, type PageEntry, type PageKind } from "./page-registry";
import { repoSnapshot } from "~/lib/content-store/repo-snapshot.server";
import { siteContent, type SiteContent } from "~/lib/content-store/site-content.server";
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
const faqs = (c: Copy, items: readonly Faq[]) => [
  `## ${c.ui.faq.title}`,
  ...items.map((f) => `### ${f.question}\n\n${f.answer}`),
];
const sections = (items: readonly Section[]) =>
  items.map((s) => join(`## ${s.heading}`, ...s.body, s.bullets && list(s.bullets)).trim());
const link = (label: string, path: string) => `[${label}](${absoluteUrl(path)})`;

/** The block that ends every page: how to reach the company and ask for a quote, in the page's language. */
function contactBlock(c: Copy): string {
  const m = c.ui.markdown;
  return join(
    `## ${m.contact}`,
    list([
      `${m.phone}: ${c.phone.display}`,
      `${m.text}: ${c.sms.display}`,
      `${m.email}: ${company.email}`,
      `${m.office}: ${formatAddress()}`,
      `${m.hours}: ${c.company.hoursLines("long").join("; ")}`,
      c.company.licenceLine(),
      m.quoteForm(absoluteUrl(c.paths.contact), absoluteUrl(agentFiles.openapi)),
    ]),
  ).trim();
}

function header(page: AnyPageEntry, intro?: Block): string {
  return join(`# ${page.heading}`, `> ${page.meta.description}`, intro).trim();
}

/**
 * The words of a page's language (all of them, and the Markdown copies' own) and the gallery and blog of
 * the content snapshot the page is rendered from.
 */
type Words = [c: Copy, m: Copy["ui"]["markdown"], site: SiteContent];
type Blocks = (Block | Block[])[];
/**
 * The body of a kind of page, between its header (heading, description, tagline) and the contact block
 * that ends it; a kind without one (most fixed pages) is just the header and the contact block.
 */
type Bodies = { [K in PageKind]?: (page: PageEntry<K>, ...words: Words) => Blocks };
/** A kind of page framed otherwise (no tagline, or no contact block), rendered whole. */
type Renderers = { [K in PageKind]?: (page: PageEntry<K>, ...words: Words) => string };

/** The tagline under a page's heading: the record's own, or its hero's. */
function taglineOf(page: AnyPageEntry): string | undefined {
  const record: object = page.record;
  if ("tagline" in record && typeof record.tagline === "string") return record.tagline;
  if ("hero" in record && typeof record.hero === "object" && record.hero && "tagline" in record.hero) {
    return typeof record.hero.tagline === "string" ? record.hero.tagline : undefined;
  }
  return undefined;
}

const bodies: Bodies = {
  home: ({ record: home }, c, m) => [
    `## ${home.about.heading}`,
    home.about.summary,
    `**${m.mission}.** ${home.about.mission}`,
    `**${m.vision}.** ${home.about.vision}`,
    `## ${m.services}`,
    list(
      c.content.services.map(
        (s) => `${s.page ? link(s.name, c.servicePath(s.page)) : `**${s.name}**`}: ${s.summary}`,
      ),
    ),
    `## ${m.why}`,
    steps(home.whyChooseUs),
    `## ${m.how}`,
    steps(home.process, true),
    faqs(c, home.faqs),
  ],
  about: ({ record: about }, c) => [
    about.story,
    `## ${c.ui.markdown.cities}`,
    about.citiesServed.join(", "),
    `## ${about.whatWeDo.heading}`,
    about.whatWeDo.body,
    list(about.whatWeDo.products),
    `## ${about.leadership.heading}`,
    about.leadership.body,
  ],
  services: ({ record: overview }, c, m) => [
    overview.intro,
    `## ${m.services}`,
    c.content.services.map((s) =>
      join(`### ${s.name}`, s.summary, s.page && `${m.more}: ${link(s.name, c.servicePath(s.page))}`).trim(),
    ),
    `${m.warranty}: ${c.company.warranties.general}.`,
    faqs(c, overview.faqs),
  ],
  gallery: ({ lang }, c, m, site) => {
    const items = site.galleryItems[lang];
    return galleryCategoriesByLang[lang].map((cat) =>
      join(
        `## ${cat.name}`,
        list(items.filter((p) => p.category === cat.slug).map((p) => `${p.title} (${p.location})`)),
      ).trim(),
    );
  },
  testimonials: ({ lang }, c, m, site) => [
    ...site
      .lettersIn(lang)
      .slice(0, 1)
      .flatMap((letter) => [
        `## ${m.letter(letter.author, letter.role, letter.date, letter.translated)}`,
        letter.paragraphs,
      ]),
    `## ${m.reviews}`,
    site.reviewStats.average === null
      ? c.ui.reviews.none
      : c.ui.reviews.average(String(site.reviewStats.average), site.reviewStats.count),
    site
      .reviews(lang)
      .map((r) =>
        [
          `> ${c.ui.reviews.rated(r.rating)}. ${r.text}\n>\n> — ${r.name}, ${r.city}${r.service ? ` (${r.service})` : ""}`,
          r.translated ? `> ${c.ui.reviews.translated}` : "",
          r.reply ? `\n${c.ui.reviews.reply}: ${r.reply}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      ),
    link(c.ui.reviews.policy, c.paths.reviewPolicy),
  ],
  referenceSheet: (page, c) => [
    [
      c.ui.markdown.referenceColumns,
      "| --- | --- | --- | --- | --- |",
      ...c.content.references.map(
        (r) => `| ${r.company} | ${r.contact} | ${r.phone} | ${r.jobName} | ${r.location} |`,
      ),
    ].join("\n"),
  ],
  book: (page, c) => [list(c.booking.nextSteps)],
  service: ({ record: service }, c, m) => [
    service.intro,
    sections(service.sections),
    service.process && [`## ${m.process}`, steps(service.process, true)],
    service.problems && [`## ${m.problems}`, steps(service.problems)],
    `**${m.warranty}:** ${service.warranty}`,
    `**${m.duration}:** ${service.duration}`,
    faqs(c, service.faqs),
  ],
  area: ({ record: area }, c, m) => [
    area.intro,
    `## ${m.conditions(area.city)}`,
    area.localConditions,
    `## ${m.areaServices(area.city)}`,
    steps(area.services),
    `## ${m.how}`,
    steps(area.process, true),
    `## ${m.areaWhy(area.city)}`,
    steps(area.whyUs),
    `## ${m.neighborhoods}`,
    area.neighborhoods.join(", "),
    m.zipCodes(area.zipCodes.join(", ")),
    faqs(c, area.faqs),
  ],
};

const renderers: Renderers = {
  blog: (page, c, m, site) =>
    join(
      header(page, page.record.tagline),
      list(
        site
          .listArticles(page.lang)
          .map((a) => `${link(a.title, articlePath(a.slug, page.lang))} (${a.date}): ${a.description}`),
      ),
    ),
  contact: (page, c) => {
    return join(
      header(page, page.record.tagline),
      contactBlock(c),
      c.ui.markdown.areasServed(c.company.serviceAreas.join(", ")),
    );
  },
  reviewPolicy: (page, c) =>
    join(
      header(page, page.record.tagline),
      sections(page.record.intro),
      `## ${page.record.reasonsHeading}`,
      page.record.reasonsIntro,
      list(Object.values(page.record.reasons).map((r) => `**${r.title}.** ${r.body}`)),
      sections(page.record.sections),
      contactBlock(c),
    ),
  privacy: (page, c, m) =>
    join(
      header(page, page.record.tagline),
      m.effective(formatDate(page.record.effective, page.lang)),
      sections(page.record.sections),
    ),
  article: (page, c, m, site) => {
    const article = site.findArticle(page.record.slug, page.lang);
    if (!article) throw new Error(`markdown: no article ${page.record.slug}`);
    return join(
      `# ${article.title}`,
      `> ${article.description}`,
      c.ui.markdown.published(formatDate(article.date, page.lang), company.name, article.readingMinutes),
      article.markdown,
      contactBlock(c),
    );
  },
};

/** The Markdown copy of one page, from a content snapshot's gallery and blog. */
export const entryMarkdown = <K extends PageKind>(page: PageEntry<K>, site: SiteContent): string => {
  const c = copyFor(page.lang);
  const render = renderers[page.kind] as ((page: PageEntry<K>, ...words: Words) => string) | undefined;
  if (render) return render(page, c, c.ui.markdown, site);
  const body = bodies[page.kind] as ((page: PageEntry<K>, ...words: Words) => Blocks) | undefined;
  const any = page as AnyPageEntry;
  return join(header(any, taglineOf(any)), ...(body?.(page, c, c.ui.markdown, site) ?? []), contactBlock(c));
};

/**
 * The Markdown copy of the page at `path` among `entries` (default: the snapshot's registry), or null when
 * there is no such page. Default snapshot: the repository's records.
 */
export function pageMarkdown(
  path: string,
  entries?: readonly AnyPageEntry[],
  site: SiteContent = siteContent(repoSnapshot()),
): string | null {
  const page = (entries ?? site.registry).find((p) => p.path === path);
  return page ? entryMarkdown(page, site) : null;
}
