/**
 * The content store: the gallery's projects and the blog's articles as the site serves them at run time.
 * The repository's records seed it (`seedContent`, on every start); the office changes it (`saveRecord`,
 * `createProject`, `deleteRecord`); every change raises the content version, which each process sharing
 * the file polls (`watchContentVersion`). Rules and reasons: docs/decisions/029-content-store.md.
 */
import { createHash } from "node:crypto";
import type { SiteDb } from "../site/site-db.server";
import {
  contentKey,
  OFFICE_PROJECT_ID_MIN,
  parseContentRecord,
  type ContentKind,
  type ContentRecord,
  type StoredProject,
} from "./content-record";
import { recordVersion, rememberSlugs } from "./versions.server";

/** A repository record with where it comes from (its file), for messages. */
export interface RepoRecord {
  item: ContentRecord;
  /** The file it was read from, e.g. "app/content/projects.ts" or "app/content/blog/What-is-Pool-Decking.md". */
  file: string;
}

export interface SeedSummary {
  /** New in the repository: added. */
  added: number;
  /** Changed in the repository, never touched by the office: updated to the repository's version. */
  updated: number;
  /** The same as last seeded. */
  unchanged: number;
  /** Changed or deleted by the office: left as the office left it. */
  keptOffice: number;
  /** The content version after the seed (raised once when anything was added or updated). */
  version: number;
}

interface Row {
  key: string;
  kind: ContentKind;
  origin: "repo" | "office";
  data: string | null;
  repo_fingerprint: string | null;
  office_touched: number;
  deleted_at: string | null;
  purged_at: string | null;
  featured_at: string | null;
}

/** Key-order-independent JSON, so a fingerprint changes only when a value does. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The repository's fingerprint of a record: what the seed compares to tell "the repository changed it". */
export const fingerprint = (item: ContentRecord): string =>
  createHash("sha256").update(canonical(item.record)).digest("base64url");

const describe = (item: ContentRecord): string =>
  item.kind === "project"
    ? `project ${item.record.id} ("${item.record.title}")`
    : `article "${item.record.slug}" ("${item.record.title}")`;

const rowOf = (db: SiteDb, key: string) =>
  db.db.prepare("SELECT * FROM content_records WHERE key = ?").get(key) as Row | undefined;

/**
 * Fills the store from the repository's records, by key, in one transaction:
 * - a key the store lacks is added (a project id in the office's range is refused);
 * - a key the office created is refused, naming both records;
 * - a record the office changed or deleted (a tombstone, purged or not) stays as the office left it;
 * - a record the office never touched follows the repository when its fingerprint changed.
 * A record the store has and the repository no longer has stays (the store is the one source).
 * Throws, changing nothing, when any record is refused.
 */
export function seedContent(db: SiteDb, repo: readonly RepoRecord[], now = new Date()): SeedSummary {
  const at = now.toISOString();
  return db.transaction(() => {
    const problems: string[] = [];
    const seen = new Map<string, RepoRecord>();
    for (const r of repo) {
      const key = contentKey(r.item);
      const first = seen.get(key);
      if (first)
        problems.push(
          `${r.file}: ${describe(r.item)} has the same key as ${describe(first.item)} (${first.file})`,
        );
      seen.set(key, r);
      if (r.item.kind === "project" && r.item.record.id >= OFFICE_PROJECT_ID_MIN) {
        problems.push(
          `${r.file}: ${describe(r.item)} takes an id from the office's range (${OFFICE_PROJECT_ID_MIN} and up)`,
        );
      }
      const row = rowOf(db, key);
      if (row?.origin === "office") {
        const office = row.data ? describe(parseContentRecord(row.kind, JSON.parse(row.data), key)) : key;
        problems.push(
          `${r.file}: ${describe(r.item)} clashes with the office's ${office}${row.deleted_at ? " (deleted)" : ""}`,
        );
      }
    }
    if (problems.length > 0)
      throw new Error(`The content seed refused the repository's records:\n  ${problems.join("\n  ")}`);

    const summary = { added: 0, updated: 0, unchanged: 0, keptOffice: 0 };
    // A seeded record is published, by the repository: each addition and update records a version.
    const insert = db.db.prepare(
      `INSERT INTO content_records (key, kind, origin, data, repo_fingerprint, updated_at, status, revision, featured_at)
       VALUES (?, ?, 'repo', ?, ?, ?, 'published', 1, ?)`,
    );
    const follow = db.db.prepare(
      `UPDATE content_records SET data = ?, repo_fingerprint = ?, updated_at = ?, revision = revision + 1,
         revised_by = NULL, featured_at = ? WHERE key = ? RETURNING revision`,
    );
    const featuredAt = (item: ContentRecord, before: string | null) =>
      item.kind === "project" && item.record.featured ? (before ?? at) : null;
    for (const [key, { item }] of seen) {
      const print = fingerprint(item);
      const row = rowOf(db, key);
      if (!row) {
        insert.run(key, item.kind, JSON.stringify(item.record), print, at, featuredAt(item, null));
        recordVersion(db, { key, revision: 1, item, by: null, at });
        rememberSlugs(db, key, item);
        summary.added++;
      } else if (row.office_touched || row.deleted_at) {
        summary.keptOffice++;
      } else if (row.repo_fingerprint !== print) {
        const { revision } = follow.get(
          JSON.stringify(item.record),
          print,
          at,
          featuredAt(item, row.featured_at),
          key,
        ) as { revision: number };
        recordVersion(db, { key, revision, item, by: null, at });
        rememberSlugs(db, key, item);
        summary.updated++;
      } else {
        summary.unchanged++;
      }
    }
    const version = summary.added + summary.updated > 0 ? bumpVersion(db) : readVersion(db);
    return { ...summary, version };
  });
}

/** The one-line summary the server logs after its seed. */
export const seedLine = (s: SeedSummary): string =>
  `content store: ${s.added} added, ${s.updated} updated from the repository, ${s.unchanged} unchanged, ${s.keptOffice} kept as the office left them (version ${s.version})`;

const readVersion = (db: SiteDb): number =>
  (db.db.prepare("SELECT version FROM content_version WHERE id = 1").get() as { version: number }).version;

const bumpVersion = (db: SiteDb): number =>
  (
    db.db
      .prepare("UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version")
      .get() as {
      version: number;
    }
  ).version;

/** The content version: raised by every publish (a seed that changed something, an office change). */
export const contentVersion = (db: SiteDb): number => readVersion(db);

/** Raises the content version (inside the caller's transaction when there is one) and returns it. */
export const bumpContentVersion = (db: SiteDb): number => db.transaction(() => bumpVersion(db));

/**
 * Polls the content version every `intervalMs` (one read of one row) and calls `onChange` with the new
 * version when another process (or this one) published. Returns a function that stops it. The timer does
 * not keep the process alive.
 */
export function watchContentVersion(
  db: SiteDb,
  onChange: (version: number) => void,
  { intervalMs = 2000 }: { intervalMs?: number } = {},
): () => void {
  let last = readVersion(db);
  const timer = setInterval(() => {
    const now = readVersion(db);
    if (now !== last) {
      last = now;
      onChange(now);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A stored record as read back: the record (null once purged) and its state. */
export interface StoredRow {
  key: string;
  item: ContentRecord | null;
  origin: "repo" | "office";
  officeTouched: boolean;
  deleted: boolean;
  purged: boolean;
}

const toStored = (row: Row): StoredRow => ({
  key: row.key,
  item: row.data ? parseContentRecord(row.kind, JSON.parse(row.data), row.key) : null,
  origin: row.origin,
  officeTouched: row.office_touched === 1,
  deleted: row.deleted_at !== null,
  purged: row.purged_at !== null,
});

/** Every row, deleted ones too, by key. */
export const allRows = (db: SiteDb): StoredRow[] =>
  (db.db.prepare("SELECT * FROM content_records ORDER BY key").all() as unknown as Row[]).map(toStored);

/** The published records of a kind (not deleted, not unpublished, not a draft only): projects by id, articles by slug. */
export function liveRecords<K extends ContentKind>(
  db: SiteDb,
  kind: K,
): Extract<ContentRecord, { kind: K }>[] {
  const rows = db.db
    .prepare(
      "SELECT * FROM content_records WHERE kind = ? AND deleted_at IS NULL AND status = 'published' AND data IS NOT NULL",
    )
    .all(kind) as unknown as Row[];
  const items = rows.map((r) => toStored(r).item as Extract<ContentRecord, { kind: K }>);
  return items.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
}

const sortKey = (item: ContentRecord): string =>
  item.kind === "project" ? String(item.record.id).padStart(12, "0") : item.record.slug;

/** The office changes a record (new or existing): it is the office's from now on. Raises the version. */
export function saveRecord(db: SiteDb, item: ContentRecord, now = new Date()): number {
  const checked = parseContentRecord(item.kind, item.record, contentKey(item));
  const key = contentKey(checked);
  return db.transaction(() => {
    const row = rowOf(db, key);
    if (row?.deleted_at) throw new Error(`${key} was deleted; it cannot be saved again`);
    db.db
      .prepare(
        `INSERT INTO content_records (key, kind, origin, data, office_touched, updated_at) VALUES (?, ?, 'office', ?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET data = excluded.data, office_touched = 1, updated_at = excluded.updated_at`,
      )
      .run(key, checked.kind, JSON.stringify(checked.record), now.toISOString());
    return bumpVersion(db);
  });
}

/** The office adds a project: it takes the next id of the office's range. Returns the stored project. */
export function createProject(
  db: SiteDb,
  project: Omit<StoredProject, "id">,
  now = new Date(),
): StoredProject {
  return db.transaction(() => {
    const ids = (
      db.db.prepare("SELECT key FROM content_records WHERE kind = 'project' AND origin = 'office'").all() as {
        key: string;
      }[]
    ).map((r) => Number(r.key.slice("project:".length)));
    const id = Math.max(OFFICE_PROJECT_ID_MIN - 1, ...ids) + 1;
    const record = { ...project, id };
    saveRecord(db, { kind: "project", record }, now);
    return record;
  });
}

/** The office deletes a record: it leaves a tombstone the seed respects. Raises the version. */
export function deleteRecord(db: SiteDb, key: string, now = new Date()): boolean {
  return db.transaction(() => {
    const changed = db.db
      .prepare(
        "UPDATE content_records SET deleted_at = ?, office_touched = 1, updated_at = ? WHERE key = ? AND deleted_at IS NULL",
      )
      .run(now.toISOString(), now.toISOString(), key).changes;
    if (changed === 0) return false;
    bumpVersion(db);
    return true;
  });
}

/**
 * Drops the data, draft and versions of records deleted before `before`; their tombstones (and the
 * addresses an article had, which answer 410) stay. Returns how many.
 */
export const purgeDeleted = (db: SiteDb, before: Date, now = new Date()): number =>
  db.transaction(() => {
    const purged = db.db
      .prepare(
        `UPDATE content_records SET data = NULL, draft = NULL, purged_at = ?
         WHERE deleted_at IS NOT NULL AND deleted_at < ? AND purged_at IS NULL RETURNING key`,
      )
      .all(now.toISOString(), before.toISOString()) as { key: string }[];
    const drop = db.db.prepare("DELETE FROM content_versions WHERE key = ?");
    for (const { key } of purged) drop.run(key);
    return purged.length;
  });

/** Media ids referred to by a photo or image of a record. */
export function mediaIdsOf(item: ContentRecord): number[] {
  const sources =
    item.kind === "project"
      ? [item.record.before.source, item.record.after?.source]
      : [item.record.image?.source];
  return sources.flatMap((s) => (s && "media" in s ? [s.media] : []));
}

/**
 * Which of these uploaded photos the store still uses (the media sweep's referrer): those of every record
 * whose data is kept (a deleted one's too until its purge, so restoring it finds its photos), of every
 * draft and of every kept version (any of them can be restored).
 */
export function contentPhotosInUse(db: SiteDb, ids: readonly number[]): number[] {
  const asked = new Set(ids);
  const used = new Set<number>();
  const rows = db.db
    .prepare(
      `SELECT kind, data FROM content_records WHERE data IS NOT NULL
       UNION ALL SELECT kind, draft FROM content_records WHERE draft IS NOT NULL
       UNION ALL SELECT r.kind, v.data FROM content_versions v JOIN content_records r ON r.key = v.key`,
    )
    .all() as { kind: ContentKind; data: string }[];
  for (const row of rows) {
    const item = { kind: row.kind, record: JSON.parse(row.data) as unknown } as ContentRecord;
    for (const id of mediaIdsOf(item)) if (asked.has(id)) used.add(id);
  }
  return [...used];
}
