import { describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { BookingsDb } from "../booking/bookings-db.server";
import { windowsOn, type Schedule } from "../booking/windows";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { monthOf, officeNumbers, rangeNumbers, WEEKS } from "./numbers.server";
import { recordContact, setStage } from "./requests.server";

const schedule: Schedule = { ...availability, closedDates: [] };
/** Wednesday 17 March 2027 (no holiday that week), noon Pacific: its week starts Monday 15 March. */
const NOW = new Date("2027-03-17T19:00:00Z");
const audit = () => {};

describe("the office's numbers", () => {
  it("counts 12 weeks of requests by door and language, seat fill, median speed to lead, won and lost", () => {
    const db = new SiteDb(":memory:");
    const leads = new LeadsDb(db);
    const thisWeek = leads.insertLead(
      { ...storedLead, door: "quote-form" },
      new Date("2027-03-15T18:00:00Z"),
    );
    const es = leads.insertLead(
      { ...storedLead, name: "Ana", door: "callback", form: "emergency", language: "es" },
      new Date("2027-03-16T18:00:00Z"),
    );
    const lastWeek = leads.insertLead(
      { ...storedLead, name: "Bo", door: "quote-api" },
      new Date("2027-03-09T18:00:00Z"),
    );
    // Older than 12 weeks, and one that looked automated: neither counts.
    leads.insertLead({ ...storedLead, name: "Old" }, new Date("2026-12-01T18:00:00Z"));
    leads.insertLead(
      { ...storedLead, name: "Bot", flag_reason: "honeypot filled" },
      new Date("2027-03-16T18:00:00Z"),
    );
    const window = windowsOn("2027-03-18", schedule)[0]!;
    new BookingsDb(db).book(
      {
        window,
        name: "Rosa",
        phone: "2135550100",
        email: "",
        street: "1 A St",
        zip: "90012",
        surface: null,
        note: null,
        language: "es",
        outside_area: 0,
        channel: "api",
        flag_reason: null,
        ip: null,
        user_agent: null,
      },
      { now: new Date("2027-03-16T20:00:00Z"), capacity: schedule.capacity, compose: () => [] },
    );
    recordContact(db, "lead", thisWeek, "call", { audit, now: new Date("2027-03-15T18:10:00Z") });
    setStage(db, "lead", thisWeek, "won", { audit, now: new Date("2027-03-15T19:00:00Z") });
    recordContact(db, "lead", es, "text", { audit, now: new Date("2027-03-16T18:30:00Z") });
    setStage(db, "lead", es, "lost", { audit, reason: "Too far", now: new Date("2027-03-16T20:00:00Z") });
    setStage(db, "lead", lastWeek, "contacted", { audit, now: new Date("2027-03-09T19:00:00Z") });

    const n = officeNumbers(db.db, NOW, schedule);
    expect(n.weeks).toHaveLength(WEEKS);
    expect(n.weeks.at(-1)!.week).toBe("2027-03-15");
    expect(n.weeks[0]!.week).toBe("2026-12-28");
    const last = n.weeks.at(-1)!;
    expect(last.leadsByDoor).toMatchObject({
      "quote-form": 1,
      callback: 1,
      "booking-api": 1,
      "quote-api": 0,
    });
    expect(last.leadsByLanguage).toEqual({ en: 1, es: 2 });
    expect(n.weeks.at(-2)!.leadsByDoor["quote-api"]).toBe(1);
    expect(n.weeks.reduce((s, w) => s + Object.values(w.leadsByDoor).reduce((a, b) => a + b, 0), 0)).toBe(4);
    expect(last.bookings).toBe(1);
    const windowsThisWeek = Array.from({ length: 7 }, (_, i) => `2027-03-${15 + i}`).reduce(
      (s, d) => s + windowsOn(d, schedule).length,
      0,
    );
    expect(last).toMatchObject({ seatsTaken: 1, seatsOffered: windowsThisWeek * schedule.capacity });
    // Speeds: 10 min, 30 min, 60 min.
    expect(n.medianSpeedMs).toBe(30 * 60_000);
    expect(n).toMatchObject({
      contacted: 3,
      won: 1,
      lost: 1,
      lostReasons: [{ reason: "Too far", count: 1 }],
    });
  });

  const booking = (
    db: SiteDb,
    over: { phone: string; ip?: string; channel?: "web" | "api"; zip?: string },
    at: string,
  ) =>
    new BookingsDb(db).book(
      {
        window: windowsOn("2027-03-18", schedule)[1]!,
        name: "Rosa",
        phone: over.phone,
        email: "",
        street: "1 A St",
        zip: over.zip ?? "91101",
        surface: null,
        note: null,
        language: "en",
        outside_area: 0,
        channel: over.channel ?? "web",
        flag_reason: null,
        ip: over.ip ?? null,
        user_agent: null,
      },
      { now: new Date(at), capacity: schedule.capacity, compose: () => [] },
    );

  it("leaves out spam and cancelled bookings, counts the office's bookings as its door, and times speed to lead from a real contact", () => {
    const db = new SiteDb(":memory:");
    const leads = new LeadsDb(db);
    const spam = leads.insertLead({ ...storedLead, name: "Spam" }, new Date("2027-03-15T18:00:00Z"));
    setStage(db, "lead", spam, "spam", { audit });
    const real = leads.insertLead({ ...storedLead, name: "Real" }, new Date("2027-03-15T18:00:00Z"));
    // Won straight away with no contact recorded: no speed to lead.
    setStage(db, "lead", real, "won", { audit, now: new Date("2027-03-15T18:05:00Z") });
    const cancelled = booking(db, { phone: "2135550101" }, "2027-03-16T18:00:00Z");
    if (cancelled.kind !== "booked") throw new Error(cancelled.kind);
    db.db.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(cancelled.booking.id);
    const byOffice = booking(db, { phone: "2135550102", ip: "office:1" }, "2027-03-16T19:00:00Z");
    if (byOffice.kind !== "booked") throw new Error(byOffice.kind);
    // The office tapped the call link 45 minutes after the booking arrived.
    recordContact(db, "booking", byOffice.booking.id, "call", {
      audit,
      now: new Date("2027-03-16T19:45:00Z"),
    });
    setStage(db, "booking", byOffice.booking.id, "estimate", {
      audit,
      now: new Date("2027-03-16T21:00:00Z"),
    });

    const last = officeNumbers(db.db, NOW, schedule).weeks.at(-1)!;
    expect(Object.values(last.leadsByDoor).reduce((a, b) => a + b, 0)).toBe(2);
    expect(last.leadsByDoor).toMatchObject({ "quote-form": 1, office: 1, "booking-page": 0 });
    expect(last.bookings).toBe(1);
    const n = officeNumbers(db.db, NOW, schedule);
    expect(n).toMatchObject({ won: 1, contacted: 1, medianSpeedMs: 45 * 60_000 });
  });

  it("counts any range of days with conversion by door, service and city", () => {
    const db = new SiteDb(":memory:");
    const leads = new LeadsDb(db);
    const a = leads.insertLead({ ...storedLead, door: "quote-form" }, new Date("2027-03-02T18:00:00Z"));
    leads.insertLead({ ...storedLead, name: "B", door: "quote-form" }, new Date("2027-03-20T18:00:00Z"));
    leads.insertLead({ ...storedLead, name: "April" }, new Date("2027-04-01T18:00:00Z"));
    const b = booking(db, { phone: "2135550103", zip: "91101" }, "2027-03-10T18:00:00Z");
    if (b.kind !== "booked") throw new Error(b.kind);
    setStage(db, "lead", a, "won", { audit });
    setStage(db, "booking", b.booking.id, "won", { audit });
    // A job done was a deal won: it still counts as won.
    setStage(db, "booking", b.booking.id, "done", { audit });

    const month = monthOf("2027-03-17");
    expect(month).toEqual({ from: "2027-03-01", to: "2027-03-31" });
    const r = rangeNumbers(db.db, month.from, month.to, schedule);
    expect(r).toMatchObject({ requests: 3, won: 2 });
    expect(r.conversion).toBeCloseTo(2 / 3);
    expect(r.byDoor.find((d) => d.key === "quote-form")).toMatchObject({
      requests: 2,
      won: 1,
      conversion: 0.5,
    });
    expect(r.byDoor.find((d) => d.key === "booking-page")).toMatchObject({
      requests: 1,
      won: 1,
      conversion: 1,
    });
    expect(r.byCity.find((c) => c.key === "Pasadena")).toMatchObject({ requests: 1, won: 1 });
    expect(r.byService.reduce((s, x) => s + x.requests, 0)).toBe(3);
    // One day only: the 20th.
    expect(rangeNumbers(db.db, "2027-03-20", "2027-03-20", schedule).requests).toBe(1);
  });
});
