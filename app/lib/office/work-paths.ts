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

export const liveQuery = (cursor: { lead: number; booking: number }) =>
  new URLSearchParams({ lead: String(cursor.lead), booking: String(cursor.booking) }).toString();
