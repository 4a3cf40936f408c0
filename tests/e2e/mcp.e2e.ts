/**
 * The MCP server at /mcp, called through the official SDK's own client over Streamable HTTP: its tools
 * are the booking page's and quote form's code paths.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStores } from "~/lib/site/site-db.testing";
import { parseCalendar } from "~/lib/booking/ical-parse.testing";
import { windowById } from "~/lib/booking/windows";
import { fillWindow } from "./support/bookings";
import { initializeRequest, mcpHeaders } from "./support/mcp";
import { startServer, testPort, type RunningServer } from "./support/server";

const feedToken = randomBytes(24).toString("hex");
let site: RunningServer;
let client: Client;

beforeAll(async () => {
  const db = join(mkdtempSync(join(tmpdir(), "mcp-e2e-")), "leads.db");
  site = await startServer(testPort(108), { LEADS_DB: db, CALENDAR_FEED_TOKEN: feedToken });
  client = new Client({ name: "e2e-agent", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${site.url}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await site?.stop("SIGKILL");
});

interface ToolWindow {
  id: string;
  startUtc: string;
}
type Structured = Record<string, unknown>;
const call = async (name: string, args: Record<string, unknown>) => {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError === true, body: result.structuredContent as Structured };
};
const open = async () => ((await call("check_availability", {})).body.windows as ToolWindow[]) ?? [];
let n = 0;
const phone = () => `(626) 555-${String(1000 + (Date.now() % 8000) + n++).slice(-4)}`;

describe("MCP server", () => {
  it("lists its three tools, each saying what the contractor does, where, and that a person will call", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "book_inspection",
      "check_availability",
      "request_quote",
    ]);
    for (const tool of tools) {
      expect(tool.description).toMatch(/waterproofing/i);
      expect(tool.description).toMatch(/Los Angeles/);
    }
    for (const name of ["book_inspection", "request_quote"])
      expect(tools.find((t) => t.name === name)?.description).toMatch(/calls/);
  });

  it("checks availability: the booking page's open windows", async () => {
    const windows = await open();
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) expect(windowById(w.id)?.start.toISOString()).toBe(w.startUtc);
    const spanish = await call("check_availability", { language: "es" });
    expect((spanish.body.windows as { label: string }[])[0]?.label).toMatch(/ de /);
  });

  it("books an inspection that shows up in the office's calendar feed, marked as an agent's", async () => {
    const [first] = await open();
    const { isError, body } = await call("book_inspection", {
      window: first!.id,
      name: "Ada Agent",
      phone: phone(),
      street: "3 Arroyo Terrace",
      zip: "91105",
    });
    expect(isError).toBe(false);
    expect(body).toMatchObject({ status: "booked", window: { id: first!.id } });
    expect(String(body.manageUrl)).toMatch(/\/book\/manage\/[A-Za-z0-9_-]{43}$/);
    const stores = openStores(site.dbPath);
    const stored = stores.bookings.get(Number(body.id));
    stores.close();
    expect(stored).toMatchObject({ channel: "agent", status: "booked" });
    const feed = parseCalendar(await (await fetch(`${site.url}/calendar/${feedToken}.ics`)).text());
    expect(feed.events.find((e) => e.uid === stored?.uid)).toMatchObject({
      status: "CONFIRMED",
      start: first!.startUtc,
    });
  });

  it("retries a booking with its idempotencyKey argument; without it a repeat gets no link", async () => {
    const { tools } = await client.listTools();
    const schema = tools.find((t) => t.name === "book_inspection")?.inputSchema as {
      properties: Record<string, { description?: string }>;
    };
    expect(schema.properties.idempotencyKey?.description).toMatch(/same key/);
    const windows = await open();
    const args = {
      window: windows.at(-1)!.id,
      name: "Ida Retry",
      phone: phone(),
      street: "5 Arroyo Terrace",
      zip: "91105",
      idempotencyKey: crypto.randomUUID(),
    };
    const first = await call("book_inspection", args);
    expect(first.body).toMatchObject({ status: "booked" });
    const retry = await call("book_inspection", args);
    expect(retry.isError).toBe(false);
    expect(retry.body).toMatchObject({ id: first.body.id, status: "booked" });
    expect(retry.body.manageUrl).not.toBe(first.body.manageUrl);
    const changed = await call("book_inspection", { ...args, note: "Another note" });
    expect(changed).toMatchObject({ isError: true, body: { reason: "idempotency-key-reused" } });
    const { idempotencyKey: _key, ...unkeyed } = args;
    const repeat = await call("book_inspection", unkeyed);
    expect(repeat).toMatchObject({ isError: false, body: { status: "received" } });
    expect(JSON.stringify(repeat.body)).not.toContain("/book/manage/");
  });

  it("refuses a full window, offering the next open ones", async () => {
    const [, second] = await open();
    fillWindow(site.dbPath, second!.id);
    const { isError, body } = await call("book_inspection", {
      window: second!.id,
      name: "Late Agent",
      phone: phone(),
      street: "4 Arroyo Terrace",
      zip: "91105",
    });
    expect(isError).toBe(true);
    expect(body.reason).toBe("window-taken");
    expect((body.alternatives as ToolWindow[]).length).toBeGreaterThan(0);
  });

  it("requests a quote, stored exactly once when the agent sends it twice", async () => {
    const args = {
      name: `Quinn Quote ${Date.now()}`,
      phone: "(626) 555-0199 x4",
      message: "Balcony leaks into the unit below.",
      best_time: "Mornings before 10",
    };
    const first = await call("request_quote", args);
    const again = await call("request_quote", args);
    expect(first.isError).toBe(false);
    expect(again.body.id).toBe(first.body.id);
    const stores = openStores(site.dbPath);
    const db = stores.leads;
    const leads = db.listLeads(100).filter((l) => l.name === args.name);
    stores.close();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      page: "/mcp",
      form: "quote",
      phone: "+16265550199",
      phone_ext: "4",
      best_time: args.best_time,
    });
  });

  it("rate-limits the tools that send, like the forms", async () => {
    const limited = await startServer(testPort(109), { RATE_LIMIT_MAX: "1" });
    const agent = new Client({ name: "busy-agent", version: "1.0.0" });
    try {
      await agent.connect(new StreamableHTTPClientTransport(new URL(`${limited.url}/mcp`)));
      const ask = (i: number) =>
        agent.callTool({ name: "request_quote", arguments: { name: `Busy ${i}`, phone: "(626) 555-0142" } });
      expect((await ask(1)).isError).not.toBe(true);
      const refused = await ask(2);
      expect(refused.isError).toBe(true);
      expect(JSON.stringify(refused.structuredContent)).toMatch(/several requests/i);
    } finally {
      await agent.close();
      await limited.stop("SIGKILL");
    }
  });

  it("answers POST there only, and checks Host and Origin (DNS rebinding)", async () => {
    const put = await fetch(`${site.url}/mcp`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST, OPTIONS");
    const evilOrigin = await fetch(`${site.url}/mcp`, {
      method: "POST",
      headers: { ...mcpHeaders, origin: "https://evil.example" },
      body: JSON.stringify(initializeRequest),
    });
    expect(evilOrigin.status).toBe(403);
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(initializeRequest);
      const req = request(
        `${site.url}/mcp`,
        {
          method: "POST",
          headers: { ...mcpHeaders, host: "attacker.example", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(status).toBe(403);
    // Stateless: no event stream to GET (which stayed open forever) and no session to DELETE.
    for (const method of ["GET", "DELETE"]) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 5000);
      const res = await fetch(`${site.url}/mcp`, {
        method,
        headers: { accept: "application/json, text/event-stream" },
        signal: controller.signal,
      });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("POST, OPTIONS");
      expect(res.headers.get("content-type") ?? "", method).not.toContain("text/event-stream");
      await res.text();
      clearTimeout(timer);
    }
    const bad = await fetch(`${site.url}/mcp`, { method: "POST", headers: mcpHeaders, body: "{not json" });
    expect(bad.status).toBe(400);
  });

  it("answers GET with 405 at once in every spelling Express routes to it, and POST in each", async () => {
    for (const path of ["/mcp/", "/MCP", "/Mcp/", "/mCp"]) {
      const started = Date.now();
      const res = await fetch(`${site.url}${path}`, {
        headers: { accept: "text/event-stream" },
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow"), path).toBe("POST, OPTIONS");
      await res.text(); // the answer ends: no event stream is held open
      expect(Date.now() - started, path).toBeLessThan(2000);
      const posted = await fetch(`${site.url}${path}`, {
        method: "POST",
        headers: mcpHeaders,
        body: JSON.stringify(initializeRequest),
        signal: AbortSignal.timeout(5000),
      });
      expect(posted.status, path).toBe(200);
    }
  });

  it("sends its answers with the strict CSP and no-store (a booking's carries its private link)", async () => {
    // The same headers on every answer: a tool's, and a refusal's.
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "check_availability", arguments: {} },
    };
    const res = await fetch(`${site.url}/mcp`, {
      method: "POST",
      headers: mcpHeaders,
      body: JSON.stringify(init),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("startUtc");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const refused = await fetch(`${site.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
