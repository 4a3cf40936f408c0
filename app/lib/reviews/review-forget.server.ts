/**
 * Deleting a person's data removes their reviews: each review of their leads and bookings, its kept
 * versions (its history) and what holds its photo (the media sweep then deletes the file). Called inside
 * the transaction that deletes the person's requests (app/lib/office/requests.server.ts's `deletePerson`).
 * A published one leaves the pages when the content version rises: the page sets follow it.
 */
import { bumpContentVersion } from "../content-store/content-store.server";
import type { SiteDb } from "../site/site-db.server";

export function forgetReviews(
  db: SiteDb,
  { leads, bookings }: { leads: readonly number[]; bookings: readonly number[] },
  /** Receives the photos the reviews held, for the caller to remove at once with the request's. */
  photos: number[] = [],
): number {
  const rows = db.db
    .prepare(
      `SELECT id FROM reviews WHERE lead_id IN (SELECT value FROM json_each(?))
       OR booking_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(leads), JSON.stringify(bookings)) as { id: number }[];
  return forgetReviewIds(
    db,
    rows.map((r) => r.id),
    photos,
  );
}

/**
 * Removes reviews by id: the rows, their kept versions and what holds their photos (pushed to `photos`);
 * raises the content version when one went. Also the office's deletion of one review its writer asked
 * us to remove (the review store's `erase`). Call inside a transaction.
 */
export function forgetReviewIds(db: SiteDb, ids: readonly number[], photos: number[] = []): number {
  for (const id of ids) {
    for (const r of db.db.prepare("SELECT media_id FROM media_refs WHERE holder = ?").all(`review:${id}`) as {
      media_id: number;
    }[])
      photos.push(r.media_id);
    db.db.prepare("DELETE FROM content_versions WHERE key = ?").run(`review:${id}`);
    db.db.prepare("DELETE FROM media_refs WHERE holder = ?").run(`review:${id}`);
    db.db.prepare("DELETE FROM reviews WHERE id = ?").run(id);
  }
  // Any review counts in the average the pages show: the pages follow the raised version.
  if (ids.length > 0) bumpContentVersion(db);
  return ids.length;
}
