/**
 * The booking page as a visitor on a phone meets it: the windows compact enough that their details start
 * within two screens, the later dates behind a native disclosure, the ZIP code checked by the server in
 * the page's language; the page served from its cache yet stamped per visitor and current with other
 * processes' bookings; and a booking's private page reached with a trailing slash.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy as en } from "~/content/booking/booking-copy";
import { bookingCopy as es } from "~/content/es/booking/booking-copy";
import type { Lang } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { managePath } from "~/lib/booking/booking-paths";
import { BookingsDb } from "~/lib/booking/bookings-db.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser } from "./support/browser";
import { fillWindow, uniquePhone } from "./support/bookings";
import { startServer, testPort, type RunningServer } from "./support/server";

const browser = sharedBrowser();
const words: Record<Lang, typeof en> = { en, es: es as unknown as typeof en };
/** Two phone screens at 390 × 844: where the first field of "Your details" must start by. */
const TWO_SCREENS = 1700;

let site: RunningServer;
beforeAll(async () => {
  site = await startServer(testPort(119));
});
afterAll(async () => {
  await site.stop("SIGKILL");
});

describe.each(["en", "es"] as const)("the booking page on a phone, in %s", (lang) => {
  const b = words[lang];
  const path = pathsByLang[lang].book;

  it("starts the visitor's details within two screens, with every open window still one radio group", async () => {
    const w = await openPage(browser(), "phone", { javaScriptEnabled: false });
    const { page } = w;
    await page.goto(`${site.url}${path}`);
    const name = page.getByLabel(b.fields.name);
    const top = await name.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(TWO_SCREENS);
    expect(top).toBeGreaterThan(0);

    // Every open window is on the page, as the API lists them, in one group of radios of one name.
    const api = (await (await fetch(`${site.url}/api/availability`)).json()) as { windows: { id: string }[] };
    const radios = page.locator('input[type="radio"]');
    await expect(radios.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).resolves.toEqual(
      api.windows.map((x) => x.id),
    );
    await expect(
      radios.evaluateAll((els) => new Set(els.map((e) => e.getAttribute("name"))).size),
    ).resolves.toBe(1);
    // One fieldset and legend per day.
    const days = new Set(api.windows.map((x) => x.id.slice(0, 10))).size;
    await expect(page.locator("fieldset fieldset > legend").count()).resolves.toBe(days);

    // The later dates wait behind a closed disclosure that says how many; opening it shows them.
    const later = page.getByRole("group", { name: b.windowsLegend, exact: true }).locator("details");
    await expect(later.count()).resolves.toBe(1);
    await expect(later.getAttribute("open")).resolves.toBeNull();
    const hidden = await later.locator('input[type="radio"]').count();
    expect(hidden).toBeGreaterThan(0);
    await expect(later.locator("summary").textContent()).resolves.toContain(
      b.moreDates(await later.locator("fieldset").count()),
    );
    await expect(later.locator('input[type="radio"]').first().isVisible()).resolves.toBe(false);
    await later.locator("summary").click();
    await expect(later.locator('input[type="radio"]').first().isVisible()).resolves.toBe(true);

    // Each window's target is at least 24 px high and wide.
    for (const box of await page
      .locator('label:has(input[type="radio"])')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
    await w.close();
  });

  it("moves through the windows with the keyboard, showing where the focus is, with no axe violations", async () => {
    const w = await openPage(browser(), "phone");
    const { page } = w;
    await page.goto(`${site.url}${path}`);
    const first = page.locator('input[name="window"]').first();
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first.isChecked()).resolves.toBe(true);
    await page.keyboard.press("ArrowDown");
    const second = page.locator('input[name="window"]').nth(1);
    await expect(second.isChecked()).resolves.toBe(true);
    // The focused window's box shows a ring that goes when the focus leaves (it stays checked).
    const shadow = () =>
      page
        .locator('label:has(input[name="window"])')
        .nth(1)
        .evaluate((el) => getComputedStyle(el).boxShadow);
    const focused = await shadow();
    await page.keyboard.press("Tab");
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(false);
    expect(await shadow()).not.toBe(focused);
    await expect(second.isChecked()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("group", { name: b.windowsLegend, exact: true }).locator("summary").click();
    expect(await axeViolations(page)).toEqual([]);
    await w.close();
  });

  it("checks the ZIP code on the server, in the page's language, and keeps what was typed", async () => {
    const w = await openPage(browser(), "phone", { javaScriptEnabled: false, expectedErrors: [/400/] });
    const { page } = w;
    await page.goto(`${site.url}${path}`);
    await expect(page.getByLabel(b.fields.zip).getAttribute("pattern")).resolves.toBeNull();
    await page.locator('input[name="window"]').first().check();
    await page.getByLabel(b.fields.name).fill("Dana Ortiz");
    await page.getByRole("textbox", { name: b.fields.phone }).fill(uniquePhone());
    await page.getByLabel(b.fields.street).fill("12 Ocean Ave");
    await page.getByLabel(b.fields.zip).fill("9040");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: b.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const message = (await alert.textContent()) ?? "";
    expect(message).toContain(b.errorsTitle);
    await expect(page.getByLabel(b.fields.zip).inputValue()).resolves.toBe("9040");
    await expect(page.getByLabel(b.fields.street).inputValue()).resolves.toBe("12 Ocean Ave");
    // The field's own message, linked from the summary, in the page's language.
    const zipError = await page.locator('a[href="#booking-zip"]').textContent();
    expect(zipError?.length).toBeGreaterThan(0);
    const html = await page.content();
    expect(html).toContain(`lang="${lang === "es" ? "es-US" : "en-US"}"`);
    if (lang === "es") expect(zipError).not.toMatch(/\b(the|code|digit)\b/i);
    await w.close();
  });
});

describe("the booking page served from its cache", () => {
  it("gives each response its own nonce and signed form key", async () => {
    const pages = await Promise.all(
      [1, 2].map(async () => {
        const res = await fetch(`${site.url}/book`);
        const html = await res.text();
        return {
          csp: res.headers.get("content-security-policy") ?? "",
          html,
          nonce: /<link nonce="([^"]+)"/.exec(html)?.[1],
          key: /name="form_key" value="([^"]+)"/.exec(html)?.[1],
        };
      }),
    );
    const [a, b] = pages;
    expect(a?.nonce).toBeTruthy();
    expect(a?.nonce).not.toBe(b?.nonce);
    expect(a?.key).toBeTruthy();
    expect(a?.key).not.toBe(b?.key);
    for (const p of pages) {
      expect(p.csp).toContain(`'nonce-${p.nonce}'`);
      expect(p.html).not.toMatch(/Mark0x/);
    }
  });

  it("shows at once a closure and a full window made by another process", async () => {
    const before = await (await fetch(`${site.url}/book`)).text();
    const ids = [...before.matchAll(/name="window" value="([^"]+)"/g)].map((m) => m[1] ?? "");
    const day = ids[0]?.slice(0, 10) ?? "";
    const other = ids.find((id) => !id.startsWith(day)) ?? "";
    expect(day).not.toBe("");
    expect(other).not.toBe("");
    const db = new SiteDb(site.dbPath);
    try {
      new BookingsDb(db).close(day, "crew training");
    } finally {
      db.close();
    }
    // Asked once more before the other window fills: it is still open, and whatever caches it has seen so.
    const open = (await (await fetch(`${site.url}/api/availability`)).json()) as {
      windows: { id: string }[];
    };
    expect(open.windows.map((w) => w.id)).toContain(other);
    fillWindow(site.dbPath, other);
    const after = await (await fetch(`${site.url}/book`)).text();
    expect(after).not.toContain(`value="${day}-`);
    expect(after).not.toContain(`value="${other}"`);
    const api = (await (await fetch(`${site.url}/api/availability`)).json()) as { windows: { id: string }[] };
    expect(api.windows.map((w) => w.id)).not.toContain(other);
    expect(api.windows.some((w) => w.id.startsWith(day))).toBe(false);
  });
});

describe("a booking's private page with a trailing slash", () => {
  it("answers 301 to the one address, and its forms work from there", async () => {
    // Book through the page, then come back by the slashed address (as a mail client may write it).
    const w = await openPage(browser(), "phone", { javaScriptEnabled: false });
    const { page } = w;
    await page.goto(`${site.url}/book`);
    await page.locator('input[name="window"]').first().check();
    await page.getByLabel(en.fields.name).fill("Sam Lee");
    await page.getByRole("textbox", { name: en.fields.phone }).fill(uniquePhone());
    await page.getByLabel(en.fields.street).fill("40 Harbor Way");
    await page.getByLabel(en.fields.zip).fill("90405");
    await page.getByRole("button", { name: en.submit }).click();
    await page.waitForURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\?booked$/);
    const token = /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(page.url())?.[1] ?? "";

    const slashed = `${site.url}${managePath(token)}/`;
    const head = await fetch(slashed, { redirect: "manual" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe(managePath(token));
    expect(head.headers.get("referrer-policy")).toBe("no-referrer");
    // A form sent to the slashed address is sent again, unchanged, to the one address (308).
    const posted = await fetch(slashed, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: "intent=cancel",
      redirect: "manual",
    });
    expect(posted.status).toBe(308);
    expect(posted.headers.get("location")).toBe(managePath(token));

    await page.goto(slashed);
    expect(new URL(page.url()).pathname).toBe(managePath(token));
    await page.getByLabel(en.manage.cancelConfirm).check();
    await page.getByRole("button", { name: en.manage.cancelSubmit }).click();
    await page.waitForURL(/\?cancelled$/);
    await expect(page.locator("h1").textContent()).resolves.toBe(en.manage.cancelledTitle);
    await w.close();
  });
});
