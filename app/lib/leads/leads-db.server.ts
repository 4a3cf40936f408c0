/**
 * The leads database (SQLite through node:sqlite). Every accepted lead and its e-mail notification are
 * written in one transaction, so a lead is on disk before the visitor sees success and its mail is never
 * forgotten. This module imports nothing but Node built-ins: the `leads` command-line script loads it
 * directly.
 */
import { createHash } from "node:crypto";
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

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
}

export interface OutboxRow {
  id: number;
  lead_id: number;
  attempts: number;
  next_attempt_at: number;
  status: string;
  last_error: string | null;
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
const MIGRATIONS: (string | ((db: DatabaseSync) => void))[] = [
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

  transaction<T>(fn: () => T): T {
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

  /** Stores a lead and, unless it is flagged, queues its notification; returns the lead id. */
  insertLead(lead: NewLead, now: Date = new Date()): number {
    return this.transaction(() => {
      const result = this.db
        .prepare(
          `INSERT INTO leads (created_at, form, page, name, email, phone, service, message, ip, user_agent, flagged, flag_reason, fingerprint, language)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        );
      const id = Number(result.lastInsertRowid);
      if (!lead.flagReason) {
        this.db.prepare("INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)").run(id, now.getTime());
      }
      return id;
    });
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
   * Notifications whose next attempt is due, oldest first: `limit` of them (a batch; the outbox asks again
   * until none are left), leaving out the ones in `except` (being sent now).
   */
  dueNotifications(
    now: number,
    limit = 100,
    except: readonly number[] = [],
  ): (OutboxRow & { lead: LeadRow })[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ?
           AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT ?`,
      )
      .all(now, JSON.stringify(except), limit) as unknown as OutboxRow[];
    return rows.flatMap((row) => {
      const lead = this.getLead(row.lead_id);
      return lead ? [{ ...row, lead }] : [];
    });
  }

  markSent(outboxId: number, now: Date = new Date()) {
    this.db
      .prepare(
        "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
      )
      .run(now.toISOString(), outboxId);
  }

  markFailed(outboxId: number, error: string, nextAttemptAt: number) {
    this.db
      .prepare("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?")
      .run(error.slice(0, 500), nextAttemptAt, outboxId);
  }

  /** Makes every notification waiting out a back-off due at `now`; returns how many. */
  retryPostponed(now: number): number {
    return Number(
      this.db
        .prepare("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?")
        .run(now, now).changes,
    );
  }

  outboxStatus(leadId: number): OutboxRow | undefined {
    return this.db.prepare("SELECT * FROM outbox WHERE lead_id = ?").get(leadId) as OutboxRow | undefined;
  }

  /** Deletes the leads stored before `cutoff`, with their notifications; returns how many leads went. */
  deleteLeadsBefore(cutoff: Date): number {
    const before = cutoff.toISOString();
    return this.transaction(() => {
      this.db
        .prepare("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)")
        .run(before);
      return Number(this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(before).changes);
    });
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
