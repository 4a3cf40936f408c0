/**
 * Review requests: the private link a customer gets to review a finished job. Each carries a 256-bit
 * token (app/lib/booking/tokens.server.ts), stored hashed, looked up by hash and compared in constant
 * time; it expires after `REQUEST_DAYS` and is spent by the first review accepted through it. A customer
 * (a lead or a booking) is asked at most `MAX_ASKS` times, whoever asks.
 */
import { z } from "zod";
import { newToken, rowByToken } from "../booking/tokens.server";
import { langs, type Lang } from "~/content/i18n";
import { column, insertInto, type RowOf } from "../site/record";
import type { SiteDb } from "../site/site-db.server";

import { MAX_ASKS, REQUEST_DAYS } from "./review-paths";

export { MAX_ASKS, REQUEST_DAYS };

export const REQUEST_CHANNELS = ["email", "link", "auto"] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

/** Whose job a request is about: a lead or a booking. */
export type RequestSubject = { leadId: number } | { bookingId: number };

/** `review_requests`, declared once (decision 023): a test compares it with the table. */
export const REVIEW_REQUEST_COLUMNS = {
  id: column("store", z.int()),
  created_at: column("store", z.string()),
  /** SHA-256 of the link's token: the token itself is never stored. */
  token_hash: column("store", z.string()),
  /** Whose job: a lead's or a booking's (exactly one of the two). */
  lead_id: column("store", z.int().nullable()),
  booking_id: column("store", z.int().nullable()),
  /** The customer's language: the e-mail's and the review page's. */
  language: column("store", z.enum(langs)),
  channel: column("store", z.enum(REQUEST_CHANNELS)),
  /** The office account that asked; null for the automatic ask or once that account is gone. */
  asked_by: column("store", z.int().nullable()),
  expires_at: column("store", z.string()),
  /** Set by the first review accepted through the link: the link is spent. */
  spent_at: column("store", z.string().nullable()),
  review_id: column("store", z.int().nullable()),
};
export type ReviewRequestRow = RowOf<typeof REVIEW_REQUEST_COLUMNS>;
const insertRequest = insertInto("review_requests", REVIEW_REQUEST_COLUMNS, (_, k) => k !== "id");

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
        const row = db.prepare(`${insertRequest.sql} RETURNING id`).get(
          insertRequest.values({
            created_at: now.toISOString(),
            token_hash: hash,
            lead_id: "leadId" in subject ? subject.leadId : null,
            booking_id: "bookingId" in subject ? subject.bookingId : null,
            language,
            channel,
            asked_by: askedBy,
            expires_at: expiresAt,
            spent_at: null,
            review_id: null,
          } satisfies Omit<ReviewRequestRow, "id">),
        ) as { id: number };
        return { ok: true, id: row.id, token, expiresAt } as const;
      });
    },

    /** The link `token` opens: looked up by its hash, compared in constant time. Reading changes nothing. */
    find(token: string, now = new Date()): LinkState {
      const request = rowByToken<ReviewRequestRow>(db, "review_requests", token);
      if (!request) return { state: "unknown" };
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
