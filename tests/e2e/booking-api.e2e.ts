/**
 * The booking API for programs: GET /api/availability and POST /api/bookings, on the booking page's own
 * code path (the same rules, rate limit and store).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentFiles } from "~/content/agent-files";
import { availability } from "~/content/booking/availability";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as es } from "~/content/es/booking/booking-copy";
import { openStores } from "~/lib/site/site-db.testing";
import { windowById } from "~/lib/booking/windows";
import { fillWindow } from "./support/bookings";
import { startServer, testPort, type RunningServer } from "./support/server";

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
});
// A server of its own, so other files' bookings never fill the windows these tests count.
let site: RunningServer;
beforeAll(async () => {
  site = await startServer(testPort(107));
  servers.push(site);
});
const base = () => site.url;
const dbPath = () => site.dbPath;

interface ApiWindow {
  id: string;
  start: string;
  end: string;
  startUtc: string;
  endUtc: string;
  label: string;
  seatsLeft: number;
}

const windows = async (origin = base(), lang = "en") =>
  (
    (await (await fetch(`${origin}${agentFiles.availabilityApi}?lang=${lang}`)).json()) as {
      windows: ApiWindow[];
    }
  ).windows;

let n = 0;
const phone = () => `(424) 555-${String(1000 + (Date.now() % 8000) + (n++ % 10)).slice(-4)}`;
const person = (window: string) => ({
  window,
  name: "Agent Booker",
  phone: phone(),
  email: "agent.user@example.com",
  street: "7 Harbor View Dr",
  zip: "90265",
  surface: "deck",
  note: "Booked by an assistant",
});

function post(
  body: unknown,
  {
    origin = base(),
    type = "application/json",
    ip,
    key,
  }: { origin?: string; type?: string; ip?: string; key?: string } = {},
) {
  return fetch(`${origin}${agentFiles.bookingsApi}`, {
    method: "POST",
    headers: {
      "content-type": type,
      ...(ip ? { "x-forwarded-for": ip } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("GET /api/availability", () => {
  it("lists open windows with a stable id, times with offset and in UTC, a label in the language asked, and the seats left", async () => {
    const res = await fetch(`${base()}${agentFiles.availabilityApi}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { timeZone: string; windows: ApiWindow[] };
    expect(body.timeZone).toBe(availability.timeZone);
    expect(body.windows.length).toBeGreaterThan(0);
    for (const w of body.windows) {
      expect(windowById(w.id)?.start.toISOString()).toBe(w.startUtc);
      expect(w.start).toMatch(/T\d{2}:\d{2}:\d{2}-0[78]:00$/);
      expect(Date.parse(w.start)).toBe(Date.parse(w.startUtc));
      expect(Date.parse(w.end)).toBe(Date.parse(w.endUtc));
      expect(w.seatsLeft).toBeGreaterThan(0);
      expect(w.seatsLeft).toBeLessThanOrEqual(availability.capacity);
    }
    const spanish = await windows(base(), "es");
    expect(spanish[0]?.id).toBe(body.windows[0]?.id);
    expect(spanish[0]?.label).toMatch(/^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado), \d+ de /);
  });
});

describe("POST /api/bookings", () => {
  it("books a window: 201 with the booking, its private link and its calendar file, marked as an agent's", async () => {
    const [first] = await windows();
    const body = person(first!.id);
    const res = await post({ ...body, language: "es" });
    expect(res.status).toBe(201);
    const booked = (await res.json()) as {
      id: number;
      status: string;
      window: ApiWindow;
      manageUrl: string;
      calendarUrl: string;
    };
    expect(booked).toMatchObject({ status: "booked", window: { id: first!.id, startUtc: first!.startUtc } });
    const local = (url: string) => `${base()}${new URL(url).pathname}`;
    const page = await fetch(local(booked.manageUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(es.manage.title);
    const ics = await fetch(local(booked.calendarUrl));
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain("BEGIN:VEVENT");
    const stores = openStores(dbPath());
    expect(stores.bookings.get(booked.id)).toMatchObject({
      channel: "api",
      language: "es",
      status: "booked",
    });
    stores.close();
    // The same request again, without a retry key, gets the answer of a request that holds no seat: neither
    // the booking's link nor its window, nor that the number holds one (the link goes to the e-mail on file).
    const again = await post({ ...body, language: "es" });
    expect(again.status).toBe(202);
    const refused = await again.text();
    expect(JSON.parse(refused)).toEqual({ status: "received", message: es.received.body });
    expect(refused).not.toContain("/book/manage/");
    expect(refused).not.toContain(booked.window.label);
    expect(refused).not.toContain(first!.id);
  });

  it("retries safely with an Idempotency-Key: the same key and body get the booking, another body 422, another client nothing", async () => {
    const [, second] = await windows();
    const body = { ...person(second!.id), email: "" };
    const key = crypto.randomUUID();
    const ip = "203.0.113.61";
    const first = await post(body, { key, ip });
    expect(first.status).toBe(201);
    const made = (await first.json()) as { id: number; manageUrl: string };
    const retry = await post(body, { key, ip });
    expect(retry.status).toBe(200);
    const again = (await retry.json()) as { id: number; manageUrl: string };
    expect(again.id).toBe(made.id);
    expect(again.manageUrl).not.toBe(made.manageUrl);
    const local = (url: string) => `${base()}${new URL(url).pathname}`;
    expect((await fetch(local(again.manageUrl))).status).toBe(200);
    // The same key with another body.
    const changed = await post({ ...body, note: "Another note" }, { key, ip });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ reason: "idempotency-key-reused" });
    // Another client with the same key and body: a repeat for a booked number, answered like any other.
    const other = await post(body, { key, ip: "203.0.113.62" });
    expect(other.status).toBe(202);
    expect(await other.json()).toEqual({ status: "received", message: bookingCopy.received.body });
    // A key that is too short to be unguessable.
    const weak = await post(body, { key: "1", ip });
    expect(weak.status).toBe(400);
    const seats = (await windows()).find((w) => w.id === second!.id)?.seatsLeft ?? 0;
    expect(seats).toBe(availability.capacity - 1);
  });

  it("answers a number that holds a booking, whatever the window, byte for byte as any other, and e-mails its link once a day", async () => {
    const open = await windows();
    // An address of its own: the others here have had their messages for the day.
    const holder = { ...person(open[3]!.id), email: "holder.once@example.com" };
    const made = await post(holder, { ip: "203.0.113.71" });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const noEmail = { ...person(open[4]!.id), email: "" };
    expect((await post(noEmail, { ip: "203.0.113.72" })).status).toBe(201);
    // Repeats for either number, in other windows and from other clients: one answer, to the byte, whether
    // or not the link was e-mailed, there is no e-mail on file, or it was already e-mailed today.
    const answers = [];
    for (const [body, ip] of [
      [{ ...holder, window: open[5]!.id }, "203.0.113.73"],
      [{ ...holder, window: open[6]!.id, name: "Someone Else" }, "2001:db8:9:1::5"],
      [{ ...noEmail, window: open[5]!.id }, "203.0.113.74"],
    ] as const) {
      const res = await post(body, { ip });
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([
      202,
      JSON.stringify({ status: "received", message: bookingCopy.received.body }),
    ]);
    const stores = openStores(dbPath());
    expect(stores.bookings.attempts(id).map((a) => a.link)).toEqual(["emailed", "daily-limit"]);
    stores.close();
  });

  it("refuses a full window byte for byte alike, whether or not the number holds a booking", async () => {
    const open = await windows();
    const holder = person(open[7]!.id);
    expect((await post(holder, { ip: "203.0.113.81" })).status).toBe(201);
    const full = open[8]!.id;
    fillWindow(dbPath(), full);
    const fromHolder = await post({ ...holder, window: full }, { ip: "203.0.113.82" });
    const fromNew = await post(person(full), { ip: "203.0.113.83" });
    expect([fromHolder.status, fromNew.status]).toEqual([409, 409]);
    const [a, b] = [await fromHolder.text(), await fromNew.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toMatchObject({ reason: "window-taken" });
  });

  it("allows a few booking requests a day per client, an IPv6 /64 being one client, counted across server processes", async () => {
    const db = join(mkdtempSync(join(tmpdir(), "booking-allowance-")), "leads.db");
    const PER_DAY = 2;
    const [a, b] = [
      await startServer(testPort(128), { LEADS_DB: db, BOOKING_LIMIT_PER_DAY: String(PER_DAY) }),
      await startServer(testPort(129), { LEADS_DB: db, BOOKING_LIMIT_PER_DAY: String(PER_DAY) }),
    ];
    servers.push(a, b);
    const open = await windows(a.url);
    const statuses: number[] = [];
    let limited: Response | undefined;
    // Every request from another address of one /64, alternating between the two processes.
    for (let i = 0; i < PER_DAY + 2; i++) {
      const res = await post(person(open[i]!.id), {
        origin: (i % 2 ? b : a).url,
        ip: `2001:db8:5:6::${i + 1}`,
      });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([...Array<number>(PER_DAY).fill(201), 429, 429]);
    const retryAfter = Number(limited?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await limited?.json()).toMatchObject({ error: bookingCopy.errors.dailyLimit });
    // Another /64, and an IPv4 client, have their own.
    expect((await post(person(open[5]!.id), { origin: a.url, ip: "2001:db8:5:7::1" })).status).toBe(201);
    expect((await post(person(open[6]!.id), { origin: b.url, ip: "198.51.100.44" })).status).toBe(201);
  });

  it("answers 409 with the next open windows when the window is taken", async () => {
    const [, second] = await windows();
    fillWindow(dbPath(), second!.id);
    const res = await post(person(second!.id));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { reason: string; alternatives: ApiWindow[] };
    expect(body.reason).toBe("window-taken");
    expect(body.alternatives.length).toBeGreaterThan(0);
    const open = new Set((await windows()).map((w) => w.id));
    for (const a of body.alternatives) expect(open.has(a.id)).toBe(true);
    expect(open.has(second!.id)).toBe(false);
  });

  it("refuses malformed bodies and wrong types with 400, naming the fields", async () => {
    const [first] = await windows();
    expect((await post("{not json")).status).toBe(400);
    expect((await post("[]")).status).toBe(400);
    const typed = await post({ ...person(first!.id), phone: 3105550100, note: { x: 1 } });
    expect(typed.status).toBe(400);
    expect(((await typed.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("phone");
    const invalid = await post({ ...person(first!.id), zip: "abc", street: "" });
    expect(invalid.status).toBe(400);
    expect(Object.keys(((await invalid.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      "street",
      "zip",
    ]);
    expect((await post({ ...person(first!.id), language: "fr" })).status).toBe(400);
  });

  it("answers 415 for another media type and 413 for an oversized body", async () => {
    expect((await post("window=x", { type: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post({ note: "x".repeat(40_000) })).status).toBe(413);
  });

  it("rate-limits like the forms, per client address, with Retry-After", async () => {
    const site = await startServer(testPort(106), { RATE_LIMIT_MAX: "2" });
    servers.push(site);
    const open = await windows(site.url);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(person(open[i]!.id), { origin: site.url, ip: "198.51.100.7" })).status);
    expect(statuses).toEqual([201, 201, 429]);
    const other = await post(person(open[3]!.id), { origin: site.url, ip: "198.51.100.8" });
    expect(other.status).toBe(201);
    const limited = await post(person(open[4]!.id), { origin: site.url, ip: "198.51.100.7" });
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("never answers 5xx, whatever is sent", async () => {
    const [first] = await windows();
    const bodies: unknown[] = [
      null,
      42,
      '"text"',
      { window: "2020-01-01-am" },
      { window: "../../etc/passwd", name: "x", phone: "3105550100", street: "x", zip: "90405" },
      { ...person(first!.id), window: first!.id.replace(/-\w+$/, "-zz") },
      { ...person(first!.id), email: "not-an-email" },
      { ...person(first!.id), name: "\u0000\u202e".repeat(50) },
      { ...person(first!.id), surface: "roof" },
      Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, "v"])),
    ];
    for (const body of bodies) {
      const res = await post(typeof body === "string" ? body : JSON.stringify(body));
      expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBeLessThan(500);
    }
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const res = await fetch(`${base()}${agentFiles.bookingsApi}`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    }
    expect((await fetch(`${base()}${agentFiles.availabilityApi}`, { method: "POST" })).status).toBe(405);
  });
});
