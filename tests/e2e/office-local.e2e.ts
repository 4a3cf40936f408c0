/**
 * The office on a fresh machine: the built server started without SITE_URL runs the office at
 * http://localhost:PORT (localhost is the passkeys' relying party, which works nowhere else). The command
 * line invites with the same address, Chromium's virtual authenticator registers and signs in there; the
 * same server opened at another host (127.0.0.1) says the office needs SITE_URL and links to localhost.
 * Screenshots of that page at 390 and 1440 px go to test-results/office/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeCopy } from "~/content/office/copy";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser } from "./support/browser";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  registerFromInvitation,
  sessionCookie,
  signInWithButton,
  signOut,
} from "./support/office";
import { startServer, testPort, type RunningServer } from "./support/server";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
const port = testPort(118);
const origin = `http://localhost:${port}`;
let server: RunningServer;

beforeAll(async () => {
  // As after `npm install && npm start`: no SITE_URL anywhere.
  server = await startServer(port, { SITE_URL: "" });
});
afterAll(async () => {
  await server?.stop();
});

describe("the office without SITE_URL", () => {
  it("runs at http://localhost:PORT: the command line invites there, a passkey registers and signs in", async () => {
    const w = await openPage(browser(), "phone");
    const authenticator = await addVirtualAuthenticator(w.page);
    // The command line, told only the server's PORT, prints a link at localhost.
    const link = await inviteFromCli({ dbPath: server.dbPath, origin }, "owner@example.com", "owner", {
      SITE_URL: "",
      PORT: String(port),
    });
    expect(link.startsWith(`${origin}/office/invite/`)).toBe(true);
    await registerFromInvitation(w.page, link, "Olivia Owner");
    expect(await authenticator.credentialIds()).toHaveLength(1);
    await signOut(w.page, origin, authenticator);
    expect(await sessionCookie(w.page)).toBeUndefined();
    await signInWithButton(w.page, origin, authenticator);
    expect((await sessionCookie(w.page))?.value).toBeTruthy();
    await w.page.getByRole("link", { name: /Account: Olivia Owner/ }).waitFor();
    expect(server.output()).toContain(`${origin}/office only`);
    await w.close();
  });

  for (const viewport of ["phone", "desktop"] as const)
    it(`opened at another host, says it needs SITE_URL and links to localhost (${viewport})`, async () => {
      const w = await openPage(browser(), viewport, { expectedErrors: [/status of 421/] });
      for (const path of ["/office", "/office/sign-in"]) {
        const answer = await w.page.goto(`http://127.0.0.1:${port}${path}`);
        // Not the office's host: 421 Misdirected Request (a client's Host never yields a 5xx).
        expect(answer?.status(), path).toBe(421);
        await w.page.getByRole("heading", { name: officeCopy.off.title }).waitFor();
        expect(await w.page.getByTestId("office-off").innerText()).toContain(
          officeCopy.off.localOnly(origin),
        );
        const open = w.page.getByRole("link", { name: officeCopy.off.openLocal(origin) });
        expect(await open.getAttribute("href")).toBe(`${origin}/office`);
        expect(await axeViolations(w.page)).toEqual([]);
      }
      // Nothing scrolls sideways on a phone.
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
        true,
      );
      await saveScreenshot(w.page, "office", `office-needs-site-url-${viewport}`);
      await w.close();
    });
});
