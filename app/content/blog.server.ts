import { parse as parseYaml } from "yaml";
import { articleFrontmatter, type Article, type ArticleSummary } from "./article-schema";
import type { Lang, PerLang } from "./i18n";
import { renderMarkdown } from "../lib/content-store/markdown";

const WORDS_PER_MINUTE = 230;

/** Splits "---\nyaml\n---\nbody" into its frontmatter and body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("missing frontmatter block");
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

/** One article's checked frontmatter as its summary, and its Markdown body (not rendered yet). */
interface ParsedArticle {
  summary: ArticleSummary;
  body: string;
}

/** Checks one article's frontmatter; a bad file fails the build with its name and the problem. */
function parseSource(slug: string, source: string, lang: Lang): ParsedArticle {
  const { data, body } = splitFrontmatter(source);
  const result = articleFrontmatter.safeParse(data);
  if (!result.success) {
    throw new Error(`Article "${slug}" has invalid frontmatter: ${result.error.message}`);
  }
  if (lang === "en" && result.data.translationOf) {
    throw new Error(`Article "${slug}" is English: only a translation names \`translationOf\``);
  }
  if (lang !== "en" && !result.data.translationOf) {
    throw new Error(
      `Article "${slug}" (${lang}) must name the English article it translates (translationOf)`,
    );
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && lang !== "en") {
    throw new Error(
      `Article "${slug}" (${lang}): a translation's file name is lowercase ASCII words and hyphens`,
    );
  }
  return { summary: { ...result.data, slug, readingMinutes: readingMinutes(body), lang }, body };
}

const withBody = ({ summary, body }: ParsedArticle): Article => ({
  ...summary,
  ...articleBody(body, summary.lang),
});

/** Parses and validates one article; a bad file fails the build with its name and the problem. */
export function parseArticle(slug: string, source: string, lang: Lang = "en"): Article {
  return withBody(parseSource(slug, source, lang));
}

const readingMinutes = (body: string) =>
  Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

/**
 * What the site's Markdown pipeline makes of an article's body: its reading time, its HTML and its
 * Markdown (the repository's files and the content store's records both go through here).
 */
export function articleBody(
  body: string,
  lang: Lang,
): Pick<Article, "readingMinutes" | "lang" | "html" | "markdown"> {
  return { readingMinutes: readingMinutes(body), lang, html: renderMarkdown(body), markdown: body.trim() };
}

const glob = {
  en: import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true }),
  es: import.meta.glob<string>("./blog/es/*.md", { query: "?raw", import: "default", eager: true }),
};

const parseAll = (lang: Lang): ParsedArticle[] =>
  Object.entries(glob[lang])
    .map(([file, source]) => parseSource(file.replace(/^.*\//, "").replace(/\.md$/, ""), source, lang))
    .sort(
      (a, b) =>
        b.summary.date.localeCompare(a.summary.date) || a.summary.title.localeCompare(b.summary.title),
    );

/**
 * Each language's articles, newest first (Spanish: the translated ones), checked when this module loads;
 * an article's Markdown is rendered when it is first asked for. The servers read only the summaries (the
 * page registry), so a start renders none of them.
 */
const articles: PerLang<ParsedArticle[]> = { en: parseAll("en"), es: parseAll("es") };
const rendered = new Map<ParsedArticle, Article>();

/** A language's articles, newest first, without their bodies. */
export function listArticles(lang: Lang = "en"): ArticleSummary[] {
  return articles[lang].map((a) => a.summary);
}

/** The article in this language with exactly this slug, or null. */
export function findArticle(slug: string, lang: Lang = "en"): Article | null {
  const parsed = articles[lang].find((a) => a.summary.slug === slug);
  if (!parsed) return null;
  let article = rendered.get(parsed);
  if (!article) rendered.set(parsed, (article = withBody(parsed)));
  return article;
}

/** Up to `count` other articles of the same language sharing a tag or image with `slug`, then the newest. */
export function relatedArticles(slug: string, count = 3, lang: Lang = "en"): ArticleSummary[] {
  const all = listArticles(lang);
  const self = all.find((a) => a.slug === slug);
  if (!self) return [];
  const others = all.filter((a) => a.slug !== slug);
  const score = (a: ArticleSummary) =>
    a.tags.filter((t) => self.tags.includes(t)).length * 2 + (a.image === self.image ? 1 : 0);
  return others.sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date)).slice(0, count);
}
