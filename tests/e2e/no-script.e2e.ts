import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { paths } from "~/content/page-registry";
import { baseUrl, openPage, settles, sharedBrowser, type ViewportName, openAt } from "./support/browser";
import { axeViolations } from "./support/axe";
import { allRoutes, hydratingRoutes } from "./support/routes";
import {
  dropdownMenu,
  dropdownSummary,
  faqSummaries,
  isOpen,
  mainNav,
  phoneMenuSummary,
} from "./support/widgets";

/**
 * Issue 10: only the routes with a scripted widget ship JavaScript; every other page is HTML and CSS,
 * and its menus, FAQ and map work with JavaScript switched off.
 */
const browser = sharedBrowser();

const readingRoutes = allRoutes.filter((r) => !hydratingRoutes.includes(r));
const servicePage = "/services/deck-waterproofing-coating-repair";

/** `<script>` elements in HTML other than JSON-LD data. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/ld\+json"/.test(tag));
}

describe("which pages ship JavaScript", () => {
  it("the route table has reading pages and the widget pages to check", () => {
    expect(readingRoutes).toContain(servicePage);
    expect(hydratingRoutes).toEqual(expect.arrayContaining([paths.home, paths.contact]));
  });

  it.each(readingRoutes)("%s: no script request, no module script or preload in the HTML", async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    expect(executableScripts(html), "script elements").toEqual([]);
    expect(html).not.toMatch(/modulepreload/);

    const w = await openPage(browser(), "phone");
    const scripts: string[] = [];
    w.page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await w.page.goto(route, { waitUntil: "networkidle" });
    expect(scripts).toEqual([]);
    expect(await w.page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await w.close();
  });

  it.each(hydratingRoutes)("%s: ships the client after the first paint, and hydrates", async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    // Decision 003: the module preloads are parked and the bootstrap imports its modules only after the
    // page has loaded and painted (app/lib/rendering/html-stream.server.ts). A React Router upgrade that changes
    // its bootstrap, so the rewrite no longer applies, fails here.
    expect(executableScripts(html).some((tag) => tag.includes('type="module"'))).toBe(true);
    expect(html, "parked module preloads").toMatch(/<link rel="x-modulepreload"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const bootstrap = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    expect(bootstrap.join("\n"), "deferred bootstrap").toMatch(/addEventListener\("load"/);
    expect(bootstrap.join("\n")).not.toMatch(/^\s*import \* as/m);

    const w = await openAt(browser(), "phone", route);
    const timing = await w.page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((r) => (r as PerformanceResourceTiming).initiatorType !== "img" && /\.js$/.test(r.name));
      return { load: nav.loadEventStart, scripts: scripts.map((r) => r.startTime) };
    });
    expect(timing.scripts.length, "modules fetched").toBeGreaterThan(0);
    for (const start of timing.scripts)
      expect(start, "no module before the load event").toBeGreaterThanOrEqual(timing.load);
    expect(await w.page.locator('link[rel="modulepreload"]').count(), "preloads restored").toBeGreaterThan(0);
    await w.close();
  });

  it("a 404 page ships no script either", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page-here`);
    expect(res.status).toBe(404);
    expect(executableScripts(await res.text())).toEqual([]);
  });
});

async function openFaqTwice(page: Page) {
  const questions = faqSummaries(page);
  expect(await questions.count()).toBeGreaterThanOrEqual(3);
  const [first, second] = [questions.nth(0), questions.nth(1)];
  const answer = (i: number) => questions.nth(i).locator("xpath=following-sibling::*[1]");
  expect(await isOpen(first), "the first question starts open").toBe(true);
  expect(await answer(0).isVisible()).toBe(true);
  expect(await isOpen(second)).toBe(false);
  expect(await answer(1).isVisible()).toBe(false);

  await second.click();
  await settles(() => isOpen(second), true);
  expect(await answer(1).isVisible()).toBe(true);
  expect(await isOpen(first), "opening the second closes the first").toBe(false);
  expect(await answer(0).isVisible()).toBe(false);

  await second.click();
  await settles(() => isOpen(second), false);
  expect(await answer(1).isVisible()).toBe(false);
  expect(await page.locator("details[name][open]").count(), "all closed").toBe(0);
}

const viewportsUnderTest: ViewportName[] = ["phone", "desktop"];

describe.each(viewportsUnderTest)("with JavaScript disabled at %s width", (viewport) => {
  it("FAQ: one answer open at a time; the open one closes again", async () => {
    const w = await openAt(browser(), viewport, servicePage, { javaScriptEnabled: false });
    await openFaqTwice(w.page);
    // The keyboard toggles a question too.
    const third = faqSummaries(w.page).nth(2);
    await third.focus();
    await w.page.keyboard.press("Enter");
    await settles(() => isOpen(third), true);
    await w.page.keyboard.press("Space");
    await settles(() => isOpen(third), false);
    await w.close();
  });

  if (viewport === "phone") {
    it("the phone menu opens, shows its links and its Services and Area groups", async () => {
      const w = await openAt(browser(), viewport, "/about-us", { javaScriptEnabled: false });
      const { page } = w;
      await settles(() => mainNav(page).count(), 0);
      await phoneMenuSummary(page).tap();
      const nav = mainNav(page);
      await nav.waitFor({ state: "visible" });
      for (const name of ["Home", "About Us", "Gallery", "Contact Us", "Blog"]) {
        expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
      }
      const area = nav.locator("summary", { hasText: "Area" });
      expect(await nav.getByRole("link", { name: "Malibu" }).isVisible()).toBe(false);
      await area.tap();
      await settles(() => nav.getByRole("link", { name: "Malibu" }).isVisible(), true);
      await nav.locator("summary", { hasText: "Services" }).tap();
      await settles(() => nav.getByRole("link", { name: "Balcony Waterproofing" }).isVisible(), true);
      await nav.getByRole("link", { name: "Malibu" }).tap();
      await page.waitForURL("**/malibu-deck-waterproofing-contractor");
      await settles(() => mainNav(page).count(), 0);
      await w.close();
    });
  } else {
    it("the desktop dropdown opens on hover and on keyboard focus, and on a click", async () => {
      const w = await openAt(browser(), viewport, "/about-us", { javaScriptEnabled: false });
      const { page } = w;
      const menu = dropdownMenu(page, "Services submenu");
      expect(await menu.isVisible()).toBe(false);

      await dropdownSummary(page, "Services submenu").hover();
      await settles(() => menu.isVisible(), true);
      // It closes after the pointer leaves (the 300 ms delay is timed in layout.e2e.ts).
      await page.mouse.move(700, 700);
      await settles(() => menu.isVisible(), false, 2000);

      // Keyboard: tab to the Services link; the submenu shows and the next stops are its links.
      await page.locator("body").focus();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        if ((await page.evaluate(() => document.activeElement?.textContent)) === "Services") break;
      }
      await settles(() => menu.isVisible(), true);
      await page.keyboard.press("Tab"); // the summary
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Deck Waterproofing");

      const area = dropdownMenu(page, "Area");
      await page.keyboard.press("Escape"); // no script: the platform gives a focus-driven menu no Escape
      await dropdownSummary(page, "Area").click();
      await settles(() => area.isVisible(), true);
      await area.getByRole("link", { name: "Pasadena" }).click();
      await page.waitForURL("**/Pasadena-deck-waterproofing-contractor");
      await w.close();
    });
  }

  it("the map opens in place from its disclosure", async () => {
    const w = await openPage(browser(), viewport, { javaScriptEnabled: false });
    const { page } = w;
    await page.route(/google\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.goto("/about-us");
    const footer = page.locator("footer");
    expect(await footer.locator("iframe").isVisible()).toBe(false);
    await footer.locator("summary", { hasText: "Show interactive map" }).click();
    await settles(() => footer.locator("iframe").isVisible(), true);
    await w.close();
  });
});

describe.each(viewportsUnderTest)("axe on reading pages with menus and an FAQ open, %s", (viewport) => {
  it.each(["/service", servicePage, "/malibu-deck-waterproofing-contractor", "/about-us"])(
    "%s",
    async (route) => {
      // axe runs as a script, so JavaScript stays on; these pages ship none of their own.
      const w = await openPage(browser(), viewport);
      const { page } = w;
      await page.goto(route);
      if ((await faqSummaries(page).count()) > 1) await faqSummaries(page).nth(1).click();
      if (viewport === "phone") {
        await phoneMenuSummary(page).tap();
        await mainNav(page).locator("summary", { hasText: "Services" }).tap();
        await mainNav(page).locator("summary", { hasText: "Area" }).tap();
      } else {
        await dropdownSummary(page, "Area").click();
        await dropdownSummary(page, "Services submenu").hover();
        await settles(() => dropdownMenu(page, "Services submenu").isVisible(), true);
      }
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      await w.close();
    },
  );
});

describe("client-side navigation", () => {
  it("Home → a service page → back works without a reload or a console error", async () => {
    const w = await openAt(browser(), "desktop", "/");
    const { page } = w;
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
    const homeTitle = await page.locator("h1").textContent();

    await dropdownSummary(page, "Services submenu").hover();
    await dropdownMenu(page, "Services submenu").getByRole("link", { name: "Deck Waterproofing" }).click();
    await page.waitForURL(`**${servicePage}`);
    await page.locator("h1", { hasText: /deck/i }).waitFor();
    // The header is server markup: its menu marks the new page as current, and Home no longer.
    await settles(
      () => page.locator(`header a[href="${servicePage}"][aria-current="page"]`).count(),
      2, // the desktop dropdown's link and the phone menu's
    );
    // The reading page's widgets work after a client-side arrival too.
    await settles(() => isOpen(faqSummaries(page).nth(0)), true);
    await faqSummaries(page).nth(1).click();
    await settles(() => isOpen(faqSummaries(page).nth(0)), false);

    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await settles(() => page.locator("h1").textContent(), homeTitle);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same document",
    );
    await w.close();
  });
});
