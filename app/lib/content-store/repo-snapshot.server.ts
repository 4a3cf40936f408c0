/**
 * The repository's records as a content snapshot: what the pages read when a request's load context
 * carries none (the build's prerender, and a server whose store never differed from the build).
 */
import { siteRepoReviews } from "../reviews/repo-reviews.server";
import { repoReviewsSnapshot } from "../reviews/review-snapshot.server";
import type { StoredArticle, StoredProject } from "./content-record";
import { siteRepoRecords } from "./repo-content.server";
import { articleOrder, galleryOrder } from "./snapshot.server";
import type { ContentSnapshot } from "./snapshot";

let memo: ContentSnapshot | undefined;

/** The repository's projects (in projects.ts's order), articles and seeded reviews, with no uploaded photos; version 0. */
export function repoSnapshot(): ContentSnapshot {
  if (!memo) {
    const records = siteRepoRecords();
    memo = Object.freeze({
      version: 0,
      // In the store's orders (loadSnapshot's), so the same records give the same snapshot.
      projects: (
        records.flatMap((r) => (r.item.kind === "project" ? [r.item.record] : [])) as StoredProject[]
      ).sort(galleryOrder),
      articles: (
        records.flatMap((r) => (r.item.kind === "article" ? [r.item.record] : [])) as StoredArticle[]
      ).sort(articleOrder),
      // The seeded review cards (none counted: no review came through the site yet).
      reviews: repoReviewsSnapshot(siteRepoReviews()),
      photos: {},
    });
  }
  return memo;
}
