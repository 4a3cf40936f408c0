/**
 * Published versions and article addresses, shared by the seed and the office's publishing: each publish
 * records a version (who, when, which fields changed) and every address an article is published at.
 * How long versions are kept: `VERSIONS_KEPT` and `VERSION_KEEP_DAYS` (docs in README.md).
 */
import type { SiteDb } from "../site/site-db.server";
import type { ContentRecord } from "./content-record";

/** Every record keeps at least its newest this many versions … */
export const VERSIONS_KEPT = 50;
/** … and every version younger than this many days. */
export const VERSION_KEEP_DAYS = 365;
/** A deleted record can be restored for this many days; then its data and versions are purged. */
export const RESTORE_DAYS = 30;

const DAY_MS = 24 * 3600_000;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The field paths that differ between two records ("title", "before.alt", "es.body", "tags"): nested
 * objects are compared field by field, arrays and values as wholes. With no earlier record, every field
 * of the new one.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ""): string[] {
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => changedPaths(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  if (before === undefined && isPlain(after) && !prefix) return Object.keys(after).sort();
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix || "(record)"];
}

/** The newest version's record of a key, if any. */
export function latestVersionRecord(db: SiteDb, key: string): unknown {
  const row = db.db
    .prepare("SELECT data FROM content_versions WHERE key = ? ORDER BY id DESC LIMIT 1")
    .get(key) as { data: string } | undefined;
  return row ? JSON.parse(row.data) : undefined;
}

/** Records a published version of a key (in the caller's transaction); returns its id and changed paths. */
export function recordVersion(
  db: SiteDb,
  v: { key: string; revision: number; item: ContentRecord; by: number | null; at: string },
): { id: number; changed: string[] } {
  const changed = changedPaths(latestVersionRecord(db, v.key), v.item.record);
  const row = db.db
    .prepare(
      "INSERT INTO content_versions (key, revision, data, by_user, at, changed) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .get(v.key, v.revision, JSON.stringify(v.item.record), v.by, v.at, JSON.stringify(changed)) as {
    id: number;
  };
  return { id: row.id, changed };
}

/** Remembers the addresses (en, es) a published article is at, so a later slug change redirects them. */
export function rememberSlugs(db: SiteDb, key: string, item: ContentRecord): void {
  if (item.kind !== "article") return;
  const insert = db.db.prepare("INSERT OR IGNORE INTO content_slugs (lang, slug, key) VALUES (?, ?, ?)");
  insert.run("en", item.record.slug, key);
  if (item.record.es) insert.run("es", item.record.es.slug, key);
}

/**
 * Prunes versions: each record keeps its newest `VERSIONS_KEPT` and every version younger than
 * `VERSION_KEEP_DAYS`; a purged record keeps none. Returns how many were deleted.
 */
export function pruneVersions(db: SiteDb, now = new Date()): number {
  const cutoff = new Date(now.getTime() - VERSION_KEEP_DAYS * DAY_MS).toISOString();
  const purged = db.db
    .prepare(
      "DELETE FROM content_versions WHERE key IN (SELECT key FROM content_records WHERE purged_at IS NOT NULL)",
    )
    .run().changes;
  const old = db.db
    .prepare(
      `DELETE FROM content_versions WHERE at < ? AND id NOT IN (
         SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY key ORDER BY id DESC) AS n FROM content_versions)
         WHERE n <= ?)`,
    )
    .run(cutoff, VERSIONS_KEPT).changes;
  return Number(purged) + Number(old);
}

/** The moment before which a deleted record is purged. */
export const purgeBefore = (now: Date): Date => new Date(now.getTime() - RESTORE_DAYS * DAY_MS);
/** Until when a record deleted at `deletedAt` can be restored. */
export const restorableUntil = (deletedAt: string): string =>
  new Date(Date.parse(deletedAt) + RESTORE_DAYS * DAY_MS).toISOString();
