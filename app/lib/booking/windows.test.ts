import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { company } from "~/content/company";
import {
  addDays,
  changeableAt,
  zonedIso,
  closedReason,
  openWindows,
  windowById,
  windowsOn,
  zonedDate,
  zonedInstant,
  type Schedule,
} from "./windows";

const WEEKDAY_HOURS = (weekday: number) => company.hours[weekday === 0 ? 2 : weekday === 6 ? 1 : 0]!;
/** A schedule without the contractor's own dates, so the tests' dates are about the rules alone. */
const rulesOnly: Schedule = { ...availability, closedDates: [] };
const iso = (d: Date) => d.toISOString();

// The machine's zone must never matter: everything runs under Los Angeles, UTC and Tokyo.
describe.each(["America/Los_Angeles", "UTC", "Asia/Tokyo"])("under TZ=%s", (tz) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it("runs in that zone (the test would prove nothing otherwise)", () => {
    const offset = new Date(Date.UTC(2027, 0, 15)).getTimezoneOffset();
    expect(offset).toBe({ "America/Los_Angeles": 480, UTC: 0, "Asia/Tokyo": -540 }[tz]);
  });

  it("puts every window inside the office hours of its weekday", () => {
    for (const rule of availability.windows) {
      expect(rule.weekdays.length).toBeGreaterThan(0);
      expect(rule.start < rule.end).toBe(true);
      for (const weekday of rule.weekdays) {
        const hours = WEEKDAY_HOURS(weekday);
        expect(hours.open, `${rule.id} on weekday ${weekday}`).not.toBeNull();
        expect(rule.start >= hours.open!, `${rule.id} starts before opening`).toBe(true);
        expect(rule.end <= hours.close!, `${rule.id} ends after closing`).toBe(true);
      }
    }
  });

  it("gives the 2027 daylight-saving weeks' windows the right UTC offsets", () => {
    // DST starts Sunday 14 March 2027 and ends Sunday 7 November 2027.
    expect(windowsOn("2027-03-13", rulesOnly).map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ["2027-03-13T17:00:00.000Z", "2027-03-13T21:00:00.000Z"], // Sat 9–1, UTC−8
    ]);
    expect(windowsOn("2027-03-15", rulesOnly).map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ["2027-03-15T15:00:00.000Z", "2027-03-15T19:00:00.000Z"], // Mon 8–12, UTC−7
      ["2027-03-15T19:00:00.000Z", "2027-03-15T23:00:00.000Z"], // Mon 12–4
    ]);
    expect(windowsOn("2027-11-06", rulesOnly).map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ["2027-11-06T16:00:00.000Z", "2027-11-06T20:00:00.000Z"], // Sat 9–1, UTC−7
    ]);
    expect(windowsOn("2027-11-08", rulesOnly).map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ["2027-11-08T16:00:00.000Z", "2027-11-08T20:00:00.000Z"], // Mon 8–12, UTC−8
      ["2027-11-08T20:00:00.000Z", "2027-11-09T00:00:00.000Z"],
    ]);
    expect(windowsOn("2027-03-14", rulesOnly)).toEqual([]); // Sunday
  });

  it("writes instants with the Pacific offset of their moment", () => {
    expect(zonedIso(new Date("2027-03-13T17:00:00Z"), "America/Los_Angeles")).toBe(
      "2027-03-13T09:00:00-08:00",
    );
    expect(zonedIso(new Date("2027-03-15T15:00:00Z"), "America/Los_Angeles")).toBe(
      "2027-03-15T08:00:00-07:00",
    );
    expect(zonedIso(new Date("2027-11-08T16:00:00Z"), "America/Los_Angeles")).toBe(
      "2027-11-08T08:00:00-08:00",
    );
    expect(zonedIso(new Date("2027-07-01T00:00:00Z"), "Asia/Kolkata")).toBe("2027-07-01T05:30:00+05:30");
  });

  it("reads wall-clock times and dates in Pacific Time", () => {
    expect(iso(zonedInstant("2027-07-01", "08:00", "America/Los_Angeles"))).toBe("2027-07-01T15:00:00.000Z");
    expect(zonedDate(new Date("2027-07-02T06:59:00Z"), "America/Los_Angeles")).toBe("2027-07-01");
    expect(zonedDate(new Date("2027-07-02T07:00:00Z"), "America/Los_Angeles")).toBe("2027-07-02");
    expect(addDays("2027-12-30", 3)).toBe("2028-01-02");
  });

  it("closes federal holidays on the day they are observed, and the contractor's own dates", () => {
    expect(closedReason("2027-07-05", rulesOnly)).toMatch(/Independence/); // 4 July 2027 is a Sunday
    expect(closedReason("2027-07-04", rulesOnly)).toBeUndefined();
    expect(closedReason("2027-06-18", rulesOnly)).toMatch(/Juneteenth/); // 19 June 2027 is a Saturday
    expect(closedReason("2027-12-31", rulesOnly)).toMatch(/New Year/); // 1 January 2028 is a Saturday
    expect(closedReason("2027-11-25", rulesOnly)).toMatch(/Thanksgiving/);
    expect(closedReason("2027-11-26", rulesOnly)).toBeUndefined();
    const own = availability.closedDates[0]!;
    expect(closedReason(own.date)).toBe(own.reason);
    // Saturday 18 June 2027 has a Saturday window by rule, but the observed holiday the day before does not move it.
    const onHoliday = openWindows(new Date("2027-06-10T16:00:00Z"), { schedule: rulesOnly });
    expect(onHoliday.some((w) => w.date === "2027-06-18")).toBe(false);
    expect(onHoliday.some((w) => w.date === "2027-06-19")).toBe(true);
  });

  it("keeps the minimum notice: nothing today, nothing within 12 hours", () => {
    // Monday 15 March 2027, 9 p.m. Pacific: tomorrow 8 a.m. is 11 hours away, noon is 15.
    const now = new Date("2027-03-16T04:00:00Z");
    const open = openWindows(now, { schedule: rulesOnly });
    expect(open[0]!.id).toBe("2027-03-16-pm");
    // 7 a.m. Pacific on a Tuesday: today's windows are never offered, even the afternoon one.
    const morning = openWindows(new Date("2027-03-16T14:00:00Z"), { schedule: rulesOnly });
    expect(morning.every((w) => w.date > "2027-03-16")).toBe(true);
    expect(morning[0]!.id).toBe("2027-03-17-am");
  });

  it("offers windows up to the horizon and no further", () => {
    const now = new Date("2027-03-16T14:00:00Z");
    const open = openWindows(now, { schedule: rulesOnly });
    const last = addDays("2027-03-16", availability.horizonDays);
    expect(open.at(-1)!.date <= last).toBe(true);
    expect(open.some((w) => w.date === last || w.date === addDays(last, -1))).toBe(true);
    expect(open.every((w) => w.seatsLeft === availability.capacity)).toBe(true);
  });

  it("counts seats and closures", () => {
    const now = new Date("2027-03-16T14:00:00Z");
    const [first, second] = openWindows(now, { schedule: rulesOnly });
    const open = openWindows(now, {
      schedule: rulesOnly,
      taken: new Map([
        [first!.id, availability.capacity],
        [second!.id, availability.capacity - 1],
      ]),
      closed: new Set(["2027-03-18"]),
    });
    expect(open.find((w) => w.id === first!.id)).toBeUndefined();
    expect(open.find((w) => w.id === second!.id)?.seatsLeft).toBe(1);
    expect(open.some((w) => w.date === "2027-03-18")).toBe(false);
  });

  it("finds a window by id only when a rule makes it", () => {
    expect(windowById("2027-03-15-am", rulesOnly)?.start.toISOString()).toBe("2027-03-15T15:00:00.000Z");
    expect(windowById("2027-03-14-am", rulesOnly)).toBeUndefined(); // Sunday
    expect(windowById("2027-02-30-am", rulesOnly)).toBeUndefined();
    expect(windowById("../../etc", rulesOnly)).toBeUndefined();
  });

  it("allows changes until 12 hours before the window", () => {
    const w = windowById("2027-03-15-am", rulesOnly)!;
    expect(changeableAt(w, new Date("2027-03-15T03:00:00Z"), rulesOnly)).toBe(true);
    expect(changeableAt(w, new Date("2027-03-15T03:00:01Z"), rulesOnly)).toBe(false);
  });
});
