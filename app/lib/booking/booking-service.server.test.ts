import { mkdtempSync, rmSync } from "node:fs";
import { officeDateTimeWithZone } from "../office/format";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
    // The contractor's notice links to the booking's page in the office, and says when in the office's zone.
    expect(contractor?.parsed.text).toContain(`${mail.officeOrigin}/office/bookings/${r.booking.id}`);
    expect(contractor?.parsed.text).toContain(`Booked:  ${officeDateTimeWithZone(r.booking.created_at)} `);
    expect(contractor?.parsed.text).not.toContain(r.booking.created_at);
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

  it("never hands a repeat the booking's link: it gets a new request's neutral answer, and the link goes to the e-mail on file once a day", () => {
    const a = booked(service.book(person(), "en", ctx));
    const before = queued().length;
    // The same details again from a new page (another key), with case and punctuation changed.
    const again = service.book(person({ phone: "310.555.0123", street: "12 ocean ave unit 4" }), "en", ctx);
    expect(again).toEqual({ status: "received" });
    const other = service.book(person({ window: service.open()[1]!.id }), "en", { ...ctx, channel: "api" });
    expect(other).toEqual({ status: "received" });
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM bookings").get()).toEqual({ n: 1 });
    // The first repeat e-mails a fresh link (it opens the same booking) to the address on file, and only
    // there; later repeats that day send nothing.
    const resent = queued().slice(before);
    expect(resent.map((m) => m.parsed.to)).toEqual(["dana@example.com"]);
    const link = /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(resent[0]!.parsed.text)?.[1];
    expect(service.byToken(link!)?.id).toBe(a.booking.id);
    expect(service.store.attempts(a.booking.id).map((t) => [t.channel, t.link])).toEqual([
      ["web", "emailed"],
      ["api", "daily-limit"],
    ]);
  });

  it("answers a request for a number that holds a booking exactly as one that looked automated, whatever the window", () => {
    booked(service.book(person(), "en", ctx));
    const [w0, w1, w2] = service.open();
    const holder = [w0!, w1!, w2!].map((w) => service.book(person({ window: w.id }), "es", ctx));
    const automated = service.book(person({ phone: "(310) 555-0166", website: "x" }), "es", ctx);
    for (const answer of holder) expect(answer).toStrictEqual(automated);
    expect(JSON.stringify(holder[0])).toBe(JSON.stringify(automated));
  });

  it("refuses a full window alike whatever the number: one that holds a booking is not told so", () => {
    const [w, other] = service.open();
    booked(service.book(person({ window: other!.id }), "en", ctx));
    for (let i = 0; i < schedule.capacity; i++)
      booked(service.book(person({ window: w!.id, phone: `(310) 555-010${i}` }), "en", ctx));
    const fromHolder = service.book(person({ window: w!.id }), "en", ctx);
    const fromNew = service.book(person({ window: w!.id, phone: "(213) 555-0188" }), "en", ctx);
    const withoutPhone = (r: BookResult) =>
      "values" in r ? { ...r, values: { ...r.values, phone: "" } } : r;
    expect(fromHolder.status).toBe("taken");
    expect(withoutPhone(fromHolder)).toStrictEqual(withoutPhone(fromNew));
    // Nothing was e-mailed for the refused request.
    expect(queued().filter((m) => m.parsed.subject === bookingCopy.mail.linkSubject)).toEqual([]);
  });

  it("tells the office, booking for a caller, that the number holds a booking", () => {
    const held = booked(service.book(person(), "en", ctx));
    const office = { ip: "office:1", userAgent: null, channel: "web" as const, office: true as const };
    const answer = service.book(person({ window: service.open()[1]!.id }), "en", office);
    expect(answer).toMatchObject({ status: "exists", booking: { id: held.booking.id } });
    expect(Object.keys(answer)).toEqual(["status", "booking"]);
  });

  it("with no e-mail on file, answers the same, stores no token and notes the attempt", () => {
    const a = booked(service.book(person({ email: "" }), "es", ctx));
    const tokens = () => db.db.prepare("SELECT COUNT(*) AS n FROM booking_tokens").get();
    const before = { tokens: tokens(), queued: queued().length };
    expect(service.book(person({ email: "" }), "es", ctx)).toEqual({ status: "received" });
    expect(tokens()).toEqual(before.tokens);
    expect(queued()).toHaveLength(before.queued);
    expect(service.store.attempts(a.booking.id)).toMatchObject([{ channel: "web", link: "no-email" }]);
  });

  it("sends a booking's link again at most once a day, and never past its address's messages for the day", () => {
    const a = booked(service.book(person(), "en", ctx));
    const tokens = () => (db.db.prepare("SELECT COUNT(*) AS n FROM booking_tokens").get() as { n: number }).n;
    const repeat = () => {
      const before = tokens();
      expect(service.book(person({ window: service.open()[1]!.id }), "en", ctx)).toEqual({
        status: "received",
      });
      return tokens() - before;
    };
    expect(Array.from({ length: 5 }, repeat)).toEqual([1, 0, 0, 0, 0]);
    expect(service.store.attempts(a.booking.id).map((t) => t.link)).toEqual([
      "emailed",
      ...Array<string>(4).fill("daily-limit"),
    ]);
    clock = new Date(START.getTime() + 24 * 3_600_000 + 1000);
    expect(repeat()).toBe(1);

    // One address holding several numbers' bookings: their confirmations use up its messages for the day.
    clock = START;
    const shared = { email: "family@example.com" };
    const family = Array.from({ length: VISITOR_MAIL_PER_DAY }, (_, i) =>
      booked(service.book(person({ ...shared, phone: `(213) 555-01${10 + i}` }), "en", ctx)),
    );
    const before = tokens();
    expect(service.book(person({ ...shared, phone: "(213) 555-0110" }), "en", ctx)).toEqual({
      status: "received",
    });
    expect(tokens()).toBe(before);
    expect(service.store.attempts(family[0]!.booking.id).map((t) => t.link)).toEqual(["daily-limit"]);
  });

  it("compares numbers as E.164 with the extension apart, and shows them to the office as people write them", () => {
    const held = () =>
      (db.db.prepare("SELECT COUNT(*) AS n FROM bookings WHERE status = 'booked'").get() as { n: number }).n;
    const a = booked(service.book(person({ phone: "(310) 555-0177 x1" }), "en", ctx));
    expect(a.booking).toMatchObject({ phone: "+13105550177", phone_ext: "1", phone_key: "+13105550177" });
    for (const same of ["(310) 555-0177", "+1 310 555 0177 ext. 22", "1-310-555-0177", "310.555.0177"])
      expect(service.book(person({ phone: same }), "en", ctx), same).toEqual({ status: "received" });
    // Trailing digits after another separator are not another number (and not this one): no seat.
    for (const trailing of ["310-555-0177-1", "(310) 555-0177 (2)", "310.555.0177.3"])
      expect(service.book(person({ phone: trailing }), "en", ctx).status, trailing).not.toBe("booked");
    expect(held()).toBe(1);
    // A Mexican number is not the US number with the same ten digits.
    const us = booked(service.book(person({ phone: "(424) 555-0199", email: "" }), "en", ctx));
    const mx = booked(service.book(person({ phone: "+52 424 555 0199", email: "" }), "es", ctx));
    expect([us.booking.phone, mx.booking.phone]).toEqual(["+14245550199", "+524245550199"]);
    const notices = queued().filter((m) => m.recipient === "contractor");
    expect(notices[0]?.parsed.text).toContain("Phone:   (310) 555-0177 ext. 1");
    expect(notices.at(-1)?.parsed.text).toContain("Phone:   +52 424 555 0199");
    // The invitation's text carries it too (folded at 75 octets, so unfolded here).
    expect(notices[0]!.parsed.icalEvent!.content.replace(/\r\n[ \t]/g, "")).toContain(
      "(310) 555-0177 ext. 1",
    );
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
    expect(service.book(body, "en", { ...api, ip: "198.51.100.8" })).toEqual({ status: "received" });
    expect(service.book({ ...body, zip: "90265" }, "en", api)).toMatchObject({
      status: "key-reused",
      message: bookingCopy.errors.keyReused,
    });
    // The key lives 24 hours.
    clock = new Date(START.getTime() + 24 * 3_600_000 + 1000);
    expect(service.book(body, "en", api)).toEqual({ status: "received" });
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

describe("the daily booking allowance", () => {
  it("counts a client's requests over 24 hours in the database: an IPv6 /64 is one client, in every process", () => {
    const dir = mkdtempSync(join(tmpdir(), "booking-allowance-"));
    try {
      const path = join(dir, "leads.db");
      const [one, two] = [new SiteDb(path), new SiteDb(path)];
      const PER_DAY = 3;
      // Two server processes on one file.
      const servers = [one, two].map((site) =>
        testBookingService(site, () => clock, { bookingsPerDay: PER_DAY }),
      );
      const windows = servers[0]!.open();
      let n = 0;
      const request = (ip: string, over: Partial<BookingSubmission> = {}) => {
        n += 1;
        return servers[n % 2]!.book(
          person({ window: windows[n]!.id, phone: `(213) 555-01${10 + n}`, ...over }),
          "en",
          { ...ctx, ip },
        );
      };
      // Every address of one /64, alternating between the processes.
      const answers = Array.from({ length: PER_DAY + 2 }, (_, i) => request(`2001:db8:7:7::${i + 1}`));
      expect(answers.map((r) => r.status)).toEqual([
        ...Array<string>(PER_DAY).fill("booked"),
        "rate-limited",
        "rate-limited",
      ]);
      expect(answers.at(-1)).toMatchObject({ message: bookingCopy.errors.dailyLimit, retryAfter: 86_400 });
      // Refused requests are not counted, and another /64 has its own allowance.
      expect(request("2001:db8:7:8::1").status).toBe("booked");
      // An IPv4 client, whichever way the socket writes its address.
      expect([1, 2, 3, 4].map((i) => request(i % 2 ? "::ffff:198.51.100.9" : "198.51.100.9").status)).toEqual(
        ["booked", "booked", "booked", "rate-limited"],
      );
      // The office, booking for a caller, has no allowance.
      const office = { ip: "office:1", userAgent: null, channel: "web" as const, office: true as const };
      for (let i = 0; i < PER_DAY + 1; i++)
        expect(
          servers[0]!.book(
            person({ phone: `(213) 555-02${10 + i}`, window: windows[20 + i]!.id }),
            "en",
            office,
          ).status,
        ).toBe("booked");
      // A day after its first request, the /64 may book again.
      clock = new Date(START.getTime() + 24 * 3_600_000 + 1000);
      expect(request("2001:db8:7:7::99").status).toBe("booked");
      one.close();
      two.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
