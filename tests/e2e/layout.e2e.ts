import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, openAt, openPage, settles, sharedBrowser, type WatchedPage } from "./support/browser";
import { islandRoutes } from "./support/routes";
import { dropdownMenu, dropdownSummary, isOpen, mainNav, phoneMenuSummary } from "./support/widgets";

const browser = sharedBrowser();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One load of a page at a width for a describe block's tests, which run on it in order (the last one may
 * navigate away); closed, with its console checked, after them. Requests to Google's map are answered
 * here and every request leaving the site is listed in `external` from the start.
 */
function sharedLoad(viewport: "phone" | "desktop", path: string) {
  let w: WatchedPage | undefined;
  const external: string[] = [];
  beforeAll(async () => {
    w = await openPage(browser(), viewport);
    w.page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) external.push(r.url());
    });
    await w.page.route(/google\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    // A page with islands is driven once they have hydrated; a reading page has no script to wait for.
    if (islandRoutes.includes(path)) await gotoHydrated(w.page, path);
    else await w.page.goto(path);
  });
  afterAll(async () => {
    await w?.close();
  });
  return {
    page: (): Page => {
      if (!w) throw new Error("page not loaded");
      return w.page;
    },
    external,
  };
}

/**
 * Until it is opened, the footer's map loads nothing from the maps service; opened, it embeds a 600 px
 * map. `external` lists the page's requests leaving the site since it started loading.
 */
async function checkMap(page: Page, external: readonly string[]) {
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");
  await wait(300);
  expect(external, "no third-party request before the map is opened").toEqual([]);
  const footer = page.locator("footer");
  await expect(
    footer.getByRole("link", { name: /Open in Google Maps/ }).getAttribute("href"),
  ).resolves.toMatch(/^https:\/\/www\.google\.com\/maps/);
  await footer.locator("summary", { hasText: "Show interactive map" }).click();
  const frame = footer.locator("iframe");
  await frame.waitFor({ state: "visible" });
  await settles(() => Promise.resolve(external.some((u) => u.includes("google.com/maps"))), true);
  const box = await frame.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(600);
  await expect(footer.locator("summary", { hasText: "Hide interactive map" }).isVisible()).resolves.toBe(
    true,
  );
}

// The widgets are the same HTML on every page; these tests drive them on the hydrated home page, where
// a script adds Escape and close-on-navigate. no-script.e2e.ts drives them with JavaScript off. Each
// block loads the home page once and runs its tests on that load, in order; the last one navigates.
describe("desktop navigation, on one load of the home page", () => {
  const home = sharedLoad("desktop", "/");

  it("opens a dropdown on hover and closes it 300 ms after the pointer leaves", async () => {
    const page = home.page();
    const summary = dropdownSummary(page, "Services submenu");
    const menu = dropdownMenu(page, "Services submenu");
    await settles(() => menu.isVisible(), false);

    await summary.hover();
    await menu.waitFor({ state: "visible" });
    await settles(() => menu.getByRole("link").count(), 4);

    // Moving from the summary into the menu keeps it open.
    await menu.getByRole("link").first().hover();
    await wait(400);
    await settles(() => menu.isVisible(), true);

    // The close delay is measured in the page (pointer leaving → first frame with the menu hidden), so
    // a busy machine cannot make the test flaky: CSS never hides it sooner than 300 ms. The transition
    // clock starts at the frame's timestamp, which can precede this event handler by part of a frame
    // under load, so the lower bound allows one 60 Hz frame (CI once measured 287.7 ms).
    await page.evaluate(() => {
      const menu = document.querySelector<HTMLElement>(".nav-dropdown-menu")!;
      const w = window as unknown as { closedAfter: Promise<number> };
      w.closedAfter = new Promise<number>((resolve) => {
        menu.closest("li")!.addEventListener(
          "pointerleave",
          () => {
            const left = performance.now();
            const poll = () =>
              getComputedStyle(menu).visibility === "hidden"
                ? resolve(performance.now() - left)
                : requestAnimationFrame(poll);
            requestAnimationFrame(poll);
          },
          { once: true },
        );
      });
    });
    await page.mouse.move(700, 700);
    const closedAfter = await page.evaluate(
      () => (window as unknown as { closedAfter: Promise<number> }).closedAfter,
    );
    expect(closedAfter, "closes no sooner than 300 ms after the pointer left").toBeGreaterThanOrEqual(
      300 - 17,
    );
    expect(closedAfter, "and not much later").toBeLessThan(2000);
    await settles(() => menu.isVisible(), false);
  });

  it("works with the keyboard: focus opens, Tab enters, Escape closes and returns focus", async () => {
    const page = home.page();
    const summary = dropdownSummary(page, "Area");
    const menu = dropdownMenu(page, "Area");
    await summary.focus();
    await settles(() => menu.isVisible(), true);
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe("Los Angeles");
    await page.keyboard.press("Escape");
    await settles(() => menu.isVisible(), false);
    await settles(() => page.evaluate(() => document.activeElement?.textContent), "Area");
  });

  it("loads nothing from the maps service until the map is opened, then embeds a 600 px map", async () => {
    await checkMap(home.page(), home.external);
  });

  it("navigates to an area page from the dropdown; the menu closes", async () => {
    const page = home.page();
    await dropdownSummary(page, "Area").click();
    await settles(() => isOpen(dropdownSummary(page, "Area")), true);
    await dropdownMenu(page, "Area").getByRole("link", { name: "Malibu" }).click();
    await page.waitForURL("**/malibu-deck-waterproofing-contractor");
    await page.locator("h1", { hasText: "Malibu" }).waitFor();
    await settles(() => isOpen(dropdownSummary(page, "Area")), false);
    await settles(() => dropdownMenu(page, "Area").isVisible(), false);
  });
});

describe("desktop navigation", () => {
  it("marks the current page in the menus of a prerendered page, without JavaScript", async () => {
    const w = await openAt(browser(), "desktop", "/contact", { javaScriptEnabled: false });
    const { page } = w;
    const current = page.locator('a[aria-current="page"]');
    // The desktop menu, the phone menu and the call bar's quote button (hidden on this page).
    await expect(current.count()).resolves.toBe(3);
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Contact" })
        .getAttribute("aria-current"),
    ).resolves.toBe("page");
    await w.close();
  });

  // The skip link is checked on the site gates' load of /service (support/site-gates.ts).
});

describe("phone navigation, on one load of the home page", () => {
  const home = sharedLoad("phone", "/");

  it("shows the phone, e-mail and address links in the header and footer", async () => {
    const page = home.page();
    expect(await page.locator('header a[href^="tel:+1"]').count()).toBeGreaterThan(0);
    expect(await page.locator('footer a[href^="sms:+1"]').count()).toBe(1);
    expect(await page.locator('footer a[href^="mailto:"]').count()).toBe(1);
  });

  it("Escape closes the open menu and returns focus to Menu", async () => {
    const page = home.page();
    const menuSummary = phoneMenuSummary(page);
    await menuSummary.focus();
    await page.keyboard.press("Enter");
    await settles(() => isOpen(menuSummary), true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await settles(() => isOpen(menuSummary), false);
    await settles(() => page.evaluate(() => document.activeElement?.textContent), "Menu");
  });

  it("opens the menu, expands Services and navigates; the menu closes after", async () => {
    const page = home.page();
    await settles(() => mainNav(page).count(), 0);
    const menuSummary = phoneMenuSummary(page);
    await menuSummary.tap();
    await settles(() => isOpen(menuSummary), true);
    const nav = mainNav(page);
    await nav.waitFor({ state: "visible" });

    const services = nav.locator("summary", { hasText: "Services" });
    await settles(() => isOpen(services), false);
    await services.tap();
    await settles(() => isOpen(services), true);
    await nav.getByRole("link", { name: "Balcony Waterproofing" }).tap();
    await page.waitForURL("**/services/balcony-waterproofing-coating-repair");
    await settles(() => isOpen(menuSummary), false);
    await settles(() => mainNav(page).count(), 0);
  });
});

describe("office map", () => {
  // The home page's map is checked on the desktop navigation's load of it, above.
  describe("on a service page", () => {
    const service = sharedLoad("desktop", "/services/deck-waterproofing-coating-repair");
    it("loads nothing from the maps service until opened, then embeds a 600 px map", async () => {
      await checkMap(service.page(), service.external);
    });
  });
});
