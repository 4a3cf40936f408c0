/** The office's roles: owners do everything, including people; office staff the daily work. */
export type OfficeRole = "owner" | "office";
export const OFFICE_ROLES: readonly OfficeRole[] = ["owner", "office"];

/** Who may use an office route: anyone (sign-in, invitations), any signed-in person, or owners only. */
export type OfficeAccess = "public" | "office" | "owner";

/**
 * The one statement of who may use each office route (by its full pattern, as app/routes/office.routes.ts
 * declares it). `requireOfficeUser` enforces it for every loader and action from the pattern React Router
 * matched, the office's nav shows a link only to who may open it, and the authorization walk
 * (tests/e2e/office-security.e2e.ts) derives its expectations from it. A unit test fails when a route has
 * no entry here. Kept apart from the route list, which needs @react-router/dev (a build-time package).
 */
export const officeAccess: Readonly<Record<string, OfficeAccess>> = {
  "/office/sign-in": "public",
  "/office/invite/:token": "public",
  "/office/webauthn": "public",
  "/office": "office",
  "/office/account": "office",
  "/office/confirm": "office",
  "/office/people": "owner",
  "/office/audit": "owner",
  "/office/live": "office",
  "/office/export.csv": "office",
  "/office/leads/:id": "office",
  "/office/bookings/:id": "office",
  "/office/schedule": "office",
  "/office/today": "office",
  "/office/numbers": "office",
  "/office/webhooks": "office",
  // The website's gallery and blog: owners and office staff both draft and publish.
  "/office/content": "office",
  "/office/content/projects/:id": "office",
  // The blog's articles and every record's history: owners and office staff both draft and publish.
  "/office/content/articles/:slug": "office",
  "/office/content/history/:key": "office",
  "/office/preview/*": "office",
  // Customers' reviews: owners and office staff both publish, withhold (for a policy reason) and reply.
  "/office/reviews": "office",
};

/**
 * Who may use the office's endpoints outside React Router (server/media-routes.server.ts: the photo
 * upload, streamed to disk before React Router would buffer it), by their path; the same rule as a route.
 */
export const officeEndpoints: Readonly<Record<string, OfficeAccess>> = {
  "/office/media": "office",
  // A customer's photo, under its lead's or booking's page (work-paths.ts's REQUEST_PHOTO_ROUTES).
  "/office/leads/:id/photos/:photo/:size": "office",
  "/office/bookings/:id/photos/:photo/:size": "office",
  // A review's photo, under the Reviews screen (work-paths.ts's REVIEW_PHOTO_ROUTE).
  "/office/reviews/:id/photos/:photo/:size": "office",
};

/** Whether a signed-in person with `role` may use a route of this access (anyone may use a public one). */
export const mayUse = (access: OfficeAccess | undefined, role: OfficeRole): boolean =>
  access === "public" || access === "office" || (access === "owner" && role === "owner");

/**
 * A route's access by the pattern React Router reports ("office/leads/:id", with or without its leading
 * slash); undefined for a pattern nobody declared, which no one may use.
 */
export const accessOf = (pattern: string): OfficeAccess | undefined =>
  officeAccess[`/${pattern.replace(/^\/+|\/+$/g, "")}`];
