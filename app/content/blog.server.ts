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

/** Parses and validates one article; a bad file fails the build with its name and the problem. */
export function parseArticle(slug: string, source: string, lang: Lang = "en"): Article {
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
  return { ...result.data, slug, ...articleBody(body, lang) };
}

/**
 * What the site's Markdown pipeline makes of an article's body: its reading time, its HTML and its
 * Markdown (the repository's files and the content store's records both go through here).
 */
export function articleBody(
  body: string,
  lang: Lang,
): Pick<Article, "readingMinutes" | "lang" | "html" | "markdown"> {
  const words = body.split(/\s+/).filter(Boolean).length;
  const html = renderMarkdown(body);
  return {
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    lang,
    html,
    markdown: body.trim(),
  };
}

const glob = {
  en: import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true }),
  es: import.meta.glob<string>("./blog/es/*.md", { query: "?raw", import: "default", eager: true }),
};

const parseAll = (lang: Lang): Article[] =>
  Object.entries(glob[lang])
    .map(([file, source]) => parseArticle(file.replace(/^.*\//, "").replace(/\.md$/, ""), source, lang))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** Each language's articles, newest first (Spanish: the translated ones). */
const articles: PerLang<Article[]> = { en: parseAll("en"), es: parseAll("es") };

const toSummary = ({ html: _html, markdown: _markdown, ...summary }: Article): ArticleSummary => summary;

/** A language's articles, newest first, without their bodies. */
export function listArticles(lang: Lang = "en"): ArticleSummary[] {
  return articles[lang].map(toSummary);
}

/** The article in this language with exactly this slug, or null. */
export function findArticle(slug: string, lang: Lang = "en"): Article | null {
  return articles[lang].find((a) => a.slug === slug) ?? null;
}

/** Up to `count` other articles of the same language sharing a tag or image with `slug`, then the newest. */
export function relatedArticles(slug: string, count = 3, lang: Lang = "en"): ArticleSummary[] {
  const self = findArticle(slug, lang);
  if (!self) return [];
  const others = articles[lang].filter((a) => a.slug !== slug);
  const score = (a: Article) =>
    a.tags.filter((t) => self.tags.includes(t)).length * 2 + (a.image === self.image ? 1 : 0);
  return [...others]
    .sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date))
    .slice(0, count)
    .map(toSummary);
}
