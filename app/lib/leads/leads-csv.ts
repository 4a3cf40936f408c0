import type { LeadRow } from "./leads-db.server.ts";

/** Columns of the CSV export, in order. */
export const CSV_COLUMNS: (keyof LeadRow)[] = [
  "id",
  "created_at",
  "form",
  "language",
  "page",
  "name",
  "email",
  "phone",
  "service",
  "message",
  "flagged",
  "flag_reason",
];

/**
 * Text that can reorder what is around it when shown: a bidi control (LRM, RLM, ALM, embeddings,
 * overrides, isolates) or a right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest).
 */
const BIDI =
  /\p{Bidi_Control}|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * One RFC 4180 field; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula,
 * and a cell holding bidi controls or right-to-left text is wrapped in the Unicode isolates FSI … PDI,
 * so it shows as typed without reordering the cells beside it (plain cells are left as they are).
 */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  if (BIDI.test(s)) s = `\u2068${s}\u2069`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The leads as CSV (oldest first), with a header row and CRLF line ends. */
export function leadsToCsv(leads: readonly LeadRow[]): string {
  const rows = [...leads].reverse().map((l) => CSV_COLUMNS.map((c) => csvField(l[c])).join(","));
  return [CSV_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}
