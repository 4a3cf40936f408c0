import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFor } from "~/content/copy";
import { baseUrl, openPage, settles, sharedBrowser, type ViewportName, type WatchedPage } from "./browser";
import { axeViolations } from "./axe";
import { allRoutes, islandRoutes, islandsIn } from "./routes";
import { dropdownMenu, dropdownSummary, faqSummaries, mainNav, phoneMenuSummary } from "./widgets";

/** A reading page with an FAQ: the one the FAQ checks use, with JavaScript off too (no-script.e2e.ts). */
export const servicePage = "/services/deck-waterproofing-coating-repair";

/** Reading pages checked with axe a second time with their menus and an FAQ answer open. */
export const routesWithWidgetsOpen = [
  "/service",
  servicePage,
  "/malibu-deck-waterproofing-contractor",
  "/about-us",
];

/** The page whose call bar is checked at both widths (sections.e2e.ts checks the contact page's). */
const callBarRoute = "/service";

/** The pages with islands: only their islands' modules load, after the load event and the hero's paint. */
async function checkIslands(page: Page, route: string, scripts: readonly string[]) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const islands = islandsIn(await (await fetch(`${baseUrl()}${route}`)).text());
  const paths = scripts.map((url) => new URL(url).pathname);
  expect(paths.length).toBeGreaterThan(0);
  for (const src of paths) expect(src).toMatch(/^\/assets\/islands\//);
  // Every island's element hydrated (and only those: React Router never took the document).
  const states = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].map((e) => e.dataset.hydrated),
  );
  expect(states.length).toBeGreaterThanOrEqual(islands.length);
  expect(new Set(states)).toEqual(new Set(["true"]));
  const timing = await page.evaluate(async () => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const modules = performance.getEntriesByType("resource").filter((r) => /\.js$/.test(r.name));
    // The hero's own largest-contentful-paint entry, from the buffered ones (another image may paint
    // before it, or after it and larger: neither is the hero).
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries());
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    const hero = document.querySelector("img[fetchpriority=high]");
    const heroPaints = paints.filter((p) => hero && (p as LargestContentfulPaint).element === hero);
    return {
      load: nav.loadEventStart,
      heroPaint: Math.max(0, ...heroPaints.map((p) => p.startTime)),
      starts: modules.map((r) => r.startTime),
    };
  });
  // A widget page with a hero image: its paint is what the loader waits for (the booking page has none).
  const hero = await page.locator("img[fetchpriority=high]").count();
  if (hero > 0) expect(timing.heroPaint, "the hero's largest paint").toBeGreaterThan(0);
  for (const start of timing.starts) {
    expect(start, "no module before the load event").toBeGreaterThanOrEqual(timing.load);
    // A paint's time is given to the whole millisecond, a resource's to a fraction: within 1 ms is "after".
    expect(start, "no module before the hero image is painted").toBeGreaterThanOrEqual(timing.heroPaint - 1);
  }
  expect(
    await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window),
  ).toBe(false);
}

/** Opens an FAQ answer and the menus (the phone menu with both groups, or both desktop dropdowns). */
async function openWidgets(page: Page, viewport: ViewportName) {
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
}

/** The phone's call bar: shown on a phone with its four links, above the footer's last line; hidden on a desktop. */
async function checkCallBar(page: Page, viewport: ViewportName) {
  const en = copyFor("en");
  const bar = page.getByRole("navigation", { name: en.page.sections.callBar.label });
  await expect(bar.isVisible()).resolves.toBe(viewport === "phone");
  if (viewport !== "phone") return;
  await expect(bar.getByRole("link", { name: en.booking.cta.callBar }).getAttribute("href")).resolves.toBe(
    en.paths.book,
  );
  await expect(bar.getByRole("link", { name: "Call" }).getAttribute("href")).resolves.toMatch(/^tel:/);
  await expect(bar.getByRole("link", { name: "Text" }).getAttribute("href")).resolves.toMatch(/^sms:/);
  await expect(bar.getByRole("link", { name: "Free quote" }).getAttribute("href")).resolves.toBe("/contact");
  // Scrolled to the very end, the footer's last line sits above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barTop = (await bar.boundingBox())!.y;
  const box = (await page.locator("footer p").last().boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(barTop);
}

/**
 * Site-wide gates: every route of the route table must pass axe with no violation, log no console
 * error or uncaught exception, have one h1 and a unique title and description, and link only to URLs
 * that answer 200; a reading page (one without an island) asks for no script at all while it loads
 * (decision 008), and a page with islands loads only their modules, late. One test file per
 * viewport calls this, so the two widths run in parallel.
 *
 * Each route is loaded once per width here, and every check that needs a route loaded in a browser at
 * that width runs on this load (the islands' loading, axe with the menus open, the call bar, the skip
 * link) rather than in its own file with a load of its own.
 */
export function defineSiteGates(viewport: ViewportName) {
  const browser = sharedBrowser();
  const seen = new Map<string, { title: string; description: string }>();
  const urlsToCheck = new Set<string>();

  describe(`every route at ${viewport} width`, () => {
    // One tab per width, taken from route to route (a new context per route cost about as much as the
    // route's own checks: a new renderer process, and axe compiled again). Each route still loads as on
    // a first visit: a new document, with the browser's cache off, so every file comes from the server.
    let watched: WatchedPage;
    let scripts: string[] = [];
    beforeAll(async () => {
      watched = await openPage(browser(), viewport);
      const cdp = await watched.context.newCDPSession(watched.page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      watched.page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
    });
    afterAll(async () => {
      await watched?.close();
    });

    it.each(allRoutes)("%s: complete HTML, accessible, no console errors", async (route) => {
      const { page, problems } = watched;
      // What the previous route's page reported was checked with it.
      problems.length = 0;
      scripts = [];
      const response = await page.goto(route, { waitUntil: "load" });
      expect(response?.status(), "status").toBe(200);
      expect(response?.url(), "no redirect").toBe(`${baseUrl()}${route}`);

      const reading = !islandRoutes.includes(route);
      if (reading) expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      else await checkIslands(page, route, scripts);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(title.length).toBeGreaterThan(10);
      expect(description.length).toBeGreaterThanOrEqual(70);
      seen.set(route, { title, description });

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);

      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      // By now the page has loaded and axe has gone through it: an island page's
      // modules come after load (decision 018) and were checked above; a reading page has none.
      if (reading) expect(scripts, "script requests").toEqual([]);

      const refs = await page.evaluate(() => {
        const out: string[] = [];
        document.querySelectorAll<HTMLAnchorElement>("a[href]").forEach((a) => out.push(a.href));
        document
          .querySelectorAll<HTMLImageElement>("img")
          .forEach((img) => out.push(img.currentSrc || img.src));
        document
          .querySelectorAll<HTMLSourceElement>("source[srcset], img[srcset]")
          .forEach((s) =>
            s.srcset
              .split(",")
              .forEach((c) => out.push(new URL(c.trim().split(/\s+/)[0]!, location.href).href)),
          );
        document.querySelectorAll<HTMLLinkElement>("link[href]").forEach((l) => out.push(l.href));
        document.querySelectorAll<HTMLScriptElement>("script[src]").forEach((s) => out.push(s.src));
        return out;
      });
      for (const ref of refs) if (ref.startsWith(baseUrl())) urlsToCheck.add(ref.split("#")[0]!);

      if (route === "/service" && viewport === "desktop") {
        // The skip link: the first Tab stop (nothing has been focused yet), and Enter moves focus to the main content.
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Skip to main content" });
        await settles(() => skip.isVisible(), true);
        await page.keyboard.press("Enter");
        await settles(() => page.evaluate(() => document.activeElement?.id), "main-content");
      }
      if (route === callBarRoute) await checkCallBar(page, viewport);
      if (routesWithWidgetsOpen.includes(route)) {
        await openWidgets(page, viewport);
        expect(await axeViolations(page), "with the menus and an FAQ answer open").toEqual([]);
      }
      expect(problems, "console errors and uncaught exceptions").toEqual([]);
    });
  });

  describe("across all routes", () => {
    it("every page has a unique title and description", () => {
      expect(seen.size).toBe(allRoutes.length);
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const [route, { title, description }] of seen) {
        expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
        expect(
          descriptions.get(description),
          `${route} repeats the description of ${descriptions.get(description)}`,
        ).toBeUndefined();
        titles.set(title, route);
        descriptions.set(description, route);
      }
    });

    it("every internal link and asset answers 200 (following redirects)", async () => {
      expect(urlsToCheck.size).toBeGreaterThan(50);
      const failures: string[] = [];
      const queue = [...urlsToCheck];
      const worker = async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const res = await fetch(url, { redirect: "follow" });
          if (res.status !== 200) failures.push(`${res.status} ${url}`);
          await res.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(failures).toEqual([]);
    });
  });
}
