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

/**
 * What a review is: a card (stars and a few lines: the seeded cards and every review through the site) or
 * a letter (a customer's signed letter, seeded from the repository: no stars, never counted; the page
 * prints one and offers each as a PDF at `/<name>_testimonial.pdf`). Both have the same states, the same
 * policy reasons to withhold them, the same publishing and history.
 */
export const REVIEW_KINDS = ["card", "letter"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

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

/**
 * What a letter has beyond its words: a letter's `text` is its paragraphs a blank line apart, its
 * `displayName` the signature ("Eleanor M.") and its `city` where the work was done.
 */
export const letterWords = z.strictObject({
  role: trimmed(1, 120),
  salutation: trimmed(1, 200),
  closing: trimmed(1, 120),
});
export const letterParts = letterWords.extend({ date: z.iso.date() });
export type LetterParts = z.output<typeof letterParts>;

/** A letter's paragraphs from its text (a blank line apart). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A marked part of the text to hide: the characters from `start` to `end` (not included). */
export const redaction = z
  .strictObject({ start: z.int().min(0), end: z.int().min(1) })
  .refine((r) => r.end > r.start, "a redaction ends after it starts");
export type Redaction = z.output<typeof redaction>;

/**
 * How much the office may hide: personal details (a phone number, an e-mail or street address, a name)
 * fit in a mark of `mark` characters, and all the marks together stay within `share` of the text (at
 * least `floor` characters, so a short review can still lose a phone number, but never half of it).
 * More would hide what the customer said; a review that breaks the policy is withheld, with its reason.
 */
export const REDACTION_LIMITS = { mark: 80, share: 0.25, floor: 30 } as const;

/** Whether `marks` stay within the limits on `text` (overlapping marks count once). */
export function redactionsWithinLimits(text: string, marks: readonly Redaction[]): boolean {
  const { mark, share, floor } = REDACTION_LIMITS;
  if (marks.some((m) => m.end - m.start > mark)) return false;
  const hidden = new Set<number>();
  for (const m of marks) for (let i = m.start; i < m.end; i++) hidden.add(i);
  return hidden.size <= Math.min(text.length / 2, Math.max(floor, text.length * share));
}

/** The office's translation into the other language, always shown marked as translated. */
export const reviewTranslation = z.strictObject({
  lang,
  text: trimmed(REVIEW_LIMITS.translation.min, REVIEW_LIMITS.translation.max),
  service: trimmed(1, REVIEW_LIMITS.service.max).optional(),
  /** The city as that language names it ("Malibú"), when it differs. */
  city: reviewCity.optional(),
  /** A letter's role, salutation and closing in that language. */
  letter: letterWords.optional(),
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

/** A review as the store keeps it: a card has stars; a letter has its letter parts and no stars. */
export const storedReview = z
  .strictObject({
    id: z.int().positive(),
    kind: z.enum(REVIEW_KINDS),
    source: z.enum(REVIEW_SOURCES),
    rating: reviewRating.optional(),
    letter: letterParts.optional(),
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
    /** Quoted on the services overview (the seeded cards that were); a letter: the one the page prints. */
    featured: z.boolean(),
  })
  .refine(
    (r) =>
      r.kind === "card"
        ? r.rating !== undefined && !r.letter
        : r.rating === undefined && r.letter !== undefined && r.source === "seeded",
    "a card has stars and no letter parts; a letter (seeded only) has its parts and no stars",
  );
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

/** A letter as printed (on the page and in its PDF): its date, signature, place and words. */
export interface LetterText {
  date: string;
  /** The signature: first name and last initial. */
  author: string;
  /** Where the work was done. */
  place: string;
  role: string;
  salutation: string;
  /** Redactions applied. */
  paragraphs: string[];
  closing: string;
}

/** A published letter as the public pages and its PDF show it. */
export interface PublicLetter extends LetterText {
  key: string;
  lang: (typeof langs)[number];
  redacted: boolean;
  translation?: ReviewTranslation;
  reply?: string;
  /** The letter the page prints (the others are offered as PDF files only). */
  featured?: true;
  /** Its PDF's address, `/<name>_testimonial.pdf`. */
  pdf: string;
}

/** What the public pages read of the reviews: the published ones (newest site reviews first) and the figures. */
export interface ReviewsSnapshot {
  published: readonly PublicReview[];
  /** The published letters, the featured one first. */
  letters?: readonly PublicLetter[];
  stats: ReviewStats;
}

/** A letter's PDF address from its signature: "Eleanor M." → "/eleanor-m_testimonial.pdf". */
export const letterPdfPath = (author: string): string =>
  `/${author
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}_testimonial.pdf`;

/** A stored letter as the pages show it. */
export function publicLetter(r: StoredLetter, key: string): PublicLetter {
  return {
    key,
    lang: r.lang,
    date: r.letter.date,
    author: r.displayName,
    place: r.city,
    role: r.letter.role,
    salutation: r.letter.salutation,
    paragraphs: paragraphsOf(shownText(r.text, r.redactions)),
    closing: r.letter.closing,
    redacted: r.redactions.length > 0,
    ...(r.translation ? { translation: r.translation } : {}),
    ...(r.reply ? { reply: r.reply.text } : {}),
    ...(r.featured ? { featured: true as const } : {}),
    pdf: letterPdfPath(r.displayName),
  };
}

/** A letter as one language's page shows it: its own words, or the office's translation marked. */
export interface ShownLetter extends Omit<PublicLetter, "translation"> {
  /** The language of the letter as written (its PDF's). */
  lang: (typeof langs)[number];
  translated: boolean;
}

/**
 * The published letters a page in `lang` shows: each in its own language, or in the office's translation
 * (marked) when it has one with the letter's parts; otherwise as written (its language is marked). The
 * PDF is always the letter as written.
 */
export function lettersIn(letters: readonly PublicLetter[], lang: (typeof langs)[number]): ShownLetter[] {
  return letters.map((l) => {
    const t = l.lang !== lang && l.translation?.lang === lang ? l.translation : undefined;
    const words = t?.letter;
    return {
      key: l.key,
      date: l.date,
      author: l.author,
      place: t?.city ?? l.place,
      role: words?.role ?? l.role,
      salutation: words?.salutation ?? l.salutation,
      paragraphs: t && words ? paragraphsOf(t.text) : l.paragraphs,
      closing: words?.closing ?? l.closing,
      lang: l.lang,
      translated: Boolean(t && words),
      redacted: !(t && words) && l.redacted,
      ...(l.reply ? { reply: l.reply } : {}),
      ...(l.featured ? { featured: true as const } : {}),
      pdf: l.pdf,
    };
  });
}

/** The count and average of the reviews that count: received through the site, not withheld as fake. */
export function reviewStats(
  reviews: readonly Pick<StoredReview, "kind" | "source" | "rating" | "withheldReason">[],
) {
  const counted = reviews.filter(
    (r) => r.kind === "card" && r.source === "site" && r.withheldReason !== NOT_COUNTED_REASON,
  );
  const sum = counted.reduce((s, r) => s + (r.rating ?? 0), 0);
  return {
    count: counted.length,
    average: counted.length ? Math.round((sum / counted.length) * 100) / 100 : null,
  } satisfies ReviewStats;
}

/** A card: a review with its stars. */
export type StoredCard = StoredReview & { kind: "card"; rating: number };
export const isCard = (r: StoredReview): r is StoredCard => r.kind === "card" && r.rating !== undefined;
/** A letter: a review with its letter parts. */
export type StoredLetter = StoredReview & { kind: "letter"; letter: LetterParts };
export const isLetter = (r: StoredReview): r is StoredLetter => r.kind === "letter" && r.letter !== undefined;

/** A stored card as the pages show it. */
export function publicReview(r: StoredCard, key: string): PublicReview {
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
