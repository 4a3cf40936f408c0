import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The office's routes, in ONE list spread into app/routes.ts. Everything under `office/`
 * (the layout's children) needs a session; `officeAccess` (app/lib/office/roles.ts) says which roles may
 * use each route, `requireOfficeUser` enforces it, and the authorization walk
 * (tests/e2e/office-security.e2e.ts) checks every entry. Rendered per request, never prerendered, never in
 * the sitemap or the agent files.
 */
export const officeRoutes: RouteConfigEntry[] = [
  // Open to anyone (they sign a person in): the sign-in page and an invitation link.
  route("office/sign-in", "routes/office/sign-in.tsx"),
  route("office/invite/:token", "routes/office/invite.tsx"),
  // The passkey ceremonies' options (JSON; sign-in and registration are open, rate-limited).
  route("office/webauthn", "routes/office/webauthn.ts"),
  // The signed-in office: the shell (nav, account) and its pages.
  route("office", "routes/office/layout.tsx", [
    route("account", "routes/office/account.tsx"),
    route("confirm", "routes/office/confirm.tsx"),
    route("people", "routes/office/people.tsx"),
    route("audit", "routes/office/audit.tsx"),
    // The work: the inbox (its live count and CSV), a lead, a booking, the schedule, today, numbers, webhooks.
    index("routes/office/inbox.tsx"),
    route("live", "routes/office/live.ts"),
    route("export.csv", "routes/office/export.ts"),
    route("leads/:id", "routes/office/lead.tsx"),
    route("bookings/:id", "routes/office/booking.tsx"),
    route("schedule", "routes/office/schedule.tsx"),
    route("today", "routes/office/today.tsx"),
    route("numbers", "routes/office/numbers.tsx"),
    route("webhooks", "routes/office/webhooks.tsx"),
    // The website: the gallery's projects and the blog's articles (the list, the project editor).
    route("content", "routes/office/content.tsx"),
    // A project's editor; `new` is a project not saved yet.
    route("content/projects/:id", "routes/office/project.tsx"),
    // The blog's article editor (`new`: an article not saved yet) and any record's history.
    route("content/articles/:slug", "routes/office/article.tsx"),
    route("content/history/:key", "routes/office/history.tsx"),
    // Customers' reviews: their state; publish, withhold for a policy reason, restore, reply, translate.
    route("reviews", "routes/office/reviews.tsx"),
    // A public page with a draft applied (never cached or indexed): `preview/<key>/<site path>`.
    route("preview/*", "routes/office/preview.ts"),
  ]),
];

/** Who may use each route above: stated once in app/lib/office/roles.ts, re-exported for the tests. */
export { officeAccess, type OfficeAccess } from "../lib/office/roles";

/** Every route's full pattern ("/office/people"): children joined to their parents, index routes as their parent. */
export function routePatterns(entries: readonly RouteConfigEntry[] = officeRoutes, parent = ""): string[] {
  const all = entries.flatMap((e): string[] => {
    const path = e.path ? `${parent}/${e.path}` : parent;
    return [path, ...routePatterns(e.children ?? [], path)];
  });
  return [...new Set(all)];
}
