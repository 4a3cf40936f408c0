import { LEAD_CSV_COLUMNS, type LeadRow } from "./lead-record";
import { isolateText } from "../site/bidi.ts";

/** Columns of the CSV export, in order: the lead record's columns marked for it (lead-record.ts). */
export const CSV_COLUMNS = LEAD_CSV_COLUMNS;

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

/** The leads as CSV (oldest first), with a header row and CRLF line ends. */
export function leadsToCsv(leads: readonly LeadRow[]): string {
  const rows = [...leads].reverse().map((l) => CSV_COLUMNS.map((c) => csvField(l[c])).join(","));
  return [CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
