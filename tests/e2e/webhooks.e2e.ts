/**
 * Webhooks, end to end: the built server delivers leads and bookings to real local receivers that verify
 * every request with the `standardwebhooks` package's own verifier. Each test runs its own server (test
 * ports 110–116) and receivers; the first test's server also serves the photo links' test.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { bookingCopy as en } from "~/content/booking/booking-copy";
import { pathsByLang } from "~/content/paths";
import { smtpInbox } from "~/lib/leads/smtp-inbox.testing";
import { uploadFile } from "~/lib/media/media-files.server";
import { requestHolder } from "~/lib/media/media-record";
import { createMedia, mediaRoot } from "~/lib/media/media.server";
import { PHOTO_LINK_MS, PHOTO_LINK_PATH } from "~/lib/media/photo-links.server";
import { silentLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { endpointId } from "~/lib/webhooks/webhook-config.server";
import { WebhookStore } from "~/lib/webhooks/webhook-store.server";
import { openStores } from "~/lib/site/site-db.testing";
import { openPage, settles, sharedBrowser } from "./support/browser";
import { uniquePhone } from "./support/bookings";
import {
  eventually,
  postForm,
  quoteForm,
  readLeads,
  sendQuoteForm,
  storedPhone,
  uniqueLead,
} from "./support/leads";
import { startServer, testPort } from "./support/server";
import {
  deliveryRows,
  freePort,
  newSecret,
  selfSignedCertificate,
  webhookReceiver,
  type Delivery,
} from "./support/webhooks";

const browser = sharedBrowser();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
});
/** The sender's poll in these tests: a few of them pass before a test says nothing more was sent. */
const POLL_MS = 100;
async function server(port: number, env: Record<string, string>, dbPath?: string) {
  const s = await startServer(port, {
    // Fast retries and polling, so a test waits a second, not half a minute.
    WEBHOOK_RETRY_MS: "200",
    WEBHOOK_POLL_MS: String(POLL_MS),
    ...(dbPath ? { LEADS_DB: dbPath } : {}),
    ...env,
  });
  cleanups.push(() => s.stop("SIGKILL"));
  return s;
}
type Site = Awaited<ReturnType<typeof server>>;
type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;
async function receiver(...args: Parameters<typeof webhookReceiver>) {
  const r = await webhookReceiver(...args);
  cleanups.push(r.close);
  return r;
}
const freshDb = () => join(mkdtempSync(join(tmpdir(), "webhooks-e2e-")), "leads.db");
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Once every delivery is finished (delivered, or failed for good), three more polls that must send nothing. */
async function settled(dbPath: string) {
  await eventually(
    () => deliveryRows(dbPath).every((r) => r.status !== "pending"),
    15_000,
    "every delivery finished",
  );
  await wait(3 * POLL_MS);
}
const verified = (d: Delivery[]) => d.filter((x) => x.event && x.status >= 200 && x.status < 300);

describe("webhooks to a real receiver", () => {
  /** A server delivering to a receiver that takes everything, started once for the tests that share it. */
  let shared: Promise<{ secret: string; hook: Receiver; site: Site }> | undefined;
  const sharedSite = () =>
    (shared ??= (async () => {
      const secret = newSecret();
      const hook = await receiver(secret);
      const url = `http://127.0.0.1:${hook.port}/catch/4821/s3cr3t-path`;
      const site = await server(testPort(110), {
        WEBHOOK_URL: url,
        WEBHOOK_SECRET: secret,
        WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
      });
      return { secret, hook, site };
    })());

  it("deliver lead.created and every booking event, signed and verified, from forms sent in the browser", async () => {
    const { secret, hook, site } = await sharedSite();
    expect(await (await fetch(`${site.url}/healthz`)).text()).toBe("ok\nwebhooks: on (1 endpoint)\n");

    // A quote request sent in the browser, with JavaScript.
    const lead = uniqueLead("webhook");
    const w = await openPage(browser(), "desktop", { javaScriptEnabled: true });
    await w.page.goto(`${site.url}/contact`);
    await quoteForm(w.page).waitFor();
    await sendQuoteForm(w.page, lead);
    const leadEvent = await eventually(() => verified(hook.deliveries)[0], 15_000, "lead.created");
    expect(leadEvent.event).toMatchObject({
      type: "lead.created",
      data: {
        name: lead.name,
        email: lead.email,
        phone: storedPhone.e164,
        phoneDisplay: storedPhone.display,
        service: lead.service,
        bestTime: lead.best_time,
        page: "/contact",
        language: "en",
      },
    });
    expect(leadEvent.event?.data.id).toBe(readLeads(site.dbPath).find((l) => l.name === lead.name)?.id);

    // A booking on the page (no JavaScript), then moved and cancelled through its private link.
    const phone = uniquePhone();
    await w.page.goto(`${site.url}${pathsByLang.en.book}`);
    const first = w.page.locator('input[name="window"]').first();
    const windowId = (await first.getAttribute("value")) ?? "";
    await first.check();
    await w.page.getByLabel(en.fields.name).fill("Lucía Pérez");
    await w.page.getByRole("textbox", { name: en.fields.phone }).fill(phone);
    await w.page.getByLabel(en.fields.street).fill("12 Ocean Ave, Unit 4");
    await w.page.getByLabel(en.fields.zip).fill("90405");
    await w.page.getByRole("button", { name: en.submit }).click();
    await w.page.waitForURL(/\/book\/manage\//);
    await w.page.getByText(en.manage.moveSubmit, { exact: true }).first().click();
    const target = w.page.locator('input[name="window"]').first();
    const targetId = (await target.getAttribute("value")) ?? "";
    await target.check();
    await w.page.getByRole("button", { name: en.manage.moveSubmit }).click();
    await w.page.waitForURL(/\?moved$/);
    await w.page.getByLabel(en.manage.cancelConfirm).check();
    await w.page.getByRole("button", { name: en.manage.cancelSubmit }).click();
    await w.page.waitForURL(/\?cancelled$/);
    await w.close();

    const all = await eventually(
      () => (verified(hook.deliveries).length >= 4 ? verified(hook.deliveries) : undefined),
      15_000,
      "four events",
    );
    expect(all.map((d) => d.event?.type)).toEqual([
      "lead.created",
      "booking.created",
      "booking.rescheduled",
      "booking.cancelled",
    ]);
    const [, created, moved, cancelled] = all.map((d) => d.event!.data);
    expect(created).toMatchObject({
      name: "Lucía Pérez",
      phone,
      email: null,
      zip: "90405",
      status: "booked",
    });
    expect(created!.window).toMatchObject({ id: windowId });
    // Times with the Pacific offset, and in UTC.
    expect((created!.window as { start: string }).start).toMatch(/T\d{2}:00:00-0[78]:00$/);
    expect((created!.window as { startUtc: string }).startUtc).toMatch(/T\d{2}:00:00\.000Z$/);
    expect(moved).toMatchObject({ window: { id: targetId }, previousWindow: { id: windowId }, sequence: 1 });
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 2 });
    // Every request verified, none failed; the event ids are the stored ones.
    expect(hook.deliveries.every((d) => d.event)).toBe(true);
    expect(all.map((d) => d.id)).toEqual(deliveryRows(site.dbPath).map((r) => r.event_id));
    // The catch-hook URL and the secret are secrets: never in the log.
    await eventually(() => /"webhook delivered"/.test(site.output()), 5000, "the delivery log line");
    expect(site.output()).not.toContain("s3cr3t-path");
    expect(site.output()).not.toContain(secret.slice(6, 30));
  });

  it("deliver exactly once, with the original webhook-id, after the receiver was down across a server restart", async () => {
    const secret = newSecret();
    const port = await freePort();
    const dbPath = freshDb();
    const env = {
      WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      WEBHOOK_SECRET: secret,
      WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
    };
    const first = await server(testPort(111), env, dbPath);
    const lead = uniqueLead("restart");
    expect((await postForm(first.url, { form: "quote", page: "/contact", ...lead })).status).toBe(200);
    // Nothing listens: the first tries fail and are retried.
    await eventually(() => (deliveryRows(dbPath)[0]?.attempts ?? 0) >= 2, 15_000, "two failed attempts");
    const queued = deliveryRows(dbPath)[0]!;
    expect(queued).toMatchObject({ status: "pending", type: "lead.created" });
    expect(queued.last_error).toMatch(/ECONNREFUSED/);
    await first.stop();

    const hook = await receiver(secret, () => 200, { port });
    await server(testPort(111), env, dbPath);
    const got = await eventually(() => verified(hook.deliveries)[0], 15_000, "the delivery");
    expect(got.id).toBe(queued.event_id);
    expect(got.event?.data.name).toBe(lead.name);
    await settled(dbPath); // and then nothing is sent twice
    expect(hook.deliveries).toHaveLength(1);
    expect(deliveryRows(dbPath)[0]).toMatchObject({ status: "delivered", last_status: 200 });
  });

  it("sign each attempt afresh: an event queued an hour ago, retried now, passes the five-minute tolerance", async () => {
    const secret = newSecret();
    const hook = await receiver(secret, (_path, seen) => (seen === 0 ? 503 : 200));
    const url = `http://127.0.0.1:${hook.port}/late`;
    const dbPath = freshDb();
    const site = await server(
      testPort(112),
      { WEBHOOK_URL: url, WEBHOOK_SECRET: secret, WEBHOOK_ALLOW_HOSTS: "127.0.0.1" },
      dbPath,
    );
    // Stored an hour ago (a server that was down, a receiver that was failing since).
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const stores = openStores(dbPath);
    const eventId = stores.deliveries.queue(
      "lead.created",
      { id: 1, name: "Queued Earlier" },
      [{ id: endpointId(url), url, secret, events: ["lead.created"] }],
      { now: anHourAgo },
    );
    stores.close();
    const [failed, ok] = await eventually(
      () => (hook.deliveries.length >= 2 ? hook.deliveries : undefined),
      15_000,
      "a retry",
    );
    expect([failed!.status, ok!.status]).toEqual([503, 200]);
    expect([failed!.id, ok!.id]).toEqual([eventId, eventId]);
    expect(ok!.event).toMatchObject({ type: "lead.created", timestamp: anHourAgo.toISOString() });
    expect(ok!.error).toBeUndefined();
    // Signed when sent, not when queued.
    expect(Math.abs(ok!.signedAt * 1000 - ok!.at)).toBeLessThan(60_000);
    expect(ok!.signedAt).toBeGreaterThanOrEqual(failed!.signedAt);
    expect(site.output()).toMatch(/"webhook failed, will retry"/);
  });

  it("lead.created carries its photos as signed links the receiver fetches; a link fails once expired or with one byte changed", async () => {
    const { hook, site } = await sharedSite();
    expect(
      (await postForm(site.url, { form: "quote", page: "/contact", ...uniqueLead("photos") })).status,
    ).toBe(200);
    const leadId = Math.max(...readLeads(site.dbPath).map((l) => l.id));
    const ofLead = () =>
      verified(hook.deliveries).filter((d) => d.event?.type === "lead.created" && d.event.data.id === leadId);
    // Sent at once, before any photo was stored: it says so.
    const first = await eventually(() => ofLead()[0], 15_000, "the first delivery");
    expect(first.event?.data).toMatchObject({ photoCount: 0, photos: [] });
    const dbPath = site.dbPath;

    // Two of the customer's photos, stored as the form's upload stores them: private, through the queue.
    const db = new SiteDb(dbPath);
    const media = createMedia({
      db,
      root: mediaRoot(undefined, dbPath),
      capBytes: 50_000_000,
      log: silentLogger,
    });
    const ids: number[] = [];
    for (const background of ["#6b4f2a", "#2a4f6b"]) {
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const id = media.store.insertPending({
        type: "jpeg",
        public: 0,
        upload_bytes: jpeg.length,
        width: 800,
        height: 600,
        uploaded_by: null,
      });
      writeFileSync(uploadFile(media.dirs, id), jpeg);
      media.addRef(id, requestHolder("lead", leadId));
      ids.push(id);
    }
    media.start();
    await media.queue.idle();
    const linkKey = media.links;
    await media.stop();
    // Sent again (the office's "Send again"): signed afresh, with the photos.
    new WebhookStore(db).redeliver(first.id);
    db.close();

    const got = await eventually(() => ofLead()[1], 15_000, "the delivery with photos");
    expect(got.event?.data).toMatchObject({ id: leadId, photoCount: 2 });
    const photos = got.event?.data.photos as { url: string; expiresAt: string }[];
    expect(photos).toHaveLength(2);
    // Good for 7 days from the attempt that carried them.
    for (const p of photos)
      expect(Math.abs(Date.parse(p.expiresAt) - (got.signedAt * 1000 + PHOTO_LINK_MS))).toBeLessThan(2000);
    const paths = photos.map((p) => new URL(p.url).pathname);
    // One link per photo, in media id order.
    expect(paths.map((p) => Number(p.slice(PHOTO_LINK_PATH.length).split(".")[0]))).toEqual(ids);

    // The receiver fetches each photo by its link: the image, private, uncached, no cookie, no Referer out.
    for (const path of paths) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(image.format).toBe("webp");
      expect(image.exif).toBeUndefined();
    }

    // One byte changed: 404. The same link signed 7 days and a second ago (the signing's clock moved back):
    // expired, 410. Neither is a 5xx.
    const [link] = paths as [string];
    const altered = link.slice(0, -2) + (link.at(-2) === "A" ? "B" : "A") + link.at(-1);
    expect((await fetch(`${site.url}${altered}`)).status).toBe(404);
    const lapsed = linkKey.sign(ids[0]!, new Date(Date.now() - PHOTO_LINK_MS - 1000));
    expect(lapsed.path.split(".")[0]).toBe(link.split(".")[0]);
    expect((await fetch(`${site.url}${lapsed.path}`)).status).toBe(410);
    // The links are bearer tokens: never in the server's log.
    const signature = (path: string) => path.split(".").at(-1)!;
    for (const path of [...paths, altered, lapsed.path]) expect(site.output()).not.toContain(signature(path));
  });

  it("stop at 410, retry 500 and 429 (after its Retry-After), one event id for every endpoint", async () => {
    const secret = newSecret();
    const hook = await receiver(secret, (path, seen) => {
      if (path === "/gone") return 410;
      if (path === "/error") return seen < 2 ? 500 : 200;
      if (path === "/busy") return seen < 1 ? 429 : 200;
      return 404;
    });
    const dir = mkdtempSync(join(tmpdir(), "webhooks-file-"));
    const file = join(dir, "webhooks.json");
    const base = `http://127.0.0.1:${hook.port}`;
    writeFileSync(
      file,
      JSON.stringify(["/gone", "/error", "/busy"].map((p) => ({ url: `${base}${p}`, secret }))),
    );
    const dbPath = freshDb();
    await server(testPort(113), { WEBHOOKS_FILE: file, WEBHOOK_ALLOW_HOSTS: "127.0.0.1" }, dbPath);
    expect(
      (
        await postForm(`http://127.0.0.1:${testPort(113)}`, {
          form: "quote",
          page: "/contact",
          ...uniqueLead("statuses"),
        })
      ).status,
    ).toBe(200);

    const of = (p: string) => hook.deliveries.filter((d) => d.path === p);
    await eventually(
      () => verified(of("/error")).length === 1 && verified(of("/busy")).length === 1,
      15_000,
      "retries",
    );
    expect(of("/error").map((d) => d.status)).toEqual([500, 500, 200]);
    const busy = of("/busy");
    expect(busy.map((d) => d.status)).toEqual([429, 200]);
    // Retry-After: 1 (a second), not the 200 ms back-off.
    expect(busy[1]!.at - busy[0]!.at).toBeGreaterThanOrEqual(900);
    await settled(dbPath);
    expect(of("/gone").map((d) => d.status)).toEqual([410]);
    expect(new Set(hook.deliveries.map((d) => d.id)).size).toBe(1);
    const rows = deliveryRows(dbPath);
    expect(rows.map((r) => [r.status, r.last_status])).toEqual([
      ["failed", 410],
      ["delivered", 200],
      ["delivered", 200],
    ]);
  });

  it("a receiver that never answers delays neither the visitor's thank-you page nor the e-mail", async () => {
    const secret = newSecret();
    const hook = await receiver(secret, () => "hang");
    const inbox = await smtpInbox();
    cleanups.push(() => inbox.close());
    const dbPath = freshDb();
    const site = await server(
      testPort(114),
      {
        WEBHOOK_URL: `http://127.0.0.1:${hook.port}/slow`,
        WEBHOOK_SECRET: secret,
        WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
        SMTP_URL: inbox.url,
        OUTBOX_POLL_MS: "100",
      },
      dbPath,
    );
    const lead = uniqueLead("hanging");
    const w = await openPage(browser(), "phone", { javaScriptEnabled: true });
    await w.page.goto(`${site.url}/contact`);
    await sendQuoteForm(w.page, lead);
    await w.close();
    await eventually(() => inbox.messages.find((m) => m.raw.includes(lead.name)), 15_000, "the e-mail");
    // The thank-you page was shown and the e-mail sent while the receiver still holds the first attempt
    // (it is cut off only after 10 seconds).
    expect(hook.hanging()).toBe(1);
    expect(deliveryRows(dbPath)[0]).toMatchObject({ status: "pending", attempts: 0 });
  });
});

describe("webhooks never reach the internal network", () => {
  it("an internal IP literal or plain http to an unlisted host switches webhooks off, loudly, and the site works on", async () => {
    const secret = newSecret();
    // Every kind of internal address is refused in address-guard.server.test.ts; here the running site
    // with one of each refusal: an internal address (the cloud metadata one), and plain http.
    for (const url of ["https://169.254.169.254/latest/meta-data", "http://hooks.example.com/hook"]) {
      const dbPath = freshDb();
      const site = await server(testPort(115), { WEBHOOK_URL: url, WEBHOOK_SECRET: secret }, dbPath);
      const health = await fetch(`${site.url}/healthz`);
      expect(health.status, url).toBe(200);
      // Public: only that the configuration is invalid. The reason (naming the host) is in the log.
      const text = await health.text();
      expect(text, url).toBe("ok\nwebhooks: off, invalid configuration\n");
      expect(text, url).not.toContain(new URL(url).hostname.replace(/^\[|\]$/g, ""));
      // The warning is written at start; on a loaded machine its line can reach us after /healthz answers.
      const warning = /WEBHOOKS ARE OFF: webhook 1 \(.*\): (.* is an internal address|only https)/;
      await settles(async () => warning.test(site.output()), true);
      expect(site.output(), url).toMatch(warning);
      expect(site.output().match(/WEBHOOKS ARE OFF/g), url).toHaveLength(1);
      expect(
        (await postForm(site.url, { form: "quote", page: "/contact", ...uniqueLead("ssrf") })).status,
      ).toBe(200);
      expect(readLeads(dbPath)).toHaveLength(1);
      expect(deliveryRows(dbPath)).toEqual([]);
      await site.stop();
    }
  });

  it("a name that resolves to loopback is refused at connect time; allowed by WEBHOOK_ALLOW_HOSTS, an https receiver with a self-signed certificate trusted through NODE_EXTRA_CA_CERTS gets it", async () => {
    const secret = newSecret();
    const tls = selfSignedCertificate();
    const hook = await receiver(secret, () => 200, { tls });
    const url = `https://localhost:${hook.port}/secure`;

    // https to a public-looking name passes the start-up check; "localhost" resolves to 127.0.0.1 when the
    // attempt connects, and is refused there, finally.
    const refusedDb = freshDb();
    const refused = await server(
      testPort(115),
      { WEBHOOK_URL: url, WEBHOOK_SECRET: secret, NODE_EXTRA_CA_CERTS: tls.certFile },
      refusedDb,
    );
    expect(await (await fetch(`${refused.url}/healthz`)).text()).toContain("webhooks: on");
    await postForm(refused.url, { form: "quote", page: "/contact", ...uniqueLead("rebind") });
    const row = await eventually(
      () => deliveryRows(refusedDb).find((r) => r.status === "failed"),
      15_000,
      "refusal",
    );
    expect(row.last_error).toMatch(/localhost resolves to an internal address \(127\.0\.0\.1\): refused/);
    expect(row.attempts).toBe(1);
    await refused.stop();

    const allowedDb = freshDb();
    await server(
      testPort(116),
      {
        WEBHOOK_URL: url,
        WEBHOOK_SECRET: secret,
        WEBHOOK_ALLOW_HOSTS: "localhost",
        NODE_EXTRA_CA_CERTS: tls.certFile,
      },
      allowedDb,
    );
    const lead = uniqueLead("tls");
    await postForm(`http://127.0.0.1:${testPort(116)}`, { form: "quote", page: "/contact", ...lead });
    const got = await eventually(() => verified(hook.deliveries)[0], 15_000, "the https delivery");
    expect(got).toMatchObject({
      path: "/secure",
      event: { type: "lead.created", data: { name: lead.name } },
    });
    expect(hook.deliveries).toHaveLength(1); // the refused server's attempt never reached it
    // The server records the delivery once the receiver's answer is back: after the receiver has it.
    const delivered = await eventually(
      () => deliveryRows(allowedDb).find((r) => r.status === "delivered"),
      15_000,
      "the delivery recorded",
    );
    expect(delivered).toMatchObject({ status: "delivered", last_status: 200 });
  });
});
