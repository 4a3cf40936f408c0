import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { LEAD_FIELDS } from "~/lib/leads/lead-wire";
import { postForm, readLeads, storedPhone, uniqueLead } from "./support/leads";
import { startServer, testPort, type RunningServer } from "./support/server";

/** POST /api/quote: the quote form for agents and programs, on the form's own code path. */

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
});

const postJson = (base: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/quote`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

describe("POST /api/quote", () => {
  it("accepts a valid request with 201 and its id, and stores it exactly once", async () => {
    const base = inject("baseUrl");
    const lead = uniqueLead("api");
    const res = await postJson(base, JSON.stringify(lead), { "user-agent": "quote-api-test/1.0" });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: number; status: string };
    expect(body.status).toBe("received");
    expect(Number.isInteger(body.id)).toBe(true);

    const stored = readLeads(inject("leadsDb")).filter((l) => l.name === lead.name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: body.id,
      form: "quote",
      page: "/api/quote",
      email: lead.email,
      phone: storedPhone.e164,
      service: lead.service,
      message: lead.message,
      best_time: lead.best_time,
      flagged: 0,
    });
  });

  it("refuses bad input with the right 4xx, field errors and nothing stored", async () => {
    const base = inject("baseUrl");
    const before = readLeads(inject("leadsDb")).length;
    const lead = uniqueLead("api-bad");

    const malformed = await postJson(base, '{"name": "Ana", ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: expect.stringContaining("not valid JSON") });

    const notObject = await postJson(base, JSON.stringify(["name", "Ana"]));
    expect(notObject.status).toBe(400);

    const missing = await postJson(base, JSON.stringify({ name: lead.name }));
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(missingBody.fieldErrors)).toEqual(expect.arrayContaining(["email", "phone"]));
    expect(missingBody.fieldErrors.name).toBeUndefined();

    const tooLong = await postJson(base, JSON.stringify({ ...lead, name: "N".repeat(101) }));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toMatch(
      /under 100 characters/,
    );

    const wrongType = await fetch(`${base}/api/quote`, {
      method: "POST",
      body: new URLSearchParams(lead),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);

    const huge = await postJson(base, JSON.stringify({ ...lead, message: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);

    const crossSite = await postJson(base, JSON.stringify(lead), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);

    const get = await fetch(`${base}/api/quote`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");

    expect(readLeads(inject("leadsDb"))).toHaveLength(before);
  });

  it("refuses a field of the wrong type with 400 naming the field, and stores nothing", async () => {
    const base = inject("baseUrl");
    const before = readLeads(inject("leadsDb")).length;
    const lead = uniqueLead("api-types");
    const fieldErrorsOf = async (body: Record<string, unknown>) => {
      const res = await postJson(base, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      return ((await res.json()) as { error: string; fieldErrors: Record<string, string> }).fieldErrors;
    };

    expect(await fieldErrorsOf({ ...lead, phone: 3105550100 })).toEqual({
      phone: expect.stringMatching(/phone.*text/),
    });
    for (const field of LEAD_FIELDS) {
      for (const wrong of [["3105550100"], { value: "x" }, 42, true]) {
        expect(Object.keys(await fieldErrorsOf({ ...lead, [field]: wrong })), field).toEqual([field]);
      }
    }
    // Several at once: each is named.
    expect(Object.keys(await fieldErrorsOf({ ...lead, email: [], message: {} })).sort()).toEqual([
      "email",
      "message",
    ]);
    expect(readLeads(inject("leadsDb"))).toHaveLength(before);
  });

  it("never answers a 5xx to odd input", async () => {
    const base = inject("baseUrl");
    const odd = [
      "null",
      "42",
      '"text"',
      "{}",
      JSON.stringify({ name: 7, email: {}, phone: [], service: true, message: null }),
      JSON.stringify({ ...uniqueLead("odd"), service: "not-a-service" }),
      "\u0000\u0001",
    ];
    for (const body of odd) {
      const res = await postJson(base, body);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
  });

  it("shares the form's rate limit: the form and the API count against one allowance", async () => {
    const db = join(mkdtempSync(join(tmpdir(), "quote-api-")), "leads.db");
    const site = await startServer(testPort(19), { LEADS_DB: db, RATE_LIMIT_MAX: "2" });
    servers.push(site);
    const first = await postJson(site.url, JSON.stringify(uniqueLead("rate-api-1")));
    const second = await postForm(site.url, { form: "quote", page: "/contact", ...uniqueLead("rate-form") });
    const third = await postJson(site.url, JSON.stringify(uniqueLead("rate-api-2")));
    expect([first.status, second.status, third.status]).toEqual([201, 200, 429]);
    expect(third.headers.get("retry-after")).toBeTruthy();
    expect(((await third.json()) as { error: string }).error).toContain("several requests");
    expect(readLeads(db)).toHaveLength(2);
  });
});
