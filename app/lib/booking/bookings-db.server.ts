/**
 * Booking: the bookings' store, in the site's SQLite file (tables made by booking-schema.server.ts's
 * steps). Every change runs in one `BEGIN IMMEDIATE` transaction, which takes SQLite's write lock
 * before it reads: the seat count and the insert are one step even with two server processes (or a
 * server and the command line) on the same file, so a window never holds more than its capacity.
 */
import type { StatementSync } from "node:sqlite";
import { MessagesDb, type NewMessage } from "../mail/messages-db.server";
import { SiteStore } from "../site/site-store.server";
import { storedPhone } from "./booking-phone";
import {
  BOOKING_INSERT,
  BOOKING_REQUEST_INSERT,
  bookingInsertValues,
  bookingRequestValues,
  type BookingChannel,
  type BookingRow,
  type BookingStatus,
  type NewBookingColumns,
} from "./booking-record";
import { hashToken, newToken, sameHash, TOKEN_PATTERN } from "./tokens.server";
import type { ArrivalWindow } from "./windows";

export type { BookingChannel, BookingRow, BookingStatus } from "./booking-record";

/**
 * A booking to store: its columns as the record declares them (booking-record.ts; the phone number as
 * typed: the store reads it into E.164 and its extension), and the window it takes.
 */
export interface NewBooking extends NewBookingColumns {
  window: ArrivalWindow;
  /**
   * The client's retry key, already scoped to the client and hashed (`scope`), and the hash of the body it
   * came with: the same key and body within 24 hours get the booking it made; another body is refused.
   */
  idempotency?: { scope: string; bodyHash: string };
}

/** How long a retry key is kept. */
export const IDEMPOTENCY_MS = 24 * 3_600_000;
/** The period of the daily booking allowance: the last 24 hours. */
export const ALLOWANCE_MS = 24 * 3_600_000;

/** How many booking requests one client (its `clientKey`) may make in 24 hours, counted in the database. */
export interface Allowance {
  key: string;
  perDay: number;
}

/** What happened to the private link when a number that holds a booking was sent again. */
export type LinkOutcome = "emailed" | "no-email" | "daily-limit";

/** A request for a number that already held a booking (the office's list shows them). */
export interface AttemptRow {
  booking_id: number;
  created_at: string;
  channel: BookingChannel;
  link: LinkOutcome;
}

/** The messages a change queues, composed with the row and (when one was made) the new private link's token. */
export type ComposeMessages = (booking: BookingRow, token: string | undefined) => NewMessage[];
/** What else a change queues in its transaction (its webhooks), given the row after and before. */
export type AnnounceChange = (booking: BookingRow, previous?: BookingRow) => void;

/** What a change queues besides the row itself. */
export interface ChangeEffects {
  compose: ComposeMessages;
  announce?: AnnounceChange;
}

export type BookOutcome =
  /** Booked: the new booking and its private link's token. */
  | { kind: "booked"; booking: BookingRow; token: string }
  /** The same client retried with the same key and body: the booking it made, with a fresh link. */
  | { kind: "same"; booking: BookingRow; token: string }
  /** The same key came with another body. */
  | { kind: "key-reused" }
  /** The client has made its allowance of requests in the last 24 hours: the earliest may age out at `until`. */
  | { kind: "limited"; until: Date }
  /** This phone number already holds an upcoming booking (another window, or other details). */
  | { kind: "exists"; booking: BookingRow }
  /** The window is full or closed. */
  | { kind: "full" }
  /** Looked automated: stored for a call-back, no seat held. */
  | { kind: "unconfirmed"; booking: BookingRow };

export type ChangeOutcome =
  | { kind: "moved" | "cancelled"; booking: BookingRow }
  | { kind: "unchanged"; booking: BookingRow }
  | { kind: "too-late"; booking: BookingRow }
  | { kind: "full"; booking: BookingRow }
  | { kind: "gone" };

export class BookingsDb extends SiteStore {
  private readonly messages = new MessagesDb(this.site);

  private insertToken(bookingId: number, now: Date): string {
    const { token, hash } = newToken();
    this.db
      .prepare("INSERT INTO booking_tokens (hash, booking_id, created_at) VALUES (?, ?, ?)")
      .run(hash, bookingId, now.toISOString());
    return token;
  }

  private queue(messages: NewMessage[], now: Date) {
    for (const m of messages) this.messages.queue(m, now);
  }

  get(id: number): BookingRow | undefined {
    return this.db.prepare("SELECT * FROM bookings WHERE id = ?").get(id) as BookingRow | undefined;
  }

  /** A row this transaction has just written. */
  private stored(id: number): BookingRow {
    const row = this.get(id);
    if (!row) throw new Error(`booking ${id} vanished inside its own transaction`);
    return row;
  }

  /** The booking a private link's token opens, or undefined (a malformed or unknown token alike). */
  byToken(token: string): BookingRow | undefined {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const hash = hashToken(token);
    const row = this.db.prepare("SELECT hash, booking_id FROM booking_tokens WHERE hash = ?").get(hash) as
      { hash: string; booking_id: number } | undefined;
    if (!row || !sameHash(row.hash, hash)) return undefined;
    return this.get(row.booking_id);
  }

  /** A fresh private link for a booking (a re-sent link): the older ones keep working. */
  addToken(bookingId: number, now: Date = new Date()): string {
    return this.insertToken(bookingId, now);
  }

  /**
   * Changes whenever the file may have changed: SQLite's `data_version` moves when another connection
   * (the command line, a second server) commits, and `total_changes()` when this one writes. The open
   * windows are cached on it (booking-service.server.ts).
   */
  version(): string {
    this.versionQuery ??= this.db.prepare(
      "SELECT total_changes() AS own, data_version AS other FROM pragma_data_version",
    );
    const { own, other } = this.versionQuery.get() as { own: number; other: number };
    return `${other}.${own}`;
  }
  private versionQuery: StatementSync | undefined;

  /** Seats held per window, for windows that have not ended. */
  seatsTaken(now: Date): Map<string, number> {
    const rows = this.db
      .prepare(
        "SELECT window_id, COUNT(*) AS n FROM bookings WHERE status = 'booked' AND ends_at > ? GROUP BY window_id",
      )
      .all(now.toISOString()) as { window_id: string; n: number }[];
    return new Map(rows.map((r) => [r.window_id, r.n]));
  }

  /** The windows and dates the contractor closed from the command line. */
  closures(): Set<string> {
    const rows = this.db.prepare("SELECT key FROM closures").all() as { key: string }[];
    return new Set(rows.map((r) => r.key));
  }

  /** Closes a window ("2027-03-15-am") or a whole date ("2027-03-15"); bookings already in it stay. */
  close(key: string, reason: string | null, now: Date = new Date()): boolean {
    const result = this.db
      .prepare("INSERT OR IGNORE INTO closures (key, created_at, reason) VALUES (?, ?, ?)")
      .run(key, now.toISOString(), reason);
    return Number(result.changes) > 0;
  }

  reopen(key: string): boolean {
    return Number(this.db.prepare("DELETE FROM closures WHERE key = ?").run(key).changes) > 0;
  }

  /** Whether the office closed this window, or its whole day (a visitor may then move it at any time). */
  closedFor(windowId: string): boolean {
    return (
      this.db.prepare("SELECT 1 FROM closures WHERE key IN (?, ?)").get(windowId, windowId.slice(0, 10)) !==
      undefined
    );
  }

  private isClosed(window: ArrivalWindow): boolean {
    return (
      this.db.prepare("SELECT 1 FROM closures WHERE key IN (?, ?)").get(window.id, window.date) !== undefined
    );
  }

  private seatsIn(windowId: string): number {
    return (
      this.db
        .prepare("SELECT COUNT(*) AS n FROM bookings WHERE window_id = ? AND status = 'booked'")
        .get(windowId) as { n: number }
    ).n;
  }

  /** The booking a phone number (as typed) holds whose window has not ended yet. */
  upcomingFor(phone: string, now: Date): BookingRow | undefined {
    return this.db
      .prepare(
        "SELECT * FROM bookings WHERE phone_key = ? AND status = 'booked' AND ends_at > ? ORDER BY starts_at LIMIT 1",
      )
      .get(storedPhone(phone).phone_key, now.toISOString()) as BookingRow | undefined;
  }

  /**
   * Books a seat in a window, or says why not, in one write transaction: the client's retry key first
   * (the same key and body get the booking it made; another body is refused), then the client's daily
   * allowance (every other request counts), then the window's closures and seats (a full window answers
   * alike whatever the number), then the phone number's upcoming booking (any other request for it is
   * refused: it never gets that booking's link), then the insert, its private link, its messages and the
   * retry key.
   */
  book(
    booking: NewBooking,
    {
      now = new Date(),
      capacity,
      allowance,
      compose,
      announce,
    }: { now?: Date; capacity: number; allowance?: Allowance } & ChangeEffects,
  ): BookOutcome {
    return this.site.transaction((): BookOutcome => {
      const key = booking.idempotency;
      if (key) {
        const earlier = this.keyed(key.scope, now);
        if (earlier) {
          if (!sameHash(earlier.body_hash, key.bodyHash)) return { kind: "key-reused" };
          const made = this.stored(earlier.booking_id);
          if (made.status === "unconfirmed") return { kind: "unconfirmed", booking: made };
          return { kind: "same", booking: made, token: this.insertToken(made.id, now) };
        }
      }
      if (allowance) {
        const until = this.spend(allowance, now);
        if (until) return { kind: "limited", until };
      }
      if (booking.flag_reason) {
        const held = this.insert(booking, "unconfirmed", now);
        this.remember(key, held.id, now);
        return { kind: "unconfirmed", booking: held };
      }
      if (this.isClosed(booking.window) || this.seatsIn(booking.window.id) >= capacity)
        return { kind: "full" };
      const existing = this.upcomingFor(booking.phone, now);
      if (existing) return { kind: "exists", booking: existing };
      const row = this.insert(booking, "booked", now);
      const token = this.insertToken(row.id, now);
      this.remember(key, row.id, now);
      this.queue(compose(row, token), now);
      announce?.(row);
      return { kind: "booked", booking: row, token };
    });
  }

  /**
   * Counts one request against the client's allowance, unless it has made `perDay` in the last 24 hours:
   * then counts nothing and answers when the earliest of them ages out. Older requests are dropped here.
   */
  private spend({ key, perDay }: Allowance, now: Date): Date | undefined {
    const since = new Date(now.getTime() - ALLOWANCE_MS).toISOString();
    this.db.prepare("DELETE FROM booking_requests WHERE created_at <= ?").run(since);
    const made = this.db
      .prepare("SELECT COUNT(*) AS n, MIN(created_at) AS first FROM booking_requests WHERE client_key = ?")
      .get(key) as { n: number; first: string | null };
    if (made.n >= perDay && made.first) return new Date(Date.parse(made.first) + ALLOWANCE_MS);
    this.db
      .prepare(BOOKING_REQUEST_INSERT)
      .run(bookingRequestValues({ client_key: key, created_at: now.toISOString() }));
    return undefined;
  }

  /** Whether a booking's link was e-mailed again on a request for its number since `since`. */
  linkEmailedSince(bookingId: number, since: Date): boolean {
    return (
      this.db
        .prepare(
          "SELECT 1 FROM booking_attempts WHERE booking_id = ? AND link = 'emailed' AND created_at > ? LIMIT 1",
        )
        .get(bookingId, since.toISOString()) !== undefined
    );
  }

  /** The booking a retry key made in the last 24 hours (older keys are dropped here). */
  private keyed(scope: string, now: Date) {
    this.db
      .prepare("DELETE FROM booking_idempotency WHERE created_at < ?")
      .run(new Date(now.getTime() - IDEMPOTENCY_MS).toISOString());
    return this.db
      .prepare("SELECT body_hash, booking_id FROM booking_idempotency WHERE scope = ?")
      .get(scope) as { body_hash: string; booking_id: number } | undefined;
  }

  private remember(key: NewBooking["idempotency"], bookingId: number, now: Date) {
    if (!key) return;
    this.db
      .prepare(
        "INSERT INTO booking_idempotency (scope, body_hash, booking_id, created_at) VALUES (?, ?, ?, ?)",
      )
      .run(key.scope, key.bodyHash, bookingId, now.toISOString());
  }

  /** Notes a request for a number that already held this booking, and what became of its link. */
  recordAttempt(bookingId: number, channel: BookingChannel, link: LinkOutcome, now: Date): void {
    this.db
      .prepare("INSERT INTO booking_attempts (booking_id, created_at, channel, link) VALUES (?, ?, ?, ?)")
      .run(bookingId, now.toISOString(), channel, link);
  }

  /** The requests made for a booking's number while it held it, oldest first. */
  attempts(bookingId: number): AttemptRow[] {
    return this.db
      .prepare(
        "SELECT booking_id, created_at, channel, link FROM booking_attempts WHERE booking_id = ? ORDER BY id",
      )
      .all(bookingId) as unknown as AttemptRow[];
  }

  private insert(
    { window, idempotency: _key, ...b }: NewBooking,
    status: BookingStatus,
    now: Date,
  ): BookingRow {
    const stamp = now.toISOString();
    this.insertStatement ??= this.db.prepare(BOOKING_INSERT);
    const result = this.insertStatement.run(
      bookingInsertValues(b, {
        id: null,
        created_at: stamp,
        updated_at: stamp,
        uid: `booking-${crypto.randomUUID()}`,
        window_id: window.id,
        starts_at: window.start.toISOString(),
        ends_at: window.end.toISOString(),
        status,
        sequence: 0,
        ...storedPhone(b.phone),
      }),
    );
    return this.stored(Number(result.lastInsertRowid));
  }
  /** The INSERT, compiled once. */
  private insertStatement: StatementSync | undefined;

  /**
   * Moves a booking to another window, in one write transaction: still booked, still changeable
   * (`changeable`, the 12-hour rule, checked here on the stored window), and a seat free in the new one.
   * The SEQUENCE rises, so calendars update the one event.
   */
  move(
    id: number,
    to: ArrivalWindow,
    {
      now = new Date(),
      capacity,
      changeable,
      compose,
      announce,
    }: {
      now?: Date;
      capacity: number;
      changeable: (current: { start: Date }) => boolean;
    } & ChangeEffects,
  ): ChangeOutcome {
    return this.site.transaction((): ChangeOutcome => {
      const current = this.get(id);
      if (!current || current.status !== "booked") return { kind: "gone" };
      if (!changeable({ start: new Date(current.starts_at) })) return { kind: "too-late", booking: current };
      if (current.window_id === to.id) return { kind: "unchanged", booking: current };
      if (this.isClosed(to) || this.seatsIn(to.id) >= capacity) return { kind: "full", booking: current };
      this.db
        .prepare(
          `UPDATE bookings SET window_id = ?, starts_at = ?, ends_at = ?, sequence = sequence + 1, updated_at = ?
           WHERE id = ?`,
        )
        .run(to.id, to.start.toISOString(), to.end.toISOString(), now.toISOString(), id);
      const moved = this.stored(id);
      this.queue(compose(moved, undefined), now);
      announce?.(moved, current);
      return { kind: "moved", booking: moved };
    });
  }

  /** Cancels a booking (its seat frees), on the same terms as a move. */
  cancel(
    id: number,
    {
      now = new Date(),
      changeable,
      compose,
      announce,
    }: { now?: Date; changeable: (current: { start: Date }) => boolean } & ChangeEffects,
  ): ChangeOutcome {
    return this.site.transaction((): ChangeOutcome => {
      const current = this.get(id);
      if (!current || current.status !== "booked") return { kind: "gone" };
      if (!changeable({ start: new Date(current.starts_at) })) return { kind: "too-late", booking: current };
      this.db
        .prepare(
          "UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = ? WHERE id = ?",
        )
        .run(now.toISOString(), id);
      const cancelled = this.stored(id);
      this.queue(compose(cancelled, undefined), now);
      announce?.(cancelled, current);
      return { kind: "cancelled", booking: cancelled };
    });
  }

  /** Bookings whose window ends after `since`, in time order (the calendar feed, the command line). */
  listFrom(since: Date, { includeUnconfirmed = true } = {}): BookingRow[] {
    return this.db
      .prepare(
        `SELECT * FROM bookings WHERE ends_at > ? ${includeUnconfirmed ? "" : "AND status != 'unconfirmed'"}
         ORDER BY starts_at, id`,
      )
      .all(since.toISOString()) as unknown as BookingRow[];
  }

  /** Deletes bookings whose window ended before `cutoff`, with their links and messages; returns how many. */
  deleteEndedBefore(cutoff: Date): number {
    const before = cutoff.toISOString();
    return this.site.transaction(() => {
      const ids = "SELECT id FROM bookings WHERE ends_at < ?";
      // Their photos' references go with them; the media sweep then removes the photos and their files.
      this.db
        .prepare(
          "DELETE FROM media_refs WHERE holder IN (SELECT 'booking:' || id FROM bookings WHERE ends_at < ?)",
        )
        .run(before);
      for (const table of ["messages", "request_notes", "closure_notices"])
        this.db.prepare(`DELETE FROM ${table} WHERE booking_id IN (${ids})`).run(before);
      this.db.prepare(`DELETE FROM booking_tokens WHERE booking_id IN (${ids})`).run(before);
      this.db.prepare(`DELETE FROM booking_idempotency WHERE booking_id IN (${ids})`).run(before);
      this.db.prepare(`DELETE FROM booking_attempts WHERE booking_id IN (${ids})`).run(before);
      return Number(this.db.prepare("DELETE FROM bookings WHERE ends_at < ?").run(before).changes);
    });
  }
}
