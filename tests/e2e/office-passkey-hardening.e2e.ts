/**
 * The office's passkey routes as a client can drive them (a software passkey posting real ceremonies,
 * app/lib/office/soft-authenticator.testing.ts): the security events they leave (sign-ins, "sign out
 * everywhere", refused passkeys with the credential id and the address, none in the audit log), a
 * credential id registered twice, a `next` a Location header cannot carry, the rate-limit buckets, and
 * the headers of /office/webauthn. Then typed text with bidi controls on the office's pages and in the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { officeCopy } from "~/content/office/copy";
import { openWindows, windowsOn, zonedDate } from "~/lib/booking/windows";
import {
  authenticationResponse,
  registrationResponse,
  softPasskey,
  type SoftPasskey,
} from "~/lib/office/soft-authenticator.testing";
import { openStores } from "~/lib/site/site-db.testing";
import { axeViolations } from "./support/axe";
import { bookDirectly, filler } from "./support/bookings";
import { openPage, sharedBrowser } from "./support/browser";
import { inviteFromCli, seedPerson, startOfficeServer, withDb, type OfficeServer } from "./support/office";

const browser = sharedBrowser();
let server: OfficeServer;

beforeAll(async () => {
  server = await startOfficeServer(93);
});
afterAll(async () => {
  await server?.stop();
});

interface Sent {
  status: number;
  headers: Headers;
  text: string;
}

/** A same-origin form POST from `address` (the server trusts X-Forwarded-For from loopback). */
async function post(
  path: string,
  body: Record<string, string>,
  { address, session }: { address: string; session?: string },
): Promise<Sent> {
  const res = await fetch(`${server.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: server.origin,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address,
      ...(session ? { cookie: `office_session=${session}` } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const sessionOf = (r: Sent) => /office_session=([^;]+)/.exec(r.headers.get("set-cookie") ?? "")?.[1];

/** Registers `key` through an invitation made by the command line; the answer to the invitation POST. */
async function register(email: string, key: SoftPasskey, address: string) {
  const token = (await inviteFromCli(server, email, "owner")).split("/").at(-1) ?? "";
  const options = await post("/office/webauthn", { ceremony: "register", token, name: email }, { address });
  expect(options.status).toBe(200);
  const response = registrationResponse(key, JSON.parse(options.text), server.origin);
  return post(`/office/invite/${token}`, { name: email, response: JSON.stringify(response) }, { address });
}

/** A whole sign-in: options, then the answer signed by `key`. */
async function signIn(key: SoftPasskey, address: string) {
  const options = await post("/office/webauthn", { ceremony: "sign-in" }, { address });
  if (options.status !== 200) return options;
  const response = authenticationResponse(key, JSON.parse(options.text), server.origin);
  return post("/office/sign-in", { response: JSON.stringify(response) }, { address });
}

const events = () =>
  withDb(server.dbPath, (db) =>
    db.prepare("SELECT kind, user_id, credential_id, address FROM office_security_events ORDER BY id").all(),
  );
const userIdOf = (email: string) =>
  withDb(server.dbPath, (db) => db.prepare("SELECT id FROM office_users WHERE email = ?").get(email)) as {
    id: number;
  };

describe("passkey ceremonies from a client", () => {
  const key = softPasskey();
  const email = "ceremonies@example.com";
  let session: string | undefined;

  it("registers a passkey and signs in with it: the sign-in is a security event with the passkey and the address", async () => {
    const registered = await register(email, key, "198.51.100.20");
    expect(registered.status).toBe(302);
    const signedIn = await signIn(key, "198.51.100.21");
    expect(signedIn.status).toBe(302);
    session = sessionOf(signedIn);
    expect(session).toBeTruthy();
    expect(events()).toContainEqual({
      kind: "sign-in",
      user_id: userIdOf(email).id,
      credential_id: key.id,
      address: "198.51.100.21",
    });
  });

  it("answers 400 with a message, not 500, when the credential id is already registered", async () => {
    const again = await register("second@example.com", softPasskey(key.id), "198.51.100.22");
    expect(again.status).toBe(400);
    expect(again.text).toContain(officeCopy.invite.alreadyRegistered.slice(0, 40));
    expect(server.output()).not.toMatch(/UNIQUE constraint/);
  });

  it("returns from the passkey check to the office's home when `next` holds a control or non-Latin-1 character", async () => {
    for (const next of ["/office/\u0001", "/office/\u4e2d", "/office?x=\u0085", "/office/\n"]) {
      const options = await post(
        "/office/webauthn",
        { ceremony: "confirm" },
        { address: "198.51.100.23", session },
      );
      expect(options.status).toBe(200);
      const response = authenticationResponse(key, JSON.parse(options.text), server.origin);
      const r = await post(
        "/office/confirm",
        { response: JSON.stringify(response), next },
        { address: "198.51.100.23", session },
      );
      expect(r.status, JSON.stringify(next)).toBe(302);
      expect(r.headers.get("location")).toBe("/office");
    }
  });

  it("counts each sign-in once (options and answer together), so more sign-ins than half the allowance pass", async () => {
    // The allowance is 20 per address; 15 whole sign-ins are 30 requests.
    for (let i = 0; i < 15; i++)
      expect((await signIn(key, "198.51.100.24")).status, `sign-in ${i + 1}`).toBe(302);
  });

  it("records a refused (revoked) passkey with its credential id, its holder and the address, and not in the audit log", async () => {
    const lost = softPasskey();
    const holder = "lost.phone.events@example.com";
    expect((await register(holder, lost, "198.51.100.25")).status).toBe(302);
    withDb(server.dbPath, (db) =>
      db
        .prepare("UPDATE office_passkeys SET revoked_at = ? WHERE id = ?")
        .run(new Date().toISOString(), lost.id),
    );
    const refused = await signIn(lost, "2001:db8::77");
    expect(refused.status).toBe(400);
    expect(events()).toContainEqual({
      kind: "passkey-refused",
      user_id: userIdOf(holder).id,
      credential_id: lost.id,
      address: "2001:db8::77",
    });
    const audit = withDb(server.dbPath, (db) =>
      db.prepare("SELECT action, subject_id, fields FROM audit_log").all(),
    ) as { action: string; subject_id: string; fields: string | null }[];
    expect(audit.map((a) => a.action)).not.toEqual(expect.arrayContaining([expect.stringMatching(/sign/)]));
    expect(JSON.stringify(audit)).not.toContain("2001:db8::77");
  });

  it("records 'sign out everywhere' with the person and the address", async () => {
    const r = await post(
      "/office/account",
      { intent: "sign-out-everywhere" },
      { address: "198.51.100.26", session },
    );
    expect(r.status).toBe(302);
    expect(events()).toContainEqual({
      kind: "sign-out-everywhere",
      user_id: userIdOf(email).id,
      credential_id: null,
      address: "198.51.100.26",
    });
  });

  it("sends Cache-Control once on /office/webauthn", async () => {
    const r = await post("/office/webauthn", { ceremony: "sign-in" }, { address: "198.51.100.27" });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("rate-limit buckets", () => {
  it("invitation probing from an address spends neither the sign-ins nor the invitations of an owner there", async () => {
    const address = "198.51.100.30";
    const owner = seedPerson(server.dbPath, { email: "owner.buckets@example.com", role: "owner" });
    const probes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`${server.origin}/office/invite/${"B".repeat(42)}${i % 10}`, {
        headers: { "x-forwarded-for": address },
      });
      probes.push(res.status);
    }
    expect(probes).toContain(429);
    const invited = await post(
      "/office/people",
      { intent: "invite", email: "new.hire@example.com", role: "office" },
      { address, session: owner.sessionId },
    );
    expect(invited.status).toBe(200);
    expect((await post("/office/webauthn", { ceremony: "sign-in" }, { address })).status).toBe(200);
  });
});

/** Text with a right-to-left override in it: shown as typed only when isolated. */
const RLO = "\u202E";
const typed = {
  name: `Nadia ${RLO}Hardening`,
  street: `${RLO}12 Bidi Way`,
  note: `Gate ${RLO}4410`,
  message: `Leak ${RLO}near door`,
};

describe("typed text with bidi controls on the office's pages", () => {
  let leadId: number;
  let bookingId: number;
  let owner: ReturnType<typeof seedPerson>;

  beforeAll(() => {
    owner = seedPerson(server.dbPath, {
      email: "owner.bidi@example.com",
      role: "owner",
      name: `Owen ${RLO}Owner`,
    });
    const stores = openStores(server.dbPath);
    leadId = stores.leads.insertLead({
      form: "quote",
      page: "/contact",
      name: typed.name,
      email: "nadia.bidi@example.com",
      phone: "3105550142",
      message: typed.message,
    });
    stores.close();
    const today =
      windowsOn(zonedDate(new Date(), availability.timeZone)).at(-1) ?? openWindows(new Date())[0];
    if (!today) throw new Error("no window");
    const booked = bookDirectly(
      server.dbPath,
      filler(today, { name: typed.name, street: typed.street, note: typed.note }),
    );
    if (booked.kind !== "booked") throw new Error("not booked");
    bookingId = booked.booking.id;
  });

  it.each([
    ["the inbox", () => "/office"],
    ["a lead", () => `/office/leads/${leadId}`],
    ["a booking", () => `/office/bookings/${bookingId}`],
    ["today", () => "/office/today"],
    ["people", () => "/office/people"],
    ["the audit log", () => "/office/audit"],
  ])("%s isolates every piece of it (<bdi> or dir=auto), without axe violations", async (_, path) => {
    const w = await openPage(browser(), "phone");
    await w.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
    const res = await w.page.goto(`${server.origin}${path()}`);
    expect(res?.status()).toBe(200);
    await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const found = await w.page.evaluate((mark) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: { text: string; isolated: boolean }[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? "";
        if (!text.includes(mark) || n.parentElement?.closest("script, style")) continue;
        // In <bdi> or dir=auto, or every occurrence between FSI and PDI.
        const isolated =
          !!n.parentElement?.closest("bdi, [dir='auto']") ||
          !text.replace(/\u2068[^\u2069]*\u2069/g, "").includes(mark);
        texts.push({ text, isolated });
      }
      return texts;
    }, RLO);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((t) => !t.isolated)).toEqual([]);
    expect(await axeViolations(w.page)).toEqual([]);
    await w.close();
  });

  it("the audit page shows owners the security events (what, who, passkey, address)", async () => {
    const res = await fetch(`${server.origin}/office/audit`, {
      headers: { cookie: `office_session=${owner.sessionId}` },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const table = html.slice(html.indexOf('data-testid="security-events"'));
    const { kinds } = officeCopy.audit.security;
    for (const text of [
      kinds["sign-in"],
      kinds["passkey-refused"],
      kinds["sign-out-everywhere"],
      "2001:db8::77",
    ])
      expect(table).toContain(text);
  });

  it("the CSV export wraps those cells in FSI … PDI", async () => {
    const res = await fetch(`${server.origin}/office/export.csv`, {
      headers: { cookie: `office_session=${owner.sessionId}` },
    });
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain(`\u2068${typed.name}\u2069`);
    expect(csv).not.toMatch(new RegExp(`[^\u2068]${typed.name}`));
  });
});
