import { company } from "~/content/company";
import { LEAD_CSV_COLUMNS, type LeadColumn, type LeadRow } from "./lead-record";
import { isolateText } from "../site/bidi.ts";
import { zonedIso } from "../booking/windows";

/** Columns of the CSV export, in order: the lead record's columns marked for it (lead-record.ts). */
export const CSV_COLUMNS = LEAD_CSV_COLUMNS;

/**
 * The UTF-8 byte-order mark a CSV file starts with: without it Excel reads the file in the machine's
 * legacy code page, and "José" opens as "JosÃ©".
 */
export const CSV_BOM = "\uFEFF";

/** The office's time zone (company.ts): every time in an export is wall-clock time there. */
export const CSV_TIME_ZONE = company.timeZone;

/** A time column's header, naming the zone its times are in: "created_at (America/Los_Angeles)". */
export const zonedHeader = (column: string) => `${column} (${CSV_TIME_ZONE})`;

/**
 * A stored UTC time as wall-clock time in the office's zone, "2027-03-16 08:05" (a spreadsheet reads it
 * as a date and time); "" for none.
 */
export function csvTime(value: string | null | undefined): string {
  if (!value) return "";
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return zonedIso(instant, CSV_TIME_ZONE).slice(0, 16).replace("T", " ");
}

/**
 * One RFC 4180 field; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula,
 * and a cell holding bidi controls or right-to-left text is wrapped in the Unicode isolates FSI … PDI,
 * so it shows as typed without reordering the cells beside it (plain cells are left as they are).
 */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  s = isolateText(s);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole CSV file: the byte-order mark, the header row and the rows (each field through `csvField`), CRLF line ends. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header.map(csvField).join(","), ...rows.map((r) => r.map(csvField).join(","))];
  return CSV_BOM + lines.join("\r\n") + "\r\n";
}

/** The lead columns that hold a time (written in the office's zone). */
const TIME_COLUMNS: ReadonlySet<LeadColumn> = new Set(["created_at", "contacted_at"]);

/** The leads as CSV (oldest first), with a header row and CRLF line ends. */
export function leadsToCsv(leads: readonly LeadRow[]): string {
  return csvDocument(
    CSV_COLUMNS.map((c) => (TIME_COLUMNS.has(c) ? zonedHeader(c) : c)),
    [...leads]
      .reverse()
      .map((l) => CSV_COLUMNS.map((c) => (TIME_COLUMNS.has(c) ? csvTime(l[c] as string) : l[c]))),
  );
}
