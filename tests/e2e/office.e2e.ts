/**
 * The office's whole path in Chromium with its virtual authenticator: invite from the command
 * line → register a passkey → sign out → sign in with the button (a pending autofill request aborted
 * first). Steps 5–7 (a lead appears live, mark it contacted, export CSV) belong to the inbox's screens:
 * they extend `theWholePath` below, signed in as the owner it returns. Then the button pressed while the
 * autofill request is still on its way: the button's request wins, and only its answer is posted.
 */
import { officeCopy } from "~/content/office/copy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, sharedBrowser, type WatchedPage } from "./support/browser";
import { auditActionWords } from "~/content/office/audit";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  presence,
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

/**
 * A person signed out in a fresh page, the authenticator not answering (as nobody picks), and the answers
 * the page will post to sign in (React Router posts the form to /office/sign-in.data).
 */
async function signedOut(email: string, name: string) {
  const w = await openPage(browser(), "desktop");
  const authenticator = await addVirtualAuthenticator(w.page);
  await registerFromInvitation(w.page, await inviteFromCli(server, email, "office"), name);
  await signOut(w.page, server.origin, authenticator);
  await w.page.goto("about:blank"); // the sign-in page signing out lands on asks nothing more
  const answers: string[] = [];
  w.page.on("request", (r) => {
    if (r.method() === "POST" && /^\/office\/sign-in(\.data)?$/.test(new URL(r.url()).pathname))
      answers.push(r.url());
  });
  return { w, authenticator, answers };
}

/** Presses the button; the person lands on the office's home, and exactly one answer was posted. */
async function pressAndLand({ w, answers }: Awaited<ReturnType<typeof signedOut>>, name: string) {
  await w.page.getByRole("button", { name: officeCopy.signIn.button }).click();
  await w.page.waitForURL((url) => url.pathname === "/office");
  await w.page.getByRole("link", { name: new RegExp(`Account: ${name}`) }).waitFor();
  // Whatever the autofill request does late, it posts nothing of its own.
  await w.page.waitForTimeout(500);
  expect(answers).toHaveLength(1);
  expect(new URL(w.page.url()).pathname).toBe("/office");
}

describe("the sign-in page's two passkey requests: the button's wins, and only it posts", () => {
  it("the button pressed while the autofill request still waits for its options", async () => {
    const person = await signedOut("slow.options@example.com", "Slow Options");
    const { w, authenticator } = person;
    // The autofill request's options are held until the button's have arrived (a slow network for the
    // first request); the authenticator answers from the button's request on, as a person touching it.
    let autofillAsked!: () => void;
    const autofillSeen = new Promise<void>((resolve) => (autofillAsked = resolve));
    let buttonAnswered!: () => void;
    const buttonSeen = new Promise<void>((resolve) => (buttonAnswered = resolve));
    let requests = 0;
    await w.page.route("**/office/webauthn", async (route) => {
      if (++requests === 1) {
        autofillAsked();
        await buttonSeen;
        return route.continue();
      }
      await presence(authenticator, true);
      await route.fulfill({ response: await route.fetch() });
      buttonAnswered();
    });
    await w.page.goto(`${server.origin}/office/sign-in`);
    await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await autofillSeen;
    await pressAndLand(person, "Slow Options");
    await w.page.unrouteAll({ behavior: "wait" });
    await w.close();
  });

  it("the button pressed while the autofill request, its options arrived, is still starting", async () => {
    const person = await signedOut("slow.start@example.com", "Slow Start");
    const { w, authenticator } = person;
    // The browser is slow to confirm autofill the second time it is asked (by the library, as it starts
    // the autofill request): the button's request starts first, still waits for a touch when the
    // autofill's starts and ends it, and the button asks again; the person touches the passkey then.
    await w.page.addInitScript(() => {
      const ask = PublicKeyCredential.isConditionalMediationAvailable.bind(PublicKeyCredential);
      let asked = 0;
      PublicKeyCredential.isConditionalMediationAvailable = async () => {
        if (++asked === 2) {
          document.documentElement.dataset.autofillStarting = "";
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        return ask();
      };
    });
    let requests = 0;
    await w.page.route("**/office/webauthn", async (route) => {
      // 1: the autofill's options, 2: the button's, 3: the button's again.
      if (++requests === 3) await presence(authenticator, true);
      await route.continue();
    });
    await w.page.goto(`${server.origin}/office/sign-in`);
    await w.page.locator("html[data-autofill-starting]").waitFor({ state: "attached" });
    await pressAndLand(person, "Slow Start");
    await w.page.unrouteAll({ behavior: "wait" });
    await w.close();
  });
});
