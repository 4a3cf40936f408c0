import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteDb } from "../site/site-db.server";
import { filler } from "./booking-fixtures.testing";
import { testBookingService, testSchedule as schedule, TEST_START as START } from "./booking-service.testing";
import { BookingsDb } from "./bookings-db.server";
import { openWindows } from "./windows";

let dir: string;
let db: SiteDb;
let clock: Date;
let computed: number;
let service: ReturnType<typeof testBookingService>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "windows-cache-"));
  db = new SiteDb(join(dir, "leads.db"));
  clock = START;
  computed = 0;
  service = testBookingService(db, () => clock, {
    computeWindows: (...args) => {
      computed++;
      return openWindows(...args);
    },
  });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A second connection to the same file, as the command line or a second server process holds. */
function otherProcess<T>(fn: (store: BookingsDb) => T): T {
  const other = new SiteDb(join(dir, "leads.db"));
  try {
    return fn(new BookingsDb(other));
  } finally {
    other.close();
  }
}

describe("the open windows' cache", () => {
  it("computes the windows once while nothing changes within a minute", () => {
    const first = service.open();
    for (let i = 0; i < 20; i++) expect(service.open()).toEqual(first);
    clock = new Date(START.getTime() + 59_000);
    service.open();
    expect(computed).toBe(1);
    expect(first.length).toBeGreaterThan(0);
  });

  it("computes them again when the minute turns, and then equals a fresh computation", () => {
    service.open();
    clock = new Date(START.getTime() + 60_000);
    expect(service.open()).toEqual(openWindows(clock, { schedule }));
    expect(computed).toBe(2);
  });

  it("sees a closure and a booking made by another process at once", () => {
    const windows = service.open();
    const a = windows[0];
    const b = windows.find((w) => w.date !== a?.date);
    otherProcess((s) => s.close(a!.date, "crew training"));
    expect(service.open().map((w) => w.date)).not.toContain(a!.date);
    otherProcess((s) => {
      for (let i = 0; i < schedule.capacity; i++)
        s.book(filler(b!, { phone: `(213) 555-01${String(i).padStart(2, "0")}` }), {
          now: clock,
          capacity: schedule.capacity,
          compose: () => [],
        });
    });
    const ids = service.open().map((w) => w.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(b!.id);
    expect(computed).toBe(3);
  });

  it("sees this process's own bookings at once", () => {
    const w = service.open()[0]!;
    for (let i = 0; i < schedule.capacity; i++) {
      const r = service.book(
        {
          window: w.id,
          name: "Dana Ortiz",
          phone: `(310) 555-01${String(i).padStart(2, "0")}`,
          street: "12 Ocean Ave",
          zip: "90405",
        },
        "en",
        { ip: "203.0.113.5", userAgent: null, channel: "api" },
      );
      expect(r.status).toBe("booked");
    }
    expect(service.open().map((o) => o.id)).not.toContain(w.id);
  });

  it("drops a window whose notice runs out within the cached minute", () => {
    const notice = schedule.minimumNoticeHours * 3_600_000;
    // The first window's notice ends 30 s into a minute: cached at the minute's start, gone 31 s later.
    const w = openWindows(START, { schedule })[0]!;
    const cutoff = w.start.getTime() - notice;
    clock = new Date(Math.floor(cutoff / 60_000) * 60_000);
    expect(service.open().map((o) => o.id)).toContain(w.id);
    clock = new Date(cutoff + 1);
    const after = service.open().map((o) => o.id);
    expect(after).not.toContain(w.id);
    expect(after).toEqual(openWindows(clock, { schedule }).map((o) => o.id));
  });
});
