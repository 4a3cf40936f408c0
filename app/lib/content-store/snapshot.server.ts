/**
 * The snapshot the public pages are rendered from, read from the content store: the published records
 * (in the gallery's order), the ready uploaded photos they use, the article addresses that redirect (an
 * old slug) or are gone (a deleted or unpublished article), and the content version. For an office
 * preview, a draft is applied over the published records; for a publish, the changes it is about to make
 * (`changes`), so the pages are produced before anything is committed.
 */
import { articlePath } from "~/content/paths";
import { variantsOf, type MediaRow } from "../media/media-record";
import type { ReviewsSnapshot } from "../reviews/review-record";
import { storeReviews } from "../reviews/review-snapshot.server";
import type { SiteDb } from "../site/site-db.server";
import {
  contentKey,
  OFFICE_PROJECT_ID_MIN,
  parseContentRecord,
  type ContentKind,
  type ContentRecord,
  type StoredArticle,
  type StoredProject,
} from "./content-record";
import { mediaIdsOf } from "./content-store.server";
import type { ContentSnapshot, SnapshotPhoto } from "./snapshot";

export interface SnapshotOptions {
  /** An office preview: this record shown as if published (under `draftKey`, else its own key). */
  draft?: ContentRecord;
  draftKey?: string;
  /** A publish about to be committed: each key's record as it will be published, or null (hidden). */
  changes?: ReadonlyMap<string, ContentRecord | null>;
  /** The content version to give the snapshot (a publish gives the one it will commit). */
  version?: number;
  /** The reviews as a review change about to be committed leaves them (else the store's). */
  reviews?: ReviewsSnapshot;
}

/**
 * The gallery's order: the office's projects first, the most recently finished first (then the newest
 * id), then the repository's projects in the repository's order (by id).
 */
export function galleryOrder(a: StoredProject, b: StoredProject): number {
  const officeA = a.id >= OFFICE_PROJECT_ID_MIN;
  const officeB = b.id >= OFFICE_PROJECT_ID_MIN;
  if (officeA !== officeB) return officeA ? -1 : 1;
  if (officeA) return b.date.localeCompare(a.date) || b.id - a.id;
  return a.id - b.id;
}

/** The blog's order: newest first, then by slug. */
export const articleOrder = (a: StoredArticle, b: StoredArticle): number =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** The published records by key, with `changes` applied. */
export function publishedRecords(
  db: SiteDb,
  changes: ReadonlyMap<string, ContentRecord | null> = new Map(),
): Map<string, ContentRecord> {
  const rows = db.db
    .prepare(
      "SELECT key, kind, data FROM content_records WHERE status = 'published' AND deleted_at IS NULL AND data IS NOT NULL",
    )
    .all() as { key: string; kind: ContentKind; data: string }[];
  const records = new Map<string, ContentRecord>();
  for (const r of rows) records.set(r.key, parseContentRecord(r.kind, JSON.parse(r.data), r.key));
  for (const [key, item] of changes) {
    if (item) records.set(key, item);
    else records.delete(key);
  }
  return records;
}

/** Old addresses that redirect to an article's current one, and addresses of articles no longer published. */
function articleAddresses(db: SiteDb, published: ReadonlyMap<string, ContentRecord>) {
  const slugs = db.db.prepare("SELECT lang, slug, key FROM content_slugs ORDER BY lang, slug").all() as {
    lang: "en" | "es";
    slug: string;
    key: string;
  }[];
  const articleRedirects: Record<string, string> = {};
  const goneArticles: string[] = [];
  const current = new Set<string>();
  for (const item of published.values())
    if (item.kind === "article") {
      current.add(articlePath(item.record.slug, "en"));
      if (item.record.es) current.add(articlePath(item.record.es.slug, "es"));
    }
  for (const { lang, slug, key } of slugs) {
    const path = articlePath(slug, lang);
    if (current.has(path)) continue;
    const item = published.get(key);
    const now =
      item?.kind === "article" ? (lang === "en" ? item.record.slug : item.record.es?.slug) : undefined;
    if (now !== undefined) articleRedirects[path] = articlePath(now, lang);
    else goneArticles.push(path);
  }
  return { articleRedirects, goneArticles };
}

/** The snapshot of the published records (with a draft or a publish's changes applied). */
export function loadSnapshot(db: SiteDb, options: SnapshotOptions = {}): ContentSnapshot {
  const changes = new Map(options.changes ?? []);
  const draftKey = options.draft && (options.draftKey ?? contentKey(options.draft));
  if (options.draft && draftKey) changes.set(draftKey, options.draft);
  const published = publishedRecords(db, changes);
  const projects: StoredProject[] = [];
  const articles: StoredArticle[] = [];
  for (const item of published.values()) {
    if (item.kind === "project") projects.push(item.record);
    else articles.push(item.record);
  }
  projects.sort(galleryOrder);
  articles.sort(articleOrder);

  const photos: Record<number, SnapshotPhoto> = {};
  const get = db.db.prepare("SELECT * FROM media WHERE id = ? AND state = 'ready'");
  for (const item of published.values())
    for (const id of mediaIdsOf(item)) {
      const row = get.get(id) as MediaRow | undefined;
      if (row) photos[id] = { width: row.width, height: row.height, variants: variantsOf(row) };
    }

  const version =
    options.version ??
    (db.db.prepare("SELECT version FROM content_version WHERE id = 1").get() as { version: number }).version;
  // The sitemap's date of what the office published (the repository's records keep their files' dates).
  const updatedAt: Record<string, string> = {};
  const office = db.db
    .prepare("SELECT key, MAX(at) AS at FROM content_versions WHERE by_user IS NOT NULL GROUP BY key")
    .all() as { key: string; at: string }[];
  for (const { key, at } of office) if (published.has(key)) updatedAt[key] = at;
  const now = new Date().toISOString();
  for (const key of changes.keys()) if (published.has(key)) updatedAt[key] = now;
  return {
    version,
    projects,
    articles,
    reviews: options.reviews ?? storeReviews(db),
    photos,
    updatedAt,
    ...articleAddresses(db, published),
    ...(draftKey ? { preview: { key: draftKey } } : {}),
  };
}
