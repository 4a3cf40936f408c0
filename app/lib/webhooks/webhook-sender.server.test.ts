import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { openStores, type Stores } from "../site/site-db.testing";
import { silentLogger } from "../site/logger.server";
import { endpointId, type WebhookEndpoint } from "./webhook-config.server";
import { createWebhookSender } from "./webhook-sender.server";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const allowHosts = new Set(["127.0.0.1"]);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

/** A real receiver on a fixed port answering `status()`; it verifies every delivery and records its id. */
async function receiver(port: number, status: () => number) {
  const got: { id: string; type: string; retryAfter?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const code = status();
      if (code < 300) {
        const payload = new Webhook(secret).verify(raw, req.headers as Record<string, string>) as {
          type: string;
        };
        got.push({ id: String(req.headers["webhook-id"]), type: payload.type });
      }
      res.writeHead(code, code === 429 ? { "retry-after": "1" } : {}).end();
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  closers.push(close);
  return { got, close };
}

const freePort = async () => {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
};

function setup(url: string, clock: { t: number }) {
  const path = join(mkdtempSync(join(tmpdir(), "webhooks-")), "leads.db");
  const stores = openStores(path);
  const db = stores.leads;
  const store = stores.deliveries;
  const endpoint: WebhookEndpoint = {
    id: endpointId(url),
    url,
    secret,
    events: ["lead.created", "booking.created"],
  };
  const sender = () =>
    createWebhookSender({
      store,
      endpoints: [endpoint],
      allowHosts,
      log: silentLogger,
      pollMs: 60_000,
      backoffBaseMs: 1000,
      now: () => clock.t,
    });
  closers.push(async () => stores.close());
  return { db, store, endpoint, sender, path };
}

describe("webhook sender", () => {
  it("delivers an event exactly once, with its original id, after the receiver was down across a restart", async () => {
    const port = await freePort();
    const clock = { t: Date.now() };
    const { store, endpoint, sender, path } = setup(`http://127.0.0.1:${port}/hook`, clock);
    const id = store.queue("lead.created", { name: "Dana" }, [endpoint], { now: new Date(clock.t) })!;
    // Down: nothing listens.
    await sender().kick();
    const row = store.recent(1)[0]!;
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.next_attempt_at).toBeGreaterThan(clock.t);
    // A restart: a new store and sender on the same file; the receiver comes up.
    const db2Stores = openStores(path);
    closers.push(async () => db2Stores.close());
    const store2 = db2Stores.deliveries;
    const up = await receiver(port, () => 204);
    clock.t += 10_000;
    await createWebhookSender({
      store: store2,
      endpoints: [endpoint],
      allowHosts,
      log: silentLogger,
      pollMs: 60_000,
      now: () => clock.t,
    }).kick();
    await sender().kick();
    expect(up.got).toEqual([{ id, type: "lead.created" }]);
    expect(store2.recent(1)[0]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("retries 500 and 429 (waiting out Retry-After), stops on 410, and skips events the endpoint does not take", async () => {
    const port = await freePort();
    const clock = { t: Date.now() };
    const { store, endpoint, sender } = setup(`http://127.0.0.1:${port}/hook`, clock);
    const answers = [500, 429, 204];
    const up = await receiver(port, () => answers.shift() ?? 204);
    store.queue("booking.created", { window: "2027-03-15-am" }, [endpoint], { now: new Date(clock.t) });
    expect(store.queue("booking.cancelled", {}, [endpoint])).toBeUndefined();
    const s = sender();
    await s.kick();
    expect(store.recent(1)[0]).toMatchObject({ status: "pending", last_status: 500 });
    clock.t += 1000;
    await s.kick();
    const afterBusy = store.recent(1)[0]!;
    expect(afterBusy).toMatchObject({ status: "pending", last_status: 429 });
    expect(afterBusy.next_attempt_at).toBe(clock.t + 1000);
    clock.t += 1000;
    await s.kick();
    expect(store.recent(1)[0]).toMatchObject({ status: "delivered", attempts: 3 });
    expect(up.got).toHaveLength(1);

    answers.push(410);
    store.queue("lead.created", {}, [endpoint], { now: new Date(clock.t) });
    await s.kick();
    expect(store.recent(1)[0]).toMatchObject({ status: "failed", last_status: 410 });
  });

  it("gives up after about three days, recording why, and can be replayed with the same id", async () => {
    const port = await freePort();
    const clock = { t: Date.now() };
    const { store, endpoint, sender } = setup(`http://127.0.0.1:${port}/hook`, clock);
    // An event three days and a moment old, whose receiver is still down.
    const id = store.queue("lead.created", {}, [endpoint], {
      now: new Date(clock.t - 3 * 24 * 3_600_000 - 1),
    })!;
    await sender().kick();
    expect(store.recent(1)[0]).toMatchObject({
      status: "failed",
      last_error: expect.stringMatching(/^gave up after 1 attempt: /),
    });
    // The operator replays it once the receiver is back: the same webhook-id, signed now, so it verifies.
    const up = await receiver(port, () => 200);
    expect(store.redeliver(id, clock.t)).toBe(1);
    await createWebhookSender({
      store,
      endpoints: [endpoint],
      allowHosts,
      log: silentLogger,
      pollMs: 60_000,
      giveUpAfterMs: Infinity,
      now: () => clock.t,
    }).kick();
    expect(up.got.map((g) => g.id)).toEqual([id]);
  });

  it("sends each event once when two server processes share the database", async () => {
    const port = await freePort();
    const clock = { t: Date.now() };
    const { store, endpoint, path } = setup(`http://127.0.0.1:${port}/hook`, clock);
    const up = await receiver(port, () => 200);
    const ids = Array.from({ length: 12 }, (_, i) =>
      store.queue("lead.created", { n: i }, [endpoint], { now: new Date(clock.t) }),
    );
    const otherStores = openStores(path);
    closers.push(async () => otherStores.close());
    const senderOn = (s: Stores["deliveries"]) =>
      createWebhookSender({
        store: s,
        endpoints: [endpoint],
        allowHosts,
        log: silentLogger,
        pollMs: 60_000,
        concurrency: 2,
        now: () => clock.t,
      });
    await Promise.all([senderOn(store).kick(), senderOn(otherStores.deliveries).kick()]);
    expect(up.got.map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(store.recent(20).every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
  });

  it("drops the pending deliveries of an endpoint no longer configured", async () => {
    const clock = { t: Date.now() };
    const { store, endpoint } = setup("http://127.0.0.1:9/hook", clock);
    store.queue("lead.created", {}, [endpoint]);
    expect(store.dropOtherEndpoints([])).toBe(1);
    expect(store.recent(1)[0]?.status).toBe("dropped");
  });
});
