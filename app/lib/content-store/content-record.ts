/**
 * The stored records of the gallery and the blog, declared once: what the content store keeps for a
 * project and an article, whoever wrote it (the repository's seed or the office). The rules for lengths and
 * formats are the repository's own (app/content/project-schema.ts, app/content/article-schema.ts), taken
 * from those schemas, never copied. What differs is what the office can give: a photo may be an uploaded
 * one (a media id), an article's image is optional, and the Spanish words sit beside the English ones,
 * each optional.
 */
import { z } from "zod";
import { articleFrontmatter } from "../../content/article-schema.ts";
import { focusSchema, projectImageSchema, projectSchema } from "../../content/project-schema.ts";

const image = projectImageSchema.shape;
const project = projectSchema.shape;
const article = articleFrontmatter.shape;

/** How many projects are featured (the tiles on Home and /service); the repository's featured ids are as many. */
export const FEATURED_COUNT = 3;

/** Office records take ids from here up; the repository's projects stay below (the seed refuses one above). */
export const OFFICE_PROJECT_ID_MIN = 1_000_000;

/** Where a project photo comes from: a file in assets/photos, an uploaded photo, or a placeholder drawing. */
export const storedPhotoSource = z.union([
  z.strictObject({ photo: image.photo.unwrap() }),
  z.strictObject({ media: z.int().positive() }),
  z.strictObject({ drawing: image.drawing.unwrap() }),
]);

/** A project photo: its source, its alt text (Spanish beside it, optional) and its focal point. */
export const storedProjectImage = z.strictObject({
  source: storedPhotoSource,
  alt: image.alt,
  altEs: image.alt.optional(),
  focus: focusSchema.optional(),
});

export const storedProject = z.strictObject({
  id: project.id,
  category: project.category,
  title: project.title,
  titleEs: project.title.optional(),
  city: project.city,
  /** Month finished, YYYY-MM. */
  date: project.date,
  description: project.description,
  /** Optional like every Spanish word: a project without it is published in English only. */
  descriptionEs: project.description.unwrap().optional(),
  before: storedProjectImage,
  after: storedProjectImage.optional(),
  /** Shown as a tile on Home and /service. */
  featured: z.boolean(),
});

/** An article's image: an uploaded photo or one of the service drawings, with its alt text. */
export const storedArticleImage = z.strictObject({
  source: z.union([
    z.strictObject({ media: z.int().positive() }),
    z.strictObject({ drawing: article.image }),
  ]),
  alt: article.imageAlt,
  altEs: article.imageAlt.optional(),
});

const slug = z.string().regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, "letters, digits and single hyphens");

/** The Spanish translation of an article: its own slug (lowercase ASCII, as blog/es/ names files) and words. */
export const storedArticleEs = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase ASCII words and hyphens"),
  title: article.title,
  description: article.description,
  date: article.date,
  body: z.string().trim().min(1),
});

export const storedArticle = z.strictObject({
  slug,
  title: article.title,
  description: article.description,
  /** YYYY-MM-DD. */
  date: article.date,
  tags: article.tags,
  image: storedArticleImage.optional(),
  /** Markdown, without front matter. */
  body: z.string().trim().min(1),
  es: storedArticleEs.optional(),
});

export type StoredPhotoSource = z.output<typeof storedPhotoSource>;
export type StoredProjectImage = z.output<typeof storedProjectImage>;
export type StoredProject = z.output<typeof storedProject>;
export type StoredArticle = z.output<typeof storedArticle>;

export const CONTENT_KINDS = ["project", "article"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A record of either kind, as the store and the seed handle it. */
export type ContentRecord =
  { kind: "project"; record: StoredProject } | { kind: "article"; record: StoredArticle };

/** The stable key of a record: "project:<id>", "article:<slug>". */
export const contentKey = (r: ContentRecord): string =>
  r.kind === "project" ? `project:${r.record.id}` : `article:${r.record.slug}`;

/** Parses a record of a kind, or throws naming the record and the field. */
export function parseContentRecord(kind: ContentKind, data: unknown, where: string): ContentRecord {
  const result = (kind === "project" ? storedProject : storedArticle).safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `field ${i.path.join(".") || "(record)"}: ${i.message}`);
    throw new Error(`${where}: ${problems.join("; ")}`);
  }
  return { kind, record: result.data } as ContentRecord;
}

/**
 * Whether a record lacks Spanish a Spanish page would need: a project's title, its description (when it
 * has one) or any photo's alt text without its Spanish; an article without its translation, or with one
 * but an image whose alt text has no Spanish. Such a record is published in English only.
 */
export function missingSpanish(item: ContentRecord): boolean {
  if (item.kind === "article") return !item.record.es || (!!item.record.image && !item.record.image.altEs);
  const p = item.record;
  return (
    !p.titleEs || (!!p.description && !p.descriptionEs) || !p.before.altEs || (!!p.after && !p.after.altEs)
  );
}
