import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { langs } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { islandSpecs, type IslandName, type IslandSpec } from "~/islands/specs";
import { baseUrl, openPage, settles, sharedBrowser, type ViewportName, openAt } from "./support/browser";
import { routesWithWidgetsOpen, servicePage } from "./support/site-gates";
import { allRoutes, islandRoutes, islandsIn } from "./support/routes";
import {
  dropdownMenu,
  dropdownSummary,
  faqSummaries,
  isOpen,
  mainNav,
  phoneMenuSummary,
} from "./support/widgets";

/**
 * Only the pages with an island ship JavaScript, and only their islands' modules (no
 * React Router client); every other page is HTML and CSS, and its menus, FAQ and map work with
 * JavaScript switched off.
 */
const browser = sharedBrowser();

const readingRoutes = allRoutes.filter((r) => !islandRoutes.includes(r));

/** `<script>` elements in HTML other than JSON-LD data. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/ld\+json"/.test(tag));
}

describe("which pages ship JavaScript", () => {
  it("the route table has reading pages and the widget pages to check, in both languages", () => {
    expect(readingRoutes).toContain(servicePage);
    // The site gates open these pages' menus and FAQ and run axe again: they must be reading pages.
    expect(readingRoutes).toEqual(expect.arrayContaining(routesWithWidgetsOpen));
    const widgetPages = langs.flatMap((l) => {
      const p = pathsByLang[l];
      return [p.home, p.gallery, p.referenceSheet, p.contact, p.book];
    });
    expect(islandRoutes.toSorted()).toEqual(widgetPages.toSorted());
  });

  // The browser side (no script request while the page loads) is checked where every route is opened
  // anyway: the site gates (support/site-gates.ts), at both widths.
  it.each(readingRoutes)("%s: no module script or preload in the HTML", async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    expect(executableScripts(html), "script elements").toEqual([]);
    expect(html).not.toMatch(/modulepreload/);
  });

  it.each(islandRoutes)("%s: imports only its islands' modules, after load", async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    const islands = islandsIn(html);
    // One entry module per island on the page, from the islands build, imported once the page has
    // loaded (decision 003's rule): no module script or preload competes with the first paint.
    // The inline loader (app/islands/island-loader.ts) ends by calling itself with the module's address.
    const entries = [...html.matchAll(/<script type="module"[^>]*>[^<]*\("([^"]+)"\);<\/script>/g)].map(
      (m) => m[1],
    );
    expect(
      entries.map((src) => src?.match(/^\/assets\/islands\/([a-z-]+)-[\w-]+\.js$/)?.[1]).toSorted(),
    ).toEqual(islands.toSorted());
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toMatch(/modulepreload/);

    // In the browser (only these modules load, after the load event and the hero's paint, and every
    // island hydrates): the site gates check it on their load of the page, at both widths.
  });

  it.each([...allRoutes, "/no-such-page-here"])("%s names no React Router client", async (route) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    expect(html).not.toMatch(/__reactRouter|\/assets\/manifest-|entry\.client|\/assets\/react-router-/);
  });

  it("a 404 page ships no script either", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page-here`);
    expect(res.status).toBe(404);
    expect(executableScripts(await res.text())).toEqual([]);
  });
});

/** Every string in a value (object keys aside), for comparing an island's props with its HTML. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

interface IslandOnPage {
  name: IslandName;
  /** The JSON text as written in the page. */
  json: string;
  props: Record<string, unknown>;
  /** What the island's element shows and says: its text and every attribute value inside it. */
  shown: string;
}

function islandsOnPage(html: string): IslandOnPage[] {
  const doc = new JSDOM(html).window.document;
  return [...doc.querySelectorAll<HTMLElement>("[data-island]")].map((el) => {
    const json = el.nextElementSibling?.hasAttribute("data-island-props")
      ? el.nextElementSibling.textContent
      : null;
    if (json === null) throw new Error("an island without its props");
    const attributes = [el, ...el.querySelectorAll("*")].flatMap((e) =>
      [...e.attributes].map((a) => a.value),
    );
    return {
      name: el.dataset.island as IslandName,
      json,
      props: JSON.parse(json) as Record<string, unknown>,
      shown: [el.textContent ?? "", ...attributes].join("\n"),
    };
  });
}

describe("islands' props (decision 018)", () => {
  it.each(islandRoutes)(
    "%s: escaped, within the island's schema and size cap, and all on the page",
    async (route) => {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const islands = islandsOnPage(html);
      expect(islands.length).toBeGreaterThan(0);
      for (const island of islands) {
        // Written so that no stored text can end the element: not a single "<" in it.
        expect(island.json, island.name).not.toContain("<");
        const spec: IslandSpec = islandSpecs[island.name];
        expect(spec.schema.safeParse(island.props).success, island.name).toBe(true);
        expect(new TextEncoder().encode(island.json).length, island.name).toBeLessThanOrEqual(spec.maxBytes);

        // Every record the island carries is one it shows, in one of its views: the gallery's views are
        // its projects (each rendered by the server at its own address); the words are its interface copy.
        let shown = island.shown;
        if (island.name === "gallery") {
          const items = island.props.items as { id: number; category: string }[];
          for (const item of items) {
            const view = await (
              await fetch(`${baseUrl()}${route}?category=${item.category}&item=${item.id}`)
            ).text();
            shown += islandsOnPage(view).find((i) => i.name === "gallery")?.shown ?? "";
          }
        }
        const { words: _words, ...records } = island.props;
        const missing = stringsIn(records).filter((s) => !shown.includes(s));
        expect(missing, `${island.name}: props the page does not show`).toEqual([]);
      }
    },
  );
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

// axe on reading pages with their menus and an FAQ answer open runs on the site gates' load of each
// page (support/site-gates.ts, routesWithWidgetsOpen), at both widths.

describe("links are links (decision 018)", () => {
  /** The page's main content as a visitor reads it (a blank fragment would be a few characters). */
  const mainText = (page: Page) => page.locator("main").innerText();

  it.each([
    ["/gallery", "/about-us"],
    ["/", "/service"],
  ])("%s → a reading page → back: whole pages, no console error, the scroll restored", async (from, to) => {
    const w = await openAt(browser(), "desktop", from);
    const { page } = w;
    const fromTitle = await page.locator("h1").textContent();
    // Down the page, to the footer's link to the reading page.
    const link = page.locator(`footer a[href="${to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await link.click();
    await page.waitForURL(`**${to}`);
    await page.locator("h1").waitFor();
    expect((await mainText(page)).length, "the reading page's content").toBeGreaterThan(500);
    // A reading page is a whole document of its own: no script ran there, and its menu marks it.
    expect(await page.locator("script:not([type])").count()).toBe(0);
    expect(await page.locator(`header a[href="${to}"][aria-current="page"]`).count()).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL(`${baseUrl()}${from}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await settles(() => page.locator("h1").textContent(), fromTitle);
    expect((await mainText(page)).length, "the widget page's content").toBeGreaterThan(500);
    await settles(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled) < 50, true);
    await w.close();
  });
});
