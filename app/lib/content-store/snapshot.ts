/**
 * What the public pages that read the gallery or the blog are rendered from: the published records of
 * both collections and the encoded files of the uploaded photos they use. The server builds one from the
 * content store (each publish, each start whose store differs from the build) and hands it to React
 * Router in the load context (`contentContext`); the build's prerender has none, and the pages then read
 * the repository's records (the store's seed), so both give the same pages for the same records.
 */
import { createContext } from "react-router";
import type { MediaVariant } from "../media/media-record";
import type { ReviewsSnapshot } from "../reviews/review-record";
import type { StoredArticle, StoredProject } from "./content-record";

/** An uploaded photo as a page shows it: its size (after EXIF rotation) and its encoded files. */
export interface SnapshotPhoto {
  width: number;
  height: number;
  variants: readonly MediaVariant[];
}

export interface ContentSnapshot {
  /** The content version it was read at (`content_version`); a preview's is its base version's. */
  version: number;
  /** Published projects, in the gallery's order. */
  projects: readonly StoredProject[];
  /** Published articles (English, each with its Spanish translation if it has one). */
  articles: readonly StoredArticle[];
  /**
   * The published reviews and the count and average of those received through the site (app/lib/reviews/).
   * Absent (a test's snapshot): none shown, none counted.
   */
  reviews?: ReviewsSnapshot;
  /** The ready uploaded photos the records use, by media id. */
  photos: Readonly<Record<number, SnapshotPhoto>>;
  /**
   * Old addresses of published articles whose slug changed: old path → new path, both languages
   * ("/blogs/Old-Slug" → "/blogs/New-Slug", "/es/blog/viejo" → "/es/blog/nuevo"); they answer 301. Absent: none.
   */
  articleRedirects?: Readonly<Record<string, string>>;
  /**
   * Paths of articles that were published and are now deleted or unpublished, both languages, old slugs
   * included; they answer 410. Absent: none.
   */
  goneArticles?: readonly string[];
  /**
   * Set for an office preview of the record `key` (none: of the published records): the pages say so and
   * are never cached or indexed, and the files a page's widget fetches (the gallery's projects) are the
   * preview's, with the draft in them.
   */
  preview?: { key?: string };
  /**
   * When each record last changed (ISO date or time), by content key ("project:12", "article:<slug>"):
   * the sitemap's `lastmod` of the pages that show it. A record without one is dated by the repository.
   */
  updatedAt?: Readonly<Record<string, string>>;
}

/** Request context: the records to render from (unset: the repository's, as the build prerenders). */
export const contentContext = createContext<ContentSnapshot | null>(null);
