import { beforeEach, describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { requestCopy } from "~/content/office/work";
import { filler } from "../booking/booking-fixtures.testing";
import { BookingsDb, type NewBooking } from "../booking/bookings-db.server";
import { windowsOn } from "../booking/windows";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { recordAudit } from "./audit.server";
import { NOTE_MAX } from "./notes";
import { addLeadEmail, personLinks, personRequests } from "./person.server";
import { addNote, changeNote, notesOf, readNote, type AuditChange } from "./requests.server";
import { requestPath } from "./work-paths";

let db: SiteDb;
let leads: LeadsDb;
let audited: AuditChange[];
const audit = (e: AuditChange) => {
  recordAudit(db.db, { actor: "cli", ...e });
  audited.push(e);
};
const author = { id: 7, name: "Maria" };

const book = (over: Partial<NewBooking> = {}) => {
  const r = new BookingsDb(db).book(
    filler(windowsOn("2027-03-16")[0]!, {
      name: "Rosa Díaz",
      phone: "+12135550142",
      street: "4 Elm St",
      zip: "90012",
      language: "es",
      ...over,
    }),
    { now: new Date("2027-03-10T18:00:00Z"), capacity: availability.capacity, compose: () => [] },
  );
  if (r.kind !== "booked") throw new Error(r.kind);
  return r.booking;
};

beforeEach(() => {
  db = new SiteDb(":memory:");
  leads = new LeadsDb(db);
  audited = [];
});

describe("a note", () => {
  it("longer than the limit is refused, never cut, counted as it would be stored", () => {
    expect(readNote(`${"a".repeat(NOTE_MAX)}\r\n`)).toEqual({ ok: true, text: "a".repeat(NOTE_MAX) });
    expect(readNote("a\r\n".repeat(NOTE_MAX / 2 + 1))).toEqual({
      ok: false,
      problem: "too-long",
      length: NOTE_MAX + 1,
    });
    const id = leads.insertLead(storedLead);
    expect(addNote(db, "lead", id, "a".repeat(NOTE_MAX + 1), { author, audit })).toBe(false);
    expect(notesOf(db.db, "lead", id)).toEqual([]);
  });

  it("is edited and deleted on its own request only, each audited without its text", () => {
    const id = leads.insertLead(storedLead);
    const other = leads.insertLead({ ...storedLead, name: "Someone Else" });
    addNote(db, "lead", id, "Left a voicemail.", { author, audit });
    addNote(db, "lead", id, "Second", { author, audit });
    const [first, second] = notesOf(db.db, "lead", id);
    // Not this request's note, an empty or too-long text, a booking's id: nothing changes.
    expect(changeNote(db, "lead", other, first!.id, "Moved", { audit })).toBe(false);
    expect(changeNote(db, "booking", id, first!.id, null, { audit })).toBe(false);
    expect(changeNote(db, "lead", id, first!.id, "  ", { audit })).toBe(false);
    expect(changeNote(db, "lead", id, first!.id, "x".repeat(NOTE_MAX + 1), { audit })).toBe(false);
    // The same text again is no change.
    expect(changeNote(db, "lead", id, first!.id, "Left a voicemail.", { audit })).toBe(true);
    expect(changeNote(db, "lead", id, first!.id, " Called back: booked.\r\n", { audit })).toBe(true);
    expect(changeNote(db, "lead", id, second!.id, null, { audit })).toBe(true);
    expect(changeNote(db, "lead", id, second!.id, null, { audit })).toBe(false);
    expect(notesOf(db.db, "lead", id)).toEqual([
      expect.objectContaining({ id: first!.id, author_name: "Maria", body: "Called back: booked." }),
    ]);
    expect(audited.map((a) => [a.action, a.subjectId, a.fields])).toEqual([
      ["note.added", id, ["note"]],
      ["note.added", id, ["note"]],
      ["note.edited", id, ["note"]],
      ["note.deleted", id, ["note"]],
    ]);
    expect(JSON.stringify(audited)).not.toContain("booked");
  });
});

describe("one person's requests", () => {
  it("are the other leads and bookings with the same E.164 number or e-mail, each linked", () => {
    const called = leads.insertLead({ ...storedLead, email: "", phone: "+12135550142" });
    const wrote = leads.insertLead({ ...storedLead, email: "rosa@example.com", phone: "" });
    const stranger = leads.insertLead({ ...storedLead, email: "x@example.com", phone: "+12135550999" });
    const held = book();
    expect(personRequests(db.db, "lead", called).map((r) => [r.kind, r.id])).toEqual([["booking", held.id]]);
    expect(personLinks(db.db, "booking", held.id).map((r) => r.href)).toEqual([requestPath("lead", called)]);
    expect(personRequests(db.db, "lead", wrote)).toEqual([]);
    expect(personRequests(db.db, "lead", stranger)).toEqual([]);

    // An e-mail added to the caller joins the request that gave only that e-mail.
    expect(addLeadEmail(db, called, " Rosa@Example.com ", { audit })).toEqual({
      status: "added",
      email: "Rosa@Example.com",
    });
    expect(personLinks(db.db, "lead", wrote).map((r) => r.href)).toEqual([
      requestPath("booking", held.id),
      requestPath("lead", called),
    ]);
    expect(audited).toEqual([
      { action: "lead.email", subjectType: "lead", subjectId: called, fields: ["email"] },
    ]);
  });

  it("an e-mail is added only when it reads as one, and only to a lead without one", () => {
    const called = leads.insertLead({ ...storedLead, email: "", phone: "+12135550142" });
    expect(addLeadEmail(db, called, "", { audit })).toEqual({
      status: "invalid",
      error: requestCopy.emailRequired,
    });
    expect(addLeadEmail(db, called, "rosa at example", { audit })).toMatchObject({ status: "invalid" });
    expect(addLeadEmail(db, called, ["a@example.com"], { audit })).toMatchObject({ status: "invalid" });
    expect(addLeadEmail(db, called, "rosa@example.com", { audit })).toMatchObject({ status: "added" });
    expect(addLeadEmail(db, called, "other@example.com", { audit })).toEqual({
      status: "invalid",
      error: requestCopy.emailHeld,
    });
    expect(leads.getLead(called)?.email).toBe("rosa@example.com");
    expect(audited).toHaveLength(1);
  });
});
