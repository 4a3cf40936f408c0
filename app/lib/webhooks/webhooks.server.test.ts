import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { createBookingService } from "../booking/booking-service.server";
import type { BookingSubmission } from "../booking/booking-wire";
import { testBookingService, testSchedule, TEST_START } from "../booking/booking-service.testing";
import { createCapabilities } from "../../../server/capabilities.server";
import { createRateLimiter } from "../leads/rate-limit.server";
import { mailSettings } from "../mail/mail.server";
import { parseEnv } from "../site/env.server";
import { silentLogger } from "../site/logger.server";
import { openStores } from "../site/site-db.testing";
import { WIRE } from "../leads/lead-wire";
import { BOOKING_WIRE } from "../booking/booking-wire";
import { EVENT_TYPES, endpointId, type EventType } from "./webhook-config.server";
import { EVENT_DATA, eventJsonSchema, withPhotos } from "./webhook-events.server";
import { PHOTO_HOLD_MS, createWebhooks, PHOTO_RECHECK_MS, PHOTO_WAIT_MS } from "./webhooks.server";
import { quoteFields as fields } from "../leads/lead-fixtures.testing";
import { uploadFile } from "../media/media-files.server";
import { requestHolder } from "../media/media-record";
import { PHOTO_LINK_MS, PHOTO_LINK_PATH } from "../media/photo-links.server";
import { redactTokens } from "../site/token-paths";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const webhookEnv = { WEBHOOK_URL: "https://hooks.example.com/catch/123/abc", WEBHOOK_SECRET: secret };
const visitor = { ip: "203.0.113.8", userAgent: null };

/** A lead service (no mail server) and a booking service on one in-memory database, webhooks as given. */
function services(env: Record<string, string> = webhookEnv) {
  const parsed = parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "3000", ...env });
  const site = createCapabilities(parsed, { log: silentLogger });
  let clock = TEST_START;
  // The booking service as the server wires it, on a test schedule and clock.
  const bookings = createBookingService({
    db: site.db,
    log: silentLogger,
    limiter: createRateLimiter({ max: 100, windowMs: 60_000 }),
    bookingsPerDay: parsed.BOOKING_LIMIT_PER_DAY,
    mail: mailSettings(parsed),
    minFillMs: 3000,
    kick: site.mail.kick,
    webhooks: site.webhooks,
    schedule: testSchedule,
    now: () => clock,
  });
  const rows = () => site.webhooks.store.recent(100).reverse();
  const events = () =>
    rows().map(
      (r) => JSON.parse(r.body) as { type: EventType; timestamp: string; data: Record<string, unknown> },
    );
  return {
    site,
    leads: site.leads,
    bookings,
    rows,
    events,
    later: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}

const booking = (window: string, over: Partial<BookingSubmission> = {}): BookingSubmission => ({
  window,
  name: "Lucía Pérez",
  phone: "(310) 555-0199",
  email: "",
  street: "12 Ocean Ave, Unit 4",
  zip: "90405",
  surface: "balcony",
  note: "Gate code 1234",
  ...over,
});

describe("webhook events", () => {
  it("queue lead.created with the lead, in the envelope, and match its published schema", async () => {
    const { site, leads, rows, events } = services();
    const ok = leads.submit({
      fields: {
        ...fields,
        page: "/es/contacto",
        language: "es",
        phone: "(310) 555-0123 x7",
        best_time: "Entre semana después de las 5",
      },
      ...visitor,
    });
    expect(ok.status).toBe("ok");
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toMatchObject({
      type: "lead.created",
      status: "pending",
      lead_id: ok.status === "ok" ? ok.id : -1,
    });
    const [event] = events();
    expect(event).toMatchObject({
      type: "lead.created",
      data: {
        form: "quote",
        name: "Dana Ortiz",
        email: "dana@example.com",
        phone: "+13105550123",
        phoneExtension: "7",
        phoneDisplay: "(310) 555-0123 ext. 7",
        service: "decking",
        bestTime: "Entre semana después de las 5",
        language: "es",
        page: "/es/contacto",
      },
    });
    expect(event!.data.pageUrl).toMatch(/^https:\/\/[^/]+\/es\/contacto$/);
    // What is stored lacks only the photos, which each attempt adds.
    const attempt = JSON.parse(withPhotos(rows()[0]!.body, [])) as { data: unknown };
    expect(EVENT_DATA["lead.created"].safeParse(attempt.data).success).toBe(true);
    expect(Date.parse(event!.timestamp)).not.toBeNaN();
    await site.stop();
  });

  it("queue review.received with the review, tied to its lead, matching its published schema", async () => {
    const { site, leads, rows, events } = services();
    const lead = leads.submit({ fields, ...visitor });
    const leadId = lead.status === "ok" ? lead.id : -1;
    const received = await site.reviews.receive({
      rating: 2,
      text: "The crew was polite but the leak came back after the first rain.",
      lang: "en",
      displayName: "Dana O.",
      city: "Pasadena",
      consent: true,
      from: { leadId },
    });
    expect(received.ok).toBe(true);
    expect(rows().at(-1)).toMatchObject({ type: "review.received", lead_id: leadId });
    const event = events().at(-1)!;
    expect(event.data).toMatchObject({ rating: 2, language: "en", consent: true, leadId, bookingId: null });
    expect(EVENT_DATA["review.received"].safeParse(event.data).success).toBe(true);
    await site.stop();
  });

  it("hold a request's first attempt while the photos sent with it are kept, so it carries them", () => {
    const { leads, rows } = services();
    const before = Date.now();
    const withPhotos = leads.submit({ fields, ...visitor, photos: 2 });
    const without = leads.submit({
      fields: { ...fields, email: "other@example.com", name: "Sam Lee" },
      ...visitor,
    });
    expect([withPhotos.status, without.status]).toEqual(["ok", "ok"]);
    const due = (id: number) => rows().find((r) => r.lead_id === id)!.next_attempt_at;
    const heldId = withPhotos.status === "ok" ? withPhotos.id : -1;
    const plainId = without.status === "ok" ? without.id : -1;
    expect(due(heldId)).toBeGreaterThanOrEqual(before + PHOTO_HOLD_MS);
    expect(due(plainId)).toBeLessThan(before + PHOTO_HOLD_MS);
  });

  it("hold it for WEBHOOK_PHOTO_HOLD_MS when set", () => {
    const { leads, rows } = services({ ...webhookEnv, WEBHOOK_PHOTO_HOLD_MS: "2000" });
    const before = Date.now();
    const sent = leads.submit({ fields, ...visitor, photos: 1 });
    if (sent.status !== "ok") throw new Error("not stored");
    const due = rows().find((r) => r.lead_id === sent.id)!.next_attempt_at;
    expect(due).toBeGreaterThanOrEqual(before + 2000);
    expect(due).toBeLessThan(before + PHOTO_HOLD_MS);
  });

  it("end the hold once the request's photos are kept, and only that request's", () => {
    const { site, leads, rows } = services();
    const sent = leads.submit({ fields, ...visitor, photos: 2 });
    const other = leads.submit({
      fields: { ...fields, email: "other@example.com", name: "Sam Lee" },
      ...visitor,
      photos: 1,
    });
    if (sent.status !== "ok" || other.status !== "ok") throw new Error("not stored");
    const due = (id: number) => rows().find((r) => r.lead_id === id)!.next_attempt_at;
    const kept = Date.now();
    site.webhooks.photosKept(`lead:${sent.id}`);
    // Released: due now (the sender, woken, may have taken it for its attempt's lease since).
    expect(due(sent.id)).toBeLessThan(kept + PHOTO_HOLD_MS - 1000);
    expect(due(other.id)).toBeGreaterThanOrEqual(kept + PHOTO_HOLD_MS - 1000);
  });

  it("never release a delivery a sender has claimed (its lease moved it): nothing is sent twice", () => {
    const { site, leads, rows } = services();
    const sent = leads.submit({ fields, ...visitor, photos: 1 });
    if (sent.status !== "ok") throw new Error("not stored");
    // A sender's lease: the next attempt moved past the hold while the attempt runs.
    const leased = Date.now() + PHOTO_HOLD_MS + 20_000;
    site.db.db
      .prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE lead_id = ?")
      .run(leased, sent.id);
    site.webhooks.photosKept(`lead:${sent.id}`);
    expect(rows().find((r) => r.lead_id === sent.id)!.next_attempt_at).toBe(leased);
  });

  it("send nothing for a merged resubmission or a request that looked automated", async () => {
    const { site, leads, rows } = services();
    leads.submit({ fields, ...visitor });
    leads.submit({ fields, ...visitor }); // the same request again
    leads.submit({ fields: { ...fields, name: "Robot", [WIRE.honeypot]: "spam" }, ...visitor });
    leads.submit({ fields: { ...fields, name: "Fast", [WIRE.elapsed]: "200" }, ...visitor, fromPage: true });
    expect(leads.db.listLeads(10)).toHaveLength(3);
    expect(rows().map((r) => r.type)).toEqual(["lead.created"]);
    await site.stop();
  });

  it("queue booking.created, .rescheduled (with the window it left) and .cancelled, times with offset and in UTC", async () => {
    const { site, bookings, events, later } = services();
    const [w1, w2] = bookings.open();
    // The page's form key, from a render a minute ago.
    later(-60_000);
    const formKey = bookings.formKey();
    later(60_000);
    const result = bookings.book(booking(w1!.id, { [BOOKING_WIRE.formKey]: formKey }), "es", {
      ...visitor,
      channel: "web",
    });
    if (result.status !== "booked") throw new Error(result.status);
    expect(bookings.move(result.token, w2!.id).status).toBe("moved");
    expect(bookings.cancel(result.token).status).toBe("cancelled");
    // Booking again with the same phone re-sends a link: no event.
    const [created, moved, cancelled, ...rest] = events();
    expect(rest).toEqual([]);
    expect([created?.type, moved?.type, cancelled?.type]).toEqual([
      "booking.created",
      "booking.rescheduled",
      "booking.cancelled",
    ]);
    expect(created!.data).toMatchObject({
      id: result.booking.id,
      status: "booked",
      sequence: 0,
      name: "Lucía Pérez",
      email: null,
      street: "12 Ocean Ave, Unit 4",
      zip: "90405",
      language: "es",
      channel: "web",
      window: { id: w1!.id, startUtc: w1!.start.toISOString(), endUtc: w1!.end.toISOString() },
    });
    // The Pacific offset (-08:00 in winter, -07:00 in summer) on the local times.
    expect((created!.data.window as { start: string }).start).toMatch(/T\d{2}:00:00-0[78]:00$/);
    expect(moved!.data).toMatchObject({
      sequence: 1,
      window: { id: w2!.id },
      previousWindow: { id: w1!.id },
    });
    expect(cancelled!.data).toMatchObject({ status: "cancelled", sequence: 2, window: { id: w2!.id } });
    expect(cancelled!.data).not.toHaveProperty("previousWindow");
    for (const e of [moved, cancelled]) expect(EVENT_DATA[e!.type].safeParse(e!.data).success).toBe(true);
    const createdAttempt = JSON.parse(withPhotos(JSON.stringify(created), [])) as { data: unknown };
    expect(EVENT_DATA["booking.created"].safeParse(createdAttempt.data).success).toBe(true);
    await site.stop();
  });

  it("hold nothing for an automated-looking booking, and give each endpoint only the events it asks for", async () => {
    const files: Record<string, string> = {
      "/etc/site/hooks.json": JSON.stringify([
        { url: "https://crm.example.com/in", secret, events: ["lead.created", "booking.created"] },
        { url: "https://calendar.example.com/in", secret, events: ["booking.created", "booking.cancelled"] },
      ]),
    };
    const { site: db, leads, close } = openStores();
    const hooks = createWebhooks({
      env: { WEBHOOKS_FILE: "/etc/site/hooks.json" },
      db,
      log: silentLogger,
      readFile: (p) => files[p] ?? "",
    });
    expect(hooks.status()).toBe("webhooks: on (2 endpoints)");
    const bookings = testBookingService(db, () => TEST_START, { minFillMs: 3000, webhooks: hooks });
    const [w1, w2] = bookings.open();
    // A form sent as soon as it was shown.
    expect(
      bookings.book({ ...booking(w1!.id), [BOOKING_WIRE.formKey]: bookings.formKey() }, "en", {
        ...visitor,
        channel: "web",
      }),
    ).toEqual({ status: "received" });
    expect(hooks.store.recent(10)).toEqual([]);

    leads.insertLead(
      { form: "quote", page: "/contact", name: "A", email: "a@example.com", phone: "" },
      new Date(),
      undefined,
      (row) => hooks.leadStored(row),
    );
    const result = bookings.book(booking(w1!.id), "en", { ...visitor, channel: "agent" });
    if (result.status !== "booked") throw new Error(result.status);
    bookings.move(result.token, w2!.id);
    bookings.cancel(result.token);
    const byEndpoint = (host: string) =>
      hooks.store
        .recent(10)
        .filter((r) => r.endpoint_id === endpointId(`https://${host}/in`))
        .map((r) => r.type)
        .reverse();
    expect(byEndpoint("crm.example.com")).toEqual(["lead.created", "booking.created"]);
    expect(byEndpoint("calendar.example.com")).toEqual(["booking.created", "booking.cancelled"]);
    // One event id for every endpoint, a delivery row for each.
    const created = hooks.store.recent(10).filter((r) => r.type === "booking.created");
    expect(created).toHaveLength(2);
    expect(new Set(created.map((r) => r.event_id)).size).toBe(1);
    expect(JSON.parse(created[0]!.body)).toMatchObject({ data: { channel: "agent" } });
    close();
  });

  it("an invalid configuration queues nothing and says why, naming no secret", async () => {
    const { site, leads, rows } = services({ WEBHOOK_URL: "http://10.0.0.1/hook", WEBHOOK_SECRET: secret });
    expect(leads.submit({ fields, ...visitor }).status).toBe("ok");
    expect(rows()).toEqual([]);
    expect(site.webhooks.problem()).toMatch(/only https/);
    expect(site.webhooks.problem()).not.toContain(secret.slice(6));
    // The public health line says only that the configuration is invalid: no host, no reason.
    expect(site.webhooks.status()).toBe("webhooks: off, invalid configuration");
    await site.stop();
  });

  it("publish a JSON Schema per event type, around the Standard Webhooks envelope", () => {
    for (const type of EVENT_TYPES) {
      const schema = eventJsonSchema(type);
      expect(schema).toMatchObject({
        title: type,
        required: ["type", "timestamp", "data"],
        properties: { type: { const: type }, data: { type: "object" } },
      });
    }
    const booking = eventJsonSchema("booking.created") as {
      properties: { data: { required: string[] } };
    };
    expect(booking.properties.data.required).toEqual(
      expect.arrayContaining(["window", "name", "phone", "zip"]),
    );
  });
});

/** A link's expiry: 7 days after it was signed (to the second). */
const expectSevenDays = (expiresAt: string, signedAt: Date) => {
  const ms = Date.parse(expiresAt) - signedAt.getTime();
  expect(ms).toBeGreaterThan(PHOTO_LINK_MS - 1000);
  expect(ms).toBeLessThanOrEqual(PHOTO_LINK_MS);
};

describe("a request's photos in its webhook", () => {
  /** The site as the server wires it, its sender's clock and attempts in the test's hands. */
  async function photoSite() {
    // The requests are stored at the real time: the sender's clock starts a minute later.
    let clock = new Date(Date.now() + 60_000);
    const sent: string[] = [];
    let status = 503;
    const site = createCapabilities(
      parseEnv({ LEADS_DB: ":memory:", SITE_URL: "https://www.example.com", ...webhookEnv }),
      {
        log: silentLogger,
        webhookSender: {
          now: () => clock.getTime(),
          attempt: (_endpoint, _id, body) => {
            sent.push(body);
            return Promise.resolve(
              status < 300
                ? { kind: "delivered", status }
                : { kind: "retry", status, error: `answered ${status}` },
            );
          },
        },
      },
    );
    const { media } = site;
    /** A customer's photo for `holder`, private; encoded by the queue unless `pending`. */
    async function photo(holder: string, { pending = false } = {}) {
      const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#556b2f" } })
        .jpeg()
        .toBuffer();
      const id = media.store.insertPending({
        type: "jpeg",
        public: 0,
        upload_bytes: bytes.length,
        width: 320,
        height: 240,
        uploaded_by: null,
      });
      writeFileSync(uploadFile(media.dirs, id), bytes);
      media.addRef(id, holder);
      if (!pending) {
        media.start();
        media.queue.kick();
        await media.queue.idle();
      }
      return id;
    }
    /** Runs the sender once at the test's clock; what it sent since the last call. */
    async function send() {
      const before = sent.length;
      site.webhooks.kick();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return sent.slice(before).map((b) => JSON.parse(b) as { type: string; data: Record<string, unknown> });
    }
    return {
      site,
      photo,
      send,
      sent,
      deliver: () => (status = 200),
      at: (time: Date) => (clock = time),
      now: () => clock,
    };
  }

  it("lead.created carries the count and a link per photo, in media id order, signed afresh at each attempt", async () => {
    const { site, photo, send, sent, deliver, at, now } = await photoSite();
    const t0 = now();
    // Sent at once, before any photo (refused by the receiver): it carries none.
    const lead = site.leads.submit({ fields, ...visitor });
    if (lead.status !== "ok") throw new Error(lead.status);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!)).toMatchObject({ data: { photoCount: 0, photos: [] } });
    const holder = requestHolder("lead", lead.id);
    const ids = [await photo(holder), await photo(holder)];
    await photo(requestHolder("lead", lead.id + 1)); // another request's

    // Its retry carries both, linked in media id order, each good for 7 days from this attempt.
    const signedFirst = at(new Date(t0.getTime() + 3_600_000));
    const [first] = await send();
    expect(first?.type).toBe("lead.created");
    expect(EVENT_DATA["lead.created"].parse(first!.data)).toMatchObject({ photoCount: 2 });
    const links = first!.data.photos as { url: string; expiresAt: string }[];
    const checked = links.map((l) => {
      const url = new URL(l.url);
      expect(url.origin).toBe("https://www.example.com");
      expect(url.pathname.startsWith(PHOTO_LINK_PATH)).toBe(true);
      return site.media.links.check(url.pathname.slice(PHOTO_LINK_PATH.length), signedFirst);
    });
    expect(checked.map((c) => c.ok && c.mediaId)).toEqual(ids);
    for (const l of links) expectSevenDays(l.expiresAt, signedFirst);

    // Refused again; the retry two days later carries new links, good for 7 days from then.
    at(new Date(signedFirst.getTime() + 2 * 24 * 3_600_000));
    deliver();
    const [retry] = await send();
    const again = retry!.data.photos as { url: string; expiresAt: string }[];
    expect(again).toHaveLength(2);
    expect(again.map((l) => l.url)).not.toEqual(links.map((l) => l.url));
    for (const l of again) expectSevenDays(l.expiresAt, now());
    // The office's log reads the same links, masked.
    const row = site.webhooks.store.recent(1)[0]!;
    expect(row.status).toBe("delivered");
    const shown = site.webhooks.photosOf(row, now())!.photos.map((p) => redactTokens(p.url));
    expect(shown).toEqual(again.map(() => `https://www.example.com${PHOTO_LINK_PATH}[token]`));
    await site.stop();
  });

  it("booking.created carries the booking's photos; a lead without any says 0; other events carry none", async () => {
    const { site, photo, send, sent, deliver, at, now } = await photoSite();
    const bookings = site.bookings;
    const [w1, w2] = bookings.open();
    const result = bookings.book(booking(w1!.id), "en", { ...visitor, channel: "api" });
    if (result.status !== "booked") throw new Error(result.status);
    await photo(requestHolder("booking", result.booking.id));
    const lead = site.leads.submit({ fields, ...visitor });
    if (lead.status !== "ok") throw new Error(lead.status);
    bookings.move(result.token, w2!.id);
    // Each was tried at once and refused; they go together an hour later.
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    at(new Date(now().getTime() + 3_600_000));
    deliver();
    const events = await send();
    expect(events.map((e) => [e.type, e.data.photoCount])).toEqual([
      ["booking.created", 1],
      ["lead.created", 0],
      ["booking.rescheduled", undefined],
    ]);
    expect(EVENT_DATA["booking.created"].parse(events[0]!.data)).toMatchObject({ photoCount: 1 });
    expect(events[2]!.data).not.toHaveProperty("photos");
    await site.stop();
  });

  it("without a photo service, lead.created still says it has none, as its schema requires", async () => {
    const { site: db, leads, close } = openStores();
    const sent: string[] = [];
    const hooks = createWebhooks({
      env: webhookEnv,
      db,
      log: silentLogger,
      sender: {
        now: () => Date.now() + 60_000,
        attempt: (_endpoint, _id, body) => {
          sent.push(body);
          return Promise.resolve({ kind: "delivered", status: 200 });
        },
      },
    });
    leads.insertLead(
      { form: "quote", page: "/contact", name: "A", email: "a@example.com", phone: "" },
      new Date(),
      undefined,
      (row) => hooks.leadStored(row),
    );
    hooks.kick();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const { data } = JSON.parse(sent[0]!) as { data: unknown };
    expect(EVENT_DATA["lead.created"].parse(data)).toMatchObject({ photoCount: 0, photos: [] });
    await hooks.stop();
    close();
  });

  it("waits, uncounted, while a photo is still being encoded, then goes with the photos ready", async () => {
    const { site, photo, send, deliver, at, now } = await photoSite();
    deliver();
    // A lead stored without sending at once (as if its photos were still arriving).
    const created = now();
    const id = site.leads.db.insertLead(
      { form: "quote", page: "/contact", name: "Dana Ortiz", email: "dana@example.com", phone: "" },
      created,
      undefined,
      (row) => site.webhooks.leadStored(row, created),
    );
    const holder = requestHolder("lead", id);
    await photo(holder);
    await site.media.stop(); // the queue is off: the next photo stays pending
    await photo(holder, { pending: true });
    expect(await send()).toEqual([]);
    const row = () => site.webhooks.store.recent(1)[0]!;
    expect(row()).toMatchObject({ attempts: 0, status: "pending" });
    expect(row().next_attempt_at).toBe(created.getTime() + PHOTO_RECHECK_MS);
    // Past the wait, it goes with the photo that is ready.
    at(new Date(created.getTime() + PHOTO_WAIT_MS));
    const [event] = await send();
    expect(event?.data.photoCount).toBe(1);
    expect(row()).toMatchObject({ attempts: 1, status: "delivered" });
    await site.stop();
  });
});
