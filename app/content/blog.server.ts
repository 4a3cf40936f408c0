import { marked } from "marked";
import { parse as parseYaml } from "yaml";
import { articleFrontmatter, type Article, type ArticleSummary } from "./article-schema";

const WORDS_PER_MINUTE = 230;

/** Splits "---\nyaml\n---\nbody" into its frontmatter and body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("missing frontmatter block");
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

/** Parses and validates one article; a bad file fails the build with its name and the problem. */
export function parseArticle(slug: string, source: string): Article {
  const { data, body } = splitFrontmatter(source);
  const result = articleFrontmatter.safeParse(data);
  if (!result.success) {
    throw new Error(`Article "${slug}" has invalid frontmatter: ${result.error.message}`);
  }
  const words = body.split(/\s+/).filter(Boolean).length;
  const html = marked.parse(body, { async: false, gfm: true });
  return {
    ...result.data,
    slug,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    html,
    markdown: body.trim(),
  };
}

const sources = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

const articles: Article[] = Object.entries(sources)
  .map(([file, source]) => parseArticle(file.replace(/^\.\/blog\//, "").replace(/\.md$/, ""), source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

const toSummary = ({ html: _html, markdown: _markdown, ...summary }: Article): ArticleSummary => summary;

/** All articles, newest first, without their bodies. */
export function listArticles(): ArticleSummary[] {
  return articles.map(toSummary);
}

/** The article with exactly this slug, or null. */
export function findArticle(slug: string): Article | null {
  return articles.find((a) => a.slug === slug) ?? null;
}

/** Up to `count` other articles sharing a tag or image with `slug`, then the newest. */
export function relatedArticles(slug: string, count = 3): ArticleSummary[] {
  const self = findArticle(slug);
  if (!self) return [];
  const others = articles.filter((a) => a.slug !== slug);
  const score = (a: Article) =>
    a.tags.filter((t) => self.tags.includes(t)).length * 2 + (a.image === self.image ? 1 : 0);
  return [...others]
    .sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date))
    .slice(0, count)
    .map(toSummary);
}
