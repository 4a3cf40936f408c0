/**
 * The office's security events: sign-ins, "sign out everywhere" and refused passkeys, each with the
 * passkey's credential id and the client address where there is one. Kept apart from the audit log
 * (audit.server.ts: ids and field names only, kept as long as the leads), since these rows carry an
 * address: at most `securityLogDays` (company.ts; the privacy page states it) and at most
 * SECURITY_EVENT_CAP rows. Both limits are applied at every write, and `npm run leads -- --delete-expired`
 * applies the age limit too. Its columns are declared in office-records.ts. Node built-ins, zod and relative
 * imports with their extension only: the command line loads this file directly.
 */
import type { DatabaseSync } from "node:sqlite";
import { securityLogDays } from "../../content/company.ts";
import {
  SECURITY_EVENT_COLUMNS,
  SECURITY_EVENT_INSERT,
  SECURITY_EVENT_KINDS,
  securityEventValues,
  type SecurityEventColumns,
} from "./office-records.ts";

export { SECURITY_EVENT_KINDS };

/** The schema step (appended to app/lib/site/migrations.server.ts); its columns are declared in office-records.ts. */
export const SECURITY_EVENTS_TABLE = `CREATE TABLE office_security_events (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('sign-in', 'sign-out-everywhere', 'passkey-refused')),
     user_id INTEGER,
     credential_id TEXT,
     address TEXT
   );
   CREATE INDEX office_security_events_at ON office_security_events (at);`;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** The most rows kept: a flood of refused passkeys pushes out the oldest rows, never grows the file. */
export const SECURITY_EVENT_CAP = 5_000;

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The person it concerns: who signed in or out, or whose passkey was refused (when the site holds it). */
  userId?: number;
  /** The passkey's credential id (base64url, as the site stores it). */
  credentialId?: string;
  /** The client's address, as the server read it. */
  address?: string;
}

/** One row as the owners' page reads it. */
export type SecurityEventRow = SecurityEventColumns & { user_name: string | null };

/** The moment before which an event is older than the log keeps. */
export const securityLogCutoff = (now: Date = new Date()) =>
  new Date(now.getTime() - securityLogDays * 86_400_000);

/** Records one event, then drops rows past the age limit and beyond the cap. */
export function recordSecurityEvent(db: DatabaseSync, e: SecurityEvent, now: Date = new Date()): void {
  const { credential_id, address } = SECURITY_EVENT_COLUMNS;
  const id = db.prepare(SECURITY_EVENT_INSERT).run(
    securityEventValues({
      at: now.toISOString(),
      kind: e.kind,
      user_id: e.userId ?? null,
      credential_id: e.credentialId?.slice(0, credential_id.max) ?? null,
      address: e.address?.slice(0, address.max) ?? null,
    }),
  ).lastInsertRowid;
  deleteExpiredSecurityEvents(db, now);
  // Ids only grow, so no more than the cap of them are above the newest id minus the cap.
  db.prepare("DELETE FROM office_security_events WHERE id <= ?").run(BigInt(id) - BigInt(SECURITY_EVENT_CAP));
}

/** The newest events first (`limit` of them), with the person's name where there is one. */
export function listSecurityEvents(db: DatabaseSync, { limit = 50 }: { limit?: number } = {}) {
  return db
    .prepare(
      `SELECT e.id, e.at, e.kind, e.user_id, u.name AS user_name, e.credential_id, e.address
       FROM office_security_events e LEFT JOIN office_users u ON u.id = e.user_id
       ORDER BY e.id DESC LIMIT ?`,
    )
    .all(limit) as unknown as SecurityEventRow[];
}

/** Deletes events older than the log keeps (`securityLogDays`); returns how many. */
export function deleteExpiredSecurityEvents(db: DatabaseSync, now: Date = new Date()): number {
  return Number(
    db.prepare("DELETE FROM office_security_events WHERE at < ?").run(securityLogCutoff(now).toISOString())
      .changes,
  );
}
