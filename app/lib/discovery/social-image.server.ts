/**
 * Sharing cards drawn by the running server, for the pages the build did not draw: an article or a project
 * the office publishes, or one it retitled. The same drawing, fonts, encoder and name as the build's
 * (social-card.ts, social-card.server.ts), so both give the same file for the same page. Files live
 * beside the media folder (`socialImagesDir`), named `<page name>.<hash>.png`, and are served at
 * RUNTIME_SOCIAL_PATH as immutable; the page's head tags name them (`socialImagePath(entry)`) without
 * asking this module.
 */
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { galleryCategoriesByLang } from "~/content/gallery";
import type { Lang } from "~/content/i18n";
import { articlePath, pathsByLang } from "~/content/paths";
import type { ContentRecord, StoredArticle, StoredProject } from "../content-store/content-record";
import { SOCIAL_FILE, socialFileName } from "./social-card";
import { renderSocialCard } from "./social-card.server";
import {
  hashedSocialImagePath,
  RUNTIME_SOCIAL_PATH,
  socialCard,
  socialImagePath,
  type SocialEntry,
} from "./social-image";

/** The folder of the server's cards: `social/` beside the media folder (both under the data folder). */
export const socialImagesDir = (mediaRoot: string): string => join(dirname(mediaRoot), "social");

/** A page whose card is wanted: its entry's kind, language, path and title, and, optionally, its label. */
export type SocialImagePage = SocialEntry;

export interface SocialImageAnswer {
  /** The site path of the page's card: what its head tags name. */
  path: string;
  /** The file on disk (a card of the server's), or undefined when it is the build's. */
  file?: string;
  /** Whether this call drew it (false: the build's, or drawn before). */
  drawn: boolean;
  /** How long the drawing took, ms (0 when nothing was drawn). */
  ms: number;
}

/** The pages of an article (English, and Spanish when it has a translation), as its card needs them. */
export function articleSocialPages(article: StoredArticle): SocialImagePage[] {
  return [
    { kind: "article", lang: "en", path: articlePath(article.slug, "en"), meta: { title: article.title } },
    ...(article.es
      ? [
          {
            kind: "article",
            lang: "es" as const,
            path: articlePath(article.es.slug, "es"),
            meta: { title: article.es.title },
          },
        ]
      : []),
  ];
}

/**
 * A project's card in each language it has words in: the gallery's page for it (`?item=<id>`), its title,
 * and its category's name as the label.
 */
export function projectSocialPages(project: StoredProject): SocialImagePage[] {
  const page = (lang: Lang, title: string): SocialImagePage => ({
    kind: "project",
    lang,
    path: `${pathsByLang[lang].gallery}?item=${project.id}`,
    meta: { title },
    label: galleryCategoriesByLang[lang].find((c) => c.slug === project.category)?.name,
  });
  return [page("en", project.title), ...(project.titleEs ? [page("es", project.titleEs)] : [])];
}

/**
 * Draws a page's card into `dir` as the server names it (`<name>.<hash>.png`), unless the file is there:
 * always the server's drawing, even of a card the build drew too (the tests compare the two).
 */
export async function drawSocialImage(page: SocialImagePage, dir: string): Promise<SocialImageAnswer> {
  const { card, svg, hash } = socialCard(page);
  const name = socialFileName(card.name, hash);
  const path = `${RUNTIME_SOCIAL_PATH}/${name}`;
  const file = join(dir, name);
  if (existsSync(file)) return { path, file, drawn: false, ms: 0 };
  const started = performance.now();
  const png = await renderSocialCard(svg);
  await mkdir(dir, { recursive: true });
  // Whole or not at all: a reader never sees half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, png);
  await rename(tmp, file);
  return { path, file, drawn: true, ms: Math.round(performance.now() - started) };
}

/** The pages of a stored record that have a card. */
export const socialPagesOf = (item: ContentRecord): SocialImagePage[] =>
  item.kind === "article" ? articleSocialPages(item.record) : projectSocialPages(item.record);

/** The server's cards: drawn at publish, on disk, served from RUNTIME_SOCIAL_PATH. */
export function createSocialImages({ dir }: { dir: string }) {
  const drawing = new Map<string, Promise<SocialImageAnswer>>();

  /**
   * The card of a page: the build's when it drew this very card (nothing is drawn), else the server's,
   * drawn once (later calls find the file). Call it when a page is published, before its pages are
   * produced, so the file is there when the page naming it goes live.
   */
  function socialImageFor(page: SocialImagePage): Promise<SocialImageAnswer> {
    const { card, hash } = socialCard(page);
    const named = socialImagePath(page);
    if (named === hashedSocialImagePath(card.name, hash))
      return Promise.resolve({ path: named, drawn: false, ms: 0 });
    const key = `${card.name}.${hash}`;
    let pending = drawing.get(key);
    if (!pending) {
      pending = drawSocialImage(page, dir).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  }

  /**
   * The cards of a record's pages (each language it has), drawn where the build's are not this very
   * card: what publishing a record calls, before its pages go live.
   */
  async function drawFor(item: ContentRecord): Promise<SocialImageAnswer[]> {
    const answers: SocialImageAnswer[] = [];
    // One at a time: a card is about 100 ms of one core, and the other core serves pages.
    for (const page of socialPagesOf(item)) answers.push(await socialImageFor(page));
    return answers;
  }

  return {
    dir,
    socialImageFor,
    drawFor,
    /**
     * The cards of records the office made or changed, drawn when missing (a start after a restore or a
     * new build, or records published before cards were drawn at publish): how many pages, how many
     * drawn, in how long.
     */
    async catchUp(items: readonly ContentRecord[]): Promise<{ pages: number; drawn: number; ms: number }> {
      const started = performance.now();
      const answers = [];
      for (const item of items) answers.push(...(await drawFor(item)));
      return {
        pages: answers.length,
        drawn: answers.filter((a) => a.drawn).length,
        ms: Math.round(performance.now() - started),
      };
    },
    /** The file behind `RUNTIME_SOCIAL_PATH/<name>`, if the server drew it. */
    file(name: string): string | undefined {
      if (!SOCIAL_FILE.test(name)) return undefined;
      const file = join(dir, name);
      return existsSync(file) ? file : undefined;
    },
  };
}

export type SocialImages = ReturnType<typeof createSocialImages>;
