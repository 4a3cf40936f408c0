import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { officePaths } from "~/content/office/paths";
import { SiteDb } from "~/lib/site/site-db.server";
import { officeContext } from "./office-context";
import { createOfficeService } from "./office-service.server";
import { completeRegistration, createInvitation, createSession, webauthnUserId } from "./office-store.server";
import { officeAccess } from "./roles";
import { requireFreshPasskey, requireOfficeUser } from "./session.server";

const db = new SiteDb(":memory:").db;
const office = createOfficeService({
  db,
  siteUrl: "http://localhost:3000",
  port: 3000,
  log: { info() {}, warn() {}, error() {} } as never,
  queueMail: () => false,
});
const context = new RouterContextProvider();
context.set(officeContext, office);

/** A person of `role` with a live session; returns the cookie's value. */
function sessionOf(role: "owner" | "office") {
  const email = `${role}.${randomBytes(4).toString("hex")}@example.com`;
  const { id } = createInvitation(db, { email, role, actor: "cli" });
  const passkeyId = randomBytes(16).toString("base64url");
  const user = completeRegistration(db, {
    invitationId: id,
    name: role,
    userHandle: webauthnUserId(db, email),
    passkey: { id: passkeyId, publicKey: new Uint8Array([1]), counter: 0, backedUp: false },
  });
  return createSession(db, { userId: user!.id, passkeyId });
}
const owner = sessionOf("owner");
const staff = sessionOf("office");

/** A loader's arguments for a route `pattern` as React Router reports it (no leading slash). */
const args = (pattern: string, session?: string) => ({
  request: new Request(`http://localhost:3000/${pattern}`, {
    headers: session ? { cookie: `office_session=${session}` } : {},
  }),
  context,
  pattern,
});

/** What requireOfficeUser answers: the person's role, or the status it throws. */
async function outcome(pattern: string, session?: string) {
  try {
    return (await requireOfficeUser(args(pattern, session))).role;
  } catch (thrown) {
    const r = thrown as Response;
    return r.status === 302 ? `redirect ${r.headers.get("location")}` : r.status;
  }
}

describe("requireOfficeUser reads each route's role from officeAccess", () => {
  const signedIn = Object.entries(officeAccess).filter(([, a]) => a !== "public");

  it.each(signedIn)(
    "%s (%s): sign-in without a session, the role's answer with one",
    async (route, access) => {
      const pattern = route.slice(1);
      expect(await outcome(pattern)).toBe(`redirect ${officePaths.signIn}`);
      expect(await outcome(pattern, owner)).toBe("owner");
      expect(await outcome(pattern, staff)).toBe(access === "owner" ? 403 : "office");
    },
  );

  it("refuses a route nobody declared, even to an owner", async () => {
    expect(await outcome("office/not-declared", owner)).toBe(403);
  });

  it("the fresh check (a new session is freshly checked) enforces the route's role too", async () => {
    const session = sessionOf("office");
    await expect(
      requireFreshPasskey(args("office/people", session), officePaths.people),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      requireFreshPasskey(args("office/account", session), officePaths.account),
    ).resolves.toMatchObject({
      role: "office",
    });
  });
});
