/**
 * The repository's review cards (app/content/testimonials.ts, their Spanish in es/testimonials.ts) as the
 * records the review store is seeded from: in the language each was written in (English), with the
 * Spanish words as the office's translation, marked as translated wherever it is shown. Pure, so a test
 * passes its own cards.
 */
import type { SeededReview, TestimonialLetter } from "../../content/testimonials.ts";
import { letterPdfPath, type StoredReview } from "./review-record.ts";

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
        kind: "card",
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

const partsOf = ({ role, salutation, closing }: TestimonialLetter) => ({ role, salutation, closing });

/**
 * The repository's letters (app/content/testimonials.ts's `seededLetters`, their Spanish in
 * es/testimonials.ts) as seed records of kind "letter": the paragraphs a blank line apart as the text,
 * the signature as the display name, the place as the city, in English with the Spanish as the office's
 * translation. Keyed `letter-<author>`, apart from the cards' keys.
 */
export function repoLetters(
  english: readonly TestimonialLetter[],
  spanish: readonly TestimonialLetter[],
): RepoReview[] {
  return english.map((l, i) => {
    const es = spanish[i];
    if (!es || es.author !== l.author || es.date !== l.date)
      throw new Error(`letter seed: the Spanish letter ${i} is not ${l.author}'s translation`);
    return {
      seedKey: `letter-${seedKeyOf(l.author)}`,
      review: {
        kind: "letter",
        source: "seeded",
        letter: { date: l.date, ...partsOf(l) },
        lang: "en",
        text: l.paragraphs.join("\n\n"),
        displayName: l.author,
        city: l.place,
        consent: true,
        state: "published",
        redactions: [],
        translation: {
          lang: "es",
          text: es.paragraphs.join("\n\n"),
          ...(es.place !== l.place ? { city: es.place } : {}),
          letter: partsOf(es),
        },
        featured: l.featured === true,
      },
    };
  });
}

/** The PDF addresses of the repository's letters: one route each, prerendered by the build. */
export const repoLetterPdfs = (letters: readonly Pick<TestimonialLetter, "author">[]): string[] =>
  letters.map((l) => letterPdfPath(l.author));
