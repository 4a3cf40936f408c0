/**
 * The `media` and `media_refs` tables (media-schema.server.ts), on the site's database: accepted uploads,
 * the queue's claims and results, the storage used, and the references that keep a photo.
 */
import { SiteStore } from "../site/site-store.server";
import { MEDIA_INSERT, type MediaRow, type MediaVariant, type NewMedia } from "./media-record";

export class MediaStore extends SiteStore {
  /** Stores an accepted upload as pending; its id. */
  insertPending(media: NewMedia, now = new Date()): number {
    const result = this.db
      .prepare(MEDIA_INSERT)
      .run({ ...media, created_at: now.toISOString() } as Record<string, string | number | null>);
    return Number(result.lastInsertRowid);
  }

  get(id: number): MediaRow | undefined {
    return this.db.prepare("SELECT * FROM media WHERE id = ?").get(id) as MediaRow | undefined;
  }

  /** The oldest pending photo no other queue holds, leased to this one until `now + leaseMs`. */
  claimNext(now: number, leaseMs: number): MediaRow | undefined {
    return this.site.transaction(() => {
      const row = this.db
        .prepare(
          "SELECT * FROM media WHERE state = 'pending' AND (leased_until IS NULL OR leased_until < ?) ORDER BY id LIMIT 1",
        )
        .get(now) as MediaRow | undefined;
      if (row) this.db.prepare("UPDATE media SET leased_until = ? WHERE id = ?").run(now + leaseMs, row.id);
      return row;
    });
  }

  /** Whether the photo was still there to mark (false: deleted while it was being encoded). */
  markReady(id: number, variants: readonly MediaVariant[], now = new Date()): boolean {
    const bytes = variants.reduce((sum, v) => sum + v.bytes, 0);
    const { changes } = this.db
      .prepare(
        "UPDATE media SET state = 'ready', variants = ?, encoded_bytes = ?, error = NULL, leased_until = NULL, ready_at = ? WHERE id = ?",
      )
      .run(JSON.stringify(variants), bytes, now.toISOString(), id);
    return Number(changes) > 0;
  }

  markFailed(id: number, error: string): void {
    this.db
      .prepare("UPDATE media SET state = 'failed', error = ?, leased_until = NULL WHERE id = ?")
      .run(error.slice(0, 500), id);
  }

  /**
   * Bytes the stored photos take: a pending upload's own size (its file waits on disk), a ready photo's
   * encoded files. What the storage cap counts.
   */
  usedBytes(): number {
    const row = this.db
      .prepare(
        "SELECT COALESCE(SUM(CASE state WHEN 'pending' THEN upload_bytes ELSE encoded_bytes END), 0) AS used FROM media",
      )
      .get() as { used: number };
    return row.used;
  }

  count(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM media").get() as { n: number }).n;
  }

  /**
   * `holder` refers to photo `mediaId` (until `until`, or for as long as the reference exists): a record,
   * a draft, a kept version, a deleted record within its 30 days. Writing it again moves its `until`.
   */
  addRef(mediaId: number, holder: string, until?: Date): void {
    this.db
      .prepare(
        "INSERT INTO media_refs (media_id, holder, until) VALUES (?, ?, ?) ON CONFLICT (media_id, holder) DO UPDATE SET until = excluded.until",
      )
      .run(mediaId, holder, until?.toISOString() ?? null);
  }

  /** Drops one reference, or every reference `holder` has when `mediaId` is left out. */
  removeRef(holder: string, mediaId?: number): void {
    if (mediaId === undefined) this.db.prepare("DELETE FROM media_refs WHERE holder = ?").run(holder);
    else this.db.prepare("DELETE FROM media_refs WHERE holder = ? AND media_id = ?").run(holder, mediaId);
  }

  /**
   * Photos nothing refers to any more, uploaded before `createdBefore` (a pending upload keeps its photo
   * until then): references whose `until` has passed no longer count, and are deleted.
   */
  unreferenced(now: Date, createdBefore: Date): MediaRow[] {
    return this.site.transaction(() => {
      this.db.prepare("DELETE FROM media_refs WHERE until IS NOT NULL AND until <= ?").run(now.toISOString());
      return this.db
        .prepare(
          "SELECT * FROM media WHERE created_at < ? AND NOT EXISTS (SELECT 1 FROM media_refs r WHERE r.media_id = media.id) ORDER BY id",
        )
        .all(createdBefore.toISOString()) as MediaRow[];
    });
  }

  /**
   * A customer's request's photos (`holder` "lead:12" or "booking:7"): the private photos it refers to,
   * by media id, failed ones left out (a pending one is still being encoded).
   */
  requestPhotos(holder: string, now = new Date()): MediaRow[] {
    return this.db
      .prepare(
        `SELECT m.* FROM media_refs r JOIN media m ON m.id = r.media_id
         WHERE r.holder = ? AND (r.until IS NULL OR r.until > ?) AND m.public = 0 AND m.state != 'failed'
         ORDER BY m.id`,
      )
      .all(holder, now.toISOString()) as MediaRow[];
  }

  /** Photo `id` if it is a customer's (private, ready, and a lead or a booking still refers to it). */
  customerPhoto(id: number, now = new Date()): MediaRow | undefined {
    return this.db
      .prepare(
        `SELECT * FROM media WHERE id = ? AND public = 0 AND state = 'ready' AND EXISTS (
           SELECT 1 FROM media_refs r WHERE r.media_id = media.id AND (r.until IS NULL OR r.until > ?)
             AND (r.holder LIKE 'lead:%' OR r.holder LIKE 'booking:%'))`,
      )
      .get(id, now.toISOString()) as MediaRow | undefined;
  }

  delete(id: number): void {
    this.db.prepare("DELETE FROM media WHERE id = ?").run(id);
  }

  /** The photos `holder` refers to, by id (a request's photos in the order they came). */
  heldBy(holder: string): MediaRow[] {
    return this.db
      .prepare(
        "SELECT m.* FROM media m JOIN media_refs r ON r.media_id = m.id WHERE r.holder = ? ORDER BY m.id",
      )
      .all(holder) as MediaRow[];
  }

  /** How many photos each of these holders refers to (holders with none are left out). */
  countHeld(holders: readonly string[]): Map<string, number> {
    const rows = this.db
      .prepare(
        "SELECT holder, COUNT(*) AS n FROM media_refs WHERE holder IN (SELECT value FROM json_each(?)) GROUP BY holder",
      )
      .all(JSON.stringify(holders)) as { holder: string; n: number }[];
    return new Map(rows.map((r) => [r.holder, r.n]));
  }

  /** Whether anything still refers to photo `id`. */
  isReferenced(id: number): boolean {
    return this.db.prepare("SELECT 1 FROM media_refs WHERE media_id = ? LIMIT 1").get(id) !== undefined;
  }
}
