/** The addresses of the office's work screens beyond the nav's (officePaths): one place, read by routes and tests. */
import type { RequestKind } from "./pipeline";

export const officeWorkPaths = {
  /** The live inbox's question: how many requests arrived after a cursor (JSON). */
  live: "/office/live",
  /** The filtered list as CSV. */
  exportCsv: "/office/export.csv",
  leads: "/office/leads",
  bookings: "/office/bookings",
} as const;

export const requestPath = (kind: RequestKind, id: number) =>
  `${kind === "lead" ? officeWorkPaths.leads : officeWorkPaths.bookings}/${id}`;

/** How often the open inbox asks the live route whether requests arrived (any process may have stored them). */
export const INBOX_POLL_MS = 10_000;

export const liveQuery = (cursor: { lead: number; booking: number }) =>
  new URLSearchParams({ lead: String(cursor.lead), booking: String(cursor.booking) }).toString();
