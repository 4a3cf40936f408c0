/**
 * The repository's records in the store's shape: gallery projects (app/content/projects.ts, their Spanish
 * words in es/projects.ts, the featured ids of featured-projects.ts) and articles (blog/*.md, their
 * translations in blog/es/*.md). Pure: the caller hands it the sources, so the server (bundled) and an
 * export folder (read from disk) go through the same code.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { articleFrontmatter } from "../../content/article-schema.ts";
import type { ProjectImage, ProjectRecord } from "../../content/project-schema.ts";
import { parseContentRecord, type StoredProjectImage } from "./content-record";
import type { RepoRecord } from "./content-store.server";

/** One project's Spanish words, as es/projects.ts keeps them. */
export interface ProjectWords {
  title: string;
  before: string;
  after?: string;
  description?: string;
}

export interface RepoSources {
  projects: readonly ProjectRecord[];
  /** Spanish words by project id (a project without any has no Spanish). */
  projectWords: Readonly<Record<number, ProjectWords>>;
  featuredIds: readonly number[];
  /** Markdown files by slug (file name without .md): English, and Spanish translations. */
  articles: { en: Readonly<Record<string, string>>; es: Readonly<Record<string, string>> };
  /** Where the records live, for messages (defaults: the repository's paths). */
  files?: { projects: string; blog: string };
}

/** Splits "---\nyaml\n---\nbody" into its front matter and body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("missing frontmatter block");
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

/** Front matter as the repository writes it, plus `photo` (an exported uploaded photo, `media-<id>.<ext>`). */
const frontmatter = articleFrontmatter.extend({
  image: articleFrontmatter.shape.image.optional(),
  imageAlt: articleFrontmatter.shape.imageAlt.optional(),
  photo: z
    .string()
    .regex(/^media-\d+\.[a-z]+$/, "an exported uploaded photo, media-<id>.<format>")
    .optional(),
});

/** The media id of an exported photo file name ("media-12.webp"), or undefined. */
export const mediaIdOf = (file: string | undefined): number | undefined => {
  const m = file ? /^media-(\d+)\.[a-z]+$/.exec(file) : null;
  return m ? Number(m[1]) : undefined;
};

function imageOf(image: ProjectImage, altEs: string | undefined): StoredProjectImage {
  const media = mediaIdOf(image.photo);
  return {
    source:
      media !== undefined
        ? { media }
        : image.photo !== undefined
          ? { photo: image.photo }
          : { drawing: image.drawing ?? "" },
    alt: image.alt,
    ...(altEs !== undefined ? { altEs } : {}),
    ...(image.focus ? { focus: image.focus } : {}),
  };
}

/** Every repository record in the store's shape; throws naming the file and field of a bad one. */
export function repoRecords(sources: RepoSources): RepoRecord[] {
  const files = sources.files ?? { projects: "app/content/projects.ts", blog: "app/content/blog" };
  const featured = new Set(sources.featuredIds);
  const projects: RepoRecord[] = sources.projects.map((p) => {
    const w = sources.projectWords[p.id];
    const record = {
      id: p.id,
      category: p.category,
      title: p.title,
      ...(w ? { titleEs: w.title } : {}),
      city: p.city,
      date: p.date,
      ...(p.description !== undefined ? { description: p.description } : {}),
      ...(w?.description !== undefined ? { descriptionEs: w.description } : {}),
      before: imageOf(p.before, w?.before),
      ...(p.after ? { after: imageOf(p.after, w?.after) } : {}),
      featured: featured.has(p.id),
    };
    return {
      item: parseContentRecord("project", record, `${files.projects}: project ${p.id}`),
      file: files.projects,
    };
  });

  const translations = new Map<string, { slug: string; source: string }>();
  for (const [slug, source] of Object.entries(sources.articles.es)) {
    const where = `${files.blog}/es/${slug}.md`;
    const { data } = splitFrontmatter(source);
    const parsed = frontmatter.safeParse(data);
    if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}`);
    const of = parsed.data.translationOf;
    if (!of)
      throw new Error(`${where}: a translation names the English article it translates (translationOf)`);
    if (!(of in sources.articles.en))
      throw new Error(`${where}: translates "${of}", which no English article is`);
    translations.set(of, { slug, source });
  }

  const articles: RepoRecord[] = Object.entries(sources.articles.en).map(([slug, source]) => {
    const file = `${files.blog}/${slug}.md`;
    const { data, body } = splitFrontmatter(source);
    const parsed = frontmatter.safeParse(data);
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    const fm = parsed.data;
    const es = translations.get(slug);
    const esParts = es ? splitFrontmatter(es.source) : undefined;
    const esFm = esParts ? frontmatter.parse(esParts.data) : undefined;
    const media = mediaIdOf(fm.photo);
    const source_ =
      media !== undefined ? { media } : fm.image !== undefined ? { drawing: fm.image } : undefined;
    const record = {
      slug,
      title: fm.title,
      description: fm.description,
      date: fm.date,
      tags: fm.tags,
      ...(source_ && fm.imageAlt
        ? {
            image: {
              source: source_,
              alt: fm.imageAlt,
              ...(esFm?.imageAlt && esFm.imageAlt !== fm.imageAlt ? { altEs: esFm.imageAlt } : {}),
            },
          }
        : {}),
      body: body.trim(),
      ...(es && esFm && esParts
        ? {
            es: {
              slug: es.slug,
              title: esFm.title,
              description: esFm.description,
              date: esFm.date,
              body: esParts.body.trim(),
            },
          }
        : {}),
    };
    return { item: parseContentRecord("article", record, file), file };
  });
  return [...projects, ...articles];
}
