/**
 * The office's newer records, declared once (decision 023, with the site's record helper
 * app/lib/site/record.ts): the sessions and the security events, each column with its zod type. Derived
 * from them: their row types and INSERTs. A test compares each declaration with its table after every
 * schema step (PRAGMA table_info), so a step that adds a column fails it until the column is declared.
 * Loaded by the command line without the bundler: relative imports with their extension, zod and Node only.
 */
import { z } from "zod";
import { column, insertInto, type RowOf } from "../site/record.ts";

/** `office_sessions`: one per sign-in; the cookie carries the id, the table only its hash. Times are epoch milliseconds. */
export const SESSION_COLUMNS = {
  id_hash: column("store", z.string()),
  user_id: column("store", z.int()),
  /** The passkey that signed it in: revoking the passkey ends the session. */
  passkey_id: column("store", z.string()),
  created_at: column("store", z.int()),
  last_seen_at: column("store", z.int()),
  expires_at: column("store", z.int()),
  /** When its passkey was last checked (a fresh check before a destructive action). */
  verified_at: column("store", z.int()),
};
export type SessionRow = RowOf<typeof SESSION_COLUMNS>;

const sessionInsert = insertInto("office_sessions", SESSION_COLUMNS);
/** The INSERT of one session: every column, bound by name from `sessionValues`. */
export const SESSION_INSERT = sessionInsert.sql;
export const sessionValues = (session: SessionRow) => sessionInsert.values(session);

export const SECURITY_EVENT_KINDS = ["sign-in", "sign-out-everywhere", "passkey-refused"] as const;

/** `office_security_events` (security-events.server.ts): what happened, to whom, with which passkey, from where. */
export const SECURITY_EVENT_COLUMNS = {
  id: column("store", z.int()),
  /** When (UTC, ISO 8601). */
  at: column("store", z.string()),
  kind: column("request", z.enum(SECURITY_EVENT_KINDS)),
  /** The person it concerns, when the site holds them. */
  user_id: column("request", z.int().nullable()),
  /** The passkey's credential id (base64url, as the site stores it), at most 1,024 characters. */
  credential_id: column("request", z.string().nullable(), { max: 1024 }),
  /** The client's address, as the server read it, at most 64 characters. */
  address: column("request", z.string().nullable(), { max: 64 }),
};
export type SecurityEventColumns = RowOf<typeof SECURITY_EVENT_COLUMNS>;

const securityEventInsert = insertInto(
  "office_security_events",
  SECURITY_EVENT_COLUMNS,
  (_, k) => k !== "id",
);
/** The INSERT of one event (the id is SQLite's), bound by name from `securityEventValues`. */
export const SECURITY_EVENT_INSERT = securityEventInsert.sql;
export const securityEventValues = (event: Omit<SecurityEventColumns, "id">) =>
  securityEventInsert.values(event);
