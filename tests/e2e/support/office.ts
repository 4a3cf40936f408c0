/**
 * The office's browser-test helpers: a server whose SITE_URL is http://localhost:PORT (an IP address
 * cannot be a passkey's relying party), invitations from the command line, Chromium's virtual
 * authenticator (the DevTools WebAuthn domain), and the register and sign-in steps.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import type { CDPSession, Locator, Page } from "playwright-core";
import {
  completeRegistration,
  createInvitation,
  createSession,
  webauthnUserId,
} from "~/lib/office/office-store.server";
import { startServer, testPort, type RunningServer } from "./server";

const run = promisify(execFile);
const root = new URL("../../../", import.meta.url).pathname;

export interface OfficeServer extends RunningServer {
  /** SITE_URL: http://localhost:PORT. */
  origin: string;
}

/** Starts the built server with the office on (SITE_URL on localhost), at E2E_PORT + offset. */
export async function startOfficeServer(
  offset: number,
  env: Record<string, string> = {},
): Promise<OfficeServer> {
  const port = testPort(offset);
  const origin = `http://localhost:${port}`;
  const server = await startServer(port, { SITE_URL: origin, ...env });
  return { ...server, origin };
}

/**
 * `npm run office -- --invite EMAIL --role ROLE` against the server's database; the printed link. `env`
 * overrides the command's environment (by default SITE_URL is the server's origin).
 */
export async function inviteFromCli(
  server: Pick<OfficeServer, "dbPath" | "origin">,
  email: string,
  role: "owner" | "office" = "owner",
  env: Record<string, string> = { SITE_URL: server.origin },
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["scripts/require-node.js", "scripts/office.ts", "--invite", email, "--role", role],
    { cwd: root, env: { ...process.env, LEADS_DB: server.dbPath, SMTP_URL: "", ...env } },
  );
  const link = /(https?:\/\/\S+\/office\/invite\/[A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  if (!link) throw new Error(`no invitation link in:\n${stdout}`);
  return link;
}

/** `npm run office -- ARGS` against the server's database: its exit code and what it printed. */
export async function officeCli(server: Pick<OfficeServer, "dbPath" | "origin">, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["scripts/require-node.js", "scripts/office.ts", ...args],
      { cwd: root, env: { ...process.env, LEADS_DB: server.dbPath, SITE_URL: server.origin, SMTP_URL: "" } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  id: string;
  /** The passkeys it holds (their credential ids, base64url as the site stores them). */
  credentialIds: () => Promise<string[]>;
}

/**
 * A platform authenticator with resident keys and user verification (a phone's screen lock), answering
 * every request at once, on this page's browser context.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    id: authenticatorId,
    credentialIds: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.map((c) =>
        Buffer.from(c.credentialId, "base64").toString("base64url"),
      ),
  };
}

/** Opens an invitation link, registers a passkey under `name`, and lands signed in on /office. */
export async function registerFromInvitation(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/office");
  await page.getByRole("navigation", { name: "Office menu" }).waitFor();
}

/**
 * Signs in with the button (automation cannot pick from the autofill list): first waits until the
 * page's pending autofill (conditional) request is under way, which the button's own request aborts.
 */
export async function signInWithButton(page: Page, origin: string, authenticator: VirtualAuthenticator) {
  // Without simulated presence the autofill request waits, as it does for a person who has not picked.
  await presence(authenticator, false);
  await page.goto(`${origin}/office/sign-in`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator('form[data-conditional="pending"]').waitFor({ state: "attached" });
  await pressButtonAfterAbort(page, authenticator);
  await page.waitForURL((url) => url.pathname === "/office");
}

/** Whether the virtual authenticator answers at once (a person touching it) or waits (nobody picks). */
export const presence = (authenticator: VirtualAuthenticator, enabled: boolean) =>
  authenticator.cdp.send("WebAuthn.setAutomaticPresenceSimulation", {
    authenticatorId: authenticator.id,
    enabled,
  });

/**
 * Signs out from the account page. The sign-in page it lands on starts an autofill request at once; the
 * authenticator stops answering first, or it would pick the passkey by itself and sign straight back in.
 */
export async function signOut(page: Page, origin: string, authenticator?: VirtualAuthenticator) {
  if (authenticator) await presence(authenticator, false);
  await page.goto(`${origin}/office/account`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/office/sign-in");
}

/** The session cookie's value in this page's context (undefined when signed out). */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name.endsWith("office_session"));
}

/**
 * A person with one (fake) passkey and a live session, written straight into the server's database (the
 * authorization tests need sessions, not ceremonies). Returns the cookie value.
 */
export function seedPerson(
  dbPath: string,
  { email, role, name = email }: { email: string; role: "owner" | "office"; name?: string },
): { userId: number; sessionId: string; passkeyId: string } {
  const db = new DatabaseSync(dbPath);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  try {
    const { id } = createInvitation(db, { email, role, actor: "cli" });
    const passkeyId = randomBytes(16).toString("base64url");
    const user = completeRegistration(db, {
      invitationId: id,
      name,
      userHandle: webauthnUserId(db, email),
      passkey: { id: passkeyId, publicKey: new Uint8Array([1]), counter: 0, backedUp: false },
    });
    if (!user) throw new Error("could not seed a person");
    return { userId: user.id, sessionId: createSession(db, { userId: user.id, passkeyId }), passkeyId };
  } finally {
    db.close();
  }
}

/** Runs `fn` on the server's database (to age an invitation, read the audit log …). */
export function withDb<T>(dbPath: string, fn: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(dbPath);
  db.exec("PRAGMA busy_timeout = 5000;");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * Presses "Sign in with a passkey" while an autofill request is pending. The button's handler aborts that
 * request before it asks the server for options; the authenticator starts answering only when that
 * options request is seen (answering earlier would complete the autofill request instead).
 */
export async function pressButtonAfterAbort(page: Page, authenticator: VirtualAuthenticator) {
  await page.route("**/office/webauthn", async (route) => {
    await presence(authenticator, true);
    await route.continue();
  });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.locator('form[data-conditional="off"]').waitFor({ state: "attached" });
  await page.unrouteAll({ behavior: "wait" });
}

/**
 * The choices of a drop-down list whose text does not fit its closed box beside the list's arrow (so
 * the chosen one would read cut off): none, on a phone, for the office's arrival-window lists.
 */
export async function choicesCutOff(list: Locator): Promise<string[]> {
  return list.evaluate((s) => {
    const el = s as HTMLSelectElement;
    const style = getComputedStyle(el);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = style.font;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return [...el.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text);
  });
}
