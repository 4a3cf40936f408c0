/**
 * The home and testimonial sections in the browser: the home carousel, the project tiles, the testimonial PDFs, the
 * phone call bar, the short quote form and the privacy links.
 */
import type { Page } from "playwright-core";
import { PDFDocument } from "pdf-lib";
import { describe, expect, inject, it } from "vitest";
import { copyFor } from "~/content/copy";
import { repoSnapshot } from "~/lib/content-store/repo-snapshot.server";
import { siteContent } from "~/lib/content-store/site-content.server";
import { langOfPath } from "~/content/i18n";
import { services } from "~/content/services";
import { seededLetters } from "~/content/testimonials";
import { CAROUSEL_INTERVAL_MS } from "~/lib/widgets/carousel";
import { formatFileSize } from "~/lib/rendering/format-file-size";
import { parsePhone } from "~/lib/forms/phone";
import { gotoAs, gotoHydrated, openPage, openAt, settles, sharedBrowser } from "./support/browser";
import { quoteForm, readLeads, uniqueLead } from "./support/leads";
import { allRoutes } from "./support/routes";

const browser = sharedBrowser();
const en = copyFor("en");
const callBarWords = en.page.sections.callBar;
const carousel = (page: Page) => page.getByRole("region", { name: "Waterproofing services" });
const track = (page: Page) => carousel(page).locator("[data-rotating]");
const index = async (page: Page) => Number(await track(page).getAttribute("data-index"));
/** The home page with the page's clock under the test's hand: `pass` runs a carousel interval at once. */
async function homeWithClock(...options: Parameters<typeof openPage>) {
  const w = await openPage(...options);
  await w.page.clock.install();
  await gotoAs(w.page, "/", true);
  const pass = () => w.page.clock.runFor(CAROUSEL_INTERVAL_MS + 600);
  return { ...w, pass };
}

/** Slides lying entirely inside the carousel's scroll box. */
async function fullyVisibleSlides(page: Page): Promise<number> {
  return track(page).evaluate((list) => {
    const box = list.getBoundingClientRect();
    return Array.from(list.querySelectorAll('[aria-roledescription="slide"]')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

describe("home services carousel", () => {
  it.each([
    [700, 1],
    [1000, 2],
    [1440, 3],
  ])("at %i px shows %i slide(s) per view and autoplays", async (width, perView) => {
    const w = await openAt(browser(), { width, height: 900 }, "/");
    const { page } = w;
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    expect(await fullyVisibleSlides(page)).toBe(perView);
    expect(await carousel(page).getAttribute("aria-roledescription")).toBe("carousel");
    await expect(track(page).locator('[aria-roledescription="slide"]').count()).resolves.toBe(
      services.length,
    );
    // Autoplay: the next slide comes into first place within one interval (plus scrolling time).
    await page.waitForFunction(
      () => document.querySelector("[data-rotating]")?.getAttribute("data-index") === "1",
      null,
      { timeout: CAROUSEL_INTERVAL_MS + 2000 },
    );
    // …and once the smooth scroll settles, slides 2 to 1 + perView fill the view.
    await page.waitForFunction(
      (n) => {
        const list = document.querySelector("[data-rotating]")!;
        const box = list.getBoundingClientRect();
        const slides = list.querySelectorAll('[aria-roledescription="slide"]');
        const shown = Array.from(slides).flatMap((el, i) => {
          const r = el.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1 ? [i] : [];
        });
        return shown.length === n && shown[0] === 1;
      },
      perView,
      { timeout: 3000 },
    );
    await w.close();
  });

  it("stops while hovered, while focused and after the pause button", async () => {
    const w = await homeWithClock(browser(), "desktop");
    const { page, pass } = w;
    await carousel(page).scrollIntoViewIfNeeded();

    await track(page).hover();
    const hovered = await index(page);
    await pass();
    expect(await index(page)).toBe(hovered);
    expect(await track(page).getAttribute("data-rotating")).toBe("false");

    await page.mouse.move(1, 1);
    await track(page).locator("a").first().focus();
    const focused = await index(page);
    await pass();
    expect(await index(page)).toBe(focused);

    await page.getByRole("button", { name: "Pause slides" }).click();
    await page.mouse.move(1, 1);
    await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await index(page);
    await pass();
    expect(await index(page)).toBe(paused);
    expect(await carousel(page).locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await expect(page.getByRole("button", { name: "Play slides" }).isVisible()).resolves.toBe(true);

    // Played again and left alone, an interval passed at once moves it on: the clock the steps above
    // ran on is the one the carousel's rotation keeps.
    await page.getByRole("button", { name: "Play slides" }).click();
    await page.mouse.move(1, 1);
    await page.locator("body").evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await settles(() => track(page).getAttribute("data-rotating"), "true");
    await pass();
    await settles(async () => (await index(page)) !== paused, true, 1000);
    await w.close();
  });

  it("does not autoplay under prefers-reduced-motion, but next still works", async () => {
    const w = await homeWithClock(browser(), "desktop", { reducedMotion: "reduce" });
    const { page, pass } = w;
    await page.mouse.move(1, 1);
    await pass();
    expect(await index(page)).toBe(0);
    await page.getByRole("button", { name: "Next slide" }).click();
    await page.waitForFunction(
      () => document.querySelector("[data-rotating]")?.getAttribute("data-index") === "1",
    );
    await w.close();
  });

  it("links READ MORE to the service page or /service, and EXPLORE ALL SERVICES to /service", async () => {
    const w = await openAt(browser(), "phone", "/", { javaScriptEnabled: false });
    const { page } = w;
    const hrefs = await track(page)
      .getByRole("link", { name: /Read more/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(services.map((s) => (s.page ? `/services/${s.page}` : "/service")));
    await expect(
      carousel(page).getByRole("link", { name: "Explore all services" }).getAttribute("href"),
    ).resolves.toBe("/service");
    // Without JavaScript the row is still complete and scrollable.
    const scrollable = await track(page).evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    await w.close();
  });
});

describe("project tiles", () => {
  it.each(["/", "/service"])("on %s each tile opens its own project in the gallery", async (path) => {
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    for (const project of siteContent(repoSnapshot()).featuredProjects("en")) {
      // /service is a reading page with no script: its tiles are plain links.
      if (path === "/") await gotoHydrated(page, path);
      else await page.goto(path);
      const tile = page.locator(`a[data-project-id="${project.id}"]`);
      await expect(tile.textContent()).resolves.toContain(project.title);
      await tile.click();
      await page.waitForURL((url) => url.pathname === "/gallery");
      const url = new URL(page.url());
      expect(url.searchParams.get("item")).toBe(String(project.id));
      await expect(page.locator("#gallery-item-title").textContent()).resolves.toBe(project.title);
    }
    await w.close();
  });
});

describe("testimonial letters", () => {
  it("each published letter's PDF downloads as valid PDF files of the size the link states", async () => {
    const w = await openAt(browser(), "desktop", "/testimonials", { javaScriptEnabled: false });
    const { page } = w;
    const links = page.getByRole("link", { name: /\(PDF, / });
    await expect(links.count()).resolves.toBe(seededLetters.length);
    for (const [i, letter] of seededLetters.entries()) {
      const link = links.nth(i);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      const path = await download.path();
      const bytes = new Uint8Array(await (await import("node:fs/promises")).readFile(path));
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getAuthor()).toBe(letter.author);
      expect(download.suggestedFilename()).toMatch(/_testimonial\.pdf$/);
      await expect(link.textContent()).resolves.toContain(`(PDF, ${formatFileSize(bytes.length)})`);
    }
    const res = await fetch(`${inject("baseUrl")}${await links.first().getAttribute("href")}`);
    expect(res.headers.get("content-type")).toMatch(/application\/pdf/);
    await w.close();
  });
});

describe("phone call bar", () => {
  // Shown on a phone with its links and above the footer's last line, hidden on a desktop: checked on the
  // site gates' load of /service at each width (support/site-gates.ts).
  it("hides while a form field has focus and offers no quote button on the contact page", async () => {
    const w = await openAt(browser(), "phone", "/contact", { javaScriptEnabled: false });
    const { page } = w;
    const bar = page.getByRole("navigation", { name: callBarWords.label });
    await expect(bar.isVisible()).resolves.toBe(true);
    await expect(bar.getByRole("link", { name: "Free quote" }).count()).resolves.toBe(0);
    await quoteForm(page).getByLabel("Name").focus();
    await expect(bar.isVisible()).resolves.toBe(false);
    await w.close();
  });
});

describe.each<[string, boolean]>([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("short quote form %s", (_label, javaScriptEnabled) => {
  it("accepts a name and a phone number only; says what is missing when neither contact is given", async () => {
    const lead = uniqueLead(javaScriptEnabled ? "short-js" : "short-nojs");
    const w = await openAt(browser(), "phone", "/contact", {
      javaScriptEnabled,
      expectedErrors: [/status of 400/],
    });
    const { page } = w;
    let form = quoteForm(page);
    await expect(form.getByLabel("Service").inputValue()).resolves.toBe("not-sure");
    await form.getByLabel("Name").fill(lead.name);
    await form.getByRole("button", { name: "Send my request" }).click();
    await page.getByText("Enter a phone number or an e-mail address").first().waitFor();

    form = quoteForm(page);
    await form.getByLabel("Phone").fill(lead.phone);
    await form.getByRole("button", { name: "Send my request" }).click();
    await page.getByRole("status").getByText("Thank you, we have your request").waitFor();
    const stored = readLeads(inject("leadsDb")).find((l) => l.name === lead.name);
    expect(stored).toMatchObject({
      phone: parsePhone(lead.phone)?.e164,
      email: "",
      service: "not-sure",
      message: "",
    });
    await w.close();
  });
});

describe("privacy", () => {
  it("every page's footer links to the privacy page", async () => {
    const base = inject("baseUrl");
    for (const path of allRoutes) {
      const html = await (await fetch(`${base}${path}`)).text();
      const footer = html.slice(html.lastIndexOf("<footer"));
      // The privacy page of the page's own language.
      expect(footer, path).toContain(`href="${copyFor(langOfPath(path)).paths.privacy}"`);
    }
  });

  it("both forms link to it next to their submit button, and the page states retention and no cookies", async () => {
    const w = await openPage(browser(), "desktop", { javaScriptEnabled: false });
    const { page } = w;
    for (const [path, name] of [
      ["/contact", "Get a free quote"],
      ["/", "Leak right now? Ask for an urgent call back"],
    ] as const) {
      await page.goto(path);
      const form = page.getByRole("form", { name });
      const link = form.getByRole("link", { name: "privacy policy" });
      await expect(link.getAttribute("href")).resolves.toBe("/privacy");
      const after = await form
        .getByRole("button")
        .last()
        .evaluate((b) => b.nextElementSibling?.querySelector("a")?.getAttribute("href"));
      expect(after).toBe("/privacy");
    }
    await page.goto("/privacy");
    const text = await page.locator("main").textContent();
    expect(text).toMatch(/keep each request for \d+ months/);
    expect(text).toMatch(/sets no cookies/);
    expect(await page.context().cookies()).toEqual([]);
    await w.close();
  });
});
