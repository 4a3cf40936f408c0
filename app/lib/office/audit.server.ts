/**
 * The office's audit log: who changed what, when, and which fields. Ids and field
 * names only, never a personal value, so deleting a person's data leaves nothing of theirs here. Every
 * change made in the office or by the command line calls `recordAudit` inside the transaction that makes
 * the change. Node built-ins only: the command line loads this file directly.
 */
import type { DatabaseSync } from "node:sqlite";

/** Who made a change: a signed-in person, or the command line (its own actor). */
export type AuditActor = { userId: number } | "cli";

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, as a short dotted verb: "invitation.create", "person.role", "passkey.revoke" … */
  action: string;
  /** What it was done to: "person", "passkey", "invitation", "lead", "booking" … */
  subjectType: string;
  subjectId: string | number;
  /** The names of the fields that changed (never their values). */
  fields?: string[];
}

/** One row of the log as the owners' page reads it. */
export interface AuditRow {
  id: number;
  at: string;
  actor: "user" | "cli";
  user_id: number | null;
  /** The person's name when the actor is a person (null for the command line). */
  user_name: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  fields: string[];
}

/** A field name: letters, digits, "_" and "-" only, so no value can pass for one. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,40}$/;

/** Records one change (call it inside the transaction that makes the change). */
export function recordAudit(db: DatabaseSync, e: AuditEntry, now: Date = new Date()): void {
  const fields = e.fields ?? [];
  const bad = fields.find((f) => !FIELD_NAME.test(f));
  if (bad !== undefined) throw new Error("recordAudit takes field names, not values");
  db.prepare(
    `INSERT INTO audit_log (at, actor, user_id, action, subject_type, subject_id, fields)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    now.toISOString(),
    e.actor === "cli" ? "cli" : "user",
    e.actor === "cli" ? null : e.actor.userId,
    e.action,
    e.subjectType,
    String(e.subjectId),
    fields.length ? JSON.stringify(fields) : null,
  );
}

/** A page of the log, newest first (`before`: the last id of the previous page). */
export function listAudit(
  db: DatabaseSync,
  { limit = 50, before }: { limit?: number; before?: number } = {},
) {
  const rows = db
    .prepare(
      `SELECT a.id, a.at, a.actor, a.user_id, u.name AS user_name, a.action, a.subject_type, a.subject_id, a.fields
       FROM audit_log a LEFT JOIN office_users u ON u.id = a.user_id
       WHERE a.id < ? ORDER BY a.id DESC LIMIT ?`,
    )
    .all(before ?? Number.MAX_SAFE_INTEGER, limit + 1) as (Omit<AuditRow, "fields"> & {
    fields: string | null;
  })[];
  const entries: AuditRow[] = rows
    .slice(0, limit)
    .map((r) => ({ ...r, fields: r.fields ? (JSON.parse(r.fields) as string[]) : [] }));
  return { entries, next: rows.length > limit ? entries.at(-1)?.id : undefined };
}

/** Deletes entries older than `cutoff` (the privacy page's retention); returns how many. */
export function deleteExpiredAudit(db: DatabaseSync, cutoff: Date): number {
  return Number(db.prepare("DELETE FROM audit_log WHERE at < ?").run(cutoff.toISOString()).changes);
}
