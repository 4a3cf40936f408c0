/**
 * Leads: their store, in the site's SQLite file (`SiteDb`; the tables are made by `leads-schema.server.ts`'s
 * steps). Every accepted lead and its e-mail notification are written in one transaction, so a lead is on
 * disk before the visitor sees success and its mail is never forgotten.
 */
import type { StatementSync } from "node:sqlite";
import { MessagesDb } from "../mail/messages-db.server";
import type { QueuedMail } from "../mail/messages-db.server";
import { SiteStore } from "../site/site-store.server";
import { LEAD_INSERT, leadInsertValues, type LeadRow, type NewLead } from "./lead-record";
import { leadFingerprint, type LeadIdentity } from "./leads-schema.server";

export { leadFingerprint } from "./leads-schema.server";

export type { LeadDoor, LeadRow, NewLead } from "./lead-record";

/**
 * What a duplicate (the same lead sent again within minutes) does with each field a lead is stored from:
 * "compared" makes it the same lead (the fingerprint's fields), "value" is recorded when it differs (not
 * personal), "named" is recorded by name only when it differs (personal), "ignored" is not known yet
 * (screening comes after the check).
 */
const ON_DUPLICATE = {
  form: "compared",
  name: "compared",
  email: "compared",
  phone: "compared",
  message: "compared",
  page: "value",
  service: "value",
  language: "value",
  door: "value",
  phone_ext: "named",
  best_time: "named",
  ip: "named",
  user_agent: "named",
  flag_reason: "ignored",
} as const satisfies Record<keyof NewLead, "compared" | "value" | "named" | "ignored">;

/** The duplicate check's query (exported for the test that reads its query plan). */
export const DUPLICATE_QUERY = `SELECT * FROM leads
  WHERE fingerprint = ? AND created_at >= ?
    AND form = ? AND flagged = 0 AND COALESCE(message, '') = ? AND name = ? AND email = ? AND phone = ?
  ORDER BY created_at DESC LIMIT 1`;

export class LeadsDb extends SiteStore {
  private readonly messages = new MessagesDb(this.site);
  /** The INSERT, compiled once (a busy form sends many). */
  private insertStatement?: StatementSync;

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
      this.insertStatement ??= this.db.prepare(LEAD_INSERT);
      const result = this.insertStatement.run(
        leadInsertValues(lead, {
          id: null,
          created_at: now.toISOString(),
          flagged: lead.flag_reason ? 1 : 0,
          fingerprint: leadFingerprint({ ...lead, flagReason: lead.flag_reason }),
        }),
      );
      const id = Number(result.lastInsertRowid);
      if (!lead.flag_reason) {
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
   * duplicate check does not compare differed (`ON_DUPLICATE`: the values of those that are not personal,
   * the others by name only).
   */
  recordMerge(leadId: number, again: Partial<NewLead>, now: Date = new Date()): void {
    const lead = this.getLead(leadId);
    if (!lead) return;
    const differences: Record<string, string | null> = {};
    for (const [field, rule] of Object.entries(ON_DUPLICATE) as [keyof NewLead, string][]) {
      const value = again[field] ?? null;
      if (rule === "value" && value !== null && value !== lead[field]) differences[field] = String(value);
      if (rule === "named" && field in again && value !== (lead[field] ?? null)) differences[field] = null;
    }
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
      // Their photos' references go with them; the media sweep then removes the photos and their files.
      this.db
        .prepare(
          "DELETE FROM media_refs WHERE holder IN (SELECT 'lead:' || id FROM leads WHERE created_at < ?)",
        )
        .run(before);
      for (const table of ["request_notes", "lead_merges"])
        this.db
          .prepare(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)`)
          .run(before);
      return Number(this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(before).changes);
    });
  }
}
