/**
 * What the public pages read of the reviews, from the store (`storeReviews`) or from the repository's seed
 * alone (`repoReviewsSnapshot`: what the build prerenders). Both go through `publicReview`, so a store that
 * holds only the untouched seed gives exactly the build's pages.
 */
import type { SiteDb } from "../site/site-db.server";
import {
  isCard,
  isLetter,
  isShown,
  publicLetter,
  publicReview,
  reviewStats,
  storedReview,
  type ReviewsSnapshot,
  type StoredReview,
} from "./review-record";
import type { ReviewRow } from "./review-tables";
import type { RepoReview } from "./repo-reviews";

const json = <T>(text: string | null): T | undefined => (text ? (JSON.parse(text) as T) : undefined);

/** A stored row as the record (checked by the schema: a row the schema refuses throws, naming it). */
export function reviewOfRow(row: ReviewRow): StoredReview {
  const reply = json<StoredReview["reply"]>(row.reply);
  const letter = json<StoredReview["letter"]>(row.letter);
  const translation = json<StoredReview["translation"]>(row.translation);
  const from = row.lead_id
    ? { leadId: row.lead_id }
    : row.booking_id
      ? { bookingId: row.booking_id }
      : undefined;
  const result = storedReview.safeParse({
    id: row.id,
    kind: row.kind,
    source: row.source,
    ...(row.rating !== null ? { rating: row.rating } : {}),
    ...(letter ? { letter } : {}),
    lang: row.lang,
    text: row.text,
    displayName: row.display_name,
    city: row.city,
    ...(row.service ? { service: row.service } : {}),
    consent: row.consent === 1,
    ...(row.photo_media_id ? { photoMediaId: row.photo_media_id } : {}),
    state: row.state,
    ...(row.withheld_reason ? { withheldReason: row.withheld_reason } : {}),
    receivedAt: row.received_at,
    ...(row.published_at ? { publishedAt: row.published_at } : {}),
    ...(reply ? { reply } : {}),
    ...(translation ? { translation } : {}),
    redactions: JSON.parse(row.redactions) as unknown,
    ...(from ? { from } : {}),
    featured: row.featured === 1,
  });
  if (!result.success)
    throw new Error(`review ${row.id}: ${result.error.issues.map((i) => i.message).join("; ")}`);
  return result.data;
}

/** The key a published review is shown under: its seed key, or `review:<id>`. */
export const publicKey = (row: Pick<ReviewRow, "id" | "seed_key">): string =>
  row.seed_key ? `seed:${row.seed_key}` : `review:${row.id}`;

/**
 * Cards: site reviews newest published first, then the seeded ones in the seed's order. Letters: the
 * featured one first, then the seed's order.
 */
function snapshotOf(rows: readonly { key: string; order: number; review: StoredReview }[]): ReviewsSnapshot {
  const shown = rows.filter((r) => isShown(r.review));
  const cards = shown.flatMap((r) => (isCard(r.review) ? [{ ...r, review: r.review }] : []));
  const site = cards
    .filter((r) => r.review.source === "site")
    .sort(
      (a, b) => (b.review.publishedAt ?? "").localeCompare(a.review.publishedAt ?? "") || b.order - a.order,
    );
  const seeded = cards.filter((r) => r.review.source === "seeded").sort((a, b) => a.order - b.order);
  const letters = shown
    .flatMap((r) => (isLetter(r.review) ? [{ ...r, review: r.review }] : []))
    .sort((a, b) => Number(b.review.featured) - Number(a.review.featured) || a.order - b.order);
  return {
    published: [...site, ...seeded].map((r) => publicReview(r.review, r.key)),
    letters: letters.map((r) => publicLetter(r.review, r.key)),
    stats: reviewStats(rows.map((r) => r.review)),
  };
}

/** The store's reviews as the pages show them, with `changes` (a change about to be committed) applied. */
export function storeReviews(
  db: SiteDb,
  changes: ReadonlyMap<number, ReviewRow> = new Map(),
): ReviewsSnapshot {
  const rows = (db.db.prepare("SELECT * FROM reviews ORDER BY id").all() as unknown as ReviewRow[]).map(
    (row) => changes.get(row.id) ?? row,
  );
  return snapshotOf(rows.map((row) => ({ key: publicKey(row), order: row.id, review: reviewOfRow(row) })));
}

/** The repository's seeded reviews alone, as the build prerenders them (no site review: nothing counted). */
export function repoReviewsSnapshot(records: readonly RepoReview[]): ReviewsSnapshot {
  return snapshotOf(
    records.map((r, i) => ({
      key: `seed:${r.seedKey}`,
      order: i + 1,
      review: { ...r.review, id: i + 1, receivedAt: "1970-01-01T00:00:00.000Z" } as StoredReview,
    })),
  );
}
