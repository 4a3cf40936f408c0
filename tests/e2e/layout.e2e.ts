import { describe, expect, it } from "vitest";
import { gotoHydrated, settles, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("desktop navigation", () => {
  it("opens a dropdown on hover and closes it 300 ms after the pointer leaves", async () => {
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Services submenu" });
    const menu = nav.locator(`#${await button.getAttribute("aria-controls")}`);
    await settles(() => menu.isVisible(), false);

    await button.hover();
    await menu.waitFor({ state: "visible" });
    await settles(() => button.getAttribute("aria-expanded"), "true");
    await settles(() => menu.getByRole("link").count(), 4);

    // Moving from the button into the menu keeps it open.
    await menu.getByRole("link").first().hover();
    await wait(400);
    await settles(() => menu.isVisible(), true);

    await page.mouse.move(700, 700);
    await wait(150);
    expect(await menu.isVisible(), "still open 150 ms after leaving").toBe(true);
    await wait(350);
    expect(await menu.isVisible(), "closed 500 ms after leaving").toBe(false);
    await settles(() => button.getAttribute("aria-expanded"), "false");
    await w.close();
  });

  it("works with the keyboard: Enter opens, Escape closes and returns focus", async () => {
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    await gotoHydrated(page, "/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Area" });
    await button.focus();
    await page.keyboard.press("Enter");
    await settles(() => button.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe("Los Angeles");
    await page.keyboard.press("Escape");
    await settles(() => button.getAttribute("aria-expanded"), "false");
    await settles(() => page.evaluate(() => document.activeElement?.textContent), "Area");
    await w.close();
  });

  it("navigates to an area page from the dropdown", async () => {
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Area" }).click();
    await nav.getByRole("link", { name: "Malibu" }).click();
    await page.waitForURL("**/malibu-deck-waterproofing-contractor");
    await page.locator("h1", { hasText: "Malibu" }).waitFor();
    await settles(() => nav.getByRole("button", { name: "Area" }).getAttribute("aria-expanded"), "false");
    await w.close();
  });

  it("has a skip link that moves focus to the main content", async () => {
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    await gotoHydrated(page, "/service");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await settles(() => skip.isVisible(), true);
    await page.keyboard.press("Enter");
    await settles(() => page.evaluate(() => document.activeElement?.id), "main-content");
    await w.close();
  });
});

describe("phone navigation", () => {
  it("opens the menu, expands Services and navigates; the menu closes after", async () => {
    const w = await openPage(browser(), "phone");
    const { page } = w;
    await gotoHydrated(page, "/");
    await settles(() => page.getByRole("navigation", { name: "Main" }).count(), 0);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.tap();
    await settles(() => menuButton.getAttribute("aria-expanded"), "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.waitFor({ state: "visible" });

    const services = nav.getByRole("button", { name: "Services" });
    await settles(() => services.getAttribute("aria-expanded"), "false");
    await services.tap();
    await settles(() => services.getAttribute("aria-expanded"), "true");
    await nav.getByRole("link", { name: "Balcony Waterproofing" }).tap();
    await page.waitForURL("**/services/balcony-waterproofing-coating-repair");
    await page.locator('button[aria-controls="mobile-menu"][aria-expanded="false"]').waitFor();
    await settles(() => page.getByRole("navigation", { name: "Main" }).count(), 0);
    await w.close();
  });

  it("shows the phone, e-mail and address links in the header and footer", async () => {
    const w = await openPage(browser(), "phone");
    const { page } = w;
    await gotoHydrated(page, "/");
    expect(await page.locator('header a[href^="tel:+1"]').count()).toBeGreaterThan(0);
    expect(await page.locator('footer a[href^="sms:+1"]').count()).toBe(1);
    expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(1);
    await w.close();
  });
});

describe("office map", () => {
  it("loads nothing from the maps service until asked, then embeds a 600 px map", async () => {
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    const external: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
    });
    await page.route(/google\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(external).toEqual([]);
    const footer = page.locator("footer");
    await expect(
      footer.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/www\.google\.com\/maps/);
    await footer.getByRole("button", { name: "Show interactive map" }).click();
    const frame = footer.locator("iframe");
    await frame.waitFor();
    const box = await frame.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(600);
    await w.close();
  });
});
