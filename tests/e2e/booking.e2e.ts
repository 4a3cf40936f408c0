import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { bookingCopy as en } from "~/content/booking/booking-copy";
import { bookingCopy as es } from "~/content/es/booking/booking-copy";
import type { Lang } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { calendarPath, managePath } from "~/lib/booking/booking-paths";
import { storedPhone } from "~/lib/booking/booking-phone";
import { openStores, type Stores } from "~/lib/site/site-db.testing";
import { company } from "~/content/company";
import { atLineStart, windowLabel } from "~/lib/booking/window-labels";
import { parseCalendar } from "~/lib/booking/ical-parse.testing";
import type { ArrivalWindow } from "~/lib/booking/windows";
import { smtpInbox } from "~/lib/leads/smtp-inbox.testing";
import { axeViolations } from "./support/axe";
import { openAt, openPage, sharedBrowser } from "./support/browser";
import { fillWindow, filler, uniquePhone } from "./support/bookings";
import { eventually } from "./support/leads";
import { partOf } from "./support/mime";
import { serversOfThisFile } from "./support/own-servers";
import { testPort, type RunningServer } from "./support/server";

const browser = sharedBrowser();
const words: Record<Lang, typeof en> = { en, es: es as unknown as typeof en };
const server = serversOfThisFile();

/** Cancels a booking by its private link as the page's form does without script (the answer is not followed). */
const cancelByLink = (base: string, token: string) =>
  fetch(`${base}${managePath(token)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: "intent=cancel&confirm=yes",
    redirect: "manual",
  });

// This file books on a server of its own: the shared one takes bookings from other files running at the
// same time, which could fill a window between a test reading it and booking it.
let site: RunningServer;
beforeAll(async () => {
  site = await server(testPort(105));
});
const dbPath = () => site.dbPath;
const baseUrl = () => site.url;

/** Works on the database a server writes, as the contractor's command line would (a second writer). */
function withStore<T>(path: string, fn: (store: Stores["bookings"]) => T): T {
  const stores = openStores(path);
  try {
    return fn(stores.bookings);
  } finally {
    stores.close();
  }
}
/** The booking a number (as typed) holds: compared as the store compares it. */
const bookingByPhone = (path: string, phone: string) =>
  withStore(path, (s) => s.listFrom(new Date(0)).find((b) => b.phone_key === storedPhone(phone).phone_key));
const seatsIn = (path: string, windowId: string) =>
  withStore(path, (s) => s.seatsTaken(new Date()).get(windowId) ?? 0);

let counter = 0;

interface Person {
  name: string;
  phone: string;
  email?: string;
  street: string;
  zip: string;
  note?: string;
}
const person = (over: Partial<Person> = {}): Person => ({
  name: `Dana Ortiz ${++counter}`,
  phone: uniquePhone(),
  street: "12 Ocean Ave, Unit 4",
  zip: "90405",
  note: "Gate code 1234",
  ...over,
});

/** Fills the booking form as a visitor would; returns the window chosen (the first open one unless given). */
async function fillBooking(page: Page, lang: Lang, p: Person, windowId?: string): Promise<string> {
  const b = words[lang];
  const radio = windowId ? page.locator(`#window-${windowId}`) : page.locator('input[name="window"]').first();
  const id = (await radio.getAttribute("value")) ?? "";
  await radio.check();
  await page.getByLabel(b.fields.name).fill(p.name);
  await page.getByRole("textbox", { name: b.fields.phone }).fill(p.phone);
  if (p.email) await page.getByLabel(b.fields.email).fill(p.email);
  await page.getByLabel(b.fields.street).fill(p.street);
  await page.getByLabel(b.fields.zip).fill(p.zip);
  await page.getByLabel(b.fields.surface).selectOption("balcony");
  if (p.note) await page.getByLabel(b.fields.note).fill(p.note);
  return id;
}

/** The signed form key a rendering of the booking page carries. */
const formKeyOf = (html: string) => {
  const key = /name="form_key" value="([^"]+)"/.exec(html)?.[1];
  if (!key) throw new Error("the booking page carries no form key");
  return key;
};

const submit = (page: Page, lang: Lang) => page.getByRole("button", { name: words[lang].submit }).click();
const tokenOf = (url: string) => /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(url)?.[1] ?? "";

/** Books through the page on `origin`; returns the private link's token and the window. */
/** Posts the booking form without a browser: with a key from a fresh page unless one is given. */
async function postBooking(
  origin: string,
  p: Person,
  key?: string | null,
  lang: Lang = "en",
  window?: string,
) {
  const formKey =
    key === undefined ? formKeyOf(await (await fetch(`${origin}${pathsByLang[lang].book}`)).text()) : key;
  const windowId =
    window ?? /name="window" value="([^"]+)"/.exec(await (await fetch(`${origin}/book`)).text())?.[1] ?? "";
  return fetch(`${origin}${pathsByLang[lang].book}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({
      window: windowId,
      name: p.name,
      phone: p.phone,
      street: p.street,
      zip: p.zip,
      language: lang,
      ...(p.email ? { email: p.email } : {}),
      ...(formKey ? { form_key: formKey } : {}),
    }),
  });
}

async function bookInBrowser(origin: string, p: Person, lang: Lang = "en", javaScriptEnabled = false) {
  const w = await openPage(browser(), javaScriptEnabled ? "desktop" : "phone", { javaScriptEnabled });
  await w.page.goto(`${origin}${pathsByLang[lang].book}`);
  const windowId = await fillBooking(w.page, lang, p);
  await submit(w.page, lang);
  await w.page.waitForURL(/\/book\/manage\//);
  return { w, token: tokenOf(w.page.url()), windowId };
}

describe.each([
  ["en", true],
  ["en", false],
  ["es", true],
  ["es", false],
] as const)("booking in %s, JavaScript %s", (lang, javaScriptEnabled) => {
  it("books an arrival window in one step and lands on the confirmation", async () => {
    const b = words[lang];
    const paths = pathsByLang[lang];
    const viewport = javaScriptEnabled ? "desktop" : "phone";
    // With JavaScript the visitor comes from the hydrated home page's hero button (a client-side
    // navigation); without it they open the page.
    const w = await openAt(
      browser(),
      viewport,
      `${baseUrl()}${javaScriptEnabled ? paths.home : paths.book}`,
      {
        javaScriptEnabled,
      },
    );
    const { page } = w;
    if (javaScriptEnabled) {
      await page.getByRole("main").getByRole("link", { name: b.cta.book }).first().click();
      await page.waitForURL((u) => u.pathname === paths.book);
      await page.getByRole("group", { name: b.windowsLegend }).waitFor();
    }
    const p = person({ email: `book.${lang}.${String(javaScriptEnabled)}@example.com` });
    const windowId = await fillBooking(page, lang, p);
    await submit(page, lang);
    await page.waitForURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\?booked$/);
    await expect(page.locator("h1").textContent()).resolves.toBe(b.manage.booked);
    // The private page speaks the booking's language at one address: no switch to a page that is not it.
    await expect(page.locator("a[data-lang-switch]").count()).resolves.toBe(0);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang === "es" ? "es-US" : "en-US");
    await expect(page.getByText(p.street).count()).resolves.toBeGreaterThan(0);
    const calendarLink = page.getByRole("link", { name: b.manage.addToCalendar });
    await expect(calendarLink.count()).resolves.toBe(1);
    // The file saves under a name in the booking's language.
    await expect(calendarLink.getAttribute("download")).resolves.toBe(b.mail.calendarFile);
    // The window starts its line: a Spanish date, lower case inside a sentence, is capitalised there.
    const booking = bookingByPhone(dbPath(), p.phone)!;
    const when = windowLabel({ start: new Date(booking.starts_at), end: new Date(booking.ends_at) }, lang);
    const shown = await page
      .locator("dt", { hasText: b.manage.when })
      .locator("xpath=following-sibling::dd[1]")
      .textContent();
    expect(shown).toBe(atLineStart(when));
    expect(shown).toMatch(/^\p{Lu}/u);
    // axe runs as a script: the page without JavaScript is checked again in a browser with it.
    const checked = javaScriptEnabled ? w : await openPage(browser(), viewport);
    if (!javaScriptEnabled) await checked.page.goto(page.url());
    expect(await axeViolations(checked.page)).toEqual([]);
    if (checked !== w) await checked.close();

    const stored = bookingByPhone(dbPath(), p.phone);
    expect(stored).toMatchObject({ window_id: windowId, language: lang, status: "booked", channel: "web" });
    expect(stored?.note).toBe(p.note);
    await w.close();
  });
});

describe("the booking form for browser agents", () => {
  it("carries WebMCP's declarative attributes in the page as served, in each language, with no auto-submit", async () => {
    for (const lang of ["en", "es"] as const) {
      const b = words[lang];
      const html = await (await fetch(`${baseUrl()}${pathsByLang[lang].book}`)).text();
      const form = /<form[^>]*toolname="([^"]+)"[^>]*>/.exec(html);
      expect(form?.[1]).toBe("book_inspection");
      expect(form?.[0]).toContain(`tooldescription="${b.tool.description.replace(/'/g, "&#x27;")}"`);
      expect(form?.[0]).not.toContain("toolautosubmit");
      for (const field of ["name", "phone", "street", "zip"])
        expect(html, field).toMatch(
          new RegExp(
            `name="${field}"[^>]*toolparamdescription="|toolparamdescription="[^"]*"[^>]*name="${field}"`,
          ),
        );
      expect(html).toMatch(/type="radio"[^>]*toolparamdescription="/);
    }
  });
});

/** A page's markup without what differs per response (the CSP nonce, the signed form key). */
const sameParts = (html: string) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/name="form_key" value="[^"]*"/g, 'name="form_key"');

describe("a number that already holds a booking", () => {
  it("gives a repeat the answer any request that holds no seat gets, in the page's language, and e-mails the link on file", async () => {
    const p = person({ email: "owner@example.com" });
    const { w, windowId } = await bookInBrowser(baseUrl(), p, "es");
    await w.close();
    // Someone else, who knows the number, the window, the name, the street and the ZIP, sends them again.
    const other = await openPage(browser(), "phone", { javaScriptEnabled: false });
    await other.page.goto(`${baseUrl()}${pathsByLang.es.book}`);
    await fillBooking(
      other.page,
      "es",
      { ...p, name: p.name.toUpperCase(), email: "taker@example.com" },
      windowId,
    );
    const [response] = await Promise.all([
      other.page.waitForResponse((r) => r.request().method() === "POST"),
      submit(other.page, "es"),
    ]);
    expect(response.status()).toBe(202);
    expect(other.page.url()).not.toMatch(/\/book\/manage\//);
    const status = other.page.getByRole("status");
    await status.getByText(es.received.title, { exact: true }).waitFor();
    await status.getByText(es.received.body).waitFor();
    const html = await other.page.content();
    expect(html).not.toMatch(/\/book\/manage\//);
    const booked = bookingByPhone(dbPath(), p.phone)!;
    const label = windowLabel({ start: new Date(booked.starts_at), end: new Date(booked.ends_at) }, "es");
    expect(html).not.toContain(label);
    expect(withStore(dbPath(), (s) => s.attempts(booked.id))).toMatchObject([
      { channel: "web", link: "emailed" },
    ]);
    await other.close();

    // The page's answer, byte for byte (but the nonce), is the one a request that looked automated gets.
    const repeat = await postBooking(baseUrl(), p, undefined, "es");
    const automated = await postBooking(baseUrl(), person(), null, "es");
    expect([repeat.status, automated.status]).toEqual([202, 202]);
    expect(sameParts(await repeat.text())).toBe(sameParts(await automated.text()));
    // Its link was e-mailed once today already: not again.
    expect(withStore(dbPath(), (s) => s.attempts(booked.id).map((a) => a.link))).toEqual([
      "emailed",
      "daily-limit",
    ]);
  });

  it("refuses a full window on the page alike, whether or not the number holds a booking", async () => {
    const holder = person();
    expect((await postBooking(baseUrl(), holder)).status).toBe(303);
    const html = await (await fetch(`${baseUrl()}/book`)).text();
    const full = [...html.matchAll(/name="window" value="([^"]+)"/g)].map((m) => m[1]!).at(-1)!;
    fillWindow(dbPath(), full);
    const stranger = { ...holder, phone: uniquePhone() };
    const [a, b] = await Promise.all([
      postBooking(baseUrl(), holder, undefined, "en", full),
      postBooking(baseUrl(), stranger, undefined, "en", full),
    ]);
    expect([a.status, b.status]).toEqual([409, 409]);
    // The form comes back with what was typed: the phone numbers differ, and nothing else.
    const typed = (r: Response, phone: string) =>
      r.text().then((t) => sameParts(t).replaceAll(phone, "PHONE"));
    expect(await typed(a, holder.phone)).toBe(await typed(b, stranger.phone));
  });

  it("compares numbers as E.164: an extension is the same number, another country's is another", async () => {
    const p = person();
    const first = await postBooking(baseUrl(), { ...p, phone: `${p.phone} x12` });
    expect(first.status).toBe(303);
    expect(bookingByPhone(dbPath(), p.phone)).toMatchObject({ phone_ext: "12" });
    const second = await postBooking(baseUrl(), p);
    expect(second.status).toBe(202);
    expect(await second.text()).toContain(en.received.body);
    // The same ten digits in Mexico and in the US: two numbers, two bookings.
    const us = await postBooking(baseUrl(), person({ phone: "(424) 555-0199" }));
    const mx = await postBooking(baseUrl(), person({ phone: "+52 424 555 0199" }));
    expect([us.status, mx.status]).toEqual([303, 303]);
    expect(bookingByPhone(dbPath(), "+52 424 555 0199")?.phone).toBe("+524245550199");
  });
});

describe("the page's signed form key", () => {
  it("lets the same page retry (the same booking, a fresh link); the same key with other details gets 422", async () => {
    const html = await (await fetch(`${baseUrl()}/book`)).text();
    const key = formKeyOf(html);
    // The page's window (the retry is the same body, even if the first booking fills that window).
    const window = /name="window" value="([^"]+)"/.exec(html)?.[1];
    const p = person();
    const first = await postBooking(baseUrl(), p, key, "en", window);
    const retry = await postBooking(baseUrl(), p, key, "en", window);
    expect([first.status, retry.status]).toEqual([303, 303]);
    const [a, b] = [first, retry].map((r) => tokenOf(r.headers.get("location") ?? ""));
    expect(a).not.toBe(b);
    expect(withStore(dbPath(), (s) => s.byToken(b!)?.id)).toBe(withStore(dbPath(), (s) => s.byToken(a!)?.id));
    const changed = await postBooking(baseUrl(), { ...person(), name: "Someone Else" }, key);
    expect(changed.status).toBe(422);
    expect(await changed.text()).toContain(en.errors.formReused);
  });

  it("holds no seat for a form without a valid, current key, and says so in the page's language", async () => {
    const key = formKeyOf(await (await fetch(`${baseUrl()}/book`)).text());
    const [issued, nonce, mac] = key.split(".") as [string, string, string];
    const cases: [string, string | null, string][] = [
      ["missing", null, "no form stamp"],
      ["a bare number", "0", "form key fails its check"],
      ["a forged time", `${(Date.now() - 60_000).toString(36)}.${nonce}.${mac}`, "form key fails its check"],
      ["the old shown_at", String(Date.now() - 60_000), "form key fails its check"],
    ];
    expect(issued).toMatch(/^[0-9a-z]+$/);
    for (const [label, formKey, reason] of cases) {
      const p = person();
      const res = await postBooking(baseUrl(), p, formKey, "es");
      expect(res.status, label).toBe(202);
      expect(await res.text(), label).toContain(es.received.body);
      expect(bookingByPhone(dbPath(), p.phone), label).toMatchObject({
        status: "unconfirmed",
        flag_reason: reason,
      });
    }
  });
});

describe("a window taken between showing and sending", () => {
  it("says so, keeps everything typed and offers the next open windows", async () => {
    const w = await openPage(browser(), "phone", { expectedErrors: [/409/] });
    const { page } = w;
    await page.goto(`${baseUrl()}/book`);
    const p = person();
    const windowId = await fillBooking(page, "en", p);
    // Meanwhile others take the window's seats (written straight to the server's database).
    fillWindow(dbPath(), windowId);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      submit(page, "en"),
    ]);
    expect(response.status()).toBe(409);
    await page.getByRole("alert").getByText(en.errors.taken).waitFor();
    // The answer is a new page, its message before the fields, which may still be arriving.
    await page.waitForLoadState("load");
    await expect(page.getByLabel(en.fields.name).inputValue()).resolves.toBe(p.name);
    await expect(page.getByLabel(en.fields.street).inputValue()).resolves.toBe(p.street);
    await expect(page.getByLabel(en.fields.note).inputValue()).resolves.toBe(p.note);
    await expect(page.locator(`#window-${windowId}`).count()).resolves.toBe(0);
    const offered = await page
      .getByRole("alert")
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute("href") ?? "").filter((h) => h.startsWith("#window-2")),
      );
    expect(offered.length).toBeGreaterThan(0);
    for (const href of offered) await expect(page.locator(href).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(bookingByPhone(dbPath(), p.phone)).toBeUndefined();
    await w.close();
  });
});

describe("the private link", () => {
  // A server of its own: the shared one takes bookings from other test files running at the same time,
  // which could fill the windows these tests count seats in.
  let own: RunningServer;
  beforeAll(async () => {
    own = await server(testPort(104));
  });

  it("moves the booking and then cancels it; each time the seat frees and the window shows again", async () => {
    const p = person();
    const { w, token, windowId } = await bookInBrowser(own.url, p, "en", true);
    const { page } = w;
    const taken = seatsIn(own.dbPath, windowId);
    await page.getByText(en.manage.moveSubmit, { exact: true }).first().click(); // opens the <details>
    const target = page.locator('input[name="window"]').first();
    const targetId = (await target.getAttribute("value")) ?? "";
    expect(targetId).not.toBe(windowId);
    await target.check();
    await page.getByRole("button", { name: en.manage.moveSubmit }).click();
    await page.waitForURL(/\?moved$/);
    await page.getByRole("status").getByText(en.manage.movedNotice).waitFor();
    expect(bookingByPhone(own.dbPath, p.phone)).toMatchObject({
      window_id: targetId,
      sequence: 1,
      status: "booked",
    });
    expect(seatsIn(own.dbPath, windowId)).toBe(taken - 1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(en.manage.cancelConfirm).check();
    await page.getByRole("button", { name: en.manage.cancelSubmit }).click();
    await page.waitForURL(/\?cancelled$/);
    await expect(page.locator("h1").textContent()).resolves.toBe(en.manage.cancelledTitle);
    expect(bookingByPhone(own.dbPath, p.phone)).toMatchObject({ status: "cancelled", sequence: 2 });
    // The window is offered again on the booking page.
    await page.goto(`${own.url}/book`);
    await expect(page.locator(`#window-${targetId}`).count()).resolves.toBe(1);
    // The link still shows what happened; a repeat of the cancellation changes nothing.
    const again = await cancelByLink(own.url, token);
    expect(again.status).toBe(303);
    await w.close();
  });

  it("serves the booking's calendar file, and nothing at a wrong token", async () => {
    const p = person();
    const { w, token } = await bookInBrowser(own.url, p, "es");
    await w.close();
    const res = await fetch(`${own.url}${calendarPath(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${es.mail.calendarFile}"`);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const stored = bookingByPhone(own.dbPath, p.phone)!;
    const ics = parseCalendar(await res.text());
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]).toMatchObject({
      uid: stored.uid,
      sequence: 0,
      start: stored.starts_at,
      end: stored.ends_at,
      summary: es.mail.eventSummary("Harborline Deck & Waterproofing"),
    });

    const wrong = randomBytes(32).toString("base64url");
    for (const path of [managePath(wrong), calendarPath(wrong), managePath("short"), managePath(`${token}x`)])
      expect((await fetch(`${own.url}${path}`)).status, path).toBe(404);
    const post = await fetch(`${own.url}${managePath(wrong)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: own.url },
      body: "intent=cancel&confirm=yes",
    });
    expect(post.status).toBe(404);
  });

  it("refuses a change less than 12 hours before the window, on the POST itself", async () => {
    // A booking whose window starts in 6 hours (made before the cut-off, as time has since passed).
    const start = new Date(Date.now() + 6 * 3_600_000);
    const window: ArrivalWindow = {
      id: "2099-01-01-am",
      date: "2099-01-01",
      start,
      end: new Date(start.getTime() + 4 * 3_600_000),
    };
    const token = withStore(own.dbPath, (store) => {
      const r = store.book(filler(window), { capacity: 99, compose: () => [] });
      if (r.kind !== "booked") throw new Error(r.kind);
      return r.token;
    });
    const page = await fetch(`${own.url}${managePath(token)}`);
    const html = await page.text();
    expect(html).toContain(en.manage.tooLate(availability.changeCutoffHours).slice(0, 30));
    expect(html).not.toContain(en.manage.cancelSubmit);
    for (const body of ["intent=cancel&confirm=yes", "intent=move&window=2099-01-02-am"]) {
      const res = await fetch(`${own.url}${managePath(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: own.url },
        body,
        redirect: "manual",
      });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const cancel = await fetch(`${own.url}${managePath(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: own.url },
      body: "intent=cancel&confirm=yes",
    });
    expect(cancel.status).toBe(409);
    expect(await cancel.text()).toContain(en.manage.errors.tooLate(availability.changeCutoffHours));
    expect(withStore(own.dbPath, (s) => s.byToken(token)?.status)).toBe("booked");
  });
});

describe("e-mail, the contractor's feed and the logs", () => {
  it("e-mails the invitations even across a restart mid-send, lists the booking in the feed, and never logs a token", async () => {
    const feedToken = randomBytes(24).toString("hex");
    // The first mail server takes every message and never answers: the site is killed mid-send.
    const stalled = await smtpInbox({ stall: () => true });
    const working = await smtpInbox();
    const db = join(mkdtempSync(join(tmpdir(), "booking-mail-")), "leads.db");
    const env = {
      LEADS_DB: db,
      CALENDAR_FEED_TOKEN: feedToken,
      OUTBOX_POLL_MS: "200",
      LEADS_TO: "office@example.com",
    };
    try {
      const first = await server(testPort(100), { ...env, SMTP_URL: stalled.url });
      const p = person({ email: "visitor@example.com" });
      const { w, token } = await bookInBrowser(first.url, p, "es");
      await w.close();
      await eventually(
        () => (first.output().includes("booking stored") ? true : undefined),
        10_000,
        "the booking",
      );
      await new Promise((r) => setTimeout(r, 500)); // the message is being sent (and stalls)
      await first.stop("SIGKILL");
      expect(stalled.messages).toEqual([]);

      const second = await server(testPort(100), { ...env, SMTP_URL: working.url });
      const mails = await working.received(2, 20_000);
      const visitor = mails.find((m) => m.to.includes("visitor@example.com"))!;
      const office = mails.find((m) => m.to.includes("office@example.com"))!;
      const visitorText = partOf(visitor.raw, "text/plain")?.body;
      expect(visitorText).toContain(`${managePath(token)}`);
      // A Spanish booking's e-mail speaks Spanish to its end: the sender, the place, the file's name.
      expect(visitor.headers).toContain(`"${es.mail.senderName(company.name)}"`);
      expect(visitorText).toContain(`${es.mail.where}: ${atLineStart(es.mail.place(p.zip))}`);
      expect(visitor.raw).toContain(es.mail.calendarFile);
      expect(visitor.raw).not.toContain(en.mail.calendarFile);
      expect(parseCalendar(partOf(visitor.raw, "text/calendar")!.body).events[0]?.location).toBe(
        atLineStart(es.mail.place(p.zip)),
      );
      for (const mail of [visitor, office]) {
        const part = partOf(mail.raw, "text/calendar")!;
        expect(part.contentType).toMatch(/method=REQUEST/i);
        const ics = parseCalendar(part.body);
        expect(ics.method).toBe("REQUEST");
        expect(ics.events[0]?.organizer).toMatch(/^mailto:/);
        expect(ics.events[0]?.attendees.length).toBe(1);
      }
      const stored = bookingByPhone(db, p.phone)!;

      // The contractor's feed lists it; the cancellation marks it cancelled (and e-mails a CANCEL).
      const feed = async () =>
        parseCalendar(await (await fetch(`${second.url}/calendar/${feedToken}.ics`)).text());
      expect((await feed()).events.find((e) => e.uid === stored.uid)?.status).toBe("CONFIRMED");
      const cancelled = await cancelByLink(second.url, token);
      expect(cancelled.status).toBe(303);
      expect((await feed()).events.find((e) => e.uid === stored.uid)).toMatchObject({
        status: "CANCELLED",
        sequence: 1,
      });
      const all = await working.received(4, 20_000);
      for (const mail of all.slice(2)) {
        const ics = parseCalendar(partOf(mail.raw, "text/calendar")!.body);
        expect(ics.method).toBe("CANCEL");
      }
      expect(
        (await fetch(`${second.url}/calendar/${feedToken.replace(/.$/, (c) => (c === "0" ? "1" : "0"))}.ics`))
          .status,
      ).toBe(404);
      expect((await fetch(`${second.url}/calendar/nothing.ics`)).status).toBe(404);
      // Wrong tokens were refused and logged: no token, the feed's or a booking's, reached the log.
      expect((await fetch(`${second.url}${managePath(token)}`, { method: "DELETE" })).status).toBe(405);
      await eventually(
        () => second.output().includes('"status":405') || undefined,
        5000,
        "the refusal's log line",
      );
      const log = first.output() + second.output();
      expect(log).toContain("booking stored");
      expect(log).toContain("/book/manage/[token]");
      expect(log).not.toContain(token);
      expect(log).not.toContain(feedToken);
    } finally {
      await stalled.close();
      await working.close();
    }
  });

  it("serves no feed when no token is configured", async () => {
    const site = await server(testPort(103));
    expect((await fetch(`${site.url}/calendar/.ics`)).status).toBe(404);
    expect((await fetch(`${site.url}/calendar/${"a".repeat(64)}.ics`)).status).toBe(404);
  });
});

describe("capacity with two writers", () => {
  it("takes exactly the window's seats when 20 people book it at once through two server processes", async () => {
    const db = join(mkdtempSync(join(tmpdir(), "booking-race-")), "leads.db");
    const a = await server(testPort(101), { LEADS_DB: db, RATE_LIMIT_MAX: "1" });
    const b = await server(testPort(102), { LEADS_DB: db, RATE_LIMIT_MAX: "1" });
    const html = await (await fetch(`${a.url}/book`)).text();
    const windowId = /name="window" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(windowId).not.toBe("");
    // Each racer's page comes from the other process: the form key one signs, the other accepts.
    const formKeys = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        formKeyOf(await (await fetch(`${(i % 2 ? a : b).url}/book`)).text()),
      ),
    );
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const site = i % 2 ? b : a;
        return fetch(`${site.url}/book`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: site.url,
            // A different client each (the proxy on loopback is trusted): the rate limit refuses none.
            "x-forwarded-for": `198.51.100.${i + 1}`,
          },
          body: new URLSearchParams({
            window: windowId,
            name: `Racer ${i}`,
            phone: `(310) 555-${String(1000 + i)}`,
            street: `${i + 1} Race St`,
            zip: "90405",
            form_key: formKeys[i]!,
          }),
        }).then((r) => r.status);
      }),
    );
    expect(statuses.filter((s) => s === 303)).toHaveLength(availability.capacity);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - availability.capacity);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(withStore(db, (s) => s.seatsTaken(new Date()).get(windowId))).toBe(availability.capacity);
  });
});
