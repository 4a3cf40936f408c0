/**
 * A customer review, declared once: its fields, their types and limits, its states and the reasons it may
 * be withheld (decision 034). Plain data and pure functions only (no server code): the store, the office's
 * screen, the public pages and the policy page all read this file.
 *
 * A customer's words and stars are never edited. Personal data in the text is redacted by marking the
 * characters to hide (`redactions`); the text itself stays as it was received, and the pages show the
 * marked parts as a redaction mark.
 */
import { z } from "zod";
import { langs } from "../../content/i18n.ts";

/** The states of a review: received (waiting for the office), published, withheld (with a policy reason). */
export const REVIEW_STATES = ["received", "published", "withheld"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where a review came from: the repository's seed (today's hand-typed cards) or the site (a customer). */
export const REVIEW_SOURCES = ["seeded", "site"] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/**
 * The only reasons a review may be withheld, the same for every rating (decision 034): the review
 * policy page, the office's choices and the audit log all read this list.
 */
export const WITHHOLD_REASONS = [
  "private",
  "abusive",
  "discriminatory",
  "false",
  "unrelated",
  "fake",
] as const;
export type WithholdReason = (typeof WITHHOLD_REASONS)[number];

/** A review withheld for this reason was never a customer's review: it is left out of the count and average. */
export const NOT_COUNTED_REASON: WithholdReason = "fake";

/** A review with consent the office has not acted on is published this many days after it was received. */
export const AUTO_PUBLISH_DAYS = 7;

export const REVIEW_LIMITS = {
  rating: { min: 1, max: 5 },
  text: { min: 10, max: 2000 },
  displayName: { max: 40 },
  city: { max: 60 },
  service: { max: 60 },
  reply: { min: 1, max: 1000 },
  translation: { min: 1, max: 2500 },
} as const;

/**
 * How a reviewer is named: a first name and the initial of the last name ("Dana K.", "José M.",
 * "Mary-Ann O."). Nothing else of their name is stored.
 */
export const DISPLAY_NAME = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)? \p{Lu}\.$/u;

const lang = z.enum(langs);
const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);

export const reviewRating = z.int().min(REVIEW_LIMITS.rating.min).max(REVIEW_LIMITS.rating.max);
export const reviewText = trimmed(REVIEW_LIMITS.text.min, REVIEW_LIMITS.text.max);
export const displayName = z
  .string()
  .trim()
  .max(REVIEW_LIMITS.displayName.max)
  .regex(DISPLAY_NAME, "a first name and the last name's initial, e.g. Dana K.");
export const reviewCity = trimmed(1, REVIEW_LIMITS.city.max);

/** A marked part of the text to hide: the characters from `start` to `end` (not included). */
export const redaction = z
  .strictObject({ start: z.int().min(0), end: z.int().min(1) })
  .refine((r) => r.end > r.start, "a redaction ends after it starts");
export type Redaction = z.output<typeof redaction>;

/** The office's translation into the other language, always shown marked as translated. */
export const reviewTranslation = z.strictObject({
  lang,
  text: trimmed(REVIEW_LIMITS.translation.min, REVIEW_LIMITS.translation.max),
  service: trimmed(1, REVIEW_LIMITS.service.max).optional(),
  /** The city as that language names it ("Malibú"), when it differs. */
  city: reviewCity.optional(),
});
export type ReviewTranslation = z.output<typeof reviewTranslation>;

/** The owner's public reply, shown under the review. */
export const ownerReply = z.strictObject({
  text: trimmed(REVIEW_LIMITS.reply.min, REVIEW_LIMITS.reply.max),
  at: z.iso.datetime(),
});
export type OwnerReply = z.output<typeof ownerReply>;

/** Where a site review came from: the lead or booking the customer was asked about. */
export const reviewOrigin = z.union([
  z.strictObject({ leadId: z.int().positive() }),
  z.strictObject({ bookingId: z.int().positive() }),
]);
export type ReviewOrigin = z.output<typeof reviewOrigin>;

/** What `receive` takes: what the customer's review form sends, and the lead or booking it is about. */
export const receivedReview = z.strictObject({
  rating: reviewRating,
  text: reviewText,
  lang,
  displayName,
  city: reviewCity,
  /** Consent to publish: a review without it is counted but never shown. */
  consent: z.boolean(),
  /** The review's photo, if any: a private `media` row (its ref's holder is `review:<id>`). */
  photoMediaId: z.int().positive().optional(),
  from: reviewOrigin,
});
export type ReceivedReview = z.input<typeof receivedReview>;

/** A review as the store keeps it. */
export const storedReview = z.strictObject({
  id: z.int().positive(),
  source: z.enum(REVIEW_SOURCES),
  rating: reviewRating,
  lang,
  text: reviewText,
  displayName,
  city: reviewCity,
  /** What the job was ("Deck coating"), in the review's language; the seeded cards name it. */
  service: trimmed(1, REVIEW_LIMITS.service.max).optional(),
  consent: z.boolean(),
  photoMediaId: z.int().positive().optional(),
  state: z.enum(REVIEW_STATES),
  withheldReason: z.enum(WITHHOLD_REASONS).optional(),
  receivedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().optional(),
  reply: ownerReply.optional(),
  translation: reviewTranslation.optional(),
  redactions: z.array(redaction),
  /** The lead or booking it came from; none for a seeded review. */
  from: reviewOrigin.optional(),
  /** Quoted on the services overview (the seeded cards that were). */
  featured: z.boolean(),
});
export type StoredReview = z.output<typeof storedReview>;

/** The mark a redacted part is shown as (the same in both languages: it is a sign, not a word). */
export const REDACTION_MARK = "[…]";

/** The text as shown: each redacted part replaced by the redaction mark (the stored text is unchanged). */
export function shownText(text: string, redactions: readonly Redaction[]): string {
  const parts = [...redactions].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const r of parts) {
    const start = Math.max(r.start, at);
    const end = Math.min(r.end, text.length);
    if (end <= start) continue;
    out += text.slice(at, start) + REDACTION_MARK;
    at = end;
  }
  return out + text.slice(at);
}

/** A published review as the public pages show it (nothing the office alone should see). */
export interface PublicReview {
  /** "review:<id>" for a site review, "seed:<slug>" for a seeded one: stable across starts. */
  key: string;
  rating: number;
  lang: (typeof langs)[number];
  /** The customer's words, redactions applied. */
  text: string;
  redacted: boolean;
  name: string;
  city: string;
  service?: string;
  translation?: ReviewTranslation;
  reply?: string;
  featured?: true;
}

/** The count and average of the reviews received through the site (decision 034). */
export interface ReviewStats {
  count: number;
  /** Rounded to two decimals; null when none was received. */
  average: number | null;
}

/** What the public pages read of the reviews: the published ones (newest site reviews first) and the figures. */
export interface ReviewsSnapshot {
  published: readonly PublicReview[];
  stats: ReviewStats;
}

/** The count and average of the reviews that count: received through the site, not withheld as fake. */
export function reviewStats(reviews: readonly Pick<StoredReview, "source" | "rating" | "withheldReason">[]) {
  const counted = reviews.filter((r) => r.source === "site" && r.withheldReason !== NOT_COUNTED_REASON);
  const sum = counted.reduce((s, r) => s + r.rating, 0);
  return {
    count: counted.length,
    average: counted.length ? Math.round((sum / counted.length) * 100) / 100 : null,
  } satisfies ReviewStats;
}

/** A stored review as the pages show it. */
export function publicReview(r: StoredReview, key: string): PublicReview {
  return {
    key,
    rating: r.rating,
    lang: r.lang,
    text: shownText(r.text, r.redactions),
    redacted: r.redactions.length > 0,
    name: r.displayName,
    city: r.city,
    ...(r.service ? { service: r.service } : {}),
    ...(r.translation ? { translation: r.translation } : {}),
    ...(r.reply ? { reply: r.reply.text } : {}),
    ...(r.featured ? { featured: true as const } : {}),
  };
}

/** Whether a review may be shown: published, and given with consent. */
export const isShown = (r: Pick<StoredReview, "state" | "consent">): boolean =>
  r.state === "published" && r.consent;

/** A review as one language's page shows it: in its own language, or the office's translation marked. */
export interface ShownReview {
  key: string;
  rating: number;
  text: string;
  name: string;
  city: string;
  service?: string;
  translated: boolean;
  redacted: boolean;
  reply?: string;
  featured?: true;
}

/** The published reviews a page in `lang` shows: those written in it, then those translated into it. */
export function reviewsIn(published: readonly PublicReview[], lang: (typeof langs)[number]): ShownReview[] {
  return published.flatMap((r): ShownReview[] => {
    const own = r.lang === lang;
    const words = own ? r : r.translation?.lang === lang ? r.translation : undefined;
    if (!words) return [];
    return [
      {
        key: r.key,
        rating: r.rating,
        text: own ? r.text : words.text,
        name: r.name,
        city: own ? r.city : (r.translation?.city ?? r.city),
        ...((own ? r.service : words.service) ? { service: own ? r.service : words.service } : {}),
        translated: !own,
        redacted: own && r.redacted,
        ...(r.reply ? { reply: r.reply } : {}),
        ...(r.featured ? { featured: true as const } : {}),
      },
    ];
  });
}
