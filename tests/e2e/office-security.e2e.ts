/**
 * The office's authorization walk and security checks. The walk derives its routes from
 * app/routes/office.routes.ts (`routePatterns`, `officeAccess`), so every route added there is walked:
 * each page, its `.data` URL and its POST, without a session (the sign-in page, never data), with the
 * office role (403 on owner-only routes) and as an owner.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentFiles } from "~/content/agent-files";
import { officeCopy } from "~/content/office/copy";
import { articlePath } from "~/lib/office/content-paths";
import { revokePerson } from "~/lib/office/office-store.server";
import { openStores } from "~/lib/site/site-db.testing";
import { officeAccess, routePatterns } from "~/routes/office.routes";
import { mayUse, officeEndpoints } from "~/lib/office/roles";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser } from "./support/browser";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  officeCli,
  presence,
  pressButtonAfterAbort,
  registerFromInvitation,
  seedPerson,
  signOut,
  startOfficeServer,
  withDb,
  type OfficeServer,
} from "./support/office";

const browser = sharedBrowser();
let server: OfficeServer;
let owner: ReturnType<typeof seedPerson>;
let staff: ReturnType<typeof seedPerson>;
/** A lead whose details must never appear without a session. */
const LEAD = { name: "Walker Authtestlead", email: "walker.authtest@example.com", phone: "3105550187" };
let leadId: number;

beforeAll(async () => {
  server = await startOfficeServer(122);
  owner = seedPerson(server.dbPath, { email: "owner.walk@example.com", role: "owner", name: "Owner Walk" });
  staff = seedPerson(server.dbPath, { email: "staff.walk@example.com", role: "office", name: "Staff Walk" });
  const stores = openStores(server.dbPath);
  leadId = stores.leads.insertLead({ form: "quote", page: "/contact", ...LEAD, message: "Balcony leak" });
  stores.close();
});
afterAll(async () => {
  await server?.stop();
});

const cookie = (sessionId: string) => `office_session=${sessionId}`;
/** A request as a browser on the site would send it (same origin), without following redirects. */
async function send(
  path: string,
  {
    session,
    method = "GET",
    body = {},
    origin,
  }: {
    session?: string;
    method?: "GET" | "POST";
    body?: Record<string, string>;
    origin?: string;
  } = {},
) {
  const form = method === "POST" ? new URLSearchParams(body).toString() : undefined;
  const res = await fetch(`${server.origin}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(session ? { cookie: cookie(session) } : {}),
      ...(method === "POST"
        ? { origin: origin ?? server.origin, "content-type": "application/x-www-form-urlencoded" }
        : {}),
    },
    body: form,
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/**
 * A concrete address for a route pattern: ids name the seeded lead, tokens are well-formed but unknown, a
 * splat is left empty.
 */
const concrete = (pattern: string) =>
  pattern
    .replace(/:token\b/g, "A".repeat(43))
    .replace(/:[A-Za-z]+\??/g, String(leadId))
    .replace(/\/\*$/, "");
const dataUrl = (path: string) => `${path}.data`;
const signedIn = routePatterns().filter((p) => officeAccess[p] !== "public");
const ownerOnly = routePatterns().filter((p) => officeAccess[p] === "owner");

/** Sets when a person's sessions last passed a passkey check: now (fresh) or long ago (stale). */
const checked = (userId: number, at: number) =>
  withDb(server.dbPath, (db) =>
    db.prepare("UPDATE office_sessions SET verified_at = ? WHERE user_id = ?").run(at, userId),
  );
const fresh = (userId: number) => checked(userId, Date.now());
const stale = (userId: number) => checked(userId, 0);
const sessionCookieIn = async (w: { context: { cookies: () => Promise<{ name: string }[]> } }) =>
  (await w.context.cookies()).some((c) => c.name.endsWith("office_session"));

const noLeadData = (text: string) => {
  for (const value of Object.values(LEAD)) expect(text).not.toContain(value);
};
const toSignIn = (r: { status: number; headers: Headers; text: string }) =>
  [r.headers.get("location"), r.headers.get("x-remix-redirect"), r.text].some((v) =>
    v?.includes("/office/sign-in"),
  );

describe("the authorization walk (every office route, its .data URL and its POST)", () => {
  it("derives a non-empty list with owner-only routes in it", () => {
    expect(signedIn.length).toBeGreaterThan(0);
    expect(ownerOnly).toEqual(expect.arrayContaining(["/office/people", "/office/audit"]));
  });

  it.each(signedIn)("%s without a session: the sign-in page, never data", async (pattern) => {
    const path = concrete(pattern);
    for (const r of [
      await send(path),
      await send(dataUrl(path)),
      await send(path, { method: "POST", body: { intent: "invite", email: "x@example.com", role: "owner" } }),
    ]) {
      noLeadData(r.text);
      expect(r.status).toBeLessThan(500);
      if (r.status !== 405) expect(toSignIn(r), `${path}: ${r.status}`).toBe(true);
    }
  });

  it.each(ownerOnly)("%s with the office role: 403, page, data and action alike", async (pattern) => {
    const path = concrete(pattern);
    expect((await send(path, { session: staff.sessionId })).status).toBe(403);
    expect((await send(dataUrl(path), { session: staff.sessionId })).status).toBe(403);
    const post = await send(path, {
      session: staff.sessionId,
      method: "POST",
      body: { intent: "invite", email: "sneaky@example.com", role: "owner" },
    });
    expect([403, 405]).toContain(post.status);
  });

  // The endpoints outside React Router that read (a customer's photo under its request's address).
  const photoEndpoints = Object.keys(officeEndpoints).filter((p) => p.includes("/photos/"));
  it.each(photoEndpoints)(
    "%s: 401 without a session, never a photo a request does not hold",
    async (pattern) => {
      const path = concrete(pattern).replace(/\/[^/]+$/, "/thumb");
      const anonymous = await send(path);
      expect(anonymous.status).toBe(401);
      noLeadData(anonymous.text);
      const staffAsks = await send(path, { session: staff.sessionId });
      expect([staffAsks.status, staffAsks.headers.get("cache-control")]).toEqual([404, "private, no-store"]);
      expect(mayUse(officeEndpoints[pattern], "office")).toBe(true);
    },
  );

  it("the server's log never carries a session id, after every walk above sent them", () => {
    expect(server.output().length).toBeGreaterThan(0);
    expect(server.output()).not.toContain(staff.sessionId);
    expect(server.output()).not.toContain(owner.sessionId);
  });

  it("an office person cannot invite anyone (no invitation was made by the refused posts)", () => {
    const sneaky = withDb(server.dbPath, (db) =>
      db.prepare("SELECT COUNT(*) AS n FROM office_invitations WHERE email = 'sneaky@example.com'").get(),
    );
    expect(sneaky).toEqual({ n: 0 });
  });

  it.each(signedIn.filter((p) => !p.includes(":") && officeAccess[p] === "office"))(
    "%s with the office role: the page (officeAccess opens it to office staff)",
    async (pattern) => {
      expect((await send(concrete(pattern), { session: staff.sessionId })).status).toBe(200);
    },
  );

  it.each(signedIn.filter((p) => !p.includes(":")))(
    "%s as an owner: the page, private and never cached",
    async (pattern) => {
      const r = await send(concrete(pattern), { session: owner.sessionId });
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("private, no-store");
      expect(r.headers.get("x-robots-tag")).toContain("noindex");
    },
  );

  it("the open routes answer without a session and show no data", async () => {
    const signIn = await send("/office/sign-in");
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    noLeadData(signIn.text);
    const invite = await send(concrete("/office/invite/:token"));
    expect(invite.status).toBe(410);
    expect(invite.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await send("/office/webauthn")).status).toBe(405);
  });
});

describe("security", () => {
  it("refuses a cross-site POST to an office action, even with an owner's session", async () => {
    const r = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      origin: "https://evil.example",
      body: { intent: "invite", email: "evil@example.com", role: "owner" },
    });
    expect(r.status).toBe(403);
    const made = withDb(server.dbPath, (db) =>
      db.prepare("SELECT COUNT(*) AS n FROM office_invitations WHERE email = 'evil@example.com'").get(),
    );
    expect(made).toEqual({ n: 0 });
  });

  it("refuses the article editor's Publish later and its cancelling without a session, or across sites", async () => {
    const { key } = withDb(server.dbPath, (db) =>
      db.prepare("SELECT key FROM content_records WHERE kind = 'article' ORDER BY key LIMIT 1").get(),
    ) as { key: string };
    const path = articlePath(key.slice("article:".length));
    const body = { scheduleDate: "2030-01-07", scheduleTime: "09:00" };
    for (const intent of ["schedule", "unschedule"]) {
      const r = await send(path, { method: "POST", body: { intent, ...body } });
      expect(toSignIn(r), `${intent}: ${r.status}`).toBe(true);
    }
    const crossSite = await send(path, {
      session: staff.sessionId,
      method: "POST",
      origin: "https://evil.example",
      body: { intent: "schedule", ...body },
    });
    expect(crossSite.status).toBe(403);
    const scheduled = withDb(server.dbPath, (db) =>
      db.prepare("SELECT COUNT(*) AS n FROM content_records WHERE publish_at IS NOT NULL").get(),
    );
    expect(scheduled).toEqual({ n: 0 });
  });

  it('refuses a lead\'s "Ask for more photos" without a session, or across sites: no link is made', async () => {
    const path = `/office/leads/${leadId}`;
    for (const channel of ["email", "link"]) {
      const r = await send(path, { method: "POST", body: { intent: "photo-ask", channel } });
      expect(toSignIn(r), `${channel}: ${r.status}`).toBe(true);
      noLeadData(r.text);
    }
    const crossSite = await send(path, {
      session: staff.sessionId,
      method: "POST",
      origin: "https://evil.example",
      body: { intent: "photo-ask", channel: "link" },
    });
    expect(crossSite.status).toBe(403);
    expect(
      withDb(server.dbPath, (db) => db.prepare("SELECT COUNT(*) AS n FROM photo_requests").get()),
    ).toEqual({ n: 0 });
  });

  it("refuses an expired invitation, and never logs a token", async () => {
    const link = await inviteFromCli(server, "late@example.com", "office");
    const token = link.split("/").at(-1)!;
    expect((await send(new URL(link).pathname)).status).toBe(200);
    withDb(server.dbPath, (db) =>
      db
        .prepare("UPDATE office_invitations SET expires_at = ? WHERE email = 'late@example.com'")
        .run(Date.now() - 1),
    );
    const opened = await send(new URL(link).pathname);
    expect(opened.status).toBe(410);
    expect(opened.text).toContain("expired");
    const options = await send("/office/webauthn", {
      method: "POST",
      body: { ceremony: "register", token, name: "Late" },
    });
    expect(options.status).toBe(410);
    expect(server.output()).not.toContain(token);
  });

  it("a destructive action asks for a fresh passkey check first", async () => {
    withDb(server.dbPath, (db) =>
      db.prepare("UPDATE office_sessions SET verified_at = 0 WHERE user_id = ?").run(owner.userId),
    );
    const r = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "role", person: String(staff.userId), role: "owner" },
    });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toMatch(/^\/office\/confirm\?next=%2Foffice%2Fpeople$/);
    const role = withDb(server.dbPath, (db) =>
      db.prepare("SELECT role FROM office_users WHERE id = ?").get(staff.userId),
    );
    expect(role).toEqual({ role: "office" });
    withDb(server.dbPath, (db) =>
      db
        .prepare("UPDATE office_sessions SET verified_at = ? WHERE user_id = ?")
        .run(Date.now(), owner.userId),
    );
  });

  it("ends a revoked person's open session at once", async () => {
    const other = seedPerson(server.dbPath, {
      email: "leaving@example.com",
      role: "office",
      name: "Leaving",
    });
    expect((await send("/office/account", { session: other.sessionId })).status).toBe(200);
    const revoke = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "revoke-person", person: String(other.userId) },
    });
    expect(revoke.status).toBe(200);
    const after = await send("/office/account", { session: other.sessionId });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/office/sign-in");
  });

  it("a revoked passkey cannot sign in", async () => {
    // The refused sign-in answers 400, which the browser reports in its console.
    const w = await openPage(browser(), "desktop", { expectedErrors: [/status of 400/] });
    const authenticator = await addVirtualAuthenticator(w.page);
    await registerFromInvitation(
      w.page,
      await inviteFromCli(server, "lost.phone@example.com", "office"),
      "Lost Phone",
    );
    const [passkeyId] = await authenticator.credentialIds();
    await signOut(w.page, server.origin, authenticator);
    const revoke = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "revoke-passkey", passkey: passkeyId! },
    });
    expect(revoke.status).toBe(200);
    await w.page.goto(`${server.origin}/office/sign-in`);
    await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await w.page.locator('form[data-conditional="pending"]').waitFor({ state: "attached" });
    await pressButtonAfterAbort(w.page, authenticator);
    await w.page.getByRole("alert").waitFor();
    expect(await w.page.getByRole("alert").innerText()).toContain("did not sign you in");
    expect(new URL(w.page.url()).pathname).toBe("/office/sign-in");
    expect((await w.context.cookies()).some((c) => c.name.endsWith("office_session"))).toBe(false);
    await w.close();
  });

  it("keeps a person's only passkey: no revoke button for it, and a forced revoke is refused", async () => {
    const me = seedPerson(server.dbPath, { email: "one.key@example.com", role: "office", name: "One Key" });
    const { onlyPasskey, onlyPasskeyRefused, revoke } = officeCopy.account;
    const page = await send("/office/account", { session: me.sessionId });
    expect(page.text).toContain(onlyPasskey);
    expect(page.text).not.toContain(`>${revoke}<`);
    const forced = await send("/office/account", {
      session: me.sessionId,
      method: "POST",
      body: { intent: "revoke-passkey", passkey: me.passkeyId },
    });
    expect(forced.status).toBe(409);
    expect(forced.text).toContain(onlyPasskeyRefused);
    // The passkey still signs in: the session stays and the row is not revoked.
    expect((await send("/office/account", { session: me.sessionId })).status).toBe(200);
    const row = withDb(server.dbPath, (db) =>
      db.prepare("SELECT revoked_at FROM office_passkeys WHERE id = ?").get(me.passkeyId),
    );
    expect(row).toEqual({ revoked_at: null });
  });

  it("a revoked phone is signed out: its session can no longer read a lead's page or the CSV export", async () => {
    const w = await openPage(browser(), "phone");
    const authenticator = await addVirtualAuthenticator(w.page);
    await registerFromInvitation(
      w.page,
      await inviteFromCli(server, "phone.lost@example.com", "office"),
      "Phone Lost",
    );
    const leadPage = `${server.origin}/office/leads/${leadId}`;
    const exportCsv = `${server.origin}/office/export.csv`;
    // While its passkey is live, the phone reads the lead and the export.
    expect((await w.page.goto(leadPage))?.status()).toBe(200);
    expect(await w.page.locator("main").innerText()).toContain(LEAD.name);
    const before = await w.page.request.get(exportCsv, { maxRedirects: 0 });
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(LEAD.email);
    // The phone is lost: an owner revokes its passkey on People (their passkey check is fresh).
    const [passkeyId] = await authenticator.credentialIds();
    fresh(owner.userId);
    const revoke = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "revoke-passkey", passkey: passkeyId! },
    });
    expect(revoke.status).toBe(200);
    // The phone still holds its cookie, and gets the sign-in page and no data with it.
    expect(await sessionCookieIn(w)).toBe(true);
    await presence(authenticator, false);
    await w.page.goto(leadPage);
    expect(new URL(w.page.url()).pathname).toBe("/office/sign-in");
    noLeadData(await w.page.content());
    const after = await w.page.request.get(exportCsv, { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toBe("/office/sign-in");
    noLeadData(await after.text());
    await w.close();
  });

  it("with a stale passkey check, an invitation cannot change who has access (the five abuses)", async () => {
    const gone = seedPerson(server.dbPath, { email: "gone@example.com", role: "office", name: "Gone" });
    withDb(server.dbPath, (db) => revokePerson(db, "cli", gone.userId));
    const invitations = () =>
      withDb(server.dbPath, (db) => db.prepare("SELECT COUNT(*) AS n FROM office_invitations").get());
    const made = invitations();
    stale(owner.userId);
    const abuses: [string, Record<string, string>][] = [
      ["invite a new owner", { intent: "invite", email: "new.owner@example.com", role: "owner" }],
      [
        "add a passkey to its own account",
        { intent: "invite", email: "owner.walk@example.com", role: "owner" },
      ],
      [
        "promote an office user to owner",
        { intent: "invite", email: "staff.walk@example.com", role: "owner" },
      ],
      ["promote an office user to owner", { intent: "role", person: String(staff.userId), role: "owner" }],
      [
        "bring a revoked person back as owner",
        { intent: "invite", email: "gone@example.com", role: "owner" },
      ],
      ["bring a revoked person back", { intent: "reinstate", person: String(gone.userId) }],
      ["demote the last owner", { intent: "invite", email: "owner.walk@example.com", role: "office" }],
      ["demote the last owner", { intent: "role", person: String(owner.userId), role: "office" }],
    ];
    for (const [abuse, body] of abuses) {
      const r = await send("/office/people", { session: owner.sessionId, method: "POST", body });
      expect(r.status, abuse).toBe(302);
      expect(r.headers.get("location"), abuse).toBe("/office/confirm?next=%2Foffice%2Fpeople");
    }
    expect(invitations()).toEqual(made);
    // After a fresh check: an invitation to an account only adds a passkey, a revoked person gets none,
    // and the last owner stays an owner.
    fresh(owner.userId);
    const toStaff = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "invite", email: "staff.walk@example.com", role: "owner" },
    });
    expect(toStaff.status).toBe(200);
    expect(toStaff.text).toContain(officeCopy.people.inviteExisting("Staff Walk", "Office"));
    const toGone = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "invite", email: "gone@example.com", role: "owner" },
    });
    expect(toGone.status).toBe(409);
    const demote = await send("/office/people", {
      session: owner.sessionId,
      method: "POST",
      body: { intent: "role", person: String(owner.userId), role: "office" },
    });
    expect(demote.status).toBe(409);
    expect(demote.text).toContain(officeCopy.people.lastOwner);
    const roles = withDb(server.dbPath, (db) =>
      db
        .prepare(
          "SELECT email, role, revoked_at IS NOT NULL AS revoked FROM office_users WHERE id IN (?, ?, ?)",
        )
        .all(owner.userId, staff.userId, gone.userId),
    );
    expect(roles).toEqual([
      { email: "owner.walk@example.com", role: "owner", revoked: 0 },
      { email: "staff.walk@example.com", role: "office", revoked: 0 },
      { email: "gone@example.com", role: "office", revoked: 1 },
    ]);
  });

  it("People lists pending invitations (who made them, the role, the expiry) and cancels one, audited", async () => {
    const link = await inviteFromCli(server, "pending.one@example.com", "office");
    const w = await openPage(browser(), "desktop");
    await w.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
    await w.page.goto(`${server.origin}/office/people`);
    await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const item = w.page.locator('[data-invitation="pending.one@example.com"]');
    const text = await item.innerText();
    const words = officeCopy.people;
    for (const part of [words.pendingRole("Office"), words.pendingByCli, words.pendingExpires("")])
      expect(text).toContain(part.trim());
    // The page with a pending invitation and revoked people (their "Restore access") passes axe.
    expect(await w.page.getByRole("button", { name: words.reinstate }).count()).toBeGreaterThan(0);
    expect(await axeViolations(w.page)).toEqual([]);
    await item.getByRole("button", { name: words.cancel }).click();
    await w.page.getByText(words.cancelled).waitFor();
    // The list follows when the page's data is read again after the action.
    await expect.poll(() => item.count()).toBe(0);
    await w.close();
    const opened = await send(new URL(link).pathname);
    expect(opened.status).toBe(410);
    expect(opened.text).toContain(officeCopy.invite.invalid.cancelled);
    const audited = withDb(server.dbPath, (db) =>
      db
        .prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'invitation.cancel' AND user_id = ?")
        .get(owner.userId),
    );
    expect(audited).toEqual({ n: 1 });
  });

  it("an unknown intent answers 400, whatever else is posted", async () => {
    fresh(owner.userId);
    for (const person of ["999999", String(staff.userId)]) {
      const r = await send("/office/people", {
        session: owner.sessionId,
        method: "POST",
        body: { intent: "make-everyone-owner", person },
      });
      expect(r.status).toBe(400);
      expect(r.text).toContain(officeCopy.people.unknownAction);
    }
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/ (and not Secure over http)", async () => {
    const me = seedPerson(server.dbPath, { email: "cookie@example.com", role: "office" });
    const r = await send("/office/account", {
      session: me.sessionId,
      method: "POST",
      body: { intent: "sign-out" },
    });
    expect(r.status).toBe(302);
    expect(r.headers.get("set-cookie")).toBe("office_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect((await send("/office/account", { session: me.sessionId })).status).toBe(302);
  });

  it("limits sign-in attempts per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${server.origin}/office/webauthn`, {
        method: "POST",
        headers: { origin: server.origin, "x-forwarded-for": "198.51.100.7" },
        body: new URLSearchParams({ ceremony: "sign-in" }),
      });
      statuses.push(res.status);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });

  it("the command line changes roles and reinstates, never leaving no active owner", async () => {
    const roleOf = (email: string) =>
      withDb(server.dbPath, (db) =>
        db
          .prepare("SELECT role, revoked_at IS NOT NULL AS revoked FROM office_users WHERE email = ?")
          .get(email),
      );
    const lastOwner = "owner.walk@example.com";
    for (const args of [
      ["--set-role", lastOwner, "office"],
      ["--revoke", lastOwner],
    ]) {
      const refused = await officeCli(server, ...args);
      expect(refused.code, args.join(" ")).toBe(1);
      expect(refused.output).toContain("without an active owner");
    }
    expect(roleOf(lastOwner)).toEqual({ role: "owner", revoked: 0 });
    // A revoked person: no role change, no invitation, until reinstated (with the role they had).
    expect((await officeCli(server, "--set-role", "gone@example.com", "owner")).code).toBe(1);
    expect((await officeCli(server, "--invite", "gone@example.com")).code).toBe(1);
    const back = await officeCli(server, "--reinstate", "gone@example.com");
    expect(back).toMatchObject({ code: 0, output: expect.stringContaining("Reinstated gone@example.com") });
    expect(roleOf("gone@example.com")).toEqual({ role: "office", revoked: 0 });
    // The recovery when an owner must change: make another owner first, then the old one may step down.
    expect((await officeCli(server, "--set-role", "gone@example.com", "owner")).code).toBe(0);
    expect((await officeCli(server, "--set-role", lastOwner, "office")).code).toBe(0);
    expect((await officeCli(server, "--set-role", lastOwner, "owner")).code).toBe(0);
    const invited = await officeCli(server, "--invite", "gone@example.com", "--role", "office");
    expect(invited.output).toContain("its role stays owner");
    expect(roleOf("gone@example.com")).toEqual({ role: "owner", revoked: 0 });
    const cli = withDb(server.dbPath, (db) =>
      db
        .prepare(
          "SELECT action FROM audit_log WHERE actor = 'cli' AND action IN ('person.role', 'person.reinstate')",
        )
        .all()
        .map((r) => (r as { action: string }).action),
    );
    expect(cli).toEqual(["person.reinstate", "person.role", "person.role", "person.role"]);
  });

  it("lists no office page anywhere public", async () => {
    for (const path of [
      "/sitemap.xml",
      agentFiles.llms,
      agentFiles.ard,
      agentFiles.openapi,
      agentFiles.mcpCard,
      "/",
    ]) {
      const r = await send(path);
      expect(r.status, path).toBe(200);
      expect(r.text, path).not.toContain("/office");
    }
  });

  it("loads none of the office's script on a public page that hydrates", async () => {
    for (const page of ["/", "/contact", "/es/galeria"]) {
      const html = (await send(page)).text;
      // The page's islands (entry modules, imported after load) and every module they import.
      const scripts = [...new Set(html.match(/\/assets\/(?:islands\/)?[\w.-]+\.js/g) ?? [])];
      for (let i = 0; i < scripts.length; i++) {
        const code = (await send(scripts[i] ?? "")).text;
        for (const m of code.matchAll(/(?:from|import\(?)\s*"(\.{1,2}\/[\w./-]+\.js)"/g)) {
          const url = new URL(m[1] ?? "", `http://x${scripts[i]}`).pathname;
          if (!scripts.includes(url)) scripts.push(url);
        }
      }
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const script of scripts) {
        const code = (await send(script)).text;
        // The passkey library's own message, and the office's sign-in copy.
        expect(code, `${page} → ${script}`).not.toContain("Cancelling existing WebAuthn API call");
        expect(code, `${page} → ${script}`).not.toContain("Sign in to the office");
      }
    }
  });

  it("logged no stack trace and no session id", () => {
    expect(server.output()).not.toMatch(/\n\s+at /);
    for (const id of [owner.sessionId, staff.sessionId]) expect(server.output()).not.toContain(id);
  });
});
