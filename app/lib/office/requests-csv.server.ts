/**
 * The inbox's filtered list as a CSV file (the office's export): every request's own columns and what the
 * office needs to work from the file alone (service, message, address with its city, the office's notes,
 * the arrival window in words). Times are wall-clock times in the office's zone, which the headers name;
 * cells go through the lead export's field rules (formulas defused, bidi text isolated), and the file
 * starts with a byte-order mark so a spreadsheet reads it as UTF-8.
 */
import type { DatabaseSync } from "node:sqlite";
import { bookingCopy } from "~/content/booking/booking-copy";
import { serviceLabel } from "~/content/lead-forms";
import { windowLabel } from "../booking/window-labels";
import { csvDocument, csvTime, zonedHeader } from "../leads/leads-csv";
import { cityOfZip } from "./numbers.server";
import type { RequestItem } from "./requests.server";

export const REQUEST_CSV_COLUMNS = [
  "kind",
  "id",
  "created_at",
  "door",
  "language",
  "page",
  "stage",
  "lost_reason",
  "contacted_at",
  "speed_to_lead_minutes",
  "done_at",
  "name",
  "email",
  "phone",
  "phone_ext",
  "best_time",
  "service",
  "message",
  "street",
  "city",
  "zip",
  "notes",
  "booking_status",
  "window",
] as const;
type CsvColumn = (typeof REQUEST_CSV_COLUMNS)[number];

/** The columns holding a time: written in the office's zone, which their header names. */
const TIME_COLUMNS: ReadonlySet<CsvColumn> = new Set(["created_at", "contacted_at", "done_at"]);

interface LeadExtra {
  id: number;
  service: string | null;
  message: string | null;
}
interface BookingExtra {
  id: number;
  street: string;
  zip: string;
  surface: string | null;
  note: string | null;
  starts_at: string;
  ends_at: string;
}
interface NoteExtra {
  lead_id: number | null;
  booking_id: number | null;
  created_at: string;
  author_name: string;
  body: string;
}

const surfaceLabel = (value: string | null) =>
  value ? (bookingCopy.surfaces.find((s) => s.value === value)?.label ?? value) : "";

/** The filtered list as CSV (newest first, as on screen). */
export function requestsCsv(db: DatabaseSync, items: readonly RequestItem[]): string {
  const ids = (kind: RequestItem["kind"]) =>
    JSON.stringify(items.filter((i) => i.kind === kind).map((i) => i.id));
  const leadIds = ids("lead");
  const bookingIds = ids("booking");
  const leads = new Map(
    (
      db
        .prepare("SELECT id, service, message FROM leads WHERE id IN (SELECT value FROM json_each(?))")
        .all(leadIds) as unknown as LeadExtra[]
    ).map((l) => [l.id, l]),
  );
  const bookings = new Map(
    (
      db
        .prepare(
          "SELECT id, street, zip, surface, note, starts_at, ends_at FROM bookings WHERE id IN (SELECT value FROM json_each(?))",
        )
        .all(bookingIds) as unknown as BookingExtra[]
    ).map((b) => [b.id, b]),
  );
  const notes = new Map<string, string[]>();
  for (const n of db
    .prepare(
      `SELECT lead_id, booking_id, created_at, author_name, body FROM request_notes
       WHERE lead_id IN (SELECT value FROM json_each(?)) OR booking_id IN (SELECT value FROM json_each(?))
       ORDER BY id`,
    )
    .all(leadIds, bookingIds) as unknown as NoteExtra[]) {
    const key = n.lead_id !== null ? `lead:${n.lead_id}` : `booking:${n.booking_id}`;
    notes.set(key, [...(notes.get(key) ?? []), `${csvTime(n.created_at)} ${n.author_name}: ${n.body}`]);
  }

  const rows = items.map((r) => {
    const lead = r.kind === "lead" ? leads.get(r.id) : undefined;
    const booking = r.kind === "booking" ? bookings.get(r.id) : undefined;
    const value = (c: CsvColumn): unknown => {
      switch (c) {
        case "created_at":
        case "contacted_at":
        case "done_at":
          return csvTime(r[c]);
        case "speed_to_lead_minutes":
          return r.speed_ms === null ? "" : Math.round(r.speed_ms / 60_000);
        case "service":
          return lead?.service ? serviceLabel(lead.service) : surfaceLabel(booking?.surface ?? null);
        case "message":
          return lead?.message ?? booking?.note ?? "";
        case "street":
          return booking?.street ?? "";
        case "zip":
          return booking?.zip ?? "";
        case "city":
          return cityOfZip(booking?.zip ?? null) ?? "";
        case "notes":
          return (notes.get(`${r.kind}:${r.id}`) ?? []).join("\n");
        case "window":
          return booking
            ? windowLabel({ start: new Date(booking.starts_at), end: new Date(booking.ends_at) }, "en")
            : "";
        default:
          return r[c];
      }
    };
    return REQUEST_CSV_COLUMNS.map(value);
  });
  return csvDocument(
    REQUEST_CSV_COLUMNS.map((c) => (TIME_COLUMNS.has(c) ? zonedHeader(c) : c)),
    rows,
  );
}
