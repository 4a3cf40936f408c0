/**
 * The repository's review cards (app/content/testimonials.ts, their Spanish in es/testimonials.ts) as the
 * records the review store is seeded from: in the language each was written in (English), with the
 * Spanish words as the office's translation, marked as translated wherever it is shown. Pure, so a test
 * passes its own cards.
 */
import type { SeededReview } from "../../content/testimonials.ts";
import type { StoredReview } from "./review-record.ts";

/** A seeded review: its stable key and the record without what the store gives it (id, times). */
export interface RepoReview {
  seedKey: string;
  review: Omit<StoredReview, "id" | "receivedAt" | "publishedAt">;
}

/** "Dana K." → "dana-k": the card's key across starts (a card is named by its author). */
export const seedKeyOf = (author: string): string =>
  author
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function repoReviews(
  english: readonly SeededReview[],
  spanish: readonly SeededReview[],
): RepoReview[] {
  return english.map((r, i) => {
    const es = spanish[i];
    if (!es || es.author !== r.author)
      throw new Error(`review seed: the Spanish card ${i} is not ${r.author}'s translation`);
    return {
      seedKey: seedKeyOf(r.author),
      review: {
        source: "seeded",
        rating: r.rating,
        lang: "en",
        text: r.text,
        displayName: r.author,
        city: r.location,
        service: r.service,
        consent: true,
        state: "published",
        redactions: [],
        translation: {
          lang: "es",
          text: es.text,
          service: es.service,
          ...(es.location !== r.location ? { city: es.location } : {}),
        },
        featured: r.featured === true,
      },
    };
  });
}
