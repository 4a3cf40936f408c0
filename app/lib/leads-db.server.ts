/**
 * The leads database (SQLite through node:sqlite). Every accepted lead and its e-mail notification are
 * written in one transaction, so a lead is on disk before the visitor sees success and its mail is never
 * forgotten. This module imports nothing but Node built-ins: the `leads` command-line script loads it
 * directly.
 */
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
}

export interface OutboxRow {
  id: number;
  lead_id: number;
  attempts: number;
  next_attempt_at: number;
  status: string;
  last_error: string | null;
}

const MIGRATIONS: string[] = [
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
];

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
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.transaction(() => {
        this.db.exec(MIGRATIONS[v] as string);
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
          `INSERT INTO leads (created_at, form, page, name, email, phone, service, message, ip, user_agent, flagged, flag_reason)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        );
      const id = Number(result.lastInsertRowid);
      if (!lead.flagReason) {
        this.db.prepare("INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)").run(id, now.getTime());
      }
      return id;
    });
  }

  /**
   * An unflagged lead stored since `since` with the same form, message, e-mail and phone (one of them
   * given): the visitor sending again after a network error, not a new request. Both contact fields must
   * match, so two people sharing an office phone or e-mail still make two leads.
   */
  findDuplicate(
    lead: Pick<NewLead, "form" | "email" | "phone" | "message">,
    since: Date,
  ): LeadRow | undefined {
    return this.db
      .prepare(
        `SELECT * FROM leads
         WHERE created_at >= ? AND form = ? AND flagged = 0 AND COALESCE(message, '') = ?
           AND email = ? AND phone = ? AND (email <> '' OR phone <> '')
         ORDER BY id DESC LIMIT 1`,
      )
      .get(since.toISOString(), lead.form, lead.message ?? "", lead.email, lead.phone) as LeadRow | undefined;
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

  /** Notifications whose next attempt is due, oldest first. */
  dueNotifications(now: number, limit = 20): (OutboxRow & { lead: LeadRow })[] {
    const rows = this.db
      .prepare("SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?")
      .all(now, limit) as unknown as OutboxRow[];
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

  outboxStatus(leadId: number): OutboxRow | undefined {
    return this.db.prepare("SELECT * FROM outbox WHERE lead_id = ?").get(leadId) as OutboxRow | undefined;
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
