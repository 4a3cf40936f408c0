/**
 * Office sessions and authorization. Every office loader and action calls
 * `requireOfficeUser` first: without a live session it throws a redirect to the sign-in page (no data);
 * when the route's entry in `officeAccess` (roles.ts, found by the pattern React Router matched) does not
 * admit the person's role, or the route has none, a 403. No loader states a role itself. The session is a row in SQLite holding only a hash of the id the cookie
 * carries; the cookie is HttpOnly and SameSite=Lax, and Secure with a `__Host-` name on https.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { officeContext } from "./office-context";
import type { OfficeService } from "./office-service.server";
import {
  createSession,
  deleteSession,
  FRESH_CHECK_MS,
  readSession,
  SESSION_MAX_MS,
  type SessionInfo,
} from "./office-store.server";
import { officePaths } from "~/content/office/paths";
import { accessOf, mayUse } from "./roles";

export type { OfficeRole, OfficeUser } from "./office-store.server";
import type { OfficeUser } from "./office-store.server";

/** What a loader or action gets that authorization reads: `pattern` is the full route pattern matched. */
type Args = { request: Request; context: Readonly<RouterContextProvider>; pattern: string };

/**
 * What an office page that cannot run here throws: 421 (this host is not the office's) with the one
 * address it runs at when SITE_URL is unset, else 503 (SITE_URL names an IP address). The office's error
 * screen (OfficeOff) says what to set.
 */
export interface OfficeOffData {
  officeOff: true;
  localOrigin: string | null;
}

/** The office service of this request; a page saying it needs SITE_URL when the office is off here. */
export function officeOf(
  context: Readonly<RouterContextProvider>,
): OfficeService & { rp: NonNullable<OfficeService["rp"]> } {
  const office = context.get(officeContext);
  if (!office.rp)
    throw data({ officeOff: true, localOrigin: office.localOrigin ?? null } satisfies OfficeOffData, {
      status: office.localOrigin ? 421 : 503,
    });
  return office as OfficeService & { rp: NonNullable<OfficeService["rp"]> };
}

/** A cookie's value from a request's Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value for a session id (or, with `undefined`, one that removes the cookie). */
export function sessionCookie(office: Pick<OfficeService, "cookie">, value: string | undefined): string {
  const attributes = [
    `${office.cookie.name}=${value ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${value ? Math.floor(SESSION_MAX_MS / 1000) : 0}`,
    ...(office.cookie.secure ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

/** This request's live session, or undefined. */
export function getOfficeSession({
  request,
  context,
}: Pick<Args, "request" | "context">): SessionInfo | undefined {
  const office = officeOf(context);
  const id = readCookie(request, office.cookie.name);
  return id ? readSession(office.db, id) : undefined;
}

/**
 * This request's session when the route admits its person: otherwise a redirect to the sign-in page (no
 * session) or a 403 (the route's `officeAccess` entry does not admit the role, or it has no entry).
 */
function authorized(args: Args): SessionInfo {
  const session = getOfficeSession(args);
  if (!session) throw redirect(officePaths.signIn);
  if (!mayUse(accessOf(args.pattern), session.user.role))
    throw new Response("Only an owner may do this.", { status: 403 });
  return session;
}

/** The signed-in person, when the route's `officeAccess` entry admits their role (see `authorized`). */
export async function requireOfficeUser(args: Args): Promise<OfficeUser> {
  return authorized(args).user;
}

/**
 * A fresh passkey check before a destructive action (inviting, deleting a person's data, changing roles,
 * revoking, reinstating): unless the session's passkey was checked in the last few minutes, throws a
 * redirect to the check, which returns to `returnTo` (an office path) afterwards, where the person presses
 * the button again. Authorizes the route as `requireOfficeUser` does.
 */
export async function requireFreshPasskey(args: Args, returnTo: string): Promise<OfficeUser> {
  const session = authorized(args);
  if (Date.now() - session.verifiedAt > FRESH_CHECK_MS) {
    const back = returnTo.startsWith("/office") ? returnTo : officePaths.home;
    throw redirect(`${officePaths.confirm}?${new URLSearchParams({ next: back })}`);
  }
  return session.user;
}

/**
 * Signs a person in with the passkey they used: a new session (a new id every time) that records the
 * passkey, so revoking it ends the session, and a redirect carrying its cookie.
 */
export function signIn(
  office: OfficeService,
  { userId, passkeyId }: { userId: number; passkeyId: string },
  to: string,
): Response {
  const id = createSession(office.db, { userId, passkeyId });
  return redirect(to, { headers: { "Set-Cookie": sessionCookie(office, id) } });
}

/** Ends this request's session and clears the cookie. */
export function signOut({ request, context }: Pick<Args, "request" | "context">): Response {
  const office = officeOf(context);
  const id = readCookie(request, office.cookie.name);
  if (id) deleteSession(office.db, id);
  return redirect(officePaths.signIn, { headers: { "Set-Cookie": sessionCookie(office, undefined) } });
}
