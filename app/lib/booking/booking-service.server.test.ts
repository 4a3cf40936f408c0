import { beforeEach, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import { validationCopy as validationCopyEs } from "~/content/es/lead-forms";
import { MessagesDb, type QueuedMail } from "../mail/messages-db.server";
import { SiteDb } from "../site/site-db.server";
import { VISITOR_MAIL_PER_DAY } from "./booking-mail.server";
import type { BookResult } from "./booking-service.server";
import {
  testBookingService,
  testFormKeys as keys,
  testMail as mail,
  testSchedule as schedule,
  TEST_START as START,
} from "./booking-service.testing";
import type { BookingSubmission } from "./booking-wire";
import { parseCalendar } from "./ical-parse.testing";
import { createFormKeys } from "../forms/form-key.server";
import { hashToken } from "./tokens.server";
import { openWindows, windowById } from "./windows";

const FEED_TOKEN = "f".repeat(8) + "0123456789abcdefghijklmnopqrstuvwxyz";
const ctx = { ip: "203.0.113.5", userAgent: "test", channel: "web" as const };

/** A form key as the page gives it: rendered a minute before the request. */
const pageKey = () => keys.issue(clock.getTime() - 60_000);

let clock = START;
let db: SiteDb;
let service: ReturnType<typeof testBookingService>;

beforeEach(() => {
  clock = START;
  db = new SiteDb(":memory:");
  service = testBookingService(db, () => clock, { minFillMs: 3000, feedToken: FEED_TOKEN });
});

const first = () => service.open()[0]!;
const person = (over: Partial<BookingSubmission> = {}): BookingSubmission => ({
  window: first().id,
  name: "Dana Ortiz",
  phone: "(310) 555-0123",
  email: "dana@example.com",
  street: "12 Ocean Ave, Unit 4",
  zip: "90405",
  surface: "balcony",
  note: "Gate code 1234",
  form_key: pageKey(),
  ...over,
});
const booked = (r: BookResult) => {
  if (r.status !== "booked") throw new Error(`expected a booking, got ${r.status}`);
  return r;
};
/** The messages queued, oldest first, with their composed mail. */
const queued = () =>
  new MessagesDb(db)
    .due(Number.MAX_SAFE_INTEGER)
    .map((m) => ({ ...m, parsed: JSON.parse(m.mail ?? "null") as QueuedMail }));

describe("booking a window", () => {
  it("stores the booking, gives a private link stored only as its hash, and queues both messages", () => {
    const r = booked(service.book(person(), "en", ctx));
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hashes = db.db.prepare("SELECT hash FROM booking_tokens").all() as { hash: string }[];
    expect(hashes).toEqual([{ hash: hashToken(r.token) }]);
    expect(JSON.stringify(db.db.prepare("SELECT * FROM bookings").all())).not.toContain(r.token);
    expect(service.byToken(r.token)?.id).toBe(r.booking.id);
    expect(service.byToken(r.token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeUndefined();
    expect(service.byToken("short")).toBeUndefined();

    const [contractor, visitor] = queued();
    expect(contractor?.recipient).toBe("contractor");
    expect(contractor?.parsed.to).toBe(mail.to);
    expect(contractor?.parsed.text).toContain("Gate code 1234");
    expect(visitor?.recipient).toBe("visitor");
    expect(visitor?.parsed.to).toBe("dana@example.com");
    // The visitor's message carries the link, and nothing the visitor typed.
    expect(visitor?.parsed.text).toContain(`${mail.origin}/book/manage/${r.token}`);
    for (const typed of ["Dana", "Ocean", "Gate code"]) expect(visitor?.parsed.text).not.toContain(typed);

    const invite = parseCalendar(visitor!.parsed.icalEvent!.content);
    expect(visitor?.parsed.icalEvent?.method).toBe("REQUEST");
    expect(invite.method).toBe("REQUEST");
    expect(invite.events).toHaveLength(1);
    expect(invite.events[0]).toMatchObject({
      uid: r.booking.uid,
      sequence: 0,
      start: first().start.toISOString(),
      status: "CONFIRMED",
      organizer: "mailto:web@example.com",
      attendees: ["mailto:dana@example.com"],
    });
    expect(invite.events[0]?.location).not.toContain("Ocean");
  });

  it("never fills a window past its capacity, and offers the next open windows with the visitor's words kept", () => {
    const w = first();
    for (let i = 0; i < schedule.capacity; i++)
      booked(service.book(person({ window: w.id, phone: `(310) 555-010${i}` }), "en", ctx));
    const refused = service.book(person({ window: w.id, phone: "(310) 555-0199" }), "es", ctx);
    expect(refused).toMatchObject({
      status: "taken",
      errors: { window: bookingCopyEs.errors.taken },
      values: { name: "Dana Ortiz", street: "12 Ocean Ave, Unit 4", window: "" },
    });
    if (refused.status !== "taken") throw new Error("unreachable");
    expect(refused.alternatives.length).toBeGreaterThan(0);
    expect(refused.alternatives.map((a) => a.id)).not.toContain(w.id);
    expect(service.open().map((o) => o.id)).not.toContain(w.id);
    const seats = db.db.prepare("SELECT COUNT(*) AS n FROM bookings WHERE window_id = ?").get(w.id) as {
      n: number;
    };
    expect(seats.n).toBe(schedule.capacity);
  });

  it("never hands a repeat the booking's link: it goes to the e-mail on file, and one number holds one booking", () => {
    const a = booked(service.book(person(), "en", ctx));
    const before = queued().length;
    // The same details again from a new page (another key), with case and punctuation changed.
    const again = service.book(person({ phone: "310.555.0123", street: "12 ocean ave unit 4" }), "en", ctx);
    expect(again).toEqual({ status: "exists", link: "emailed" });
    const other = service.book(person({ window: service.open()[1]!.id }), "en", { ...ctx, channel: "api" });
    expect(other).toEqual({ status: "exists", link: "emailed" });
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM bookings").get()).toEqual({ n: 1 });
    // Each repeat e-mails a fresh link (it opens the same booking) to the address on file, and only there.
    const resent = queued().slice(before);
    expect(resent.map((m) => m.parsed.to)).toEqual(["dana@example.com", "dana@example.com"]);
    const link = /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(resent[0]!.parsed.text)?.[1];
    expect(service.byToken(link!)?.id).toBe(a.booking.id);
    expect(service.store.attempts(a.booking.id).map((t) => [t.channel, t.link])).toEqual([
      ["web", "emailed"],
      ["api", "emailed"],
    ]);
  });

  it("with no e-mail on file, tells the requester to call, stores no token and notes the attempt", () => {
    const a = booked(service.book(person({ email: "" }), "es", ctx));
    const tokens = () => db.db.prepare("SELECT COUNT(*) AS n FROM booking_tokens").get();
    const before = { tokens: tokens(), queued: queued().length };
    expect(service.book(person({ email: "" }), "es", ctx)).toEqual({ status: "exists", link: "no-email" });
    expect(tokens()).toEqual(before.tokens);
    expect(queued()).toHaveLength(before.queued);
    expect(service.store.attempts(a.booking.id)).toMatchObject([{ channel: "web", link: "no-email" }]);
  });

  it("says so truthfully when the address on file had its messages for the day, and stores no token", () => {
    booked(service.book(person(), "en", ctx));
    const tokens = () => (db.db.prepare("SELECT COUNT(*) AS n FROM booking_tokens").get() as { n: number }).n;
    const links = [];
    for (let i = 0; i < VISITOR_MAIL_PER_DAY + 1; i++) {
      const before = tokens();
      const r = service.book(person({ window: service.open()[1]!.id }), "en", ctx);
      if (r.status !== "exists") throw new Error(r.status);
      links.push(r.link);
      expect(tokens() - before).toBe(r.link === "emailed" ? 1 : 0);
    }
    // The confirmation was the first of the day's messages to this address.
    expect(links).toEqual([
      ...Array<string>(VISITOR_MAIL_PER_DAY - 1).fill("emailed"),
      "daily-limit",
      "daily-limit",
    ]);
  });

  it("counts a number with an extension as the same number", () => {
    booked(service.book(person({ phone: "(310) 555-0177 x1" }), "en", ctx));
    expect(service.book(person({ phone: "(310) 555-0177" }), "en", ctx)).toMatchObject({ status: "exists" });
    expect(service.book(person({ phone: "+1 310 555 0177 ext. 22" }), "en", ctx)).toMatchObject({
      status: "exists",
    });
    booked(service.book(person({ phone: "(310) 555-0178" }), "en", ctx));
  });

  it("answers a retry with the same key and body with its booking; the same key with another body gets key-reused", () => {
    const key = pageKey();
    const a = booked(service.book(person({ form_key: key }), "en", ctx));
    const retry = booked(service.book(person({ form_key: key }), "en", { ...ctx, ip: "198.51.100.7" }));
    expect(retry).toMatchObject({ repeated: true, booking: { id: a.booking.id } });
    expect(retry.token).not.toBe(a.token);
    expect(service.byToken(retry.token)?.id).toBe(a.booking.id);
    expect(service.book(person({ form_key: key, note: "another body" }), "es", ctx)).toMatchObject({
      status: "key-reused",
      message: bookingCopyEs.errors.formReused,
    });

    // A program's key is its own: another address sending the same key and body gets no link.
    const api = { ...ctx, channel: "api" as const, idempotencyKey: "0f8c1c6e-8a1d-4c51-9e0b-3b1f3c1d2e4f" };
    const body = person({ phone: "(213) 555-0140", window: service.open().at(-1)!.id, form_key: undefined });
    const b = booked(service.book(body, "en", api));
    expect(booked(service.book(body, "en", api))).toMatchObject({
      repeated: true,
      booking: { id: b.booking.id },
    });
    expect(service.book(body, "en", { ...api, ip: "198.51.100.8" })).toEqual({
      status: "exists",
      link: "emailed",
    });
    expect(service.book({ ...body, zip: "90265" }, "en", api)).toMatchObject({
      status: "key-reused",
      message: bookingCopy.errors.keyReused,
    });
    // The key lives 24 hours.
    clock = new Date(START.getTime() + 24 * 3_600_000 + 1000);
    expect(service.book(body, "en", api)).toMatchObject({ status: "exists" });
  });

  it("holds no seat and sends nothing for a booking that looks automated", () => {
    const seats = first().seatsLeft;
    const at = START.getTime();
    const signed = keys.issue(at - 60_000);
    const cases: [Partial<BookingSubmission>, string][] = [
      [{ website: "https://spam.example" }, "honeypot filled"],
      [{ form_key: keys.issue(at - 500) }, "filled in 500 ms"],
      [{ form_key: undefined }, "no form stamp"],
      [{ form_key: "1700000000000" }, "form key fails its check"],
      [{ form_key: signed.replace(/^[0-9a-z]+/, (at - 90_000).toString(36)) }, "form key fails its check"],
      [{ form_key: createFormKeys(Buffer.alloc(32, 8)).issue(at - 60_000) }, "form key fails its check"],
      [{ form_key: keys.issue(at + 3 * 60_000) }, "form stamp in the future"],
      [{ form_key: keys.issue(at - 25 * 3_600_000) }, "form stamp older than 24 h"],
    ];
    cases.forEach(([over], i) =>
      expect(service.book(person({ phone: `(310) 555-018${i}`, ...over }), "en", ctx)).toEqual({
        status: "received",
      }),
    );
    expect(first().seatsLeft).toBe(seats);
    expect(queued()).toEqual([]);
    expect(db.db.prepare("SELECT status, flag_reason FROM bookings ORDER BY id").all()).toEqual(
      cases.map(([, reason]) => ({ status: "unconfirmed", flag_reason: reason })),
    );
    // A person who took their time is booked; a program (no page was shown) is judged without a stamp.
    booked(service.book(person({ phone: "(310) 555-0177", form_key: signed }), "en", ctx));
    booked(
      service.book(person({ phone: "(310) 555-0176", form_key: undefined }), "en", {
        ...ctx,
        channel: "api",
      }),
    );
  });

  it("answers every field's mistake in the visitor's language", () => {
    const r = service.book(person({ street: "  ", zip: "9040", phone: "call me", window: "" }), "es", ctx);
    expect(r).toMatchObject({
      status: "invalid",
      errors: {
        street: bookingCopyEs.errors.street,
        zip: bookingCopyEs.errors.zip,
        phone: validationCopyEs.phoneCharacters,
        window: bookingCopyEs.errors.window,
      },
      values: { zip: "9040", name: "Dana Ortiz" },
    });
    expect(service.book(person({ window: "2027-03-14-am" }), "en", ctx)).toMatchObject({
      status: "taken",
      errors: { window: bookingCopy.errors.windowGone },
    });
  });

  it("marks a ZIP code outside the usual area, and tells the contractor", () => {
    const r = booked(service.book(person({ zip: "92101" }), "en", ctx));
    expect(r.booking.outside_area).toBe(1);
    expect(queued()[0]?.parsed.subject).toContain("OUTSIDE THE USUAL AREA");
    const inside = booked(service.book(person({ phone: "(310) 555-0111", zip: "90265" }), "en", ctx));
    expect(inside.booking.outside_area).toBe(0);
  });

  it("sends one address only a few confirmations a day", () => {
    for (let i = 0; i < VISITOR_MAIL_PER_DAY + 2; i++)
      booked(service.book(person({ phone: `(310) 555-02${String(i).padStart(2, "0")}` }), "en", ctx));
    expect(queued().filter((m) => m.recipient === "visitor")).toHaveLength(VISITOR_MAIL_PER_DAY);
    expect(queued().filter((m) => m.recipient === "contractor")).toHaveLength(VISITOR_MAIL_PER_DAY + 2);
  });

  it("keeps a window closed by the contractor out of reach; bookings already in it stay", () => {
    const w = first();
    const r = booked(service.book(person({ window: w.id }), "en", ctx));
    service.store.close(w.date, "crew training");
    expect(service.open().some((o) => o.date === w.date)).toBe(false);
    expect(service.book(person({ window: w.id, phone: "(310) 555-0155" }), "en", ctx).status).toBe("taken");
    expect(service.byToken(r.token)?.status).toBe("booked");
  });
});

describe("changing a booking", () => {
  it("moves it (the seat frees, the SEQUENCE rises) and cancels it, notifying both sides", () => {
    const [w1, w2] = service.open();
    const r = booked(service.book(person({ window: w1!.id }), "en", ctx));
    const before = queued().length;
    const moved = service.move(r.token, w2!.id);
    expect(moved).toMatchObject({ status: "moved", booking: { window_id: w2!.id, sequence: 1 } });
    expect(service.open().find((o) => o.id === w1!.id)?.seatsLeft).toBe(schedule.capacity);
    const update = queued().slice(before);
    expect(update.map((m) => m.recipient).sort()).toEqual(["contractor", "visitor"]);
    for (const m of update) {
      const ics = parseCalendar(m.parsed.icalEvent!.content);
      expect(ics.method).toBe("REQUEST");
      expect(ics.events[0]).toMatchObject({
        uid: r.booking.uid,
        sequence: 1,
        start: w2!.start.toISOString(),
      });
    }

    const cancelled = service.cancel(r.token);
    expect(cancelled).toMatchObject({ status: "cancelled", booking: { status: "cancelled", sequence: 2 } });
    const notices = queued().slice(before + update.length);
    for (const m of notices) {
      const ics = parseCalendar(m.parsed.icalEvent!.content);
      expect(ics.method).toBe("CANCEL");
      expect(ics.events[0]).toMatchObject({ uid: r.booking.uid, sequence: 2, status: "CANCELLED" });
    }
    expect(service.open().find((o) => o.id === w2!.id)?.seatsLeft).toBe(schedule.capacity);
    // The person may book again.
    booked(service.book(person({ window: w1!.id }), "en", ctx));
  });

  it("refuses a move or a cancellation less than 12 hours before the window", () => {
    const w = first();
    const r = booked(service.book(person({ window: w.id }), "es", ctx));
    clock = new Date(w.start.getTime() - schedule.changeCutoffHours * 3_600_000 + 1000);
    expect(service.changeable(r.booking)).toBe(false);
    expect(service.cancel(r.token)).toMatchObject({
      status: "too-late",
      message: bookingCopyEs.manage.errors.tooLate(schedule.changeCutoffHours),
    });
    expect(service.move(r.token, service.open()[0]!.id)).toMatchObject({ status: "too-late" });
    expect(service.byToken(r.token)?.status).toBe("booked");
  });

  it("refuses a move into a full window", () => {
    const [w1, w2] = service.open();
    for (let i = 0; i < schedule.capacity; i++)
      booked(service.book(person({ window: w2!.id, phone: `(310) 555-030${i}` }), "en", ctx));
    const r = booked(service.book(person({ window: w1!.id }), "en", ctx));
    expect(service.move(r.token, w2!.id)).toMatchObject({ status: "taken" });
    expect(service.byToken(r.token)?.window_id).toBe(w1!.id);
  });
});

describe("the contractor's feed", () => {
  it("answers only its token, and lists bookings with cancelled ones marked", () => {
    const [w1, w2] = service.open();
    const a = booked(service.book(person({ window: w1!.id }), "en", ctx));
    booked(service.book(person({ window: w2!.id, phone: "(310) 555-0144", name: "Lee Park" }), "en", ctx));
    service.cancel(a.token);
    expect(service.feedFor("wrong")).toBeUndefined();
    expect(service.feedFor(FEED_TOKEN.replace(/.$/, "0"))).toBeUndefined();
    const feed = parseCalendar(service.feedFor(FEED_TOKEN)!);
    expect(feed.events.map((e) => [e.uid, e.status])).toEqual([
      [a.booking.uid, "CANCELLED"],
      [expect.stringMatching(/^booking-/), "CONFIRMED"],
    ]);
    expect(feed.events[1]?.location).toContain("12 Ocean Ave");
  });

  it("is absent when no token is configured", () => {
    const none = testBookingService(db, () => clock);
    expect(none.feedFor("")).toBeUndefined();
    expect(none.feedFor(FEED_TOKEN)).toBeUndefined();
  });
});

describe("retention", () => {
  it("deletes bookings whose window ended before the cutoff, with their links and messages", () => {
    const r = booked(service.book(person(), "en", ctx));
    expect(service.store.deleteEndedBefore(new Date(r.booking.ends_at))).toBe(0);
    expect(service.store.deleteEndedBefore(new Date(Date.parse(r.booking.ends_at) + 1))).toBe(1);
    expect(service.byToken(r.token)).toBeUndefined();
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM messages").get()).toEqual({ n: 0 });
  });
});

describe("the schedule's windows", () => {
  it("are what the service offers", () => {
    expect(service.open().map((w) => w.id)).toEqual(openWindows(START, { schedule }).map((w) => w.id));
    expect(windowById(first().id, schedule)).toBeDefined();
  });
});
