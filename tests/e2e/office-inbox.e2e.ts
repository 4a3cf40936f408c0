/**
 * The inbox as the owner triages it from a phone (390 × 844): requests on the first screen with the
 * filters folded away (a <details>, without script too), urgent call-backs first and marked in words,
 * "Needs a call" with the bookings waiting for their confirmation call, a call link, a line of the message
 * and the wait on each card, spam out of the default view, bookings with their window and a cancelled one
 * said so, search that finds a number however written and a name without its accents, "Back to the inbox"
 * keeping the filters, and Today stepping from day to day. Screenshots go to test-results/office-inbox/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { availability } from "~/content/booking/availability";
import { inboxCopy, requestCopy, stageLabels, statusLabels, todayCopy } from "~/content/office/work";
import { dayLabel, shortWindowLabel } from "~/lib/booking/window-labels";
import { addDays, openWindows, windowsOn, zonedDate, type ArrivalWindow } from "~/lib/booking/windows";
import { formatPhone } from "~/lib/forms/phone";
import { openStores } from "~/lib/site/site-db.testing";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser, type WatchedPage } from "./support/browser";
import { bookDirectly, filler, uniquePhone } from "./support/bookings";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  registerFromInvitation,
  seedPerson,
  startOfficeServer,
  withDb,
  type OfficeServer,
} from "./support/office";
import { sidewaysScroll, smallTargets } from "./support/tap-targets";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: OfficeServer;

const hours = (n: number) => new Date(Date.now() - n * 3_600_000);
const city = areas.find((a) => a.zipCodes.length > 0)!;

/** What the tests stored: names, ids and windows. */
const seeded = {
  urgent: {
    name: "Marta Hernández",
    phone: "+13105550199",
    message: "Water is dripping through the ceiling",
  },
  quote: {
    name: "Maya Brooks",
    message: "Second-floor deck over the living room; stains after the last rain.",
  },
  spam: { name: "Cheap Pills Online" },
  booked: { name: "Luis Ortega", street: "2219 Ocean Park Blvd" },
  cancelled: { name: "Cal Cancel" },
  toConfirm: { name: "Una Confirm" },
  ids: {} as Record<"urgent" | "quote" | "spam" | "booked" | "cancelled" | "toConfirm", number>,
  windows: {} as Record<"booked" | "cancelled", ArrivalWindow>,
};

beforeAll(async () => {
  server = await startOfficeServer(117);
  const stores = openStores(server.dbPath);
  try {
    const lead = (name: string, over: Record<string, unknown>, at: Date) =>
      stores.leads.insertLead(
        {
          form: "quote",
          page: "/contact",
          name,
          email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
          phone: "+13105550111",
          language: "en",
          door: "quote-form",
          ...over,
        },
        at,
      );
    seeded.ids.urgent = lead(
      seeded.urgent.name,
      { form: "emergency", door: "callback", phone: seeded.urgent.phone, message: seeded.urgent.message },
      hours(3),
    );
    seeded.ids.quote = lead(
      seeded.quote.name,
      { phone: "+13105550188", message: seeded.quote.message },
      hours(1),
    );
    seeded.ids.spam = lead(seeded.spam.name, { phone: "+13105550177", message: "Buy now" }, hours(0.1));
  } finally {
    stores.close();
  }
  withDb(server.dbPath, (db) =>
    db.prepare("UPDATE leads SET stage = 'spam' WHERE id = ?").run(seeded.ids.spam),
  );

  const [first, second] = openWindows(new Date());
  if (!first || !second) throw new Error("no open windows");
  seeded.windows = { booked: first, cancelled: second };
  const book = (window: ArrivalWindow, over: Parameters<typeof filler>[1]) => {
    const r = bookDirectly(server.dbPath, filler(window, { phone: uniquePhone(), ...over }), 10);
    if (r.kind !== "booked" && r.kind !== "unconfirmed") throw new Error(r.kind);
    return r.booking.id;
  };
  seeded.ids.booked = book(first, {
    name: seeded.booked.name,
    street: seeded.booked.street,
    zip: city.zipCodes[0]!,
    note: "Gate code 4410; park in the alley.",
  });
  seeded.ids.cancelled = book(second, { name: seeded.cancelled.name });
  // Cancelled by the visitor or the office: its stage stays "inspection booked".
  withDb(server.dbPath, (db) =>
    db.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(seeded.ids.cancelled),
  );
  seeded.ids.toConfirm = book(first, { name: seeded.toConfirm.name, flag_reason: "filled in too fast" });
});
afterAll(async () => {
  await server?.stop();
});

async function signedIn(viewport: "phone" | { width: number; height: number }, options = {}) {
  const person = seedPerson(server.dbPath, { email: `p${Math.random()}@example.com`, role: "owner" });
  const w = await openPage(browser(), viewport, options);
  await w.context.addCookies([
    { name: "office_session", value: person.sessionId, url: server.origin, httpOnly: true, sameSite: "Lax" },
  ]);
  return w;
}

async function hydrated(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const cards = (page: Page) => page.getByTestId("inbox-list").locator(":scope > li");
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const names = async (page: Page) => (await cards(page).allInnerTexts()).join("\n");

const screenshot = (w: WatchedPage, name: string) => saveScreenshot(w.page, "office-inbox", name);

/** No axe violation, no tap target under 44 px, nothing scrolling sideways. */
async function phoneLayoutHolds(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
  expect(await smallTargets(page), label).toEqual([]);
  expect(await sidewaysScroll(page), label).toBe(0);
}

describe("the inbox on a phone", () => {
  it("shows requests on the first screen, urgent call-backs first and marked in words, each with a call link, a line of its message and its wait", async () => {
    // Signed in the way the owner signs in: an invitation and a passkey (Chromium's virtual authenticator).
    const w = await openPage(browser(), "phone");
    await addVirtualAuthenticator(w.page);
    await registerFromInvitation(
      w.page,
      await inviteFromCli(server, "owner.inbox@example.com"),
      "Olivia Owner",
    );
    await hydrated(w.page, "/office");
    const { page } = w;

    // The filters are folded away; the first card is on the first screen (844 px tall).
    const filters = page.getByTestId("filters");
    expect(await filters.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByLabel(inboxCopy.stage).isVisible()).toBe(false);
    const firstLink = cards(page).first().getByRole("link").first();
    const box = await firstLink.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844);

    // The urgent call-back comes first, though two requests came after it, and says so in words.
    const first = cards(page).first();
    expect(await first.innerText()).toContain(seeded.urgent.name);
    expect(await first.innerText()).toContain(inboxCopy.urgent.toUpperCase());
    expect(await card(page, seeded.quote.name).innerText()).not.toContain(inboxCopy.urgent.toUpperCase());

    // Each card: the phone as a call link to its E.164 number, a line of the message, how long it has waited.
    expect(
      await first
        .getByRole("link", {
          name: inboxCopy.call(formatPhone({ e164: seeded.urgent.phone, extension: "" })),
        })
        .getAttribute("href"),
    ).toBe(`tel:${seeded.urgent.phone}`);
    const count = await cards(page).count();
    expect(await page.getByTestId("inbox-list").locator('a[href^="tel:+"]').count()).toBe(count);
    expect(await first.getByTestId("request-message").innerText()).toBe(seeded.urgent.message);
    expect(await first.getByTestId("speed-to-lead").innerText()).toMatch(/^Waiting 3 h\b/);
    expect(await card(page, seeded.quote.name).getByTestId("speed-to-lead").innerText()).toMatch(
      /^Waiting (59 min|1 h)\b/,
    );

    // Spam is out of the default view.
    expect(await names(page)).not.toContain(seeded.spam.name);

    // Bookings show their window; a cancelled one reads as cancelled, not "Inspection booked".
    const booked = card(page, seeded.booked.name);
    expect(await booked.getByTestId("booking-window").innerText()).toBe(
      `${inboxCopy.inspection}: ${shortWindowLabel(seeded.windows.booked, "en")}`,
    );
    expect(await booked.getByTestId("status").innerText()).toBe(stageLabels.booked);
    const cancelled = card(page, seeded.cancelled.name);
    expect(await cancelled.getByTestId("status").innerText()).toBe(statusLabels.cancelled);
    expect(await cancelled.innerText()).not.toContain(stageLabels.booked);
    expect(await cancelled.getByTestId("booking-window").innerText()).toContain(
      shortWindowLabel(seeded.windows.cancelled, "en"),
    );

    await phoneLayoutHolds(page, "inbox");
    await screenshot(w, "inbox-390");

    // "Needs a call": new leads and the booking waiting for its confirmation call; not the booked ones.
    await page
      .getByRole("navigation", { name: inboxCopy.views })
      .getByRole("link", { name: inboxCopy.view.call })
      .click();
    await page.waitForURL(/view=call/);
    // The list has been loaded again once the view's tab is the current one.
    await page
      .getByRole("navigation", { name: inboxCopy.views })
      .locator('a[aria-current="page"]', { hasText: inboxCopy.view.call })
      .waitFor();
    const waiting = await names(page);
    for (const name of [seeded.urgent.name, seeded.quote.name, seeded.toConfirm.name])
      expect(waiting).toContain(name);
    for (const name of [seeded.booked.name, seeded.cancelled.name, seeded.spam.name])
      expect(waiting).not.toContain(name);
    expect(await card(page, seeded.toConfirm.name).getByTestId("status").innerText()).toBe(
      statusLabels.unconfirmed,
    );
    await phoneLayoutHolds(page, "needs a call");
    await screenshot(w, "inbox-needs-a-call-390");

    // Spam is one filter away; the filters are open while one is set.
    await hydrated(page, "/office?stage=spam");
    expect(await page.getByTestId("filters").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await names(page)).toContain(seeded.spam.name);
    await phoneLayoutHolds(page, "filters open");
    await screenshot(w, "inbox-filters-open-390");
    await w.close();
  });

  it('"Back to the inbox" returns to the filters the lead or booking was opened from', async () => {
    const w = await signedIn("phone");
    const { page } = w;
    await hydrated(page, "/office?view=call&q=Brooks");
    await card(page, seeded.quote.name).getByRole("link", { name: seeded.quote.name }).click();
    await page.waitForURL(new RegExp(`/office/leads/${seeded.ids.quote}`));
    await page.getByRole("link", { name: requestCopy.back }).click();
    await page.waitForURL((url) => url.pathname === "/office" && url.search !== "");
    expect(new URL(page.url()).searchParams.get("view")).toBe("call");
    expect(new URL(page.url()).searchParams.get("q")).toBe("Brooks");
    expect(await page.getByLabel(inboxCopy.search).inputValue()).toBe("Brooks");

    await hydrated(page, "/office?door=booking-page&language=en");
    await card(page, seeded.booked.name).getByRole("link", { name: seeded.booked.name }).click();
    await page.waitForURL(new RegExp(`/office/bookings/${seeded.ids.booked}`));
    await page.getByRole("link", { name: requestCopy.back }).click();
    await page.waitForURL((url) => url.pathname === "/office" && url.search !== "");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      door: "booking-page",
      language: "en",
    });
    // A cancelled booking's own page does not call it booked either.
    await hydrated(page, `/office/bookings/${seeded.ids.cancelled}`);
    expect(await page.getByTestId("status").innerText()).toBe(statusLabels.cancelled);
    await w.close();
  });

  it("search finds a number however it is written, a name without its accents, and words of the message, street and city", async () => {
    const w = await signedIn("phone");
    const { page } = w;
    // Searches for `q` and waits until the list shows exactly one card, the one naming `name`: React
    // shows the results just after the address changes (and later still on a loaded machine).
    const search = async (q: string, name: string) => {
      await hydrated(page, "/office");
      await page.getByLabel(inboxCopy.search).fill(q);
      await page.getByRole("button", { name: inboxCopy.apply, exact: true }).click();
      await page.waitForURL(/q=/);
      await expect
        .poll(async () => (await cards(page).allInnerTexts()).map((t) => t.includes(name)), {
          message: q,
          timeout: 15_000,
        })
        .toEqual([true]);
    };
    for (const q of ["+1 310 555 0199", "3105550199", "Hernandez", "hernández", "dripping ceiling"])
      await search(q, seeded.urgent.name);
    for (const q of ["Ocean Park", city.city]) await search(q, seeded.booked.name);
    await w.close();
  });

  it("without script, the filters unfold and apply as a plain form", async () => {
    const w = await signedIn("phone", { javaScriptEnabled: false });
    const { page } = w;
    await page.goto(`${server.origin}/office`);
    await page.getByText(inboxCopy.filtersOn(0), { exact: true }).click();
    await page.getByLabel(inboxCopy.stage).selectOption("spam");
    await page.getByRole("button", { name: inboxCopy.applyFilters }).click();
    await page.waitForURL(/stage=spam/);
    expect(await names(page)).toContain(seeded.spam.name);
    expect(await page.getByText(inboxCopy.filtersOn(1), { exact: true }).isVisible()).toBe(true);
    await w.close();
  });
});

describe("Today", () => {
  it("steps to the next day and back", async () => {
    const today = zonedDate(new Date(), availability.timeZone);
    // The first day after today with windows, and an inspection in it.
    const day = Array.from({ length: 7 }, (_, i) => addDays(today, i + 1)).find(
      (d) => windowsOn(d).length > 0,
    )!;
    const window = windowsOn(day)[0]!;
    const r = bookDirectly(server.dbPath, filler(window, { name: "Tia Tomorrow", phone: uniquePhone() }), 10);
    if (r.kind !== "booked") throw new Error(r.kind);
    const heading = (page: Page) => page.getByRole("heading", { level: 1 }).innerText();
    const label = (date: string) => dayLabel(new Date(`${date}T20:00:00Z`), "en");

    for (const [size, viewport] of [
      ["390", "phone"],
      ["1440", { width: 1440, height: 900 }],
    ] as const) {
      const w = await signedIn(viewport);
      const { page } = w;
      await hydrated(page, "/office/today");
      expect(await heading(page)).toBe(todayCopy.heading(label(today)));
      await page.getByRole("link", { name: todayCopy.nextDay }).click();
      await page.waitForURL(/date=/);
      expect(new URL(page.url()).searchParams.get("date")).toBe(addDays(today, 1));
      // The address changes as the new day's data arrives; the heading follows in the next render.
      await expect.poll(() => heading(page)).toBe(label(addDays(today, 1)));
      await page.getByRole("link", { name: todayCopy.previousDay }).click();
      await page.waitForURL((url) => url.pathname === "/office/today" && !url.search);
      await expect.poll(() => heading(page)).toBe(todayCopy.heading(label(today)));

      // The day with the inspection, reached from the day before it.
      await hydrated(page, `/office/today?date=${addDays(day, -1)}`);
      await page.getByRole("link", { name: todayCopy.nextDay }).click();
      // Today also lists what is coming, so the day's own address is what says the step is done.
      await page.waitForURL((url) => url.searchParams.get("date") === day);
      await page.getByTestId("today").getByText("Tia Tomorrow").waitFor();
      await expect.poll(() => heading(page)).toBe(label(day));
      if (size === "390") await phoneLayoutHolds(page, "today");
      else expect(await axeViolations(page)).toEqual([]);
      await screenshot(w, `today-next-${size}`);
      await hydrated(page, "/office/today");
      await screenshot(w, `today-${size}`);
      await w.close();
    }
  });
});

describe("the inbox on a desktop", () => {
  it("default, needs a call and filters open at 1440 px, without axe violations", async () => {
    const w = await signedIn({ width: 1440, height: 900 });
    for (const [name, path] of [
      ["inbox", "/office"],
      ["inbox-needs-a-call", "/office?view=call"],
      ["inbox-filters-open", "/office?stage=new&language=en"],
    ] as const) {
      await hydrated(w.page, path);
      expect(await axeViolations(w.page), name).toEqual([]);
      expect(await sidewaysScroll(w.page), name).toBe(0);
      await screenshot(w, `${name}-1440`);
    }
    await w.close();
  });
});
