/**
 * Review requests: the private link a customer gets to review a finished job. Each carries a 256-bit
 * token (app/lib/booking/tokens.server.ts), stored hashed, looked up by hash and compared in constant
 * time; it expires after `REQUEST_DAYS` and is spent by the first review accepted through it. A customer
 * (a lead or a booking) is asked at most `MAX_ASKS` times, whoever asks.
 */
import { hashToken, newToken, sameHash, TOKEN_PATTERN } from "../booking/tokens.server";
import type { Lang } from "~/content/i18n";
import type { SiteDb } from "../site/site-db.server";

import { MAX_ASKS, REQUEST_DAYS } from "./review-paths";

export { MAX_ASKS, REQUEST_DAYS };

export const REQUEST_CHANNELS = ["email", "link", "auto"] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

/** Whose job a request is about: a lead or a booking. */
export type RequestSubject = { leadId: number } | { bookingId: number };

export interface ReviewRequestRow {
  id: number;
  created_at: string;
  token_hash: string;
  lead_id: number | null;
  booking_id: number | null;
  language: Lang;
  channel: RequestChannel;
  asked_by: number | null;
  expires_at: string;
  spent_at: string | null;
  review_id: number | null;
}

/** Every column of `review_requests`, as the row type names them (a test compares them with the table). */
export const REVIEW_REQUEST_COLUMNS = [
  "id",
  "created_at",
  "token_hash",
  "lead_id",
  "booking_id",
  "language",
  "channel",
  "asked_by",
  "expires_at",
  "spent_at",
  "review_id",
] as const satisfies readonly (keyof ReviewRequestRow)[];
type MissingColumn = Exclude<keyof ReviewRequestRow, (typeof REVIEW_REQUEST_COLUMNS)[number]>;
const everyColumn: [MissingColumn] extends [never] ? true : MissingColumn = true;
void everyColumn;

export type AskResult =
  { ok: true; id: number; token: string; expiresAt: string } | { ok: false; reason: "asked-enough" };

/** What a link is now: open (the form), or why not (spent, expired, or no such link). */
export type LinkState =
  | { state: "open"; request: ReviewRequestRow }
  | { state: "spent" | "expired"; request: ReviewRequestRow }
  | { state: "unknown" };

const DAY_MS = 24 * 60 * 60 * 1000;

const subjectColumn = (s: RequestSubject) =>
  "leadId" in s ? { column: "lead_id", id: s.leadId } : { column: "booking_id", id: s.bookingId };

export function reviewRequests(site: SiteDb) {
  const { db } = site;

  /** How many times this customer was asked. */
  const asks = (subject: RequestSubject): number => {
    const { column, id } = subjectColumn(subject);
    return (
      db.prepare(`SELECT COUNT(*) AS n FROM review_requests WHERE ${column} = ?`).get(id) as { n: number }
    ).n;
  };

  return {
    asks,

    /** A new link for `subject` in `language`, unless the customer was asked `MAX_ASKS` times already. */
    ask(
      subject: RequestSubject,
      {
        language,
        channel,
        askedBy = null,
      }: { language: Lang; channel: RequestChannel; askedBy?: number | null },
      now = new Date(),
    ): AskResult {
      return site.transaction(() => {
        if (asks(subject) >= MAX_ASKS) return { ok: false, reason: "asked-enough" } as const;
        const { token, hash } = newToken();
        const expiresAt = new Date(now.getTime() + REQUEST_DAYS * DAY_MS).toISOString();
        const { column, id } = subjectColumn(subject);
        const row = db
          .prepare(
            `INSERT INTO review_requests (created_at, token_hash, ${column}, language, channel, asked_by, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(now.toISOString(), hash, id, language, channel, askedBy, expiresAt) as { id: number };
        return { ok: true, id: row.id, token, expiresAt } as const;
      });
    },

    /** The link `token` opens: looked up by its hash, compared in constant time. Reading changes nothing. */
    find(token: string, now = new Date()): LinkState {
      if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
      const hash = hashToken(token);
      const request = db.prepare("SELECT * FROM review_requests WHERE token_hash = ?").get(hash) as
        ReviewRequestRow | undefined;
      if (!request || !sameHash(request.token_hash, hash)) return { state: "unknown" };
      if (request.spent_at !== null) return { state: "spent", request };
      if (Date.parse(request.expires_at) <= now.getTime()) return { state: "expired", request };
      return { state: "open", request };
    },

    /**
     * Spends the link `id` on review `reviewId` (call it in the transaction that stores the review): false
     * when it was spent already or has expired, so a second review through one link is refused.
     */
    spend(id: number, reviewId: number, now = new Date()): boolean {
      const changed = db
        .prepare(
          "UPDATE review_requests SET spent_at = ?, review_id = ? WHERE id = ? AND spent_at IS NULL AND expires_at > ?",
        )
        .run(now.toISOString(), reviewId, id, now.toISOString());
      return Number(changed.changes) === 1;
    },

    /**
     * How many customers were asked for a review (a lead or booking asked twice counts once), of the
     * requests still kept: a request goes with its lead or booking at the end of retention.
     */
    customersAsked(): number {
      return (
        db
          .prepare(
            "SELECT COUNT(DISTINCT COALESCE('lead:' || lead_id, 'booking:' || booking_id)) AS n FROM review_requests",
          )
          .get() as { n: number }
      ).n;
    },

    /** The requests sent for a subject, newest first (the office's lead and booking pages). */
    of(subject: RequestSubject): ReviewRequestRow[] {
      const { column, id } = subjectColumn(subject);
      return db
        .prepare(`SELECT * FROM review_requests WHERE ${column} = ? ORDER BY id DESC`)
        .all(id) as unknown as ReviewRequestRow[];
    },
  };
}

export type ReviewRequests = ReturnType<typeof reviewRequests>;
