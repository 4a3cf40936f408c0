import { beforeEach, describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { availability } from "~/content/booking/availability";
import { BookingsDb, type NewBooking } from "../booking/bookings-db.server";
import { windowsOn } from "../booking/windows";
import { storedLead } from "../leads/lead-fixtures.testing";
import { recordAudit } from "./audit.server";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { WebhookStore } from "../webhooks/webhook-store.server";
import {
  addNote,
  allRequests,
  countSince,
  deletePerson,
  jobsDoneBetween,
  listRequests,
  mergesOf,
  newestCursor,
  notesOf,
  setStage,
  type AuditChange,
} from "./requests.server";
import { requestsCsv } from "./requests-csv.server";

let db: SiteDb;
let leads: LeadsDb;
let audited: AuditChange[];
/** Records each change as the audit log would (which refuses anything but field names), and keeps it. */
const audit = (e: AuditChange) => {
  recordAudit(db.db, { actor: "cli", ...e });
  audited.push(e);
};
const at = (iso: string) => new Date(iso);
const window = windowsOn("2027-03-16")[0]!;

const booking = (over: Partial<NewBooking> = {}): NewBooking => ({
  window,
  name: "Rosa Díaz",
  phone: "(213) 555-0142",
  email: "rosa@example.com",
  street: "4 Elm St",
  zip: "90012",
  surface: null,
  note: null,
  language: "es",
  outside_area: 0,
  channel: "web",
  flag_reason: null,
  ip: null,
  user_agent: null,
  ...over,
});
const book = (over: Partial<NewBooking> = {}, now = at("2027-03-10T18:00:00Z")) => {
  const r = new BookingsDb(db).book(booking(over), {
    now,
    capacity: availability.capacity,
    compose: () => [],
  });
  if (r.kind !== "booked" && r.kind !== "unconfirmed") throw new Error(r.kind);
  return r.booking;
};

beforeEach(() => {
  db = new SiteDb(":memory:");
  leads = new LeadsDb(db);
  audited = [];
});

describe("the office's request list", () => {
  it("lists leads and bookings together, the urgent call-back first, then newest first, with the door each came through", () => {
    const quote = leads.insertLead({ ...storedLead, door: "quote-form" }, at("2027-03-01T10:00:00Z"));
    const api = leads.insertLead(
      { ...storedLead, name: "Api", page: "/api/quote", door: "quote-api" },
      at("2027-03-02T10:00:00Z"),
    );
    const call = leads.insertLead(
      { ...storedLead, form: "emergency", name: "Urgent", door: "callback" },
      at("2027-03-03T10:00:00Z"),
    );
    const b = book({ channel: "agent" }, at("2027-03-04T10:00:00Z"));
    const { items, total } = listRequests(db.db, {});
    expect(total).toBe(4);
    expect(items.map((i) => [i.kind, i.id, i.door])).toEqual([
      ["lead", call, "callback"],
      ["booking", b.id, "mcp"],
      ["lead", api, "quote-api"],
      ["lead", quote, "quote-form"],
    ]);
    expect(items[1]).toMatchObject({ stage: "booked", booking_status: "booked", window_id: window.id });
  });

  it("filters by stage, door, language and dates, searches name, phone and e-mail, and pages", () => {
    const names = ["Ann Lee", "Bo Chan", "Cy Young", "Di Park", "Ed Gray"];
    const ids = names.map((name, i) =>
      leads.insertLead(
        {
          ...storedLead,
          name,
          email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
          phone: `+131055501${10 + i}`,
          language: i % 2 ? "es" : "en",
        },
        at(`2027-03-0${i + 1}T20:00:00Z`),
      ),
    );
    const b = book({}, at("2027-03-06T20:00:00Z"));
    expect(listRequests(db.db, { language: "es" }).items.map((i) => i.id)).toEqual([b.id, ids[3], ids[1]]);
    expect(listRequests(db.db, { door: "booking-page" }).items.map((i) => i.kind)).toEqual(["booking"]);
    expect(listRequests(db.db, { q: "bo chan" }).items.map((i) => i.id)).toEqual([ids[1]]);
    expect(listRequests(db.db, { q: "DI@EXAMPLE" }).items.map((i) => i.id)).toEqual([ids[3]]);
    // A whole number matches however it was written; part of one matches the numbers holding it.
    expect(listRequests(db.db, { q: "310.555.0112" }).items.map((i) => i.id)).toEqual([ids[2]]);
    expect(listRequests(db.db, { q: "555-0142" }).items.map((i) => i.kind)).toEqual(["booking"]);
    expect(listRequests(db.db, { q: "+1 213 555 0142" }).items.map((i) => i.kind)).toEqual(["booking"]);
    // Pacific dates: 2027-03-02 20:00 UTC is 2 March (noon) in Los Angeles.
    expect(listRequests(db.db, { from: "2027-03-02", to: "2027-03-03" }).items.map((i) => i.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    setStage(db, "lead", ids[0]!, "spam", { audit });
    expect(listRequests(db.db, { stage: "spam" }).items.map((i) => i.id)).toEqual([ids[0]]);

    const all = listRequests(db.db, {}).total;
    const page2 = listRequests(db.db, {}, 2, 4);
    expect(page2).toMatchObject({ page: 2, pages: Math.ceil(all / 4), total: all });
    expect(page2.items.map((i) => i.id)).toEqual(
      listRequests(db.db, {}, 1, 100)
        .items.slice(4, 8)
        .map((i) => i.id),
    );
    // A page beyond the last shows the last.
    expect(listRequests(db.db, {}, 99, 4).page).toBe(page2.pages);
  });

  it("finds a number however the office types it, and never another country's number with the same digits", () => {
    const us = leads.insertLead({ ...storedLead, name: "US", phone: "+13105550199", phone_ext: "12" });
    const la = leads.insertLead({ ...storedLead, name: "LA", phone: "+14245550199" });
    const mx = leads.insertLead({ ...storedLead, name: "MX", phone: "+524245550199" });
    const found = (q: string) => listRequests(db.db, { q }).items.map((i) => i.id);
    for (const q of ["+1 310 555 0199", "3105550199", "(310) 555-0199", "1-310-555-0199", "310 555 0199 x12"])
      expect(found(q), q).toEqual([us]);
    expect(found("(424) 555-0199")).toEqual([la]);
    expect(found("+52 424 555 0199")).toEqual([mx]);
    // Part of a number: every number holding those digits.
    expect(found("555-0199").sort()).toEqual([us, la, mx].sort());
  });

  it("exports the filtered list as CSV, newest first, with formulas defused", () => {
    leads.insertLead({ ...storedLead, name: "=HYPERLINK(1)" }, at("2027-03-01T10:00:00Z"));
    leads.insertLead({ ...storedLead, name: "Kept, Quoted", language: "es" }, at("2027-03-02T10:00:00Z"));
    const csv = requestsCsv(db.db, allRequests(db.db, {}));
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^\uFEFFkind,id,created_at \([^)]+\),door,language,page,stage/);
    expect(lines[1]).toContain('"Kept, Quoted"');
    expect(lines[2]).toContain("'=HYPERLINK(1)");
    expect(
      requestsCsv(db.db, allRequests(db.db, { language: "es" }))
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(2);
  });

  it("counts requests stored after a cursor (the live inbox)", () => {
    leads.insertLead(storedLead);
    const cursor = newestCursor(db.db);
    expect(countSince(db.db, cursor)).toBe(0);
    // Another connection to the same file writes: the count still sees it (nothing in-process).
    leads.insertLead({ ...storedLead, name: "Next" });
    book();
    expect(countSince(db.db, cursor)).toBe(2);
  });
});

describe("the inbox as a triage list", () => {
  const ids = (filter: Parameters<typeof listRequests>[1]) =>
    listRequests(db.db, filter).items.map((i) => `${i.kind}:${i.id}`);

  it("puts urgent call-backs nobody has called first, then the newest; a called one takes its place by date", () => {
    const older = leads.insertLead(
      { ...storedLead, form: "emergency", door: "callback", name: "Urgent" },
      at("2027-03-01T10:00:00Z"),
    );
    const called = leads.insertLead(
      { ...storedLead, form: "emergency", door: "callback", name: "Called" },
      at("2027-03-01T11:00:00Z"),
    );
    const quote = leads.insertLead({ ...storedLead, door: "quote-form" }, at("2027-03-02T10:00:00Z"));
    setStage(db, "lead", called, "contacted", { audit });
    expect(ids({})).toEqual([`lead:${older}`, `lead:${quote}`, `lead:${called}`]);
    // The CSV keeps the order on screen.
    expect(allRequests(db.db, {}).map((i) => i.id)).toEqual([older, quote, called]);
  });

  it("leaves spam out unless the status filter asks for it", () => {
    const spam = leads.insertLead({ ...storedLead, name: "Spammy" });
    const real = leads.insertLead({ ...storedLead, name: "Real" });
    setStage(db, "lead", spam, "spam", { audit });
    expect(ids({})).toEqual([`lead:${real}`]);
    expect(listRequests(db.db, {}).total).toBe(1);
    expect(ids({ stage: "spam" })).toEqual([`lead:${spam}`]);
    expect(allRequests(db.db, {}).map((i) => i.id)).toEqual([real]);
  });

  it('"needs a call" holds new leads and bookings waiting for their confirmation call, nothing else', () => {
    const fresh = leads.insertLead({ ...storedLead, name: "Fresh" }, at("2027-03-01T10:00:00Z"));
    const contacted = leads.insertLead({ ...storedLead, name: "Done" }, at("2027-03-01T11:00:00Z"));
    setStage(db, "lead", contacted, "contacted", { audit });
    const held = book({}, at("2027-03-01T12:00:00Z"));
    const toConfirm = book({ phone: "2135550199", flag_reason: "too fast" }, at("2027-03-01T13:00:00Z"));
    expect(new BookingsDb(db).get(toConfirm.id)?.status).toBe("unconfirmed");
    expect(ids({ view: "call" })).toEqual([`booking:${toConfirm.id}`, `lead:${fresh}`]);
    expect(ids({})).toContain(`booking:${held.id}`);
  });

  it("carries each booking's window and note, and each lead's message, for the cards", () => {
    leads.insertLead({ ...storedLead, message: "Deck leaks over the garage." }, at("2027-03-01T10:00:00Z"));
    const b = book({ note: "Gate code 4410" }, at("2027-03-02T10:00:00Z"));
    const [booking, lead] = listRequests(db.db, {}).items;
    expect(booking).toMatchObject({
      kind: "booking",
      id: b.id,
      message: "Gate code 4410",
      starts_at: window.start.toISOString(),
      ends_at: window.end.toISOString(),
      street: "4 Elm St",
    });
    expect(lead).toMatchObject({ kind: "lead", message: "Deck leaks over the garage.", starts_at: null });
  });
});

describe("searching the inbox", () => {
  const found = (q: string) =>
    listRequests(db.db, { q })
      .items.map((i) => `${i.kind}:${i.id}`)
      .sort();

  it("finds a name without its accents, in any case", () => {
    const id = leads.insertLead({ ...storedLead, name: "María Hernández" });
    leads.insertLead({ ...storedLead, name: "Someone Else" });
    for (const q of ["Hernandez", "hernández", "HERNANDEZ", "maria hern"])
      expect(found(q), q).toEqual([`lead:${id}`]);
  });

  it("finds words of the message, the street and the city (every word somewhere)", () => {
    const lead = leads.insertLead({ ...storedLead, message: "Stains on the ceiling after the rain" });
    const la = areas.find((a) => a.zipCodes.length > 0)!;
    const other = areas.find((a) => a.city !== la.city && a.zipCodes.length > 0)!;
    const b = book({ street: "2219 Ocean Park Blvd", zip: la.zipCodes[0]! });
    book({ phone: "2135550111", street: "9 Oak Ave", zip: other.zipCodes[0]! });
    expect(found("ceiling stains")).toEqual([`lead:${lead}`]);
    expect(found("ceiling snow")).toEqual([]);
    expect(found("ocean park")).toEqual([`booking:${b.id}`]);
    expect(found("2219 ocean")).toEqual([`booking:${b.id}`]);
    expect(found(la.city.toUpperCase())).toEqual([`booking:${b.id}`]);
  });

  it("finds a number stored as typed by its digits, with or without the country code", () => {
    const typed = leads.insertLead({ ...storedLead, name: "Typed", phone: "(310) 555-0199" });
    const e164 = leads.insertLead({ ...storedLead, name: "Stored", phone: "+13105550199" });
    leads.insertLead({ ...storedLead, name: "MX", phone: "+523105550199" });
    for (const q of ["+1 310 555 0199", "3105550199", "310.555.0199"])
      expect(found(q), q).toEqual([`lead:${typed}`, `lead:${e164}`].sort());
  });
});

describe("the pipeline", () => {
  it("moves a lead through its stages, stamps speed to lead once, needs a reason for lost, and audits", () => {
    const id = leads.insertLead(storedLead, at("2027-03-01T10:00:00Z"));
    expect(setStage(db, "lead", id, "contacted", { audit, now: at("2027-03-01T10:12:00Z") })).toMatchObject({
      status: "ok",
      contactedAt: "2027-03-01T10:12:00.000Z",
    });
    expect(listRequests(db.db, {}).items[0]).toMatchObject({ stage: "contacted", speed_ms: 12 * 60_000 });
    // Later stages keep the first contact.
    setStage(db, "lead", id, "estimate", { audit, now: at("2027-03-05T10:00:00Z") });
    expect(leads.getLead(id)?.contacted_at).toBe("2027-03-01T10:12:00.000Z");
    expect(setStage(db, "lead", id, "lost", { audit, reason: "  " })).toEqual({
      status: "invalid",
      problem: "reason",
    });
    expect(setStage(db, "lead", id, "lost", { audit, reason: "Chose another contractor" }).status).toBe("ok");
    expect(leads.getLead(id)).toMatchObject({ stage: "lost", lost_reason: "Chose another contractor" });
    expect(setStage(db, "lead", id, "closed", { audit })).toEqual({ status: "invalid", problem: "stage" });
    expect(setStage(db, "lead", id + 99, "won", { audit })).toEqual({ status: "not-found" });
    expect(audited).toEqual([
      { action: "stage.changed", subjectType: "lead", subjectId: id, fields: ["stage", "contacted_at"] },
      { action: "stage.changed", subjectType: "lead", subjectId: id, fields: ["stage"] },
      { action: "stage.changed", subjectType: "lead", subjectId: id, fields: ["stage", "lost_reason"] },
    ]);
    // No personal value reaches the audit log.
    expect(JSON.stringify(audited)).not.toMatch(/Dana|contractor|@/);
  });

  it("marks a job done: stamps when, keeps it while done, clears it when moved back, audits the field, and the CSV carries it", () => {
    const id = leads.insertLead(storedLead, at("2027-03-01T10:00:00Z"));
    setStage(db, "lead", id, "won", { audit, now: at("2027-03-02T10:00:00Z") });
    expect(setStage(db, "lead", id, "done", { audit, now: at("2027-04-20T23:30:00Z") })).toMatchObject({
      status: "ok",
      doneAt: "2027-04-20T23:30:00.000Z",
    });
    // Saved again while done (the lost reason field sent empty): the first date stays, nothing audited.
    setStage(db, "lead", id, "done", { audit, now: at("2027-04-25T10:00:00Z") });
    expect(leads.getLead(id)).toMatchObject({ stage: "done", done_at: "2027-04-20T23:30:00.000Z" });
    const [item] = listRequests(db.db, {}).items;
    expect(item).toMatchObject({ stage: "done", done_at: "2027-04-20T23:30:00.000Z" });
    const [header, row] = requestsCsv(db.db, [item!]).trimEnd().split("\r\n");
    const column = header!.split(",").findIndex((h) => h.startsWith("done_at"));
    expect(column).toBeGreaterThan(-1);
    // In the office's zone: 23:30 UTC on April 20 is 16:30 in Los Angeles.
    expect(row!.split(",")[column]).toBe("2027-04-20 16:30");
    // A mistake corrected: back to won, the date goes.
    setStage(db, "lead", id, "won", { audit, now: at("2027-04-26T10:00:00Z") });
    expect(leads.getLead(id)?.done_at).toBeNull();
    expect(audited.map((a) => a.fields)).toEqual([["stage"], ["stage", "done_at"], ["stage", "done_at"]]);
    expect(audited.every((a) => a.action === "stage.changed")).toBe(true);
  });

  it("takes the day a job was done, today or earlier in the office's zone, and keeps the time when the day is unchanged", () => {
    const id = leads.insertLead(storedLead, at("2027-03-01T10:00:00Z"));
    // 02:00 UTC on April 21 is still April 20 in Los Angeles: April 21 there is tomorrow.
    const now = at("2027-04-21T02:00:00Z");
    for (const doneOn of ["2027-04-21", "2027-02-30", "last week"])
      expect(setStage(db, "lead", id, "done", { doneOn, audit, now }), doneOn).toEqual({
        status: "invalid",
        problem: "doneOn",
      });
    // Marked done without a day: now. The form then sends that day back with any later save, which
    // changes nothing and audits nothing.
    expect(setStage(db, "lead", id, "done", { doneOn: "", audit, now })).toMatchObject({
      status: "ok",
      doneAt: now.toISOString(),
    });
    const before = audited.length;
    setStage(db, "lead", id, "done", { doneOn: "2027-04-20", audit, now: at("2027-04-28T10:00:00Z") });
    expect(leads.getLead(id)?.done_at).toBe(now.toISOString());
    expect(audited).toHaveLength(before);
    // Backdated: noon that day in the office's zone (19:00 UTC in daylight time).
    setStage(db, "lead", id, "done", { doneOn: "2027-04-15", audit, now: at("2027-04-28T10:00:00Z") });
    expect(leads.getLead(id)?.done_at).toBe("2027-04-15T19:00:00.000Z");
    expect(audited.at(-1)?.fields).toEqual(["done_at"]);
    // Another status ignores the field.
    expect(setStage(db, "lead", id, "won", { doneOn: "2099-01-01", audit, now }).status).toBe("ok");
    expect(leads.getLead(id)?.done_at).toBeNull();
  });

  it("lists the jobs done between two times, leads and bookings, with the customer's language, e-mail and phone", () => {
    const lead = leads.insertLead(
      { ...storedLead, name: "Ana", email: "ana@example.com", language: "en" },
      at("2027-03-01T10:00:00Z"),
    );
    const noEmail = leads.insertLead(
      { ...storedLead, name: "Beto", email: "", phone: "+13105550111", language: "es" },
      at("2027-03-01T11:00:00Z"),
    );
    const undone = leads.insertLead({ ...storedLead, name: "Carla" }, at("2027-03-01T12:00:00Z"));
    const early = leads.insertLead({ ...storedLead, name: "Dora" }, at("2027-03-01T13:00:00Z"));
    const b = book({ phone: "2135550177" });
    setStage(db, "lead", early, "done", { audit, now: at("2027-04-09T23:59:59Z") });
    setStage(db, "lead", lead, "done", { audit, now: at("2027-04-10T09:00:00Z") });
    setStage(db, "booking", b.id, "done", { audit, now: at("2027-04-11T09:00:00Z") });
    setStage(db, "lead", noEmail, "done", { audit, now: at("2027-04-12T09:00:00Z") });
    setStage(db, "lead", undone, "done", { audit, now: at("2027-04-12T10:00:00Z") });
    setStage(db, "lead", undone, "won", { audit, now: at("2027-04-12T11:00:00Z") });
    // At the end of the range: not in it (from ≤ done_at < to).
    const late = leads.insertLead({ ...storedLead, name: "Eva" }, at("2027-03-01T14:00:00Z"));
    setStage(db, "lead", late, "done", { audit, now: at("2027-04-17T00:00:00Z") });

    const jobs = jobsDoneBetween(db, at("2027-04-10T00:00:00Z"), at("2027-04-17T00:00:00Z"));
    expect(jobs).toEqual([
      {
        kind: "lead",
        id: lead,
        done_at: "2027-04-10T09:00:00.000Z",
        name: "Ana",
        email: "ana@example.com",
        phone: storedLead.phone,
        language: "en",
      },
      {
        kind: "booking",
        id: b.id,
        done_at: "2027-04-11T09:00:00.000Z",
        name: "Rosa Díaz",
        email: "rosa@example.com",
        phone: b.phone,
        language: "es",
      },
      {
        kind: "lead",
        id: noEmail,
        done_at: "2027-04-12T09:00:00.000Z",
        name: "Beto",
        email: null,
        phone: "+13105550111",
        language: "es",
      },
    ]);
  });

  it("spam does not count as contact; a booking that held no seat starts as new", () => {
    const id = leads.insertLead(storedLead);
    setStage(db, "lead", id, "spam", { audit });
    expect(leads.getLead(id)?.contacted_at).toBeNull();
    const held = book();
    const automated = book({ phone: "2135550199", flag_reason: "honeypot filled" });
    expect(new BookingsDb(db).get(held.id)?.stage).toBe("booked");
    expect(new BookingsDb(db).get(automated.id)?.stage).toBe("new");
    expect(
      listRequests(db.db, {}).items.find((i) => i.id === automated.id && i.kind === "booking"),
    ).toMatchObject({ flagged: 1, booking_status: "unconfirmed" });
  });

  it("keeps notes with their author and time, on leads and bookings", () => {
    const id = leads.insertLead(storedLead);
    const b = book();
    expect(
      addNote(db, "lead", id, "  Left a voicemail.\r\n", { author: { id: 7, name: "Maria" }, audit }),
    ).toBe(true);
    expect(addNote(db, "lead", id, "   ", { author: { id: 7, name: "Maria" }, audit })).toBe(false);
    expect(
      addNote(db, "booking", b.id, "Gate code changed", { author: { id: null, name: "cli" }, audit }),
    ).toBe(true);
    expect(addNote(db, "lead", id + 50, "x", { author: { id: 7, name: "Maria" }, audit })).toBe(false);
    expect(notesOf(db.db, "lead", id)).toEqual([
      expect.objectContaining({ author_id: 7, author_name: "Maria", body: "Left a voicemail." }),
    ]);
    expect(notesOf(db.db, "booking", b.id)).toHaveLength(1);
    expect(audited.map((a) => a.action)).toEqual(["note.added", "note.added"]);
    expect(JSON.stringify(audited)).not.toContain("voicemail");
  });
});

describe("merges", () => {
  it("stores each duplicate merged into a lead, with what differed (personal values by name only)", () => {
    const id = leads.insertLead(
      { ...storedLead, ip: "203.0.113.1", user_agent: "A", door: "quote-form" },
      at("2027-03-01T10:00:00Z"),
    );
    leads.recordMerge(
      id,
      { ...storedLead, page: "/es/contacto", ip: "203.0.113.9", user_agent: "A" },
      at("2027-03-01T10:03:00Z"),
    );
    expect(mergesOf(db.db, id)).toEqual([
      {
        id: expect.any(Number),
        created_at: "2027-03-01T10:03:00.000Z",
        differences: { page: "/es/contacto", ip: null },
      },
    ]);
  });
});

describe("deleting a person's data", () => {
  it("deletes every lead and booking with their e-mail or phone, and their messages, webhooks and notes", () => {
    const mine = leads.insertLead(
      { ...storedLead, email: "Dana@Example.com", phone: "" },
      at("2027-03-01T10:00:00Z"),
    );
    const samePhone = leads.insertLead({ ...storedLead, email: "", phone: "+13105550100" });
    // The same ten digits in Mexico: another person.
    const mexico = leads.insertLead({ ...storedLead, name: "MX", email: "", phone: "+523105550100" });
    const other = leads.insertLead({
      ...storedLead,
      name: "Other",
      email: "o@example.com",
      phone: "+13105559999",
    });
    const b = book({ email: "dana@example.com", phone: "3105550100" });
    const kept = book({ email: "", phone: "2135550111", name: "Kept" });
    new WebhookStore(db).queue(
      "lead.created",
      { id: mine },
      [{ id: "e1", url: "https://x.test", secret: "s", events: ["lead.created"] }] as never,
      {
        leadId: mine,
      },
    );
    addNote(db, "lead", mine, "called", { author: { id: 1, name: "Maria" }, audit });
    // A repeat of the booking was recorded (it names the booking only by id).
    db.db
      .prepare(
        "INSERT INTO booking_attempts (booking_id, created_at, channel, link) VALUES (?, ?, 'web', 'emailed')",
      )
      .run(b.id, new Date().toISOString());
    leads.recordMerge(mine, { ...storedLead, page: "/x" });
    const messagesBefore = (db.db.prepare("SELECT COUNT(*) AS n FROM messages").get() as { n: number }).n;

    const gone = deletePerson(db, "lead", mine, { audit });
    expect(gone).toMatchObject({ leads: [mine, samePhone], bookings: [b.id], webhooks: 1, notes: 1 });
    expect(leads.getLead(mine)).toBeUndefined();
    expect(leads.getLead(samePhone)).toBeUndefined();
    expect(leads.getLead(other)).toBeDefined();
    expect(leads.getLead(mexico)).toBeDefined();
    expect(new BookingsDb(db).get(b.id)).toBeUndefined();
    expect(new BookingsDb(db).get(kept.id)).toBeDefined();
    expect(mergesOf(db.db, mine)).toEqual([]);
    const messagesAfter = (db.db.prepare("SELECT COUNT(*) AS n FROM messages").get() as { n: number }).n;
    expect(messagesBefore - messagesAfter).toBe(gone!.messages);
    expect(
      db.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE lead_id IN (?, ?)").get(mine, samePhone),
    ).toEqual({ n: 0 });
    expect(
      audited.filter((a) => a.action === "person.deleted").map((a) => [a.subjectType, a.subjectId]),
    ).toEqual([
      ["lead", mine],
      ["lead", samePhone],
      ["booking", b.id],
    ]);
    expect(deletePerson(db, "lead", mine, { audit })).toBeUndefined();
  });
});
