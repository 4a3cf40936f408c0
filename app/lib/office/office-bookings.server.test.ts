import { beforeEach, describe, expect, it } from "vitest";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import {
  testBookingService,
  testFormKeys as keys,
  testMail as mail,
  testSchedule as schedule,
  TEST_START as START,
} from "../booking/booking-service.testing";
import type { BookingSubmission } from "../booking/booking-wire";
import { windowsOn } from "../booking/windows";
import { recordAudit } from "./audit.server";
import type { QueuedMail } from "../mail/messages-db.server";
import { SiteDb } from "../site/site-db.server";
import { closureKeyLabel, officeBookings } from "./office-bookings.server";
import type { AuditChange } from "./requests.server";

let clock = START;
let db: SiteDb;
let service: ReturnType<typeof testBookingService>;
let office: ReturnType<typeof officeBookings>;
let audited: AuditChange[];
/** Records each change as the audit log would (which refuses anything but field names), and keeps it. */
const audit = (e: AuditChange) => {
  recordAudit(db.db, { actor: "cli", ...e });
  audited.push(e);
};

beforeEach(() => {
  clock = START;
  audited = [];
  db = new SiteDb(":memory:");
  service = testBookingService(db, () => clock);
  office = officeBookings({ db, mail, schedule });
});

const person = (over: Partial<BookingSubmission> = {}): BookingSubmission => ({
  window: service.open()[0]!.id,
  name: "Dana Ortiz",
  phone: "(310) 555-0123",
  email: "dana@example.com",
  street: "12 Ocean Ave",
  zip: "90405",
  form_key: keys.issue(clock.getTime() - 60_000),
  ...over,
});
const bookIn = (window: string, over: Partial<BookingSubmission> = {}, lang: "en" | "es" = "en") => {
  const r = service.book(person({ window, ...over }), lang, {
    ip: "203.0.113.1",
    userAgent: null,
    channel: "web",
  });
  if (r.status !== "booked") throw new Error(r.status);
  return r.booking;
};
const queued = () =>
  (
    db.db.prepare("SELECT recipient, mail FROM messages ORDER BY id").all() as {
      recipient: string;
      mail: string;
    }[]
  ).map((m) => ({ recipient: m.recipient, ...(JSON.parse(m.mail) as QueuedMail) }));

describe("the office's schedule", () => {
  it("shows a week of windows with seats taken and left and the bookings in each", () => {
    const w = service.open()[0]!;
    const b = bookIn(w.id);
    const week = office.week(w.date);
    expect(week).toHaveLength(7);
    expect(new Date(`${week[0]!.date}T00:00:00Z`).getUTCDay()).toBe(1);
    const shown = week.flatMap((d) => d.windows).find((x) => x.id === w.id)!;
    expect(shown).toMatchObject({ taken: 1, capacity: schedule.capacity, closed: null });
    expect(shown.bookings.map((x) => x.id)).toEqual([b.id]);
    const ruled = week.reduce((n, d) => n + windowsOn(d.date, schedule).length, 0);
    expect(week.flatMap((d) => d.windows)).toHaveLength(ruled);
  });

  it("moves and cancels with the office's rules: inside the cut-off, visitor and office calendars follow, audited", () => {
    const [a, c] = service.open();
    const b = bookIn(a!.id);
    const before = queued().length;
    // One hour before the window: inside the visitor's 12-hour cut-off.
    clock = new Date(a!.start.getTime() - 3_600_000);
    expect(service.changeable(service.store.get(b.id)!)).toBe(false);
    const moved = office.move(b.id, c!.id, { audit, now: clock });
    expect(moved).toMatchObject({ status: "moved", booking: { window_id: c!.id, sequence: 1 } });
    const sent = queued().slice(before);
    expect(sent.map((m) => m.recipient)).toEqual(["contractor", "visitor"]);
    expect(sent.map((m) => m.icalEvent?.method)).toEqual(["REQUEST", "REQUEST"]);
    expect(office.cancel(b.id, { audit, now: clock }).status).toBe("cancelled");
    expect(office.cancel(b.id, { audit, now: clock }).status).toBe("gone");
    expect(office.move(b.id + 9, c!.id, { audit })).toEqual({ status: "not-found" });
    expect(audited.map((e) => [e.action, e.subjectId])).toEqual([
      ["booking.moved", b.id],
      ["booking.cancelled", b.id],
    ]);
  });

  it("refuses a move to a full window, or to a window no rule makes", () => {
    const w = service.open()[0]!;
    const other = service.open()[1]!;
    for (let i = 0; i < schedule.capacity; i++) bookIn(other.id, { phone: `(213) 555-01${10 + i}` });
    const b = bookIn(w.id);
    expect(office.move(b.id, other.id, { audit }).status).toBe("full");
    expect(office.move(b.id, "2027-03-14-zz", { audit }).status).toBe("invalid-window");
    expect(audited).toEqual([]);
  });

  it("never offers or accepts a window that has started, even one that has not ended", () => {
    const [a, b, c] = service.open();
    const booking = bookIn(c!.id);
    // A minute into window a: it is under way (still open for hours), b is later.
    clock = new Date(a!.start.getTime() + 60_000);
    const offered = office.moveTargets(clock, c!.id).map((w) => w.id);
    expect(offered).not.toContain(a!.id);
    expect(offered).not.toContain(c!.id);
    expect(offered).toContain(b!.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(office.moveTargets(clock).every((w) => w.start.getTime() > clock.getTime())).toBe(true);
    expect(office.move(booking.id, a!.id, { audit, now: clock }).status).toBe("started");
    expect(service.store.get(booking.id)!.window_id).toBe(c!.id);
    expect(audited).toEqual([]);
    // A closed window is not offered either (the list for bookings caught on a closed day is the same).
    office.close(b!.id, "crew", { audit, now: clock });
    expect(office.moveTargets(clock).map((w) => w.id)).not.toContain(b!.id);
  });
});

describe("closing a day", () => {
  it("refuses a past day or an ended window, says when a day is already closed, and names the day", () => {
    const w = service.open()[0]!;
    clock = new Date(w.end.getTime() + 60_000);
    expect(office.close(w.id, "other", { audit, now: clock })).toEqual({ status: "past" });
    const yesterday = office.today(new Date(clock.getTime() - 86_400_000 * 1.5));
    expect(office.close(yesterday, "other", { audit, now: clock })).toEqual({ status: "past" });
    const later = service.open().find((o) => o.date > w.date)!;
    expect(office.close(later.date, "weather", { audit, now: clock }).status).toBe("closed");
    expect(office.close(later.date, "weather", { audit, now: clock }).status).toBe("already");
    expect(audited.map((e) => e.action)).toEqual(["closure.added"]);
    const day = new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: schedule.timeZone,
    }).format(later.start);
    expect(closureKeyLabel(later.date, schedule)).toBe(day);
    expect(closureKeyLabel(later.id, schedule)).toMatch(new RegExp(`^${day}, \\d`));
    expect(closureKeyLabel(later.date, schedule)).not.toContain(later.date);
  });

  it("tells everyone on a closed day at once, in their language, and lists who must be called", () => {
    const w = service.open()[0]!;
    const spanish = bookIn(w.id, { phone: "(213) 555-0100", email: "rosa@example.com", name: "Rosa" }, "es");
    const sameDay = service.open().find((o) => o.date === w.date && o.id !== w.id)!;
    const english = bookIn(sameDay.id, { phone: "(213) 555-0102", email: "lee@example.com", name: "Lee" });
    const noEmail = bookIn(w.id, { phone: "(213) 555-0101", email: "", name: "Sam" });
    office.close(w.date, "weather", { audit, now: clock });
    const before = queued().length;
    const told = office.notifyAllClosed(w.date, { audit, now: clock });
    expect(told.sent.map((b) => b.id).sort()).toEqual([spanish.id, english.id].sort());
    expect(told.call.map((b) => b.id)).toEqual([noEmail.id]);
    const notes = queued().slice(before);
    expect(notes.map((m) => m.to).sort()).toEqual(["lee@example.com", "rosa@example.com"]);
    const rosa = notes.find((m) => m.to === "rosa@example.com")!;
    expect(rosa.text).toContain(bookingCopyEs.mail.closedReasons.weather);
    // Once told, a second tap sends nothing again; the one without e-mail is still to be called.
    const again = office.notifyAllClosed(w.date, { audit, now: clock });
    expect(again.sent).toEqual([]);
    expect(again.call.map((b) => b.id)).toEqual([noEmail.id]);
    expect(queued()).toHaveLength(before + 2);
  });

  it("lists the bookings in it, sends each visitor a note in their language, and lets them move inside the cut-off", () => {
    const w = service.open()[0]!;
    const spanish = bookIn(w.id, { phone: "(213) 555-0100", email: "rosa@example.com", name: "Rosa" }, "es");
    const noEmail = bookIn(w.id, { phone: "(213) 555-0101", email: "", name: "Sam" });
    const result = office.close(w.date, "weather", { detail: "storm", audit, now: clock });
    expect(result).toMatchObject({ status: "closed" });
    if (result.status === "invalid" || result.status === "past") throw new Error(result.status);
    expect(result.caught.map((b: { id: number }) => b.id)).toEqual([spanish.id, noEmail.id]);
    // Closed to new bookings.
    expect(service.open().some((o) => o.date === w.date)).toBe(false);

    const before = queued().length;
    expect(office.notifyClosed(spanish.id, w.date, { audit, now: clock })).toBe("sent");
    expect(office.notifyClosed(noEmail.id, w.date, { audit, now: clock })).toBe("no-email");
    const note = queued().slice(before);
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({ recipient: "visitor", to: "rosa@example.com" });
    expect(note[0]!.subject).toContain(bookingCopyEs.mail.closedSubject("").slice(0, 20));
    expect(note[0]!.text).toContain(bookingCopyEs.mail.closedReasons.weather);
    expect(note[0]!.text).not.toContain("storm");
    const token = /\/book\/manage\/(\S+)/.exec(note[0]!.text)?.[1];
    expect(service.byToken(token!)?.id).toBe(spanish.id);
    expect(office.caughtIn(w.date).find((b) => b.id === spanish.id)?.noticed_at).toBeTruthy();

    // Inside the 12-hour cut-off, the visitor may still move out of the closed window.
    clock = new Date(w.start.getTime() - 2 * 3_600_000);
    const target = service.open().find((o) => o.date !== w.date)!;
    expect(service.changeable(service.store.get(spanish.id)!)).toBe(true);
    expect(service.move(token!, target.id)).toMatchObject({ status: "moved" });
    // Nobody else may: a booking outside any closure keeps the cut-off.
    const elsewhere = bookIn(target.id, { phone: "(213) 555-0177" });
    clock = new Date(target.start.getTime() - 3_600_000);
    expect(service.changeable(service.store.get(elsewhere.id)!)).toBe(false);

    expect(office.reopen(w.date, { audit })).toBe(true);
    expect(office.reopen(w.date, { audit })).toBe(false);
    expect(audited.map((e) => e.action)).toEqual(["closure.added", "closure.noted", "closure.removed"]);
    expect(office.close("2027-02-30", "other", { audit })).toEqual({ status: "invalid" });
  });
});
