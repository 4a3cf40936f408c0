/**
 * The office's work screens in Chromium: a lead sent from the public form appears in the inbox
 * without a reload and the tab's title counts it; marking it contacted shows speed to lead; the filtered
 * list exports as CSV; closing a day that holds a booking sends its visitor a note through a real SMTP
 * server, whose link lets them pick another window, and the audit log shows each step. Screenshots of the
 * inbox, a lead, the week, today and the numbers at 390 and 1440 px go to test-results/office/.
 *
 * The inbox's test signs in with a passkey (an invitation, Chromium's virtual authenticator); the others
 * with a session written straight into the server's database (the ceremony is tested once).
 */
import { smallTargets } from "./support/tap-targets";
import { INBOX_POLL_MS } from "~/lib/office/work-paths";
import { DatabaseSync } from "node:sqlite";
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy as es } from "~/content/es/booking/booking-copy";
import { availability } from "~/content/booking/availability";
import { company } from "~/content/company";
import { inboxCopy } from "~/content/office/work";
import { NOT_SURE, serviceOptions } from "~/content/lead-forms";
import { dayLabel } from "~/lib/booking/window-labels";
import { addDays, openWindows, windowById, windowsOn, zonedDate } from "~/lib/booking/windows";
import { openStores } from "~/lib/site/site-db.testing";
import { smtpInbox } from "~/lib/leads/smtp-inbox.testing";
import {
  completeRegistration,
  createInvitation,
  createSession,
  webauthnUserId,
} from "~/lib/office/office-store.server";
import { axeViolations } from "./support/axe";
import { gotoHydrated, openPage, sharedBrowser, type WatchedPage } from "./support/browser";
import { bookDirectly, filler, uniquePhone } from "./support/bookings";
import { eventually, sendQuoteForm, storedPhone, uniqueLead } from "./support/leads";
import {
  addVirtualAuthenticator,
  choicesCutOff,
  inviteFromCli,
  registerFromInvitation,
} from "./support/office";
import { startServer, testPort, type RunningServer } from "./support/server";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: RunningServer & { origin: string };
let inbox: Awaited<ReturnType<typeof smtpInbox>>;

beforeAll(async () => {
  inbox = await smtpInbox();
  const port = testPort(127);
  const origin = `http://localhost:${port}`;
  const s = await startServer(port, { SITE_URL: origin, SMTP_URL: inbox.url, OUTBOX_POLL_MS: "200" });
  server = { ...s, origin };
});
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

function withDb<T>(fn: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(server.dbPath);
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** A person with a live session in the server's database; returns their session id (the cookie's value). */
function seedSession(email: string, name: string, role: "owner" | "office" = "owner"): string {
  return withDb((db) => {
    const { id } = createInvitation(db, { email, role, actor: "cli" });
    const passkeyId = randomBytes(16).toString("base64url");
    const user = completeRegistration(db, {
      invitationId: id,
      name,
      userHandle: webauthnUserId(db, email),
      passkey: { id: passkeyId, publicKey: new Uint8Array([1]), counter: 0, backedUp: false },
    });
    if (!user) throw new Error("could not seed a person");
    return createSession(db, { userId: user.id, passkeyId });
  });
}

async function signedIn(
  viewport: "phone" | "desktop" | { width: number; height: number },
  sessionId: string,
  expectedErrors: RegExp[] = [],
) {
  const w = await openPage(browser(), viewport, { expectedErrors });
  await w.context.addCookies([
    { name: "office_session", value: sessionId, url: server.origin, httpOnly: true, sameSite: "Lax" },
  ]);
  return w;
}

async function hydrated(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A quote-form lead to store directly, with a name of its own. */
const uniqueLeadRow = (name: string) => ({
  form: "quote" as const,
  page: "/contact",
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  phone: uniquePhone(),
  service: NOT_SURE,
  message: "Counted or not",
  language: "en" as const,
  door: "quote-form" as const,
});

const screenshot = (w: WatchedPage, name: string) => saveScreenshot(w.page, "office", name);

describe("the inbox", () => {
  it("shows a lead sent from the public form without a reload, counts it in the title, marks it contacted, exports CSV", async () => {
    // Signed in the way the office signs in: an invitation from the command line, a passkey registered
    // with Chromium's virtual authenticator (h-office's whole path; these are its steps 5–7).
    const w = await openPage(browser(), "phone");
    await addVirtualAuthenticator(w.page);
    const invitation = await inviteFromCli(server, "owner.work@example.com", "owner");
    await registerFromInvitation(w.page, invitation, "Olivia Owner");
    // The page's clock runs as usual, and the test moves it on to the inbox's next poll instead of waiting.
    await w.page.clock.install();
    await hydrated(w.page, "/office");
    const before = Number((await w.page.getByTestId("inbox-total").innerText()).replace(/\D/g, ""));

    // A visitor sends the quote form in another tab (another page of the same browser, no office cookie needed).
    const visitor = await openPage(browser(), "desktop");
    const lead = uniqueLead("office-live");
    // The public form posts to the origin SITE_URL names (the form guard compares them).
    await gotoHydrated(visitor.page, `${server.origin}/contact`);
    await sendQuoteForm(visitor.page, lead);
    await visitor.close();

    // 5. It appears without a reload (the inbox asks the live route every few seconds), and the title counts it.
    const row = w.page.getByTestId("inbox-list").getByRole("link", { name: lead.name });
    await w.page.clock.fastForward(INBOX_POLL_MS);
    await row.waitFor({ timeout: 30_000 });
    await eventually(async () => (await w.page.title()).startsWith("(1) ") || undefined, 5000, "title count");
    expect(Number((await w.page.getByTestId("inbox-total").innerText()).replace(/\D/g, ""))).toBe(before + 1);
    expect(await axeViolations(w.page)).toEqual([]);

    // 6. Mark it contacted: speed to lead shows on its page and in the list.
    await row.click();
    await w.page.waitForURL(/\/office\/leads\/\d+$/);
    // The lead's page has rendered (the URL may change before the inbox has left the page).
    await w.page.getByLabel("Move to").waitFor();
    expect(await w.page.getByTestId("speed-to-lead").innerText()).toContain("—");
    // Every door's field is among its facts; the phone reads as people write it and calls its E.164.
    const facts = await w.page.locator("dl").first().innerText();
    expect(facts).toMatch(new RegExp(`Best time to call\\s+${lead.best_time}`));
    expect(facts).toMatch(new RegExp(`Phone\\s+${storedPhone.display.replace(/[()]/g, "\\$&")}`));
    expect(await w.page.getByRole("link", { name: "Call", exact: true }).getAttribute("href")).toBe(
      `tel:${storedPhone.e164}`,
    );
    await w.page.getByLabel("Move to").selectOption("contacted");
    await w.page.getByRole("button", { name: "Save status" }).click();
    await w.page.getByRole("status").getByText("Status saved.").waitFor();
    await eventually(
      async () => /\bmin\b/.test(await w.page.getByTestId("speed-to-lead").innerText()) || undefined,
      10_000,
      "speed to lead on the lead's page",
    );
    expect(await axeViolations(w.page)).toEqual([]);
    await hydrated(w.page, "/office");
    const listed = w.page.getByTestId("inbox-list").locator("li", { hasText: lead.name });
    expect(await listed.getByTestId("speed-to-lead").innerText()).toMatch(/\bmin\b/);

    // 7. Export as CSV what the filters on screen name, typed but not yet shown: the lead, contacted, only it.
    const exportCsv = async (page: Page) => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: inboxCopy.exportCsv }).click(),
      ]);
      return (await download.createReadStream()).toArray().then((b) => Buffer.concat(b).toString("utf8"));
    };
    await w.page.getByLabel(inboxCopy.search).fill(lead.name);
    const csv = await exportCsv(w.page);
    // A byte-order mark first (a spreadsheet then reads UTF-8), and the times in the office's zone.
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(lead.name);
    expect(lines[1]).toContain(",contacted,");
    expect(lines[0]).toContain(`created_at (${company.timeZone})`);
    expect(lines[0]).toContain(",phone,phone_ext,best_time,service,message,street,city,zip,notes,");
    expect(lines[1]).toContain(`,'${storedPhone.e164},,${lead.best_time},`);
    // Without JavaScript the same button submits the same form to the export, with the same session.
    const plain = await openPage(browser(), "phone", { javaScriptEnabled: false });
    await plain.context.addCookies(await w.context.cookies());
    await plain.page.goto(`${server.origin}/office`);
    await plain.page.getByLabel(inboxCopy.search).fill(lead.name);
    const plainLines = (await exportCsv(plain.page)).slice(1).trimEnd().split("\r\n");
    expect(plainLines).toHaveLength(2);
    expect(plainLines[1]).toContain(lead.name);
    await plain.close();
    // The audit log recorded the change by id and field names only.
    const audit = withDb((db) =>
      db.prepare("SELECT action, subject_type, fields FROM audit_log WHERE action = 'stage.changed'").all(),
    );
    expect(audit).toContainEqual({
      action: "stage.changed",
      subject_type: "lead",
      fields: '["stage","contacted_at"]',
    });
    expect(JSON.stringify(withDb((db) => db.prepare("SELECT * FROM audit_log").all()))).not.toContain(
      lead.email,
    );
    await w.close();
  });

  it("works without script: filters and the status form are plain forms", async () => {
    const session = seedSession("office.noscript@example.com", "Oscar Office", "office");
    // Saving "lost" without a reason answers 400, as a form with an error does.
    const w = await openPage(browser(), "desktop", {
      javaScriptEnabled: false,
      expectedErrors: [/status of 400/],
    });
    await w.context.addCookies([
      { name: "office_session", value: session, url: server.origin, httpOnly: true, sameSite: "Lax" },
    ]);
    const stores = openStores(server.dbPath);
    const id = stores.leads.insertLead({
      form: "quote",
      page: "/contact",
      name: "No Script Person",
      email: "ns@example.com",
      phone: "+13105550177",
      door: "quote-form",
    });
    stores.close();
    await w.page.goto(`${server.origin}/office?q=No+Script`);
    await w.page.getByRole("link", { name: "No Script Person" }).click();
    await w.page.getByLabel("Move to").selectOption("lost");
    await w.page.getByRole("button", { name: "Save status" }).click();
    await w.page.getByRole("alert").getByText("Say why it was lost.").waitFor();
    await w.page.getByLabel("Add a note").fill("Called twice, no answer.");
    await w.page.getByRole("button", { name: "Add note" }).click();
    await w.page
      .getByTestId("notes")
      .getByRole("listitem")
      .filter({ hasText: "Called twice, no answer." })
      .waitFor();
    expect(await w.page.getByTestId("notes").innerText()).toContain("Oscar Office");
    expect(new URL(w.page.url()).pathname).toBe(`/office/leads/${id}`);
    await w.close();
  });
});

describe("closing a day that holds a booking", () => {
  it("lists the booking, sends its visitor a note in their language, and the visitor moves it; the audit log shows each step", async () => {
    const session = seedSession("owner.close@example.com", "Carla Closer");
    // A Spanish visitor's booking, made on the public page's service (a second writer on the file).
    const [first, ...rest] = openWindows(new Date());
    if (!first) throw new Error("no open window");
    const phone = uniquePhone();
    const booking = (() => {
      const r = bookDirectly(
        server.dbPath,
        filler(first, {
          name: "Rosa Díaz",
          phone,
          email: "rosa.close@example.com",
          street: "4 Elm St",
          zip: "90012",
          note: "Portón lateral",
          language: "es",
        }),
        10,
      );
      if (r.kind !== "booked") throw new Error(r.kind);
      return r.booking;
    })();

    // A second booking that day without an e-mail: the office must call them.
    const sameDay = rest.find((r) => r.date === first.date) ?? first;
    const noEmail = bookDirectly(
      server.dbPath,
      filler(sameDay, {
        name: "Sam Nomail",
        phone: uniquePhone(),
        email: "",
        street: "5 Elm St",
        zip: "90012",
      }),
      10,
    );
    if (noEmail.kind !== "booked") throw new Error(noEmail.kind);
    const day = dayLabel(first.start, "en");

    const w = await signedIn("desktop", session);
    await hydrated(w.page, `/office/schedule?view=day&date=${first.date}`);
    // Close the day for rain.
    await w.page.getByText("Close this day").click();
    const closeDay = w.page.locator("details", { hasText: "Close this day" });
    await closeDay.getByLabel("Reason").selectOption("weather");
    await closeDay.getByLabel(/Detail for the office/).fill("storm");
    await closeDay.getByRole("button", { name: "Close" }).click();
    // The message names the day ("Tuesday, December 1"), not its date.
    const status = w.page.getByRole("status");
    await status.getByText(`${day} is closed to new bookings.`).waitFor();
    expect(await status.innerText()).not.toContain(first.date);
    // The bookings in it are listed first; one action tells everyone, and names who must be called.
    await w.page.getByTestId("caught").locator("li", { hasText: "Rosa Díaz" }).waitFor();
    await w.page.getByRole("button", { name: `Tell all 2 on ${day} by e-mail` }).click();
    // Someone must still be called: the answer is shown as a problem to act on.
    await w.page.getByText("1 customer was e-mailed, each in their language.").waitFor();
    const mustCall = w.page.getByTestId("must-call");
    expect(await mustCall.innerText()).toContain("Sam Nomail");
    expect(await mustCall.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await axeViolations(w.page)).toEqual([]);

    // The note arrives through the SMTP server, in Spanish, with a link to the manage page.
    const note = await eventually(
      () =>
        inbox.messages.find(
          (m) => m.to.includes("rosa.close@example.com") && /Elija un nuevo horario/.test(m.raw),
        ),
      20_000,
      "the closure note",
    );
    const text = note.raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(text).toContain(es.mail.closedReasons.weather.slice(0, 20));
    expect(text).not.toContain("storm");
    const link = /https?:\/\/\S+\/book\/manage\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    expect(link).toBeTruthy();

    // The visitor follows it and picks another window (the closed day is not offered).
    const visitor = await openPage(browser(), "phone");
    await visitor.page.goto(link!);
    const target = rest.find((r) => r.date !== first.date);
    if (!target) throw new Error("no other window");
    // The closed window is inside the 12-hour cut-off or not: either way its visitor may move it.
    await visitor.page
      .locator("details", { has: visitor.page.locator('input[name="intent"][value="move"]') })
      // Its own summary, not the later dates' disclosure inside it.
      .locator(":scope > summary")
      .click();
    await visitor.page.locator(`label[for="move-${target.id}"]`).click();
    await visitor.page.locator('form:has(input[name="intent"][value="move"]) button[type="submit"]').click();
    await visitor.page.waitForURL(/moved/);
    await visitor.close();
    const moved = withDb((db) =>
      db.prepare("SELECT window_id FROM bookings WHERE id = ?").get(booking.id),
    ) as { window_id: string };
    expect(moved.window_id).toBe(target.id);

    // Reopen in one action; the audit log shows each step, by ids only.
    await hydrated(w.page, `/office/schedule?view=day&date=${first.date}`);
    await w.page.getByRole("button", { name: `Reopen ${day}` }).click();
    await w.page.getByRole("status").getByText(`${day} is open again.`).waitFor();
    const log = withDb((db) =>
      db
        .prepare(
          `SELECT actor, action, subject_type, subject_id FROM audit_log
           WHERE (subject_type = 'closure' AND subject_id = ?) OR (subject_type = 'booking' AND subject_id = ?)
           ORDER BY id`,
        )
        .all(first.date, String(booking.id)),
    );
    expect(log.map((r) => (r as { action: string }).action).filter((a) => a !== "booking.moved")).toEqual([
      "closure.added",
      "closure.noted",
      "closure.removed",
    ]);
    expect(JSON.stringify(log)).not.toContain("Rosa");
    // The audit log reads in words, not the stored event names.
    await hydrated(w.page, "/office/audit");
    const audit = await w.page.getByTestId("audit-entries").innerText();
    for (const words of [
      "Closed a day or window",
      "E-mailed a visitor about a closed day",
      "Reopened a day or window",
    ])
      expect(audit).toContain(words);
    expect(audit).not.toMatch(/closure\.(added|noted|removed)/);
    await w.close();
  });
});

describe("closing days and moving bookings", () => {
  it("refuses a past day and an already closed day with messages that name the day", async () => {
    const session = seedSession("owner.days@example.com", "Dora Days");
    const today = zonedDate(new Date(), availability.timeZone);
    const yesterday = addDays(today, -1);
    const w = await signedIn("phone", session, [/status of 409/]);
    await hydrated(w.page, `/office/schedule?view=day&date=${yesterday}`);
    const post = (fields: Record<string, string>) =>
      w.page.evaluate(async (f) => {
        const body = new FormData();
        for (const [k, v] of Object.entries(f)) body.set(k, v);
        const r = await fetch(location.pathname, { method: "POST", body });
        return { status: r.status, text: await r.text() };
      }, fields);
    const yesterdayName = dayLabel(new Date(`${yesterday}T20:00:00Z`), "en");
    const past = await post({ intent: "close", key: yesterday, reason: "weather" });
    expect(past.status).toBe(409);
    expect(past.text).toContain(`${yesterdayName} is over`);
    const later = addDays(today, 40);
    const laterName = dayLabel(new Date(`${later}T20:00:00Z`), "en");
    expect((await post({ intent: "close", key: later, reason: "crew" })).text).toContain(
      `${laterName} is closed to new bookings.`,
    );
    const again = await post({ intent: "close", key: later, reason: "crew" });
    expect(again.status).toBe(409);
    expect(again.text).toContain(`${laterName} is already closed.`);
    expect(again.text).not.toContain(`${later} is`);
    await post({ intent: "reopen", key: later });
    await w.close();
  });

  it('"Move to" starts on no choice, offers no window that has started, and refuses a move into one', async () => {
    const session = seedSession("owner.move@example.com", "Mo Mover");
    const first = openWindows(new Date()).at(-1);
    if (!first) throw new Error("no open window");
    const r = bookDirectly(server.dbPath, filler(first, { name: "Mina Move", phone: uniquePhone() }), 50);
    if (r.kind !== "booked") throw new Error(r.kind);
    const w = await signedIn("phone", session, [/status of 409/]);
    await hydrated(w.page, `/office/bookings/${r.booking.id}`);
    const select = w.page.getByLabel("Arrival window");
    expect(await select.inputValue()).toBe("");
    const values = await select
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values[0]).toBe("");
    expect(values.length).toBeGreaterThan(1);
    const now = Date.now();
    for (const v of values.slice(1)) expect(windowById(v)!.start.getTime()).toBeGreaterThan(now);
    // On a phone every choice reads whole in the closed list: its text fits beside the list's arrow.
    expect(await choicesCutOff(select)).toEqual([]);
    // Sending the form as it opens moves nothing (the choice is required).
    await w.page.getByRole("button", { name: "Move", exact: true }).click();
    expect(await select.evaluate((s) => (s as HTMLSelectElement).validity.valueMissing)).toBe(true);
    // A window that has started (yesterday's first) is refused by the server with a message.
    const started =
      windowsOn(addDays(zonedDate(new Date(), availability.timeZone), -1))[0] ??
      windowsOn(addDays(zonedDate(new Date(), availability.timeZone), -3))[0];
    const answer = await w.page.evaluate(async (window) => {
      const body = new FormData();
      body.set("intent", "move");
      body.set("window", window);
      const res = await fetch(location.pathname, { method: "POST", body });
      return { status: res.status, text: await res.text() };
    }, started!.id);
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("That window has already started");
    const stored = withDb((db) =>
      db.prepare("SELECT window_id FROM bookings WHERE id = ?").get(r.booking.id),
    ) as {
      window_id: string;
    };
    expect(stored.window_id).toBe(first.id);
    await w.close();
  });
});

describe("the numbers", () => {
  it("leave out spam and cancelled bookings, start speed to lead at a tapped call link, write their figures, and keep text at 12 px or more", async () => {
    const session = seedSession("owner.numbers@example.com", "Nia Numbers");
    const w = await signedIn("phone", session);
    const total = async () => {
      await hydrated(w.page, "/office/numbers");
      const cell = w.page.getByTestId("range-requests");
      return Number(await cell.innerText());
    };
    const before = await total();
    const stores = openStores(server.dbPath);
    let real: number;
    try {
      const spam = stores.leads.insertLead({ ...uniqueLeadRow("Spam Sender") });
      withDb((db) => db.prepare("UPDATE leads SET stage = 'spam' WHERE id = ?").run(spam));
      real = stores.leads.insertLead({ ...uniqueLeadRow("Real Person") });
    } finally {
      stores.close();
    }
    const [first] = openWindows(new Date());
    const cancelled = bookDirectly(
      server.dbPath,
      filler(first!, { name: "Cal Cancel", phone: uniquePhone() }),
      10,
    );
    if (cancelled.kind !== "booked") throw new Error(cancelled.kind);
    withDb((db) =>
      db.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(cancelled.booking.id),
    );
    // Only the real lead counts.
    expect(await total()).toBe(before + 1);

    // Bars write their figures: one above each week's bar.
    const weeks = await w.page.getByTestId("by-door-svg").locator("text[data-figure]").count();
    expect(weeks).toBeGreaterThan(0);
    // No text smaller than 12 px on the phone, SVG text included (scaled to its drawing).
    const small = await w.page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || !n.textContent?.trim() || el.closest(".sr-only")) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(el).display === "none") continue;
        let size = parseFloat(getComputedStyle(el).fontSize);
        const svg = el.closest("svg");
        if (svg && svg.viewBox.baseVal.width)
          size *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        if (size < 11.95) found.push(`${n.textContent.trim()} ${size.toFixed(1)}px`);
      }
      return found;
    });
    expect(small).toEqual([]);

    // Speed to lead starts when the office taps the call link, not at a status change.
    await hydrated(w.page, `/office/leads/${real}`);
    await w.page.evaluate(() =>
      document.addEventListener("click", (e) => {
        if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
      }),
    );
    await w.page.getByRole("link", { name: "Call", exact: true }).click();
    const contacted = await eventually(
      () =>
        (
          withDb((db) => db.prepare("SELECT contacted_at FROM leads WHERE id = ?").get(real)) as {
            contacted_at: string | null;
          }
        ).contacted_at ?? undefined,
      10_000,
      "the call tap recorded",
    );
    expect(Date.parse(contacted)).toBeGreaterThan(Date.now() - 60_000);
    await w.close();
  });
});

describe("screenshots", () => {
  it("inbox, a lead, the week, today and the numbers at 390 and 1440 px, without axe violations", async () => {
    const session = seedSession("owner.shots@example.com", "Sam Shots");
    const id = (() => {
      const stores = openStores(server.dbPath);
      try {
        return stores.leads.insertLead({
          form: "quote",
          page: "/services/deck-waterproofing",
          name: "Maya Brooks",
          email: "maya@example.com",
          phone: "+13105550188",
          best_time: "Weekdays after 5 pm",
          service: NOT_SURE,
          message: "Second-floor deck over the living room; stains on the ceiling after the last rain.",
          language: "en",
          door: "quote-form",
        });
      } finally {
        stores.close();
      }
    })();
    // An inspection today (written straight to the file, ended or not), so Today has one to show.
    const today = windowsOn(zonedDate(new Date(), availability.timeZone)).at(-1);
    if (today)
      bookDirectly(
        server.dbPath,
        filler(today, {
          name: "Luis Ortega",
          street: "2219 Ocean Park Blvd, Unit 3",
          surface: "balcony",
          note: "Gate code 4410; park in the alley.",
          language: "es",
        }),
      );
    for (const [label, viewport] of [
      ["390", { width: 390, height: 844 }],
      ["1440", { width: 1440, height: 900 }],
    ] as const) {
      const w = await signedIn(viewport, session);
      const small: string[] = [];
      for (const [name, path] of [
        ["inbox", "/office"],
        ["lead", `/office/leads/${id}`],
        ["week", "/office/schedule"],
        ["today", "/office/today"],
        ["numbers", "/office/numbers"],
        ["webhooks", "/office/webhooks"],
        ["people", "/office/people"],
        ["account", "/office/account"],
        ["audit", "/office/audit"],
      ] as const) {
        await hydrated(w.page, path);
        expect(await axeViolations(w.page), `${name} at ${label}`).toEqual([]);
        // On the phone, every link and button is at least 44 × 44 px (a thumb's width).
        if (label === "390") small.push(...(await smallTargets(w.page)).map((t) => `${name}: ${t}`));
        // The lead names its service as the form offered it ("Not sure yet"), not the stored value.
        if (name === "lead")
          expect(await w.page.getByRole("main").innerText()).toContain(
            serviceOptions.find((o) => o.value === NOT_SURE)?.label,
          );
        await screenshot(w, `${name}-${label}`);
      }
      expect(small).toEqual([]);
      await w.close();
    }
  });
});
