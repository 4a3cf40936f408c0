/**
 * The booking record, declared once (decision 023, with the site's record helper app/lib/site/record.ts):
 * every column of the `bookings` table with its zod type, who fills it, its cap when the visitor types it
 * and its default when the table has one; and the daily allowance's `booking_requests`. Derived from it:
 * the row type (`BookingRow`), what a new booking is stored from (`NewBookingColumns`), what validation
 * must produce (`BookingVisitorFields`), the INSERT (`BOOKING_INSERT`, `bookingInsertValues`) and the typed
 * fields' caps (`BOOKING_FIELD_CAPS`; booking-wire.ts's `BOOKING_FIELDS` must name exactly the visitor's
 * columns, and the window). A test compares it with the tables the schema steps leave (PRAGMA table_info).
 *
 * Adding a column: a line here, a schema step (exported from this folder, appended to
 * app/lib/site/migrations.server.ts), then what the type check names: each consumer of the record maps
 * every column (`satisfies Record<keyof BookingRow, …>`), so none can silently drop it.
 */
import { z } from "zod";
import { langs } from "~/content/i18n";
import { fieldLimits } from "~/content/lead-forms";
import {
  column,
  insertInto,
  type CappedOf,
  type FilledBy,
  type GivenOf,
  type RowOf,
  type Same,
  type ValuesOf,
} from "../site/record";
import type { BookingField } from "./booking-wire";

/** A booking holds a seat while 'booked'; 'unconfirmed' (it looked automated) and 'cancelled' hold none. */
export const BOOKING_STATUSES = ["booked", "cancelled", "unconfirmed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Who made a booking: a person on the page, a program through the JSON API, an agent through MCP. */
export const BOOKING_CHANNELS = ["web", "api", "agent"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/** The caps of the booking's own typed fields (the contact fields' are the lead forms'). */
const caps = { street: 200, zip: 10, note: 1000 } as const;

const text = z.string();
const optionalText = z.string().nullable();

/** The `bookings` table, column by column. Times are UTC instants (ISO 8601). */
export const BOOKING_COLUMNS = {
  id: column("store", z.int()),
  created_at: column("store", text),
  updated_at: column("store", text),
  /** The iCalendar UID: stable for the booking's life, whatever window it moves to. */
  uid: column("store", text),
  /** The window the visitor chose (its id, start and end), from the new booking's `window`. */
  window_id: column("store", text),
  starts_at: column("store", text),
  ends_at: column("store", text),
  status: column("store", z.enum(BOOKING_STATUSES)),
  /** The iCalendar SEQUENCE: 0 when booked, one more at each move or cancellation. */
  sequence: column("store", z.int(), { default: 0 }),
  name: column("visitor", text, { max: fieldLimits.name }),
  /**
   * E.164 ("+13105550100"), or as typed when it could not be read (booking-phone.ts); shown with
   * bookingPhoneText. A new booking gives it as typed; the store writes the E.164 number in its place.
   */
  phone: column("visitor", text, { max: fieldLimits.phone }),
  /** The extension's digits, or "". */
  phone_ext: column("store", text, { default: "" }),
  /** What "one upcoming booking per number" compares: the E.164 number (an unreadable number's digits). */
  phone_key: column("store", text),
  /** "" when not given. */
  email: column("visitor", text, { max: fieldLimits.email }),
  street: column("visitor", text, { max: caps.street }),
  /** Five digits (a ZIP+4 as typed is kept to its first five). */
  zip: column("visitor", text, { max: caps.zip }),
  /** One of the booking copy's surfaces, or null (a choice, not typed). */
  surface: column("visitor", optionalText),
  note: column("visitor", optionalText, { max: caps.note }),
  /** The language the booking was made in: the visitor's messages are in it. */
  language: column("request", z.enum(langs), { default: "en" }),
  /** 1 when the ZIP code is outside the usual area (call to confirm). */
  outside_area: column("request", z.int(), { default: 0 }),
  channel: column("request", z.enum(BOOKING_CHANNELS), { default: "web" }),
  /** Why it looks automated: it is kept for a call-back but holds no seat and sends no e-mail. */
  flag_reason: column("request", optionalText),
  ip: column("request", optionalText),
  user_agent: column("request", optionalText),
  /** Its stage in the office's pipeline (app/lib/office/pipeline.ts); "new" when it holds no seat. */
  stage: column("office", text, { default: "booked" }),
  lost_reason: column("office", optionalText),
  /** When the office first marked it contacted (speed to lead). */
  contacted_at: column("office", optionalText),
  /** When the office marked the job done (the "done" stage); null otherwise. */
  done_at: column("office", optionalText),
};

type Columns = typeof BOOKING_COLUMNS;
export type BookingColumn = keyof Columns;

/** A stored booking, as `SELECT * FROM bookings` reads it. */
export type BookingRow = RowOf<Columns>;

/** The columns the visitor's answers fill: validation produces exactly these (and the window). */
export type BookingVisitorColumn = FilledBy<Columns, "visitor">;
export type BookingVisitorFields = { [K in BookingVisitorColumn]: BookingRow[K] };

/**
 * A new booking's columns: the visitor's (the phone number as typed) and the request's; nullable or
 * defaulted ones may be left out. The store adds the rest (bookings-db.server.ts's `NewBooking`).
 */
export type NewBookingColumns = GivenOf<Columns, FilledBy<Columns, "visitor" | "request">>;

/** The columns the store fills as it inserts (the id is SQLite's: NULL asks for the next), and the phone as stored. */
export type BookingStoreValues = ValuesOf<Columns, FilledBy<Columns, "store">> & Pick<BookingRow, "phone">;

const insert = insertInto("bookings", BOOKING_COLUMNS, (c) => c.filler !== "office");

/** The INSERT of one booking: every column but the office's, bound by name from `bookingInsertValues`. */
export const BOOKING_INSERT = insert.sql;

/** The INSERT's parameters: the new booking's columns (a left-out one takes its default, or null) and the store's. */
export const bookingInsertValues = (booking: NewBookingColumns, store: BookingStoreValues) =>
  insert.values(booking, store);

/** The wire's fields (booking-wire.ts) are the window and exactly the visitor's columns: otherwise this fails the type check. */
export const WIRE_NAMES_THE_VISITOR_COLUMNS: Same<
  Exclude<BookingField, "window">,
  BookingVisitorColumn
> = true;

type CappedColumn = CappedOf<Columns, BookingVisitorColumn>;
/** Each typed field's cap, from the declaration (the surface is a choice: it has none). */
export const BOOKING_FIELD_CAPS = Object.fromEntries(
  Object.entries(BOOKING_COLUMNS).flatMap(([k, c]) => (c.filler === "visitor" && c.max ? [[k, c.max]] : [])),
) as Record<CappedColumn, number>;

/**
 * The booking requests each client made in the last 24 hours (the daily allowance, bookings-db.server.ts's
 * `spend`): its key from clientKey (an IPv4 address or an IPv6 /64), and when.
 */
export const BOOKING_REQUEST_COLUMNS = {
  id: column("store", z.int()),
  client_key: column("request", text),
  created_at: column("store", text),
};
export type BookingRequestRow = RowOf<typeof BOOKING_REQUEST_COLUMNS>;

const requestInsert = insertInto("booking_requests", BOOKING_REQUEST_COLUMNS, (_, k) => k !== "id");
/** The INSERT of one counted request (the id is SQLite's). */
export const BOOKING_REQUEST_INSERT = requestInsert.sql;
export const bookingRequestValues = (request: Omit<BookingRequestRow, "id">) => requestInsert.values(request);
