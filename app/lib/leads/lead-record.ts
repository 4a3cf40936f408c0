/**
 * The lead record, declared once (decision 023): every column of the `leads` table with its zod type,
 * who fills it and whether the CSV export carries it. Derived from it: the row type (`LeadRow`), what a
 * new lead needs (`NewLead`), the INSERT (`LEAD_INSERT`), the CSV's columns (`LEAD_CSV_COLUMNS`) and
 * the typed fields' length caps (`LEAD_FIELD_CAPS`; lead-wire.ts's `LEAD_FIELDS` must name exactly them). A test compares it with the table the schema steps leave (PRAGMA table_info).
 *
 * Declared with the site's record helper (app/lib/site/record.ts), as the bookings and the office's tables are.
 *
 * Adding a column: a line here, a schema step (leads-schema.server.ts, appended to
 * app/lib/site/migrations.server.ts), then what the type check names: each consumer of the record maps
 * every column (`satisfies Record<keyof LeadRow, …>`), so none can silently drop it.
 */
import { z } from "zod";
import { langs } from "~/content/i18n";
import { fieldLimits } from "~/content/lead-forms";
import type { Phone } from "../forms/phone";
import {
  capsOf,
  column,
  csvColumnsOf,
  insertInto,
  type CappedOf,
  type FilledBy,
  type GivenOf,
  type RowOf,
  type Same,
  type ValuesOf,
} from "../site/record";
import { LEAD_FIELDS, type LeadField } from "./lead-wire";

export type { Filler } from "../site/record";

/** The doors a lead comes through: the two forms, the quote API, MCP (bookings have their channel). */
export const LEAD_DOORS = ["quote-form", "callback", "quote-api", "mcp"] as const;
export type LeadDoor = (typeof LEAD_DOORS)[number];
export const LEAD_FORMS = ["quote", "emergency"] as const;

const text = z.string();
const optionalText = z.string().nullable();

/** The `leads` table, column by column, in the CSV's order. */
export const LEAD_COLUMNS = {
  id: column("store", z.int(), { csv: true }),
  created_at: column("store", text, { csv: true }),
  form: column("request", z.enum(LEAD_FORMS), { csv: true }),
  /** The language the form was sent in. */
  language: column("request", z.enum(langs), { csv: true, default: "en" }),
  /** The site path it was sent from. */
  page: column("request", text, { csv: true }),
  name: column("visitor", text, { csv: true, max: fieldLimits.name }),
  /** "" when not given (the quote form needs an e-mail or a phone). */
  email: column("visitor", text, { csv: true, max: fieldLimits.email }),
  /**
   * E.164 (app/lib/forms/phone.ts), "" when not given; a number stored before phones were parsed that
   * could not be read keeps its text. `max` caps the number as typed.
   */
  phone: column("visitor", text, { csv: true, max: fieldLimits.phone }),
  /** The extension typed with the number ("12" for "x12"), "" when none. */
  phone_ext: column("visitor", text, { csv: true, default: "" }),
  /** A service option's value; null from the urgent call-back form. */
  service: column("visitor", optionalText, { csv: true, max: 100 }),
  message: column("visitor", optionalText, { csv: true, max: fieldLimits.message }),
  /** When the visitor would like the call ("weekdays after 5"); quote requests only. */
  best_time: column("visitor", optionalText, { csv: true, max: fieldLimits.best_time }),
  /** 1 when the submission looked automated: stored, never e-mailed. */
  flagged: column("store", z.int(), { csv: true }),
  flag_reason: column("request", optionalText, { csv: true }),
  ip: column("request", optionalText, { csv: false }),
  user_agent: column("request", optionalText, { csv: false }),
  /** The duplicate check's key (`leadFingerprint`); null for flagged leads. */
  fingerprint: column("store", optionalText, { csv: false }),
  /** The door it came through; null for leads stored before doors were recorded. */
  door: column("request", z.enum(LEAD_DOORS).nullable(), { csv: false }),
  /** Its stage in the office's pipeline (app/lib/office/pipeline.ts). */
  stage: column("office", text, { csv: false, default: "new" }),
  lost_reason: column("office", optionalText, { csv: false }),
  /** When the office first marked it contacted (speed to lead). */
  contacted_at: column("office", optionalText, { csv: false }),
  /** When the office marked the job done (the "done" stage); null otherwise. */
  done_at: column("office", optionalText, { csv: false }),
};

type Columns = typeof LEAD_COLUMNS;
export type LeadColumn = keyof Columns;

/** A stored lead, as `SELECT * FROM leads` reads it. */
export type LeadRow = RowOf<Columns>;

/** The columns the visitor's answers fill (validation produces exactly these). */
export type VisitorColumn = FilledBy<Columns, "visitor">;
export type LeadFields = { [K in VisitorColumn]: LeadRow[K] };

/** What a new lead is stored from: the visitor's and the request's columns; nullable or defaulted ones may be left out. */
export type NewLead = GivenOf<Columns, FilledBy<Columns, "visitor" | "request">>;

/** The columns the store fills as it inserts (the id is SQLite's: NULL asks for the next). */
export type StoreValues = ValuesOf<Columns, FilledBy<Columns, "store">>;

const insert = insertInto("leads", LEAD_COLUMNS, (c) => c.filler !== "office");

/** The INSERT of one lead: every column but the office's, bound by name from `leadInsertValues`. */
export const LEAD_INSERT = insert.sql;

/** The INSERT's parameters: the new lead's columns (a left-out one takes its default, or null) and the store's. */
export const leadInsertValues = (lead: NewLead, store: StoreValues) => insert.values(lead, store);

/** The CSV export's columns, in order. */
export const LEAD_CSV_COLUMNS: readonly LeadColumn[] = csvColumnsOf(LEAD_COLUMNS);

/** The wire's list of fields (lead-wire.ts) names exactly the typed columns: otherwise this fails the type check. */
export const WIRE_NAMES_THE_TYPED_COLUMNS: Same<LeadField, CappedOf<Columns, VisitorColumn>> = true;

/** Each typed field's cap, from the declaration. */
export const LEAD_FIELD_CAPS = capsOf(LEAD_COLUMNS, LEAD_FIELDS);

/**
 * A stored lead's phone as app/lib/forms/phone.ts writes it back (`formatPhone`, `phoneHref`); null when
 * none was given. A number kept as typed (stored before phones were parsed) is shown as typed.
 */
export const leadPhone = (lead: Pick<LeadRow, "phone" | "phone_ext">): Phone | null =>
  lead.phone ? { e164: lead.phone, extension: lead.phone_ext } : null;
