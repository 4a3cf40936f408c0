import { describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { BookingsDb } from "../booking/bookings-db.server";
import { windowsOn, type Schedule } from "../booking/windows";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { officeNumbers, WEEKS } from "./numbers.server";
import { setStage } from "./requests.server";

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
        outsideArea: false,
        channel: "api",
        flagReason: null,
        ip: null,
        userAgent: null,
      },
      { now: new Date("2027-03-16T20:00:00Z"), capacity: schedule.capacity, compose: () => [] },
    );
    setStage(db, "lead", thisWeek, "won", { audit, now: new Date("2027-03-15T18:10:00Z") });
    setStage(db, "lead", es, "lost", { audit, reason: "Too far", now: new Date("2027-03-16T18:30:00Z") });
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
});
