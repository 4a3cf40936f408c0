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

/** The two sizes of a customer's photo the office opens: the thumbnail and the full size. */
export const REQUEST_PHOTO_SIZES = ["thumb", "full"] as const;
export type RequestPhotoSize = (typeof REQUEST_PHOTO_SIZES)[number];

/**
 * A customer's photo for the office, under its request's page: served only to a signed-in office person,
 * and only when that request holds the photo (server/media-routes.server.ts).
 */
export const requestPhotoPath = (kind: RequestKind, id: number, photo: number, size: RequestPhotoSize) =>
  `${requestPath(kind, id)}/photos/${photo}/${size}`;
/** The same as Express route patterns (the office's endpoints, app/lib/office/roles.ts). */
export const REQUEST_PHOTO_ROUTES = {
  lead: `${officeWorkPaths.leads}/:id/photos/:photo/:size`,
  booking: `${officeWorkPaths.bookings}/:id/photos/:photo/:size`,
} as const satisfies Record<RequestKind, string>;
/** A review's photo for the office (the customer's, never public), under the Reviews screen. */
export const reviewPhotoPath = (id: number, photo: number, size: RequestPhotoSize) =>
  `/office/reviews/${id}/photos/${photo}/${size}`;
export const REVIEW_PHOTO_ROUTE = "/office/reviews/:id/photos/:photo/:size";

/** How often the open inbox asks the live route whether requests arrived (any process may have stored them). */
export const INBOX_POLL_MS = 10_000;

export const liveQuery = (cursor: { lead: number; booking: number }) =>
  new URLSearchParams({ lead: String(cursor.lead), booking: String(cursor.booking) }).toString();
