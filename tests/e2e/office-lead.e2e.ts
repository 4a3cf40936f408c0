/**
 * A lead's and a booking's pages as the owner runs them from a phone: notes (the box empties after saving,
 * edit and delete are audited, an over-long note is refused with its text kept, links can be tapped and
 * only web links), nothing scrolls sideways at 390 px whatever was typed, booking a number that already
 * holds a booking names that booking, and one person's requests listed on each of their pages (an e-mail
 * added to someone who phoned joins them). Screenshots of both pages at 390 and 1440 px go to
 * test-results/office-lead/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { bookingLimits } from "~/lib/booking/booking-validation";
import { fieldLimits, NOT_SURE } from "~/content/lead-forms";
import { auditActionWords } from "~/content/office/audit";
import { inboxCopy, requestCopy as copy } from "~/content/office/work";
import { parsePhone } from "~/lib/forms/phone";
import { windowsOn, zonedDate } from "~/lib/booking/windows";
import { NOTE_MAX } from "~/lib/office/requests.server";
import { requestPath } from "~/lib/office/work-paths";
import { openStores } from "~/lib/site/site-db.testing";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser } from "./support/browser";
import { bookDirectly, filler, uniquePhone } from "./support/bookings";
import { choicesCutOff, seedPerson, startOfficeServer, withDb, type OfficeServer } from "./support/office";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: OfficeServer;
let session: string;

beforeAll(async () => {
  server = await startOfficeServer(130);
  session = seedPerson(server.dbPath, {
    email: "owner.lead@example.com",
    role: "owner",
    name: "Lee Owner",
  }).sessionId;
});
afterAll(async () => {
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A refused form answers 400 or 409, which the browser reports in its console. */
const refusals = [/status of 40[09]/];

async function signedIn(
  viewport: { width: number; height: number },
  options: { javaScriptEnabled?: boolean; expectedErrors?: RegExp[] } = {},
) {
  const w = await openPage(browser(), viewport, options);
  await w.context.addCookies([
    { name: "office_session", value: session, url: server.origin, httpOnly: true, sameSite: "Lax" },
  ]);
  return w;
}

async function visit(page: Page, path: string, javaScript = true) {
  await page.goto(`${server.origin}${path}`);
  if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A number the phone reader accepts, as E.164 (the lead store keeps numbers so). */
const e164 = () => parsePhone(uniquePhone())!.e164;

/** Stores a quote-form lead straight in the server's database; its id. */
function storeLead(details: { name: string; phone?: string; email?: string; message?: string }): number {
  const stores = openStores(server.dbPath);
  try {
    return stores.leads.insertLead({
      form: "quote",
      page: "/contact",
      name: details.name,
      email: details.email ?? "",
      phone: details.phone ?? "",
      service: NOT_SURE,
      message: details.message ?? "Please call.",
      language: "en",
      door: "quote-form",
    });
  } finally {
    stores.close();
  }
}

/** Books the first window the lead page offers, with `street`; the booking's id (from the page it lands on). */
async function bookFromLead(page: Page, leadId: number, street = "12 Pier Ave", note = "") {
  await visit(page, requestPath("lead", leadId));
  await page.getByLabel(copy.bookStreet).fill(street);
  await page.getByLabel(copy.bookZip).fill("90405");
  if (note) await page.getByLabel(copy.bookNote).fill(note);
  await page.getByRole("button", { name: copy.bookSubmit }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/office/bookings/"));
  // React shows the booking's page just after the address changes: until then the lead's page (and its
  // note box) is still there.
  await page.getByRole("heading", { level: 1, name: copy.bookingTitle("") }).waitFor();
  return Number(new URL(page.url()).pathname.split("/").at(-1));
}

/** The visible links, buttons and fields of the page's main part smaller than 44 × 44 px. */
const smallTargets = (page: Page) =>
  page.getByRole("main").evaluate((main) =>
    [
      ...main.querySelectorAll("a[href], button, summary, select, textarea, input:not([type=hidden])"),
    ].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      // A checkbox is tapped through its label.
      if (el instanceof HTMLInputElement && el.type === "checkbox") return [];
      return box.height < 43.5 || box.width < 43.5
        ? [`${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}" ${box.width}×${box.height}`]
        : [];
    }),
  );

const notesList = (page: Page) => page.getByTestId("notes");
/** The notes' texts as shown (not their edit boxes). */
const noteText = (page: Page, text: string) => notesList(page).locator("bdi").filter({ hasText: text });
const noteBox = (page: Page) => page.getByLabel(copy.noteLabel, { exact: true });

describe("notes", () => {
  it("empty the box once saved, can be edited and deleted (both in the audit log), and tap through web links only", async () => {
    const id = storeLead({ name: "Nora Notes", phone: e164() });
    const w = await signedIn(PHONE);
    await visit(w.page, requestPath("lead", id));

    // Saved: the note is listed and the box is empty, so a second tap stores nothing twice.
    const link = "https://example.com/roof-photos?id=42";
    await noteBox(w.page).fill(`Photos at ${link}. Not javascript:alert(1) nor data:text/html,hi`);
    await w.page.getByRole("button", { name: copy.addNote }).click();
    await noteText(w.page, "Photos at").waitFor();
    await expect.poll(() => noteBox(w.page).inputValue()).toBe("");
    await w.page.getByRole("button", { name: copy.addNote }).click();
    expect(await notesList(w.page).getByRole("listitem").count()).toBe(1);

    // The web link is a link (its sentence's full stop left out); nothing else in the note is.
    const links = notesList(w.page).getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([link]);

    // A second note, then the first edited and the second deleted.
    await noteBox(w.page).fill("Second thoughts");
    await w.page.getByRole("button", { name: copy.addNote }).click();
    await noteText(w.page, "Second thoughts").waitFor();
    const [first, second] = [0, 1].map((i) => notesList(w.page).getByRole("listitem").nth(i));
    await first!.getByText(copy.editNote, { exact: true }).click();
    await first!.getByLabel(copy.editNoteLabel).fill("Photos sent by text instead.");
    await first!.getByRole("button", { name: copy.saveNote }).click();
    await noteText(w.page, "Photos sent by text instead.").waitFor();
    await second!.getByText(copy.editNote, { exact: true }).click();
    await second!.getByRole("button", { name: copy.deleteNote }).click();
    await expect.poll(() => notesList(w.page).getByRole("listitem").count()).toBe(1);
    expect(await notesList(w.page).innerText()).not.toContain("Second thoughts");

    const actions = withDb(server.dbPath, (db) =>
      (
        db
          .prepare("SELECT action FROM audit_log WHERE subject_type = 'lead' AND subject_id = ? ORDER BY id")
          .all(String(id)) as { action: string }[]
      ).map((r) => r.action),
    );
    expect(actions).toEqual(["note.added", "note.added", "note.edited", "note.deleted"]);
    await visit(w.page, "/office/audit");
    const log = await w.page.getByRole("main").innerText();
    for (const action of ["note.edited", "note.deleted"]) expect(log).toContain(auditActionWords[action]);
    await w.close();
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("longer than the limit are refused %s, saying so and keeping what was typed", async (_, js) => {
    const id = storeLead({ name: "Lena Long", phone: e164() });
    const w = await signedIn(PHONE, { javaScriptEnabled: js, expectedErrors: refusals });
    await visit(w.page, requestPath("lead", id), js);
    const typed = `${"Long story. ".repeat(Math.ceil(NOTE_MAX / 12))}The end.`;
    expect(typed.length).toBeGreaterThan(NOTE_MAX);
    await noteBox(w.page).fill(typed);
    await w.page.getByRole("button", { name: copy.addNote }).click();
    await w.page
      .getByRole("alert")
      .filter({ hasText: copy.noteTooLong(NOTE_MAX, typed.length) })
      .waitFor();
    // Without JavaScript the answer is a new page: the message comes before the box, whose long text may
    // still be arriving when the message shows (seen once in a full run: the box read empty).
    if (!js) await w.page.waitForLoadState("load");
    expect(await noteBox(w.page).inputValue()).toBe(typed);
    expect(
      withDb(server.dbPath, (db) =>
        db.prepare("SELECT COUNT(*) AS n FROM request_notes WHERE lead_id = ?").get(id),
      ),
    ).toEqual({ n: 0 });
    await w.close();
  });
});

describe("long unbroken text", () => {
  it("scrolls no office page sideways at 390 px: inbox, lead, booking, schedule and today", async () => {
    const name = "W".repeat(fieldLimits.name);
    const email = `${"e".repeat(60)}@${"d".repeat(60)}.example.com`;
    const url = `https://example.com/${"a".repeat(140)}`;
    const word = "Z".repeat(300);
    const street = "S".repeat(bookingLimits.street);
    const id = storeLead({ name, phone: e164(), email, message: `${url} ${word}` });
    const w = await signedIn(PHONE);
    await visit(w.page, requestPath("lead", id));
    // On a phone every arrival window reads whole in the closed list.
    expect(await choicesCutOff(w.page.getByLabel(copy.bookWindow))).toEqual([]);
    await noteBox(w.page).fill(`${url} ${word}`);
    await w.page.getByRole("button", { name: copy.addNote }).click();
    await notesList(w.page).waitFor();
    const booking = await bookFromLead(w.page, id, street, word.slice(0, bookingLimits.note));
    await noteBox(w.page).fill(`${word} ${url}`);
    await w.page.getByRole("button", { name: copy.addNote }).click();
    await notesList(w.page).waitFor();
    const startsAt = withDb(
      server.dbPath,
      (db) =>
        (db.prepare("SELECT starts_at FROM bookings WHERE id = ?").get(booking) as { starts_at: string })
          .starts_at,
    );
    // An inspection today, so Today lists the long text too (when today has a window).
    const today = windowsOn(zonedDate(new Date(), availability.timeZone)).at(-1);
    if (today)
      bookDirectly(
        server.dbPath,
        filler(today, { name, street, note: word.slice(0, bookingLimits.note), email }),
      );

    const wide: string[] = [];
    for (const path of [
      "/office",
      requestPath("lead", id),
      requestPath("booking", booking),
      `/office/schedule?date=${zonedDate(new Date(startsAt), availability.timeZone)}`,
      `/office/schedule?view=day&date=${zonedDate(new Date(startsAt), availability.timeZone)}`,
      "/office/today",
    ]) {
      await visit(w.page, path);
      const width = await w.page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
    await w.close();
  });
});

describe("booking from a lead", () => {
  it("whose number already holds a booking says so and links to that booking", async () => {
    const phone = e164();
    const id = storeLead({ name: "Bea Twice", phone });
    const w = await signedIn(PHONE, { expectedErrors: refusals });
    const booking = await bookFromLead(w.page, id);
    await visit(w.page, requestPath("lead", id));
    await w.page.getByLabel(copy.bookStreet).fill("12 Pier Ave");
    await w.page.getByLabel(copy.bookZip).fill("90405");
    await w.page.getByRole("button", { name: copy.bookSubmit }).click();
    const alert = w.page.getByRole("alert").filter({ hasText: copy.bookingExists });
    await alert.waitFor();
    expect(await alert.innerText()).not.toContain(copy.changeErrors.unchanged);
    const toIt = alert.getByRole("link");
    expect(await toIt.getAttribute("href")).toBe(requestPath("booking", booking));
    await toIt.click();
    await w.page.waitForURL((u) => u.pathname === requestPath("booking", booking));
    await w.close();
  });
});

describe("one person, one page", () => {
  it("lists the person's leads and bookings on each of their pages; an e-mail added to a caller joins their e-mailed request", async () => {
    const phone = e164();
    const email = `pat.${Date.now()}@example.com`;
    const called = storeLead({ name: "Pat Person", phone });
    const wrote = storeLead({ name: "Pat Person", email, message: "Also the balcony." });
    const w = await signedIn(PHONE, { expectedErrors: refusals });
    const booking = await bookFromLead(w.page, called);

    const others = (page: Page) => page.getByRole("region", { name: copy.person });
    const hrefs = async (page: Page) =>
      (
        await others(page)
          .getByRole("link")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")))
      ).sort();

    await visit(w.page, requestPath("booking", booking));
    expect(await hrefs(w.page)).toEqual([requestPath("lead", called)]);
    expect(await others(w.page).innerText()).toContain(inboxCopy.kind.lead);
    await visit(w.page, requestPath("lead", called));
    expect(await hrefs(w.page)).toEqual([requestPath("booking", booking)]);

    // A wrong address is refused, saying why and keeping it; a good one is saved, audited, and joins them.
    const field = w.page.getByLabel(copy.addEmailLabel);
    await field.fill("pat at example");
    await w.page.getByRole("button", { name: copy.addEmailSubmit }).click();
    await w.page.getByRole("alert").waitFor();
    expect(await field.inputValue()).toBe("pat at example");
    await field.fill(email);
    await w.page.getByRole("button", { name: copy.addEmailSubmit }).click();
    await w.page.getByRole("status").filter({ hasText: copy.emailAdded }).waitFor();
    await expect.poll(() => w.page.getByRole("main").innerText()).toContain(email);
    await expect
      .poll(() => hrefs(w.page))
      .toEqual([requestPath("booking", booking), requestPath("lead", wrote)].sort());
    await visit(w.page, requestPath("lead", wrote));
    expect(await hrefs(w.page)).toEqual(
      [requestPath("booking", booking), requestPath("lead", called)].sort(),
    );
    expect(
      withDb(server.dbPath, (db) =>
        db
          .prepare("SELECT action, fields FROM audit_log WHERE subject_type = 'lead' AND subject_id = ?")
          .all(String(called)),
      ),
    ).toContainEqual({ action: "lead.email", fields: '["email"]' });
    await w.close();
  });
});

describe("screenshots", () => {
  it("a lead and a booking with notes, at 390 and 1440 px, without axe violations", async () => {
    const phone = e164();
    const id = storeLead({
      name: "Maya Brooks",
      phone,
      message: "Second-floor deck over the living room; photos at https://example.com/maya/deck-photos",
    });
    const w = await signedIn(PHONE);
    await visit(w.page, requestPath("lead", id));
    await noteBox(w.page).fill("Left a voicemail. Plans: https://example.com/plans/2219-ocean-park.pdf");
    await w.page.getByRole("button", { name: copy.addNote }).click();
    await notesList(w.page).waitFor();
    const booking = await bookFromLead(w.page, id, "2219 Ocean Park Blvd, Unit 3", "Gate code 4410");
    await w.close();
    for (const [label, viewport] of [
      ["390", PHONE],
      ["1440", DESKTOP],
    ] as const) {
      const v = await signedIn(viewport);
      for (const [name, path] of [
        ["lead", requestPath("lead", id)],
        ["booking", requestPath("booking", booking)],
      ] as const) {
        await visit(v.page, path);
        // The notes' edit forms open, so their controls are measured and checked too.
        for (const summary of await v.page.getByTestId("notes").locator("summary").all())
          await summary.click();
        expect(await axeViolations(v.page), `${name} at ${label}`).toEqual([]);
        // On the phone, every link, button and field in the page is at least 44 px tall and wide.
        if (viewport === PHONE) expect(await smallTargets(v.page), `${name} at ${label}`).toEqual([]);
        await saveScreenshot(v.page, "office-lead", `${name}-${label}`);
      }
      await v.close();
    }
  });
});
