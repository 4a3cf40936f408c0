/**
 * The office's whole path in Chromium with its virtual authenticator: invite from the command
 * line → register a passkey → sign out → sign in with the button (a pending autofill request aborted
 * first). Steps 5–7 (a lead appears live, mark it contacted, export CSV) belong to the inbox's screens:
 * they extend `theWholePath` below, signed in as the owner it returns.
 */
import { officeCopy } from "~/content/office/copy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, sharedBrowser, type WatchedPage } from "./support/browser";
import { auditActionWords } from "~/content/office/audit";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  registerFromInvitation,
  sessionCookie,
  signInWithButton,
  signOut,
  startOfficeServer,
  type OfficeServer,
} from "./support/office";

const browser = sharedBrowser();
let server: OfficeServer;

beforeAll(async () => {
  server = await startOfficeServer(121);
});
afterAll(async () => {
  await server?.stop();
});

/** Steps 1–4; returns the signed-in page (the inbox's steps continue from it). */
async function theWholePath(w: WatchedPage) {
  const authenticator = await addVirtualAuthenticator(w.page);
  // 1. invite (the command line prints a one-time link)
  const link = await inviteFromCli(server, "owner@example.com", "owner");
  // 2. register a passkey: the invitation is spent, the person is signed in
  await registerFromInvitation(w.page, link, "Olivia Owner");
  expect(await authenticator.credentialIds()).toHaveLength(1);
  const first = await sessionCookie(w.page);
  expect(first?.httpOnly).toBe(true);
  expect(first?.sameSite).toBe("Lax");
  // 3. sign out: the cookie is gone and the office answers with the sign-in page
  await signOut(w.page, server.origin, authenticator);
  expect(await sessionCookie(w.page)).toBeUndefined();
  await w.page.goto(`${server.origin}/office`);
  expect(new URL(w.page.url()).pathname).toBe("/office/sign-in");
  // 4. sign in with the button, after the page's autofill request was pending
  await signInWithButton(w.page, server.origin, authenticator);
  const second = await sessionCookie(w.page);
  expect(second?.value).toBeTruthy();
  expect(second?.value).not.toBe(first?.value); // a new id at every sign-in
  await w.page.getByRole("link", { name: /Account: Olivia Owner/ }).waitFor();
  return { authenticator, link };
}

describe("the office, from invitation to sign-in", () => {
  it("invites, registers a passkey, signs out and signs in with the button; the link works once", async () => {
    // Reopening the spent link answers 410, which the browser reports in its console.
    const w = await openPage(browser(), "phone", { expectedErrors: [/status of 410/] });
    const { link } = await theWholePath(w);
    // The invitation was spent by registering: opening it again says so.
    const again = await w.page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(
      w.page.getByRole("heading", { name: "This invitation cannot be used" }).isVisible(),
    ).resolves.toBe(true);
    // Owners see People and the audit log, which recorded each step without a personal value.
    await w.page.goto(`${server.origin}/office/audit`);
    const log = await w.page.getByTestId("audit-entries").innerText();
    // In words (app/content/office/audit.ts), not the stored event names.
    for (const action of ["invitation.create", "person.create", "passkey.create", "invitation.use"]) {
      expect(log).toContain(auditActionWords[action]);
      expect(log).not.toContain(action);
    }
    expect(log).toContain("Command line");
    expect(log).not.toContain("owner@example.com");
    // The sign-in is not in it: it is a security event, listed apart.
    const security = await w.page.getByTestId("security-events").innerText();
    expect(security).toContain(officeCopy.audit.security.kinds["sign-in"]);
    await w.close();
  });
});
