/**
 * Leads: their store, in the site's SQLite file (`SiteDb`; the tables are made by `leads-schema.server.ts`'s
 * steps). Every accepted lead and its e-mail notification are written in one transaction, so a lead is on
 * disk before the visitor sees success and its mail is never forgotten.
 */
import { MessagesDb } from "../mail/messages-db.server";
import type { QueuedMail } from "../mail/messages-db.server";
import { SiteStore } from "../site/site-store.server";
import { leadFingerprint, type LeadIdentity } from "./leads-schema.server";

export { leadFingerprint } from "./leads-schema.server";

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

/** The duplicate check's query (exported for the test that reads its query plan). */
export const DUPLICATE_QUERY = `SELECT * FROM leads
  WHERE fingerprint = ? AND created_at >= ?
    AND form = ? AND flagged = 0 AND COALESCE(message, '') = ? AND name = ? AND email = ? AND phone = ?
  ORDER BY created_at DESC LIMIT 1`;

export class LeadsDb extends SiteStore {
  private readonly messages = new MessagesDb(this.site);

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
    return this.site.transaction(() => {
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
          this.messages.queue({ recipient: "contractor", leadId: id, mail: compose(row) }, now);
        else this.messages.queueUncomposed(id, now);
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

  /** A lead's notification to the contractor. */
  outboxStatus(leadId: number) {
    return this.messages.forLead(leadId);
  }

  /** Deletes the leads stored before `cutoff`, with their notifications; returns how many leads went. */
  deleteLeadsBefore(cutoff: Date): number {
    const before = cutoff.toISOString();
    return this.site.transaction(() => {
      this.messages.deleteForLeadsBefore(before);
      for (const table of ["request_notes", "lead_merges"])
        this.db
          .prepare(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)`)
          .run(before);
      return Number(this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(before).changes);
    });
  }
}
