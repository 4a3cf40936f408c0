import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverOnce, retryAfterMs } from "./deliver.server";
import { envelope } from "./signing.server";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const body = envelope({ id: "msg_1", type: "lead.created", timestamp: new Date(), data: { name: "Dana" } });
const allow = new Set(["127.0.0.1"]);

/** A real HTTP receiver on loopback that answers by path and verifies what it gets. */
let server: Server;
let base = "";
const verified: string[] = [];
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const path = req.url ?? "/";
      if (path === "/ok") {
        new Webhook(secret).verify(raw, req.headers as Record<string, string>);
        verified.push(String(req.headers["webhook-id"]));
        res.writeHead(204).end();
      } else if (path === "/gone") res.writeHead(410).end();
      else if (path === "/busy") res.writeHead(429, { "retry-after": "120" }).end();
      else if (path === "/broken") res.writeHead(500).end();
      else if (path === "/moved") res.writeHead(301, { location: "http://127.0.0.1/ok" }).end();
      else if (path === "/chatty") res.writeHead(200).end("x".repeat(1_000_000));
      // "/silent": never answers
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const send = (path: string, options: { timeoutMs?: number; allowHosts?: ReadonlySet<string> } = {}) =>
  deliverOnce({ url: `${base}${path}`, secret }, "msg_1", body, { allowHosts: allow, ...options });

describe("one webhook delivery attempt", () => {
  it("is delivered when the receiver answers 2xx, and the receiver verifies the signature", async () => {
    expect(await send("/ok")).toEqual({ kind: "delivered", status: 204 });
    expect(verified).toContain("msg_1");
    expect(await send("/chatty")).toMatchObject({ kind: "delivered", status: 200 });
  });

  it("stops on 410 and on a redirect (never followed); retries 500 and 429 with its Retry-After", async () => {
    expect(await send("/gone")).toMatchObject({ kind: "final", status: 410 });
    expect(await send("/moved")).toMatchObject({ kind: "final", status: 301 });
    expect(await send("/broken")).toMatchObject({ kind: "retry", status: 500 });
    expect(await send("/busy")).toMatchObject({ kind: "retry", status: 429, retryAfterMs: 120_000 });
  });

  it("gives up on a silent receiver after the time limit, to try again later", async () => {
    const started = Date.now();
    expect(await send("/silent", { timeoutMs: 300 })).toMatchObject({ kind: "retry" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses internal targets, by IP literal and by name at connect time, unless allowed", async () => {
    for (const url of [
      "https://10.0.0.1/x",
      "https://169.254.169.254/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://0.0.0.0/x",
    ])
      expect(await deliverOnce({ url, secret }, "msg_1", body, { allowHosts: new Set() }), url).toMatchObject(
        {
          kind: "final",
        },
      );
    expect(await send("/ok", { allowHosts: new Set() })).toMatchObject({
      kind: "final",
      error: expect.stringMatching(/https/),
    });
    // A name that resolves inside is refused when the connection is made (https, so only the address decides).
    const port = new URL(base).port;
    const byName = await deliverOnce({ url: `https://localhost:${port}/ok`, secret }, "msg_1", body, {
      allowHosts: new Set(),
    });
    expect(byName).toMatchObject({ kind: "final", error: expect.stringMatching(/internal address/) });
  });

  it("reads Retry-After as seconds or a date", () => {
    expect(retryAfterMs("30")).toBe(30_000);
    expect(retryAfterMs(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(50_000);
    expect(retryAfterMs("soon")).toBeUndefined();
  });
});
