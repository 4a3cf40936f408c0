import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { describe, expect, inject, it } from "vitest";
import { eventually, outboxOf, postForm, readLeads, uniqueLead } from "./support/leads";
import { serversOfThisFile } from "./support/own-servers";
import { testPort } from "./support/server";

const server = serversOfThisFile();
const freshDb = () => join(mkdtempSync(join(tmpdir(), "leads-e2e-")), "leads.db");

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that records every message it accepts. */
async function smtpInbox(port: number) {
  const messages: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString()));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", () => resolve()));
  return { messages, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

describe("storage", () => {
  it("a lead accepted by the site is in the database right after success", async () => {
    const lead = uniqueLead("integration");
    const res = await postForm(inject("baseUrl"), { form: "quote", page: "/contact", ...lead });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you, we have your request");
    expect(readLeads(inject("leadsDb")).find((l) => l.name === lead.name)).toMatchObject({
      email: lead.email,
      flagged: 0,
    });
  });

  it("survives the server being killed (SIGKILL) right after success", async () => {
    const db = freshDb();
    const first = await server(testPort(14), { LEADS_DB: db });
    const lead = uniqueLead("durable");
    const res = await postForm(first.url, {
      form: "emergency",
      page: "/",
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
    });
    expect(res.status).toBe(200);
    await first.stop("SIGKILL");
    const second = await server(testPort(14), { LEADS_DB: db });
    expect(second.url).toBe(first.url);
    expect(readLeads(db).find((l) => l.name === lead.name)).toMatchObject({ form: "emergency", page: "/" });
  });
});

describe("e-mail notification", () => {
  it("sends each lead to the company with the visitor as Reply-To", async () => {
    const inbox = await smtpInbox(testPort(40));
    try {
      const site = await server(testPort(15), {
        LEADS_DB: freshDb(),
        SMTP_URL: `smtp://127.0.0.1:${testPort(40)}`,
        LEADS_TO: "office@example.com",
        OUTBOX_POLL_MS: "200",
      });
      const lead = uniqueLead("mail");
      expect((await postForm(site.url, { form: "quote", page: "/contact", ...lead })).status).toBe(200);
      const message = await eventually(
        () => inbox.messages.find((m) => m.raw.includes(lead.name)),
        15_000,
        "the e-mail",
      );
      expect(message.to).toEqual(["office@example.com"]);
      expect(message.raw).toMatch(new RegExp(`Reply-To: .*${lead.email.replace(".", "\\.")}`));
      expect(message.raw).toMatch(/Subject: Quote request: Test mail/);
      const stored = readLeads(site.dbPath).find((l) => l.name === lead.name);
      await eventually(
        () => outboxOf(site.dbPath, stored!.id)?.status === "sent" || undefined,
        5000,
        "outbox marked sent",
      );
      await new Promise((r) => setTimeout(r, 600));
      expect(inbox.messages.filter((m) => m.raw.includes(lead.name))).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });

  it("keeps the lead while the mail server is down and delivers it once it is back, across a restart", async () => {
    const db = freshDb();
    const env = { LEADS_DB: db, SMTP_URL: `smtp://127.0.0.1:${testPort(41)}`, OUTBOX_POLL_MS: "200" };
    const site = await server(testPort(16), env);
    const lead = uniqueLead("outage");
    const res = await postForm(site.url, { form: "quote", page: "/contact", ...lead });
    expect(res.status).toBe(200);
    const stored = readLeads(db).find((l) => l.name === lead.name);
    expect(stored).toBeDefined();
    await eventually(
      () => ((outboxOf(db, stored!.id)?.attempts ?? 0) >= 1 ? true : undefined),
      10_000,
      "a failed attempt",
    );
    expect(outboxOf(db, stored!.id)?.status).toBe("pending");

    await site.stop("SIGTERM");
    const inbox = await smtpInbox(testPort(41));
    try {
      await server(testPort(16), env);
      const message = await eventually(
        () => inbox.messages.find((m) => m.raw.includes(lead.name)),
        30_000,
        "the delayed e-mail",
      );
      expect(message.raw).toContain(lead.phone);
      await eventually(
        () => (outboxOf(db, stored!.id)?.status === "sent" ? true : undefined),
        5000,
        "outbox marked sent",
      );
      expect(inbox.messages.filter((m) => m.raw.includes(lead.name))).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });
});

describe("abuse", () => {
  it("a filled honeypot looks like success but is stored flagged and never mailed", async () => {
    const lead = uniqueLead("honeypot");
    const res = await postForm(inject("baseUrl"), {
      form: "quote",
      page: "/contact",
      website: "http://spam.example",
      ...lead,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you, we have your request");
    const stored = readLeads(inject("leadsDb")).find((l) => l.name === lead.name);
    expect(stored).toMatchObject({ flagged: 1, flag_reason: "honeypot filled" });
    expect(outboxOf(inject("leadsDb"), stored!.id)).toBeUndefined();
  });

  it("a form filled faster than a person could is flagged", async () => {
    const site = await server(testPort(17), { LEADS_DB: freshDb(), MIN_FILL_MS: "3000" });
    const fast = uniqueLead("fast");
    expect(
      (await postForm(site.url, { form: "quote", page: "/contact", elapsed_ms: "250", ...fast })).status,
    ).toBe(200);
    const slow = uniqueLead("slow");
    expect(
      (await postForm(site.url, { form: "quote", page: "/contact", elapsed_ms: "9000", ...slow })).status,
    ).toBe(200);
    const leads = readLeads(site.dbPath);
    expect(leads.find((l) => l.name === fast.name)).toMatchObject({
      flagged: 1,
      flag_reason: "filled in 250 ms",
    });
    expect(leads.find((l) => l.name === slow.name)).toMatchObject({ flagged: 0 });
  });

  it("flags a contact form whose fill-time stamp is missing, not a number, ahead or a day old; not one sent without script", async () => {
    const site = await server(testPort(20), { LEADS_DB: freshDb(), MIN_FILL_MS: "3000" });
    const sent: [string, Record<string, string>, string | null][] = [
      ["absent", {}, "no form stamp"],
      ["word", { elapsed_ms: "soon" }, "form stamp is not a number"],
      ["ahead", { elapsed_ms: String(-10 * 60_000) }, "form stamp in the future"],
      ["stale", { elapsed_ms: String(2 * 86_400_000) }, "form stamp older than 24 h"],
      ["noscript", { elapsed_ms: "" }, null],
    ];
    for (const [label, stamp, reason] of sent) {
      const lead = uniqueLead(`stamp-${label}`);
      const res = await fetch(`${site.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
        body: new URLSearchParams({ form: "quote", page: "/contact", ...stamp, ...lead }),
      });
      expect(res.status, label).toBe(200);
      expect(
        readLeads(site.dbPath).find((l) => l.name === lead.name),
        label,
      ).toMatchObject({
        flagged: reason ? 1 : 0,
        flag_reason: reason,
      });
    }
  });

  it("rate-limits one address with a friendly 429", async () => {
    const site = await server(testPort(18), { LEADS_DB: freshDb(), RATE_LIMIT_MAX: "2" });
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 3; i++) {
      const res = await postForm(site.url, { form: "emergency", page: "/", ...uniqueLead(`rate-${i}`) });
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last).toContain("You have sent several requests in a short time");
    expect(readLeads(site.dbPath)).toHaveLength(2);
  });

  it("refuses bodies over the limit with 413 and cross-origin posts with 403", async () => {
    const base = inject("baseUrl");
    const big = await postForm(base, { form: "quote", ...uniqueLead("big"), message: "x".repeat(40_000) });
    expect(big.status).toBe(413);
    const cross = await postForm(
      base,
      { form: "quote", page: "/contact", ...uniqueLead("cross") },
      { origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
    const crossFetch = await postForm(
      base,
      { form: "quote", ...uniqueLead("cross2") },
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossFetch.status).toBe(403);
    const same = await postForm(
      base,
      { form: "quote", page: "/contact", ...uniqueLead("same") },
      { origin: base },
    );
    expect(same.status).toBe(200);
  });

  it.each<[string, BodyInit, Record<string, string>]>([
    [
      "a huge name",
      new URLSearchParams({ form: "quote", name: "n".repeat(20_000), email: "a@b.co", phone: "3105550100" }),
      {},
    ],
    [
      "a long message of markup",
      new URLSearchParams({
        form: "quote",
        name: "",
        email: "a@b.co",
        phone: "1",
        message: "<".repeat(5000),
      }),
      {},
    ],
    [
      "control characters",
      new URLSearchParams({
        form: "emergency",
        name: "\u0000\u0001\u001b[31m",
        email: "a@b.co\u0000",
        phone: "\u00003105550100",
      }),
      {},
    ],
    [
      "script tags",
      new URLSearchParams({
        form: "quote",
        name: "<script>alert(1)</script>",
        email: "<img src=x onerror=alert(1)>@x.co",
        phone: "3105550100",
        service: "decking",
        message: "</textarea><script>alert(2)</script>",
      }),
      {},
    ],
    [
      "SQL-looking text",
      new URLSearchParams({
        form: "quote",
        name: "x' OR '1'='1",
        email: "a@b.co",
        phone: "3105550100",
        service: "decking'; DROP TABLE leads;--",
        message: "1; DELETE FROM leads",
      }),
      {},
    ],
    [
      "a wrong form kind",
      new URLSearchParams({ form: "admin", name: "A", email: "a@b.co", phone: "3105550100" }),
      {},
    ],
    [
      "repeated fields",
      new URLSearchParams([
        ["name", "A"],
        ["name", "B"],
        ["email", "a@b.co"],
        ["phone", "3105550100"],
        ["form", "emergency"],
      ]),
      {},
    ],
    [
      "JSON instead of a form",
      JSON.stringify({ name: "A", email: "a@b.co" }),
      { "content-type": "application/json" },
    ],
    [
      "broken multipart",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
      { "content-type": "multipart/form-data; boundary=zzz" },
    ],
    ["an empty body", "", {}],
    ["invalid percent-encoding", "name=%E0%A4%A&email=%&phone=%%", {}],
  ])("hostile input (%s) never produces a 5xx or reflects markup", async (_label, body, headers) => {
    const res = await fetch(`${inject("baseUrl")}/contact`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    expect(res.status).toBeLessThan(500);
    const html = await res.text();
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toContain("<img src=x onerror");
  });

  it("no route exposes stored leads", async () => {
    for (const path of ["/leads", "/api/leads", "/data/leads.db", "/leads.db", "/contact.data"]) {
      const res = await fetch(`${inject("baseUrl")}${path}`);
      const text = await res.text();
      expect(text, path).not.toMatch(/Test integration-/);
    }
  });
});
