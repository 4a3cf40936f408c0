/**
 * The lead record, declared once (decision 023): every column of the `leads` table with its zod type,
 * who fills it and whether the CSV export carries it. Derived from it: the row type (`LeadRow`), what a
 * new lead needs (`NewLead`), the INSERT (`LEAD_INSERT`), the CSV's columns (`LEAD_CSV_COLUMNS`) and
 * the typed fields' length caps (`LEAD_FIELD_CAPS`; lead-wire.ts's `LEAD_FIELDS` must name exactly them). A test compares it with the table the schema steps leave (PRAGMA table_info).
 *
 * Adding a column: a line here, a schema step (leads-schema.server.ts, appended to
 * app/lib/site/migrations.server.ts), then what the type check names: each consumer of the record maps
 * every column (`satisfies Record<keyof LeadRow, …>`), so none can silently drop it.
 */
import { z } from "zod";
import { langs } from "~/content/i18n";
import { fieldLimits } from "~/content/lead-forms";
import type { Phone } from "../forms/phone";
import { LEAD_FIELDS, type LeadField } from "./lead-wire";

/**
 * Who fills a column: the visitor (a form field; with `max`, one they type), the request (the lead
 * service: the form, page, language, door, client and screening), the store as it inserts the row, or
 * the office afterwards (left to the column's default by the INSERT).
 */
export type Filler = "visitor" | "request" | "store" | "office";

interface ColumnOptions<S extends z.ZodType> {
  /** In the CSV export (`npm run leads -- --csv`), in declaration order. */
  csv: boolean;
  /** A field the visitor types: the most characters it takes (the input's maxlength, validation, echo). */
  max?: number;
  /** The column's DEFAULT: a new lead may leave it out. */
  default?: z.output<S>;
}

/** One column: who fills it and what it holds (null allowed only where the column is nullable: the test checks). */
function column<F extends Filler, S extends z.ZodType, const O extends ColumnOptions<S>>(
  filler: F,
  schema: S,
  options: O,
) {
  return {
    filler,
    schema,
    csv: options.csv,
    max: options.max as O extends { max: number } ? number : undefined,
    default: options.default as O extends { default: infer D } ? D : undefined,
  };
}

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
};

type Columns = typeof LEAD_COLUMNS;
export type LeadColumn = keyof Columns;
type Filled<F extends Filler> = { [K in LeadColumn]: Columns[K]["filler"] extends F ? K : never }[LeadColumn];

/** A stored lead, as `SELECT * FROM leads` reads it. */
export type LeadRow = { [K in LeadColumn]: z.output<Columns[K]["schema"]> };

/** The columns the visitor's answers fill (validation produces exactly these). */
export type VisitorColumn = Filled<"visitor">;
export type LeadFields = { [K in VisitorColumn]: LeadRow[K] };

/** What a new lead is stored from: the visitor's and the request's columns; nullable or defaulted ones may be left out. */
type Given = Filled<"visitor" | "request">;
type Optional = {
  [K in Given]: null extends LeadRow[K] ? K : Columns[K]["default"] extends undefined ? never : K;
}[Given];
export type NewLead = { [K in Exclude<Given, Optional>]: LeadRow[K] } & { [K in Optional]?: LeadRow[K] };

/** The columns the store fills as it inserts (the id is SQLite's: NULL asks for the next). */
export type StoreValues = { [K in Filled<"store">]: LeadRow[K] | null };

const keys = Object.keys(LEAD_COLUMNS) as LeadColumn[];
const inserted = keys.filter((k) => LEAD_COLUMNS[k].filler !== "office");

/** The INSERT of one lead: every column but the office's, bound by name from `leadInsertValues`. */
export const LEAD_INSERT = `INSERT INTO leads (${inserted.join(", ")}) VALUES (${inserted.map((k) => `:${k}`).join(", ")})`;

/** The INSERT's parameters: the new lead's columns (a left-out one takes its default, or null) and the store's. */
export function leadInsertValues(lead: NewLead, store: StoreValues): Record<string, string | number | null> {
  const given = lead as Partial<Record<LeadColumn, string | number | null>>;
  const own = store as Partial<Record<LeadColumn, string | number | null>>;
  const values: Record<string, string | number | null> = {};
  for (const k of inserted)
    values[k] =
      k in own ? (own[k] ?? null) : (given[k] ?? (LEAD_COLUMNS[k].default as string | undefined) ?? null);
  return values;
}

/** The CSV export's columns, in order. */
export const LEAD_CSV_COLUMNS: readonly LeadColumn[] = keys.filter((k) => LEAD_COLUMNS[k].csv);

/** The visitor columns with a cap: the fields a visitor types. */
type TypedColumn = { [K in VisitorColumn]: Columns[K]["max"] extends number ? K : never }[VisitorColumn];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The wire's list of fields (lead-wire.ts) names exactly the typed columns: otherwise this fails the type check. */
export const WIRE_NAMES_THE_TYPED_COLUMNS: Same<LeadField, TypedColumn> = true;

/** Each typed field's cap, from the declaration. */
export const LEAD_FIELD_CAPS = Object.fromEntries(LEAD_FIELDS.map((f) => [f, LEAD_COLUMNS[f].max])) as Record<
  LeadField,
  number
>;

/**
 * A stored lead's phone as app/lib/forms/phone.ts writes it back (`formatPhone`, `phoneHref`); null when
 * none was given. A number kept as typed (stored before phones were parsed) is shown as typed.
 */
export const leadPhone = (lead: Pick<LeadRow, "phone" | "phone_ext">): Phone | null =>
  lead.phone ? { e164: lead.phone, extension: lead.phone_ext } : null;
