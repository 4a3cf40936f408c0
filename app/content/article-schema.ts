import { z } from "zod";
import { articleTagKeys } from "./article-tags.ts";
import { SERVICE_IMAGE_KEYS, type ImageRef } from "./images.ts";

/** Illustrations an article may use: the service scenes. */
export const articleImages = SERVICE_IMAGE_KEYS;

/** Frontmatter of a blog article (app/content/blog/<Slug>.md; Spanish ones in blog/es/). */
export const articleFrontmatter = z.object({
  title: z.string().trim().min(10).max(90),
  description: z.string().trim().min(120).max(160),
  date: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((d) => (typeof d === "string" ? d : d.toISOString().slice(0, 10))),
  image: z.enum(articleImages),
  imageAlt: z.string().trim().min(20).max(160),
  /** Topics, by key (article-tags.ts names them in each language). */
  tags: z.array(z.enum(articleTagKeys)).min(1).max(3),
  /** A translation names the English article it translates (its file name without .md). */
  translationOf: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;

export interface ArticleSummary extends Omit<ArticleFrontmatter, "image" | "imageAlt"> {
  /**
   * Its illustration: a service drawing's key (the repository's articles), an uploaded photo's entry (the
   * office's), or none (an office article may have no image).
   */
  image?: ImageRef;
  imageAlt?: string;
  slug: string;
  /** The language it is written in (its folder: blog/ English, blog/es/ Spanish). */
  lang: "en" | "es";
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  /** Body rendered to HTML at build time from the article's own Markdown. */
  html: string;
  /** The article's Markdown body (without frontmatter), for its clean .md copy. */
  markdown: string;
}
