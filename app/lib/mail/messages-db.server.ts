/**
 * Mail: the message queue's store (the `messages` table, made by `messages-schema.server.ts`'s steps).
 * A lead or booking queues its messages inside the transaction that stores it; the outbox leases the due
 * ones, sends them and records each attempt.
 */
import { SiteStore } from "../site/site-store.server";

/** A message as queued: what the mail server is given, stored as JSON until it is sent. */
export interface QueuedMail {
  messageId: string;
  to: string;
  from: string;
  /** The visitor's e-mail, when they gave one (the contractor's notices). */
  replyTo?: string;
  subject: string;
  text: string;
  /** A calendar invitation (RFC 5546): sent as `text/calendar; method=…`. */
  icalEvent?: { method: string; filename: string; content: string };
}

/** One queued message (the `messages` table; the lead notifications' former outbox). */
export interface MessageRow {
  id: number;
  created_at: string;
  lead_id: number | null;
  booking_id: number | null;
  recipient: "contractor" | "visitor";
  to_address: string | null;
  /** The composed message as JSON; null once sent, and for lead notices queued before messages were composed. */
  mail: string | null;
  attempts: number;
  next_attempt_at: number;
  status: string;
  last_error: string | null;
  /** Held by a sender until then (ms since the epoch); 0 when no one is sending it. */
  leased_until: number;
}

/** A message to queue with a lead or a booking. */
export interface NewMessage {
  recipient: "contractor" | "visitor";
  mail: QueuedMail;
  leadId?: number;
  bookingId?: number;
}

/**
 * Pending, due, not leased; a lead notice queued before messages were composed only while its lead is
 * there to compose it from.
 */
const DUE = `status = 'pending' AND next_attempt_at <= :now AND leased_until <= :now
  AND (mail IS NOT NULL OR lead_id IN (SELECT id FROM leads))`;

export class MessagesDb extends SiteStore {
  /** Queues a composed message (inside the caller's transaction when there is one); returns its id. */
  queue(message: NewMessage, now: Date = new Date()): number {
    const result = this.db
      .prepare(
        `INSERT INTO messages (created_at, lead_id, booking_id, recipient, to_address, mail, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        now.toISOString(),
        message.leadId ?? null,
        message.bookingId ?? null,
        message.recipient,
        message.mail.to.toLowerCase(),
        JSON.stringify(message.mail),
        now.getTime(),
      );
    return Number(result.lastInsertRowid);
  }

  /** Queues a lead's notice to be composed from the lead when it is sent (no mail settings at hand). */
  queueUncomposed(leadId: number, now: Date = new Date()): number {
    const result = this.db
      .prepare(
        "INSERT INTO messages (created_at, lead_id, recipient, next_attempt_at) VALUES (?, ?, 'contractor', ?)",
      )
      .run(now.toISOString(), leadId, now.getTime());
    return Number(result.lastInsertRowid);
  }

  /** Messages queued to a visitor's address since `since` (the per-address daily cap). */
  countVisitorMessages(address: string, since: Date): number {
    return (
      this.db
        .prepare(
          "SELECT COUNT(*) AS n FROM messages WHERE recipient = 'visitor' AND to_address = ? AND created_at >= ?",
        )
        .get(address.toLowerCase(), since.toISOString()) as { n: number }
    ).n;
  }

  /** The messages due at `now`, oldest first (without taking them). */
  due(now: number, limit = 100): MessageRow[] {
    return this.db
      .prepare(`SELECT * FROM messages WHERE ${DUE} ORDER BY id LIMIT :limit`)
      .all({ now, limit }) as unknown as MessageRow[];
  }

  /**
   * Takes up to `limit` due messages for one sender: in one write transaction each is leased until
   * `now + leaseMs`, so no other sender (another server process on the same file) takes it meanwhile.
   */
  claim(now: number, limit: number, leaseMs: number): MessageRow[] {
    return this.site.transaction(() => {
      const rows = this.due(now, limit);
      const lease = this.db.prepare("UPDATE messages SET leased_until = ? WHERE id = ?");
      for (const row of rows) lease.run(now + leaseMs, row.id);
      return rows.map((row) => ({ ...row, leased_until: now + leaseMs }));
    });
  }

  /** Extends the lease of messages this process is still sending (or about to send) to `until`. */
  renew(ids: readonly number[], until: number) {
    this.db
      .prepare(
        "UPDATE messages SET leased_until = ? WHERE status = 'pending' AND id IN (SELECT value FROM json_each(?))",
      )
      .run(until, JSON.stringify(ids));
  }

  /** Marks a message sent and blanks its stored copy (the mail server has it now). */
  sent(id: number, now: Date = new Date()) {
    this.db
      .prepare(
        `UPDATE messages SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, mail = NULL,
           leased_until = 0 WHERE id = ?`,
      )
      .run(now.toISOString(), id);
  }

  /** Records a failed attempt and when to try again. */
  failed(id: number, error: string, nextAttemptAt: number) {
    this.db
      .prepare(
        "UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, leased_until = 0 WHERE id = ?",
      )
      .run(error.slice(0, 500), nextAttemptAt, id);
  }

  /** Makes every message waiting out a back-off due at `now` (never one being sent); returns how many. */
  retryPostponed(now: number): number {
    return Number(
      this.db
        .prepare(
          "UPDATE messages SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ? AND leased_until <= ?",
        )
        .run(now, now, now).changes,
    );
  }

  /** A lead's notification to the contractor. */
  forLead(leadId: number): MessageRow | undefined {
    return this.db
      .prepare("SELECT * FROM messages WHERE lead_id = ? AND recipient = 'contractor' ORDER BY id LIMIT 1")
      .get(leadId) as MessageRow | undefined;
  }

  /** Deletes the messages of the leads stored before `before` (inside the leads' deletion). */
  deleteForLeadsBefore(before: string) {
    this.db
      .prepare("DELETE FROM messages WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)")
      .run(before);
  }
}
