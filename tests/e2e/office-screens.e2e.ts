/**
 * The office's own screens as the office sees them, at 390 and 1440 px: zero axe violations,
 * no console error, the keyboard reaches the main action, and a screenshot of each for people to look at
 * (test-results/office/). The People, account and audit pages are also used without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser, viewports, type ViewportName } from "./support/browser";
import { inviteFromCli, seedPerson, startOfficeServer, withDb, type OfficeServer } from "./support/office";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: OfficeServer;
let owner: ReturnType<typeof seedPerson>;

beforeAll(async () => {
  server = await startOfficeServer(123);
  owner = seedPerson(server.dbPath, {
    email: "owner.screens@example.com",
    role: "owner",
    name: "Olivia Owner",
  });
  seedPerson(server.dbPath, { email: "maria.office@example.com", role: "office", name: "María Office" });
});
afterAll(async () => {
  await server?.stop();
});

async function look(
  viewport: ViewportName,
  path: string,
  name: string,
  { signedIn = true, javaScriptEnabled = true } = {},
) {
  const w = await openPage(browser(), viewport, { javaScriptEnabled, expectedErrors: [/status of 410/] });
  if (signedIn)
    await w.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
  const response = await w.page.goto(`${server.origin}${path}`);
  if (javaScriptEnabled) await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // axe and the width check run scripts in the page: with JavaScript on (the same markup either way).
  if (javaScriptEnabled) {
    expect(await axeViolations(w.page), `${name} at ${viewport}`).toEqual([]);
    // Nothing wider than the screen.
    const width = await w.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewports[viewport].width);
  }
  await saveScreenshot(w.page, "office", `${name}-${viewports[viewport].width}`);
  return w;
}

describe.each(["phone", "desktop"] as const)("the office's screens at %s size", (viewport) => {
  it("sign-in: the button is the first thing the keyboard reaches after the field", async () => {
    const w = await look(viewport, "/office/sign-in", "sign-in", { signedIn: false });
    await w.page.keyboard.press("Tab");
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe(
      "username webauthn",
    );
    await w.page.keyboard.press("Tab");
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe("Sign in with a passkey");
    await w.close();
  });

  it("an invitation: whom it is for, a name field and the register button", async () => {
    const link = await inviteFromCli(server, `new.${viewport}@example.com`, "office");
    const w = await look(viewport, new URL(link).pathname, "invitation", { signedIn: false });
    expect(await w.page.getByRole("heading", { level: 1 }).innerText()).toBe("Register your passkey");
    expect(await w.page.locator("main").innerText()).toContain(`new.${viewport}@example.com`);
    await w.close();
  });

  it("people, account and audit log, with the owner's nav", async () => {
    for (const [path, name, heading] of [
      ["/office/people", "people", "People"],
      ["/office/account", "account", "Your account"],
      ["/office/audit", "audit", "Audit log"],
    ] as const) {
      const w = await look(viewport, path, name);
      expect(await w.page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
      const nav = await w.page.getByRole("navigation", { name: "Office menu" }).innerText();
      for (const item of ["Inbox", "Schedule", "People", "Audit log"]) expect(nav).toContain(item);
      await w.close();
    }
  });
});

describe("without JavaScript, after sign-in", () => {
  it("an owner invites someone with the plain form and sees the link once", async () => {
    // Inviting needs a fresh passkey check: the owner's was just now.
    withDb(server.dbPath, (db) =>
      db
        .prepare("UPDATE office_sessions SET verified_at = ? WHERE user_id = ?")
        .run(Date.now(), owner.userId),
    );
    const w = await look("phone", "/office/people", "people-no-script", { javaScriptEnabled: false });
    await w.page.getByLabel("E-mail").fill("plain.form@example.com");
    await w.page.getByRole("button", { name: "Create invitation" }).click();
    await w.page.waitForLoadState();
    expect(await w.page.getByTestId("invitation-link").innerText()).toMatch(
      /\/office\/invite\/[A-Za-z0-9_-]{43}$/,
    );
    await saveScreenshot(w.page, "office", "people-invited-390");
    await w.close();
  });
});
