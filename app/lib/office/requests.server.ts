/**
 * The office's requests: leads and bookings as one list (urgent call-backs first, then newest first; spam
 * only when asked for; filters read by inbox-filter.ts, accent-blind search, pages, CSV), a
 * request's page (merges, notes, its messages and webhooks), the pipeline's changes, and deleting a
 * person's data. Every change runs in one write transaction with its audit record (`audit`, bound by the
 * caller to the signed-in person or the command line): ids and field names only, never values.
 */
import { forgetReviews } from "../reviews/review-forget.server";
import type { DatabaseSync } from "node:sqlite";
import { areas } from "~/content/areas";
import type { Lang } from "~/content/i18n";
import { availability } from "~/content/booking/availability";
import type { BookingRow } from "../booking/bookings-db.server";
import { company } from "~/content/company";
import { addDays, zonedDate, zonedInstant } from "../booking/windows";
import { parsePhone } from "../forms/phone";
import type { LeadRow } from "../leads/lead-record";
import type { LeadsDb } from "../leads/leads-db.server";
import type { MessageRow } from "../mail/messages-db.server";
import { NOTE_MAX } from "./notes";
import type { SiteDb } from "../site/site-db.server";
import type { DeliveryRow } from "../webhooks/webhook-store.server";
import { inboxFilterOf, isDate, SEARCH_MAX, type RequestFilter } from "./inbox-filter";
import {
  BOOKING_DOOR_SQL,
  CONTACT_STAGE,
  DONE_STAGE,
  URGENT_SQL,
  WAITS_FOR_CALL_SQL,
  isStage,
  speedToLead,
  type ContactWay,
  type Door,
  type RequestKind,
  type Stage,
} from "./pipeline";

/** One change for the audit log (the caller adds who and when). */
export interface AuditChange {
  action: string;
  subjectType: string;
  subjectId: string | number;
  fields?: string[];
}
export type Audit = (change: AuditChange) => void;

export type { RequestFilter } from "./inbox-filter";

export interface RequestItem {
  kind: RequestKind;
  id: number;
  created_at: string;
  name: string;
  email: string;
  /** E.164 (a number stored before numbers were parsed may be as typed). */
  phone: string;
  phone_ext: string;
  /** When the visitor would like the call (leads); null for bookings. */
  best_time: string | null;
  language: string;
  /** The site page it was sent from (leads); null for bookings. */
  page: string | null;
  /** A lead's message, a booking's note for the inspector (null when none). */
  message: string | null;
  /** A booking's street and ZIP code; null for leads (they give no address). */
  street: string | null;
  zip: string | null;
  door: Door;
  stage: Stage;
  lost_reason: string | null;
  contacted_at: string | null;
  /** When the job was marked done (the "done" stage). */
  done_at: string | null;
  /** Looked automated: a flagged lead, or a booking that holds no seat (to call back). */
  flagged: number;
  /** Bookings: booked, cancelled or unconfirmed. */
  booking_status: string | null;
  window_id: string | null;
  starts_at: string | null;
  ends_at: string | null;
  speed_ms: number | null;
}

export const PAGE_SIZE = 25;

/** The filters a URL names (the inbox and its CSV): `inboxFilterOf`, the one reading of them. */
export const filterOf = (url: URL): RequestFilter => inboxFilterOf(url);

/**
 * Where each column of a lead shows in the list of requests (and its CSV), or null where it does not.
 * Every column is named, so a new one fails the type check here until it is listed or left out on purpose
 * (then add it to `REQUESTS` and, if the CSV should carry it, requests-csv.server.ts).
 */
export const LEAD_IN_REQUESTS = {
  id: "id",
  created_at: "created_at",
  name: "name",
  email: "email",
  phone: "phone",
  phone_ext: "phone_ext",
  best_time: "best_time",
  language: "language",
  page: "page",
  door: "door",
  form: "door", // a lead stored before doors were recorded: its form's door
  stage: "stage",
  lost_reason: "lost_reason",
  contacted_at: "contacted_at",
  done_at: "done_at",
  flagged: "flagged",
  message: "message",
  // On the lead's own page, and in the CSV (requests-csv.server.ts).
  service: null,
  flag_reason: null,
  ip: null,
  user_agent: null,
  fingerprint: null,
} as const satisfies Record<keyof LeadRow, keyof RequestItem | null>;

/** Where each column of a booking shows in the list of requests (and its CSV): as `LEAD_IN_REQUESTS`. */
export const BOOKING_IN_REQUESTS = {
  id: "id",
  created_at: "created_at",
  name: "name",
  email: "email",
  phone: "phone",
  phone_ext: "phone_ext",
  language: "language",
  channel: "door",
  ip: "door", // an office booking's mark
  stage: "stage",
  lost_reason: "lost_reason",
  contacted_at: "contacted_at",
  done_at: "done_at",
  status: "booking_status", // and "flagged" while it holds no seat
  window_id: "window_id",
  starts_at: "starts_at",
  // On the booking's own page only.
  ends_at: null,
  street: null,
  zip: null,
  surface: null,
  note: null,
  outside_area: null,
  flag_reason: null,
  uid: null,
  sequence: null,
  updated_at: null,
  phone_key: null,
  user_agent: null,
} as const satisfies Record<keyof BookingRow, keyof RequestItem | null>;

/** A phone column's digits (for searching part of a number). */
const digitsOf = (column: string) =>
  `REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

const REQUESTS = `
  SELECT 'lead' AS kind, id, created_at, name, email, phone, phone_ext, best_time, language, page,
         message, NULL AS street, NULL AS zip,
         COALESCE(door, CASE form WHEN 'emergency' THEN 'callback' ELSE 'quote-form' END) AS door,
         stage, lost_reason, contacted_at, done_at, flagged, NULL AS booking_status, NULL AS window_id,
         NULL AS starts_at, NULL AS ends_at, ${digitsOf("phone")} AS digits
  FROM leads
  UNION ALL
  SELECT 'booking', id, created_at, name, email, phone, phone_ext, NULL, language, NULL,
         note, street, zip,
         ${BOOKING_DOOR_SQL},
         stage, lost_reason, contacted_at, done_at, CASE status WHEN 'unconfirmed' THEN 1 ELSE 0 END, status,
         window_id, starts_at, ends_at, ${digitsOf("phone")}
  FROM bookings`;

/**
 * The inbox's order: urgent call-backs nobody has called yet first, then newest first. The list and its
 * CSV share it.
 */
const ORDER = `ORDER BY ${URGENT_SQL} DESC, created_at DESC, kind DESC, id DESC`;

/** Text as search compares it: lower case, without accents ("Hernández" → "hernandez"). */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The SQL function `office_fold(text)` (fold, above), registered once on each connection that searches. */
const folding = new WeakSet<DatabaseSync>();
function withFold(db: DatabaseSync): DatabaseSync {
  if (!folding.has(db)) {
    db.function("office_fold", { deterministic: true }, (text) =>
      typeof text === "string" ? fold(text) : "",
    );
    folding.add(db);
  }
  return db;
}

/** What a word of a search is looked for in: name, e-mail, message or note, street and ZIP code. */
const SEARCHED = `office_fold(name || ' ' || email || ' ' || COALESCE(message, '') || ' ' || COALESCE(street, '') || ' ' || COALESCE(zip, ''))`;
/** A whole phone number, however written (with an extension or not). */
const PHONE_LIKE = /^[\d\s+().-]+(?:(?:x|ext\.?)\s*\d+)?$/i;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The ZIP codes of the area pages' cities whose name holds `word` (folded). */
const zipsOfCities = (word: string) =>
  JSON.stringify(areas.filter((a) => fold(a.city).includes(word)).flatMap((a) => a.zipCodes));

/**
 * A search's clause. A whole number however it is written ("+1 310 555 0199", "3105550199") is the stored
 * E.164 one, or a number stored as typed with the same digits; other digits find the numbers that hold
 * them ("555-01") and streets; words must each be found in the name, e-mail, message, street or city.
 */
function searchOf(q: string): { sql: string; params: string[] } {
  if (PHONE_LIKE.test(q)) {
    const number = parsePhone(q);
    const digits = q.replace(/\D/g, "");
    if (number) {
      const whole = number.e164.slice(1);
      const national = number.e164.startsWith("+1") ? whole.slice(1) : whole;
      return { sql: "(phone = ? OR digits = ? OR digits = ?)", params: [number.e164, whole, national] };
    }
    if (digits.length >= 3)
      return { sql: `(digits LIKE ? OR ${SEARCHED} LIKE ? ESCAPE '\\')`, params: [`%${digits}%`, likeOf(q)] };
  }
  const words = fold(q).split(/\s+/).filter(Boolean).slice(0, 8);
  const parts = words.map((word) => ({
    sql: `(${SEARCHED} LIKE ? ESCAPE '\\' OR zip IN (SELECT value FROM json_each(?)))`,
    params: [likeOf(word), zipsOfCities(word)],
  }));
  return { sql: parts.map((p) => p.sql).join(" AND ") || "1", params: parts.flatMap((p) => p.params) };
}

/** The start of a Pacific calendar date, as the stored UTC text. */
const dayStart = (date: string) => zonedInstant(date, "00:00", availability.timeZone).toISOString();

function where(filter: RequestFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.stage) {
    clauses.push("stage = ?");
    params.push(filter.stage);
  } else {
    // Spam leaves the inbox; the status filter's "Spam" still shows it.
    clauses.push("stage != 'spam'");
  }
  if (filter.view === "call") clauses.push(WAITS_FOR_CALL_SQL);
  if (filter.door) {
    clauses.push("door = ?");
    params.push(filter.door);
  }
  if (filter.language) {
    clauses.push("language = ?");
    params.push(filter.language);
  }
  if (isDate(filter.from)) {
    clauses.push("created_at >= ?");
    params.push(dayStart(filter.from));
  }
  if (isDate(filter.to)) {
    clauses.push("created_at < ?");
    params.push(dayStart(addDays(filter.to, 1)));
  }
  const q = filter.q?.trim().slice(0, SEARCH_MAX);
  if (q) {
    const search = searchOf(q);
    clauses.push(search.sql);
    params.push(...search.params);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

const withSpeed = (row: Omit<RequestItem, "speed_ms">): RequestItem => ({
  ...row,
  speed_ms: speedToLead(row.created_at, row.contacted_at),
});

/** A page of the inbox's list (urgent call-backs first, then newest first) of the requests that pass `filter`. */
export function listRequests(
  db: DatabaseSync,
  filter: RequestFilter,
  page = 1,
  pageSize = PAGE_SIZE,
): { items: RequestItem[]; total: number; page: number; pages: number } {
  const { sql, params } = where(filter);
  withFold(db);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${REQUESTS}) ${sql}`).get(...params) as { n: number })
    .n;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = db
    .prepare(`SELECT * FROM (${REQUESTS}) ${sql} ${ORDER} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (current - 1) * pageSize) as unknown as Omit<RequestItem, "speed_ms">[];
  return { items: rows.map(withSpeed), total, page: current, pages };
}

/** Every request that passes `filter`, in the inbox's order (the CSV export; at most `limit`). */
export function allRequests(db: DatabaseSync, filter: RequestFilter, limit = 50_000): RequestItem[] {
  const { sql, params } = where(filter);
  const rows = withFold(db)
    .prepare(`SELECT * FROM (${REQUESTS}) ${sql} ${ORDER} LIMIT ?`)
    .all(...params, limit) as unknown as Omit<RequestItem, "speed_ms">[];
  return rows.map(withSpeed);
}

/** Where the newest request is: the live inbox compares it to what the page showed. */
export interface Cursor {
  lead: number;
  booking: number;
}
export function newestCursor(db: DatabaseSync): Cursor {
  return db
    .prepare(
      "SELECT (SELECT COALESCE(MAX(id), 0) FROM leads) AS lead, (SELECT COALESCE(MAX(id), 0) FROM bookings) AS booking",
    )
    .get() as unknown as Cursor;
}
/** Requests stored after `cursor` (by any process writing the file). */
export function countSince(db: DatabaseSync, cursor: Cursor): number {
  return (
    db
      .prepare(
        "SELECT (SELECT COUNT(*) FROM leads WHERE id > ?) + (SELECT COUNT(*) FROM bookings WHERE id > ?) AS n",
      )
      .get(cursor.lead, cursor.booking) as { n: number }
  ).n;
}

export interface NoteRow {
  id: number;
  created_at: string;
  author_id: number | null;
  author_name: string;
  body: string;
}
export interface MergeRow {
  id: number;
  created_at: string;
  /** Field name → the duplicate's value (null for a personal value, named only). */
  differences: Record<string, string | null>;
}

const column = (kind: RequestKind) => (kind === "lead" ? "lead_id" : "booking_id");

export function notesOf(db: DatabaseSync, kind: RequestKind, id: number): NoteRow[] {
  return db
    .prepare(
      `SELECT id, created_at, author_id, author_name, body FROM request_notes WHERE ${column(kind)} = ? ORDER BY id`,
    )
    .all(id) as unknown as NoteRow[];
}

export function mergesOf(db: DatabaseSync, leadId: number): MergeRow[] {
  return (
    db
      .prepare("SELECT id, created_at, differences FROM lead_merges WHERE lead_id = ? ORDER BY id")
      .all(leadId) as {
      id: number;
      created_at: string;
      differences: string;
    }[]
  ).map((m) => ({ ...m, differences: JSON.parse(m.differences) as Record<string, string | null> }));
}

/** A request's messages (without their bodies) and webhook deliveries, for "was it delivered". */
export function deliveriesOf(
  db: DatabaseSync,
  kind: RequestKind,
  id: number,
): {
  messages: Pick<MessageRow, "id" | "created_at" | "recipient" | "status" | "attempts" | "last_error">[];
  webhooks: Pick<
    DeliveryRow,
    "id" | "event_id" | "type" | "status" | "attempts" | "last_status" | "last_error"
  >[];
} {
  const c = column(kind);
  return {
    messages: db
      .prepare(
        `SELECT id, created_at, recipient, status, attempts, last_error FROM messages WHERE ${c} = ? ORDER BY id`,
      )
      .all(id) as never,
    webhooks: db
      .prepare(
        `SELECT id, event_id, type, status, attempts, last_status, last_error FROM webhook_deliveries WHERE ${c} = ? ORDER BY id`,
      )
      .all(id) as never,
  };
}

export type LeadDetail = LeadRow & { speed_ms: number | null };
export function leadDetail(leads: LeadsDb, id: number): LeadDetail | undefined {
  const lead = leads.getLead(id);
  return lead && { ...lead, speed_ms: speedToLead(lead.created_at, lead.contacted_at) };
}

export type StageResult =
  | { status: "ok"; stage: Stage; contactedAt: string | null; doneAt: string | null }
  | { status: "not-found" }
  | { status: "invalid"; problem: "stage" | "reason" | "doneOn" };

/**
 * Moves a lead or booking to a stage (any stage: the office corrects mistakes too). Lost needs a reason.
 * Marking it contacted stamps `contacted_at` (speed to lead) unless a contact was recorded before; marking
 * it done stamps `done_at` (kept while it stays done), and moving it out of "done" clears it. `doneOn`
 * (YYYY-MM-DD in the office's zone, today or earlier) backdates it to noon that day; the same day as the
 * date kept leaves it as it is.
 */
export function setStage(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  stage: unknown,
  { reason, doneOn, audit, now = new Date() }: { reason?: string; doneOn?: string; audit: Audit; now?: Date },
): StageResult {
  if (!isStage(stage)) return { status: "invalid", problem: "stage" };
  const doneDay = stage === DONE_STAGE && doneOn?.trim() ? doneOn.trim() : undefined;
  if (doneDay && (!isDate(doneDay) || doneDay > zonedDate(now, company.timeZone)))
    return { status: "invalid", problem: "doneOn" };
  const lostReason = stage === "lost" ? reason?.trim().slice(0, 500) || null : null;
  if (stage === "lost" && !lostReason) return { status: "invalid", problem: "reason" };
  const table = kind === "lead" ? "leads" : "bookings";
  return db.transaction((): StageResult => {
    const row = db.db
      .prepare(`SELECT stage, lost_reason, contacted_at, done_at FROM ${table} WHERE id = ?`)
      .get(id) as
      | { stage: string; lost_reason: string | null; contacted_at: string | null; done_at: string | null }
      | undefined;
    if (!row) return { status: "not-found" };
    const contactedAt = row.contacted_at ?? (stage === CONTACT_STAGE ? now.toISOString() : null);
    const kept = row.stage === DONE_STAGE ? row.done_at : null;
    const doneAt =
      stage !== DONE_STAGE
        ? null
        : doneDay && (!kept || zonedDate(new Date(kept), company.timeZone) !== doneDay)
          ? zonedInstant(doneDay, "12:00", company.timeZone).toISOString()
          : (kept ?? now.toISOString());
    const fields = [
      ...(row.stage !== stage ? ["stage"] : []),
      ...(row.lost_reason !== lostReason ? ["lost_reason"] : []),
      ...(row.contacted_at !== contactedAt ? ["contacted_at"] : []),
      ...(row.done_at !== doneAt ? ["done_at"] : []),
    ];
    if (fields.length === 0) return { status: "ok", stage, contactedAt, doneAt };
    db.db
      .prepare(`UPDATE ${table} SET stage = ?, lost_reason = ?, contacted_at = ?, done_at = ? WHERE id = ?`)
      .run(stage, lostReason, contactedAt, doneAt, id);
    audit({ action: "stage.changed", subjectType: kind, subjectId: id, fields });
    return { status: "ok", stage, contactedAt, doneAt };
  });
}

/** A finished job, as a review request needs it: who to ask, how to reach them, and in which language. */
export interface DoneJob {
  kind: RequestKind;
  id: number;
  /** When the office marked it done (ISO, UTC). */
  done_at: string;
  name: string;
  /** Null when the customer gave none (a review link can still be copied for a text message). */
  email: string | null;
  /** As stored (E.164 for numbers stored since numbers were parsed); null when none was given. */
  phone: string | null;
  language: Lang;
}

/**
 * Jobs marked done at or after `from` and before `to`, leads and bookings alike, oldest first: the
 * customer's name, e-mail, phone and language (what a review request needs). Only requests still "done".
 */
export function jobsDoneBetween(db: SiteDb, from: Date, to: Date): DoneJob[] {
  const rows = db.db
    .prepare(
      `SELECT 'lead' AS kind, id, done_at, name, email, phone, language FROM leads
         WHERE stage = 'done' AND done_at >= :from AND done_at < :to
       UNION ALL
       SELECT 'booking', id, done_at, name, email, phone, language FROM bookings
         WHERE stage = 'done' AND done_at >= :from AND done_at < :to
       ORDER BY done_at, kind, id`,
    )
    .all({ from: from.toISOString(), to: to.toISOString() }) as unknown as DoneJob[];
  return rows.map((r) => ({ ...r, email: r.email || null, phone: r.phone || null }));
}

/**
 * The office tapped a request's call or text link: the first real contact stamps `contacted_at` (speed to
 * lead), and every tap is audited ("contact.call", "contact.text"). False when the request does not exist.
 */
export function recordContact(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  way: ContactWay,
  { audit, now = new Date() }: { audit: Audit; now?: Date },
): boolean {
  const table = kind === "lead" ? "leads" : "bookings";
  return db.transaction(() => {
    const row = db.db.prepare(`SELECT contacted_at FROM ${table} WHERE id = ?`).get(id) as
      { contacted_at: string | null } | undefined;
    if (!row) return false;
    if (!row.contacted_at)
      db.db.prepare(`UPDATE ${table} SET contacted_at = ? WHERE id = ?`).run(now.toISOString(), id);
    audit({
      action: `contact.${way}`,
      subjectType: kind,
      subjectId: id,
      fields: row.contacted_at ? [] : ["contacted_at"],
    });
    return true;
  });
}

export { NOTE_MAX };

/**
 * A note as typed, read as stored (newlines made "\n", trimmed): its text, or why it cannot be stored. A
 * note longer than `NOTE_MAX` is refused, never cut (the office is told, and keeps what it typed).
 */
export function readNote(
  body: string,
):
  | { ok: true; text: string }
  | { ok: false; problem: "empty" }
  | { ok: false; problem: "too-long"; length: number } {
  const text = body.replace(/\r\n?/g, "\n").trim();
  if (!text) return { ok: false, problem: "empty" };
  if (text.length > NOTE_MAX) return { ok: false, problem: "too-long", length: text.length };
  return { ok: true, text };
}

/** Adds a note to a lead or booking; false when it does not exist or the note is empty or too long. */
export function addNote(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  body: string,
  {
    author,
    audit,
    now = new Date(),
  }: { author: { id: number | null; name: string }; audit: Audit; now?: Date },
): boolean {
  const note = readNote(body);
  if (!note.ok) return false;
  const table = kind === "lead" ? "leads" : "bookings";
  return db.transaction(() => {
    if (!db.db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)) return false;
    db.db
      .prepare(
        `INSERT INTO request_notes (created_at, ${column(kind)}, author_id, author_name, body) VALUES (?, ?, ?, ?, ?)`,
      )
      .run(now.toISOString(), id, author.id, author.name, note.text);
    audit({ action: "note.added", subjectType: kind, subjectId: id, fields: ["note"] });
    return true;
  });
}

/**
 * Changes a note's text, or deletes the note (`body` null), audited as "note.edited" or "note.deleted" on
 * its request. False when the note is not this request's (or is gone), or the new text is empty or too
 * long; an unchanged text is no change and is not audited.
 */
export function changeNote(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  noteId: number,
  body: string | null,
  { audit }: { audit: Audit },
): boolean {
  const note = body === null ? null : readNote(body);
  if (note && !note.ok) return false;
  return db.transaction(() => {
    const row = db.db
      .prepare(`SELECT body FROM request_notes WHERE id = ? AND ${column(kind)} = ?`)
      .get(noteId, id) as { body: string } | undefined;
    if (!row) return false;
    if (note === null) db.db.prepare("DELETE FROM request_notes WHERE id = ?").run(noteId);
    else if (note.text === row.body) return true;
    else db.db.prepare("UPDATE request_notes SET body = ? WHERE id = ?").run(note.text, noteId);
    audit({
      action: note === null ? "note.deleted" : "note.edited",
      subjectType: kind,
      subjectId: id,
      fields: ["note"],
    });
    return true;
  });
}

export interface PersonData {
  leads: number[];
  bookings: number[];
}

/**
 * Everything stored about the person behind a lead or booking: every request sharing an e-mail or a phone
 * number with it, and with those (a booking that gave both links a lead that gave one to another).
 */
export function personOf(db: DatabaseSync, kind: RequestKind, id: number): PersonData | undefined {
  const start = db
    .prepare(`SELECT kind, id, email, phone FROM (${REQUESTS}) WHERE kind = ? AND id = ?`)
    .get(kind, id) as { kind: RequestKind; id: number; email: string; phone: string } | undefined;
  if (!start) return undefined;
  const emails = new Set<string>();
  const phones = new Set<string>();
  const found = new Map<string, { kind: RequestKind; id: number }>([[`${kind}:${id}`, { kind, id }]]);
  let fresh = [start];
  while (fresh.length > 0) {
    for (const r of fresh) {
      const email = r.email.trim().toLowerCase();
      if (email) emails.add(email);
      // The whole number: "+52 424 555 0199" is not "(424) 555-0199". A number stored as typed counts by its E.164 too.
      if (r.phone) phones.add(r.phone);
      const read = r.phone ? parsePhone(r.phone) : null;
      if (read) phones.add(read.e164);
    }
    const rows = db
      .prepare(
        `SELECT kind, id, email, phone FROM (${REQUESTS})
         WHERE LOWER(TRIM(email)) IN (SELECT value FROM json_each(?)) OR phone IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify([...emails]), JSON.stringify([...phones])) as {
      kind: RequestKind;
      id: number;
      email: string;
      phone: string;
    }[];
    fresh = rows.filter((r) => !found.has(`${r.kind}:${r.id}`));
    for (const r of fresh) found.set(`${r.kind}:${r.id}`, r);
  }
  const ids = (k: RequestKind) =>
    [...found.values()]
      .filter((r) => r.kind === k)
      .map((r) => r.id)
      .sort((a, b) => a - b);
  return { leads: ids("lead"), bookings: ids("booking") };
}

/**
 * Deletes a person's data on their request: their leads and bookings, with their messages, private links,
 * repeat attempts and idempotency keys, webhook copies, notes, merges, closure notices, reviews and their photos'
 * references, in one transaction; returns what went (`photos`: the photos they held, for the caller to
 * remove with their files: `media.removeUnreferenced`).
 */
export function deletePerson(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  { audit }: { audit: Audit },
): (PersonData & { messages: number; webhooks: number; notes: number; photos: number[] }) | undefined {
  return db.transaction(() => {
    const person = personOf(db.db, kind, id);
    if (!person) return undefined;
    const leads = JSON.stringify(person.leads);
    const bookings = JSON.stringify(person.bookings);
    const inLeads = "lead_id IN (SELECT value FROM json_each(?))";
    const inBookings = "booking_id IN (SELECT value FROM json_each(?))";
    const both = (table: string) =>
      Number(
        db.db.prepare(`DELETE FROM ${table} WHERE ${inLeads} OR ${inBookings}`).run(leads, bookings).changes,
      );
    const messages = both("messages");
    const webhooks = both("webhook_deliveries");
    const notes = both("request_notes");
    const holders = JSON.stringify([
      ...person.leads.map((l) => `lead:${l}`),
      ...person.bookings.map((b) => `booking:${b}`),
    ]);
    const inHolders = "holder IN (SELECT value FROM json_each(?))";
    const photos = (
      db.db.prepare(`SELECT DISTINCT media_id FROM media_refs WHERE ${inHolders}`).all(holders) as {
        media_id: number;
      }[]
    ).map((r) => r.media_id);
    db.db.prepare(`DELETE FROM media_refs WHERE ${inHolders}`).run(holders);
    db.db.prepare(`DELETE FROM lead_merges WHERE ${inLeads}`).run(leads);
    db.db.prepare(`DELETE FROM closure_notices WHERE ${inBookings}`).run(bookings);
    for (const table of ["booking_tokens", "booking_idempotency", "booking_attempts"])
      db.db.prepare(`DELETE FROM ${table} WHERE ${inBookings}`).run(bookings);
    // Their reviews, with their history and their photos (removed with the requests' photos).
    forgetReviews(db, person, photos);
    db.db.prepare("DELETE FROM bookings WHERE id IN (SELECT value FROM json_each(?))").run(bookings);
    db.db.prepare("DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))").run(leads);
    for (const lead of person.leads)
      audit({ action: "person.deleted", subjectType: "lead", subjectId: lead });
    for (const booking of person.bookings)
      audit({ action: "person.deleted", subjectType: "booking", subjectId: booking });
    return { ...person, messages, webhooks, notes, photos };
  });
}

/** A booking as the office sees it. */
export type BookingDetail = BookingRow & { speed_ms: number | null };
