/**
 * The leads database (SQLite through node:sqlite). Every accepted lead and its e-mail notification are
 * written in one transaction, so a lead is on disk before the visitor sees success and its mail is never
 * forgotten. This module imports nothing but Node built-ins and schema steps imported by relative paths
 * with their `.ts` extension: the `leads` command-line script loads it directly.
 */
import { bookingSecurityStep } from "../booking/booking-security-migration.server.ts";
import { createHash } from "node:crypto";
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { OFFICE_MIGRATIONS } from "../office/office-migrations.server.ts";
import { WORK_MIGRATIONS } from "../office/work-migrations.server.ts";

/** The door a request came through: the two lead forms, the quote API, MCP (see also bookings' channel). */
export type LeadDoor = "quote-form" | "callback" | "quote-api" | "mcp";

export interface NewLead {
  form: "quote" | "emergency";
  page: string;
  name: string;
  email: string;
  phone: string;
  service?: string | null;
  message?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Why the submission looks automated; flagged leads are kept but never e-mailed. */
  flagReason?: string | null;
  /** The language the form was sent in ("en" when not given). */
  language?: "en" | "es";
  /** The door it came through (recorded from the office's first release on). */
  door?: LeadDoor;
}

export interface LeadRow {
  id: number;
  created_at: string;
  form: string;
  page: string;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string | null;
  ip: string | null;
  user_agent: string | null;
  flagged: number;
  flag_reason: string | null;
  /** The duplicate check's key (`leadFingerprint`); null for flagged leads. */
  fingerprint: string | null;
  /** The language the form was sent in: "en" or "es". */
  language: string;
  /** The door it came through; null for leads stored before doors were recorded. */
  door: LeadDoor | null;
  /** Its stage in the office's pipeline (app/lib/office/pipeline.ts). */
  stage: string;
  lost_reason: string | null;
  /** When the office first marked it contacted (speed to lead). */
  contacted_at: string | null;
}

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
export interface OutboxRow {
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
}

/** A message to queue with a lead or a booking. */
export interface NewMessage {
  recipient: "contractor" | "visitor";
  mail: QueuedMail;
  leadId?: number;
  bookingId?: number;
}

/** The fields that make two submissions "the same lead" (see `findDuplicate`). */
type LeadIdentity = Pick<NewLead, "form" | "name" | "email" | "phone" | "message">;

/**
 * The duplicate check's key: a hash of the form, name, message, e-mail and phone, exactly as stored (the
 * lead service has already trimmed and cleaned them). Null when a lead can have no duplicate: it is
 * flagged, or it gives neither an e-mail nor a phone.
 */
export function leadFingerprint(lead: LeadIdentity & { flagReason?: string | null }): string | null {
  if (lead.flagReason || (lead.email === "" && lead.phone === "")) return null;
  return createHash("sha256")
    .update(JSON.stringify([lead.form, lead.name, lead.email, lead.phone, lead.message ?? ""]))
    .digest("base64url");
}

/** Schema steps, applied in order to a file whose PRAGMA user_version is lower; a step may run code. */
export const MIGRATIONS: (string | ((db: DatabaseSync) => void))[] = [
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     form TEXT NOT NULL CHECK (form IN ('quote', 'emergency')),
     page TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     service TEXT,
     message TEXT,
     ip TEXT,
     user_agent TEXT,
     flagged INTEGER NOT NULL DEFAULT 0,
     flag_reason TEXT
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
  // The duplicate check looks a lead up by its fingerprint instead of scanning the last ten minutes.
  // Rows stored before this step are fingerprinted here too, so a resubmission right after an upgrade
  // is still merged (a one-off pass over the table: well under a second for 100,000 leads).
  (db) => {
    db.exec("ALTER TABLE leads ADD COLUMN fingerprint TEXT");
    db.function("lead_fingerprint", (form, name, email, phone, message, flagged) =>
      leadFingerprint({
        form: form as NewLead["form"],
        name: String(name),
        email: String(email),
        phone: String(phone),
        message: message === null ? null : String(message),
        flagReason: flagged ? "flagged" : null,
      }),
    );
    db.exec("UPDATE leads SET fingerprint = lead_fingerprint(form, name, email, phone, message, flagged)");
    db.exec("CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at)");
  },
  // The language a request came in, so a Spanish speaker is called back in Spanish (older rows: English).
  "ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
  // Online booking (app/lib/booking/): bookings, the hashes of their private links, the contractor's
  // one-off closures. A booking holds a seat while its status is 'booked'; 'unconfirmed' (it looked
  // automated) and 'cancelled' hold none. Times are UTC instants.
  `CREATE TABLE bookings (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     uid TEXT NOT NULL UNIQUE,
     window_id TEXT NOT NULL,
     starts_at TEXT NOT NULL,
     ends_at TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled', 'unconfirmed')),
     sequence INTEGER NOT NULL DEFAULT 0,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     phone_key TEXT NOT NULL,
     email TEXT NOT NULL,
     street TEXT NOT NULL,
     zip TEXT NOT NULL,
     surface TEXT,
     note TEXT,
     language TEXT NOT NULL DEFAULT 'en',
     outside_area INTEGER NOT NULL DEFAULT 0,
     channel TEXT NOT NULL DEFAULT 'web',
     flag_reason TEXT,
     ip TEXT,
     user_agent TEXT
   );
   CREATE INDEX bookings_window ON bookings (window_id, status);
   CREATE INDEX bookings_phone ON bookings (phone_key, status, starts_at);
   CREATE INDEX bookings_starts ON bookings (starts_at);
   CREATE TABLE booking_tokens (
     hash TEXT PRIMARY KEY,
     booking_id INTEGER NOT NULL REFERENCES bookings (id),
     created_at TEXT NOT NULL
   );
   CREATE INDEX booking_tokens_booking ON booking_tokens (booking_id);
   CREATE TABLE closures (
     key TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     reason TEXT
   );`,
  // The outbox becomes a queue of messages: several per lead or booking, each composed when it is queued
  // (a booking's carries its manage link, whose token is never stored) and blanked once sent. Lead
  // notifications queued before this step have no stored message and are composed when sent.
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     lead_id INTEGER REFERENCES leads (id),
     booking_id INTEGER REFERENCES bookings (id),
     recipient TEXT NOT NULL CHECK (recipient IN ('contractor', 'visitor')),
     to_address TEXT,
     mail TEXT,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   INSERT INTO messages (id, created_at, lead_id, recipient, status, attempts, next_attempt_at, last_error, sent_at)
     SELECT o.id, l.created_at, o.lead_id, 'contractor', o.status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at
     FROM outbox o JOIN leads l ON l.id = o.lead_id;
   DROP TABLE outbox;
   CREATE INDEX messages_due ON messages (status, next_attempt_at);
   CREATE INDEX messages_lead ON messages (lead_id);
   CREATE INDEX messages_booking ON messages (booking_id);
   CREATE INDEX messages_to ON messages (to_address, created_at);`,
  // Webhook deliveries (app/lib/webhooks/): one row per event and endpoint, written with the lead or the
  // booking; the event id is the same for every endpoint, and the body is kept for a replay.
  `CREATE TABLE webhook_deliveries (
     id INTEGER PRIMARY KEY,
     event_id TEXT NOT NULL,
     endpoint_id TEXT NOT NULL,
     type TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at TEXT NOT NULL,
     lead_id INTEGER REFERENCES leads (id),
     booking_id INTEGER REFERENCES bookings (id),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'dropped')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_status INTEGER,
     last_error TEXT,
     finished_at TEXT,
     UNIQUE (event_id, endpoint_id)
   );
   CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
   CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at);`,
  // Booking security (booking/booking-security-migration.server.ts): form-key secret, idempotency keys,
  // repeat attempts, phone keys without extensions.
  bookingSecurityStep,
  // The office (issue 28): accounts, passkeys, sessions, invitations and the audit log.
  ...OFFICE_MIGRATIONS,
  // The office's inbox and pipeline (app/lib/office/work-migrations.server.ts).
  ...WORK_MIGRATIONS,
];

/** The duplicate check's query (exported for the test that reads its query plan). */
export const DUPLICATE_QUERY = `SELECT * FROM leads
  WHERE fingerprint = ? AND created_at >= ?
    AND form = ? AND flagged = 0 AND COALESCE(message, '') = ? AND name = ? AND email = ? AND phone = ?
  ORDER BY created_at DESC LIMIT 1`;

export class LeadsDb {
  readonly db: DatabaseSync;
  readonly path: string;

  constructor(path: string) {
    this.path = path;
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new DatabaseSync(path);
    this.db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
    );
    this.migrate();
  }

  /** Applies the migrations this file has not yet applied (tracked in PRAGMA user_version). */
  private migrate() {
    const { user_version: version } = this.db.prepare("PRAGMA user_version").get() as {
      user_version: number;
    };
    for (const [v, step] of MIGRATIONS.entries()) {
      if (v < version) continue;
      this.transaction(() => {
        if (typeof step === "string") this.db.exec(step);
        else step(this.db);
        this.db.exec(`PRAGMA user_version = ${v + 1}`);
      });
    }
  }

  /** Runs `fn` in one write transaction; inside another, it joins that one (so a change and its audit commit together). */
  transaction<T>(fn: () => T): T {
    if (this.db.isTransaction) return fn();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = fn();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * Stores a lead and, unless it is flagged, queues its notification, composed by `compose` from the
   * stored row (without it the notification is composed when sent), and lets `announce` queue what else
   * it sends (its webhooks), all in one transaction; returns the lead id.
   */
  insertLead(
    lead: NewLead,
    now: Date = new Date(),
    compose?: (row: LeadRow) => QueuedMail,
    announce?: (row: LeadRow) => void,
  ): number {
    return this.transaction(() => {
      const result = this.db
        .prepare(
          `INSERT INTO leads (created_at, form, page, name, email, phone, service, message, ip, user_agent, flagged, flag_reason, fingerprint, language, door)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          now.toISOString(),
          lead.form,
          lead.page,
          lead.name,
          lead.email,
          lead.phone,
          lead.service ?? null,
          lead.message ?? null,
          lead.ip ?? null,
          lead.userAgent ?? null,
          lead.flagReason ? 1 : 0,
          lead.flagReason ?? null,
          leadFingerprint(lead),
          lead.language ?? "en",
          lead.door ?? null,
        );
      const id = Number(result.lastInsertRowid);
      if (!lead.flagReason) {
        const row = compose || announce ? this.getLead(id) : undefined;
        if (row && announce) announce(row);
        if (row && compose)
          this.queueMessage({ recipient: "contractor", leadId: id, mail: compose(row) }, now);
        else
          this.db
            .prepare(
              "INSERT INTO messages (created_at, lead_id, recipient, next_attempt_at) VALUES (?, ?, 'contractor', ?)",
            )
            .run(now.toISOString(), id, now.getTime());
      }
      return id;
    });
  }

  /** Queues a composed message (inside the caller's transaction when there is one); returns its id. */
  queueMessage(message: NewMessage, now: Date = new Date()): number {
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

  /**
   * An unflagged lead stored since `since` with the same form, name, message, e-mail and phone (one of them
   * given): the visitor sending again after a network error, not a new request. Both contact fields must
   * match, so two people sharing an office phone or e-mail still make two leads. Found through the
   * (fingerprint, created_at) index, so its cost does not grow with the table; the fields are compared
   * as well, so a hash collision could never merge two different leads.
   */
  findDuplicate(lead: LeadIdentity, since: Date): LeadRow | undefined {
    const fingerprint = leadFingerprint(lead);
    if (fingerprint === null) return undefined;
    return this.db
      .prepare(DUPLICATE_QUERY)
      .get(
        fingerprint,
        since.toISOString(),
        lead.form,
        lead.message ?? "",
        lead.name,
        lead.email,
        lead.phone,
      ) as LeadRow | undefined;
  }

  /**
   * Stores that a submission was merged into `leadId` as a duplicate: when, and which of the fields the
   * duplicate check does not compare differed (the page, service, language, the client's address and
   * browser; the values of the first three, which are not personal, the others by name only).
   */
  recordMerge(leadId: number, again: Partial<NewLead>, now: Date = new Date()): void {
    const lead = this.getLead(leadId);
    if (!lead) return;
    const differences: Record<string, string | null> = {};
    const shown = { page: lead.page, service: lead.service, language: lead.language, door: lead.door };
    for (const [field, before] of Object.entries(shown)) {
      const value = again[field as keyof typeof shown] ?? null;
      if (value !== null && value !== before) differences[field] = String(value);
    }
    if ((again.ip ?? null) !== lead.ip) differences.ip = null;
    if ((again.userAgent ?? null) !== lead.user_agent) differences.user_agent = null;
    this.db
      .prepare("INSERT INTO lead_merges (lead_id, created_at, differences) VALUES (?, ?, ?)")
      .run(leadId, now.toISOString(), JSON.stringify(differences));
  }

  /**
   * Whether a lead could be stored now: the file and its folder are writable (and not made read-only by
   * an operator, which even root should notice), and a write transaction can start.
   */
  health(): { ok: true } | { ok: false; reason: string } {
    try {
      if (this.path !== ":memory:") {
        accessSync(dirname(this.path), constants.W_OK);
        accessSync(this.path, constants.W_OK);
        if ((statSync(this.path).mode & 0o222) === 0)
          return { ok: false, reason: "database file is read-only" };
      }
      this.db.exec("BEGIN IMMEDIATE");
      this.db.exec("ROLLBACK");
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** A consistent copy of the live database in `file` (SQLite's online backup; writers may go on). */
  async backupTo(file: string): Promise<number> {
    mkdirSync(dirname(file), { recursive: true });
    return backup(this.db, file);
  }

  getLead(id: number): LeadRow | undefined {
    return this.db.prepare("SELECT * FROM leads WHERE id = ?").get(id) as LeadRow | undefined;
  }

  countLeads(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;
  }

  /** Most recent leads first. */
  listLeads(limit = 50): LeadRow[] {
    return this.db.prepare("SELECT * FROM leads ORDER BY id DESC LIMIT ?").all(limit) as unknown as LeadRow[];
  }

  /**
   * Messages whose next attempt is due, oldest first: `limit` of them (a batch; the outbox asks again
   * until none are left), leaving out the ones in `except` (being sent now). Each comes with its stored
   * message, or (a lead notice queued before messages were composed) its lead to compose it from.
   */
  dueNotifications(
    now: number,
    limit = 100,
    except: readonly number[] = [],
  ): (OutboxRow & { lead?: LeadRow })[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM messages WHERE status = 'pending' AND next_attempt_at <= ?
           AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT ?`,
      )
      .all(now, JSON.stringify(except), limit) as unknown as OutboxRow[];
    return rows.flatMap((row) => {
      if (row.mail !== null) return [row];
      const lead = row.lead_id === null ? undefined : this.getLead(row.lead_id);
      return lead ? [{ ...row, lead }] : [];
    });
  }

  /** Marks a message sent and blanks its stored copy (the mail server has it now). */
  markSent(outboxId: number, now: Date = new Date()) {
    this.db
      .prepare(
        "UPDATE messages SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL, mail = NULL WHERE id = ?",
      )
      .run(now.toISOString(), outboxId);
  }

  markFailed(outboxId: number, error: string, nextAttemptAt: number) {
    this.db
      .prepare(
        "UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      )
      .run(error.slice(0, 500), nextAttemptAt, outboxId);
  }

  /** Makes every notification waiting out a back-off due at `now`; returns how many. */
  retryPostponed(now: number): number {
    return Number(
      this.db
        .prepare("UPDATE messages SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?")
        .run(now, now).changes,
    );
  }

  /** A lead's notification to the contractor. */
  outboxStatus(leadId: number): OutboxRow | undefined {
    return this.db
      .prepare("SELECT * FROM messages WHERE lead_id = ? AND recipient = 'contractor' ORDER BY id LIMIT 1")
      .get(leadId) as OutboxRow | undefined;
  }

  /** Deletes the leads stored before `cutoff`, with their notifications; returns how many leads went. */
  deleteLeadsBefore(cutoff: Date): number {
    const before = cutoff.toISOString();
    return this.transaction(() => {
      for (const table of ["messages", "request_notes", "lead_merges"])
        this.db
          .prepare(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)`)
          .run(before);
      return Number(this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(before).changes);
    });
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
