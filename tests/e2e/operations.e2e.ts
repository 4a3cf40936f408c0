import { chmodSync, mkdtempSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eventually, postForm, readLeads, uniqueLead } from "./support/leads";
import { startServer, testPort, type RunningServer } from "./support/server";

/** A request with any method, through node:http (fetch refuses TRACE and CONNECT). */
function send(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, method, path: url.pathname, headers },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

/** The log lines a server wrote since `before` (its output's length then), parsed. */
function linesSince(server: RunningServer, before: number) {
  return server
    .output()
    .slice(before)
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => ({ line, event: JSON.parse(line) as Record<string, unknown> }));
}

/** Sends `text`, then resets the connection (TCP RST) as a client that gives up or crashes would. */
function sendThenReset(port: number, text: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text, () => setTimeout(() => socket.resetAndDestroy(), 100));
    });
    socket.on("error", reject);
    socket.on("close", () => resolve());
  });
}

/** Writes raw bytes and reads until the server closes the connection. */
function raw(port: number, text: string, keepOpenMs = 0) {
  return new Promise<{ response: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let response = "";
    socket.on("data", (d: Buffer) => (response += d.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve({ response, ms: Date.now() - started }));
    if (keepOpenMs) setTimeout(() => socket.destroy(), keepOpenMs);
  });
}

let site: RunningServer;
const port = testPort(63);
/** This server's body deadline: short, so a test waits seconds, not the default half-minute. */
const BODY_TIMEOUT_MS = 3000;
beforeAll(async () => {
  site = await startServer(port, { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) });
});
afterAll(async () => {
  await site.stop();
});

describe("odd requests", () => {
  it("an undecodable token path is refused with 400 and its token reaches no field of the log", async () => {
    const token = "Tok3nThatMustNeverBeLogged_0123456789abcdef";
    const before = site.output().length;
    for (const path of [
      `/calendar/${token}.ics%`,
      `/book/manage/${token}%zz`,
      `/book/manage/${token}/inspection.ics%E0%A4%A`,
      // Other spellings of a private link, which the logger's masking does not know.
      `/book/%6Danage/${token}%zz`,
      `/Book/./Manage/${token}%zz`,
    ]) {
      const res = await send(site.url, "GET", path);
      expect(res.status, path).toBe(400);
    }
    await new Promise((r) => setTimeout(r, 200));
    const log = site.output().slice(before);
    expect(log).toContain("undecodable path");
    expect(log).not.toContain(token);
  });

  it("TRACE, OPTIONS, CONNECT and unknown methods answer without 5xx, with Allow, and log no stack", async () => {
    const before = site.output().length;
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const res = await send(site.url, method, "/contact");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe("GET, HEAD, POST, OPTIONS");
      expect(res.headers["cache-control"], method).toBe("no-store");
      expect(res.headers["content-security-policy"], method).toContain("default-src 'none'");
      expect(res.headers["x-content-type-options"], method).toBe("nosniff");
    }
    const options = await send(site.url, "OPTIONS", "/");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
    // POST where no form posts is refused before the router (which would log a stack trace).
    const postHome = await send(site.url, "POST", "/gallery");
    expect(postHome.status).toBe(405);
    expect(postHome.headers.allow).toBe("GET, HEAD, OPTIONS");

    // Node's parser refuses methods it does not know before Express sees them.
    const unknown = await raw(port, "BREW /coffee HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(unknown.response).toMatch(/^HTTP\/1\.1 501 /);
    expect(unknown.response).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/);
    expect(unknown.response).toMatch(/\r\nCache-Control: no-store\r\n/);
    const connectMethod = await raw(
      port,
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    );
    expect(connectMethod.response).toMatch(/^HTTP\/1\.1 (405|501) /);

    await new Promise((r) => setTimeout(r, 200));
    const log = site.output().slice(before);
    expect(log).not.toMatch(/\n\s+at /);
    const lines = log.trim().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) {
      const event = JSON.parse(line) as { level: string; msg: string; status?: number };
      expect(event.level).toBe("info");
      expect(line.length).toBeLessThan(400);
    }
  });

  it("a request with an empty or missing Host answers 400, logged as one line without a stack", async () => {
    const before = site.output().length;
    for (const path of ["/", "/book", "/contact?ref=x", "/no/such/page", "/es/no-existe"]) {
      for (const request of [
        `GET ${path} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`,
        `GET ${path} HTTP/1.1\r\nHost: :${port}\r\nConnection: close\r\n\r\n`,
        `GET ${path} HTTP/1.0\r\n\r\n`,
      ]) {
        const { response } = await raw(port, request);
        expect(response, JSON.stringify(request)).toMatch(/^HTTP\/1\.1 400 /);
        expect(response, JSON.stringify(request)).toMatch(/\r\nCache-Control: no-store\r\n/i);
      }
    }
    await new Promise((r) => setTimeout(r, 200));
    const lines = linesSince(site, before);
    expect(site.output().slice(before)).not.toMatch(/\n\s+at /);
    expect(lines).toHaveLength(15);
    for (const { event } of lines)
      expect(event).toMatchObject({ level: "info", status: 400, reason: "no host" });
  });

  it("says once in the log that requests came from a trusted proxy's address without X-Forwarded-For", async () => {
    // The test's requests come from 127.0.0.1, which TRUST_PROXY's default trusts, without the header.
    await fetch(`${site.url}/contact`);
    await fetch(`${site.url}/gallery`);
    const warnings = site
      .output()
      .split("\n")
      .filter((line) => line.includes("without X-Forwarded-For"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? "{}")).toMatchObject({ level: "warn", address: "127.0.0.1" });
  });

  it("/index.html and */index.html answer 301 to the clean path", async () => {
    for (const [from, to] of [
      ["/index.html", "/"],
      ["/about-us/index.html", "/about-us"],
      ["/contact/index.html?x=1", "/contact?x=1"],
    ] as const) {
      const res = await fetch(`${site.url}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });

  it("error answers carry the security headers and no-store", async () => {
    const answers = [
      await postForm(site.url, { form: "quote" }, { origin: "https://evil.example" }),
      await postForm(site.url, { form: "quote", message: "x".repeat(40_000) }),
      await fetch(`${site.url}/contact`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      await fetch(`${site.url}/assets/no-such-chunk.js`),
      await fetch(`${site.url}/no-such-page`),
    ];
    expect(answers.map((r) => r.status)).toEqual([403, 413, 415, 404, 404]);
    for (const res of answers) {
      expect(res.headers.get("cache-control"), res.url).toBe("no-store");
      expect(res.headers.get("content-security-policy"), res.url).toContain("frame-ancestors 'self'");
      expect(res.headers.get("strict-transport-security"), res.url).toMatch(/max-age=/);
      expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
    }
  });

  it("drops a request whose body stops half-way after BODY_TIMEOUT_MS, with 408, logged once", async () => {
    const before = site.output().length;
    const { response, ms } = await raw(
      port,
      "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=half",
      20_000,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(BODY_TIMEOUT_MS + 10_000);
    await new Promise((r) => setTimeout(r, 300));
    const lines = linesSince(site, before);
    expect(lines.map((l) => l.event.status)).toEqual([408]);
    expect(site.output().slice(before)).not.toMatch(/\n\s+at /);
  });

  it("a client that resets its connection, before or during its request, is not logged as refused", async () => {
    const before = site.output().length;
    await sendThenReset(port, "GET /contact HTTP/1.1\r\nHost: x\r\nUser-Ag");
    for (const [path, type] of [
      ["/contact", "application/x-www-form-urlencoded"],
      ["/contact.data", "application/x-www-form-urlencoded"],
      ["/api/quote", "application/json"],
    ]) {
      await sendThenReset(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nContent-Length: 100\r\n\r\nname=ha`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
    const log = site.output().slice(before);
    expect(log).not.toMatch(/\n\s+at /);
    expect(log).not.toContain("refused");
    expect(log).not.toContain("ECONNRESET");
    // The server is fine afterwards.
    expect((await fetch(`${site.url}/contact`)).status).toBe(200);
  });

  it("/api/quote has one rule: POST, OPTIONS 204, a JSON 405 for the rest, and no .data twin; each refusal one line", async () => {
    const before = site.output().length;
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND"]) {
      const res = await send(site.url, method, "/api/quote");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe("POST, OPTIONS");
      expect(res.headers["content-type"], method).toMatch(/^application\/json/);
    }
    const options = await send(site.url, "OPTIONS", "/api/quote");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("POST, OPTIONS");
    // React Router does not serve the API, so it has no .data twin that skips the guards.
    const twin = await send(site.url, "POST", "/api/quote.data", {
      "content-type": "application/json",
      "content-length": "2",
    });
    expect(twin.status).toBe(405);
    expect(twin.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(twin.headers["content-type"]).toMatch(/^application\/json/);

    await new Promise((r) => setTimeout(r, 200));
    expect(site.output().slice(before)).not.toMatch(/\n\s+at /);
    const lines = linesSince(site, before);
    expect(
      lines.map((l) => `${String(l.event.method)} ${String(l.event.path)} ${String(l.event.status)}`),
    ).toEqual([
      ...["GET", "HEAD", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND"].map((m) => `${m} /api/quote 405`),
      "POST /api/quote.data 405",
    ]);
    for (const { line } of lines) expect(line.length).toBeLessThan(300);
  });

  it("the form's 429 carries Retry-After and is logged as one line", async () => {
    const limited = await startServer(testPort(73), { RATE_LIMIT_MAX: "1" });
    try {
      const first = await postForm(limited.url, {
        form: "quote",
        page: "/contact",
        ...uniqueLead("retry-1"),
      });
      expect(first.status).toBe(200);
      const before = limited.output().length;
      const second = await postForm(limited.url, {
        form: "quote",
        page: "/contact",
        ...uniqueLead("retry-2"),
      });
      expect(second.status).toBe(429);
      const retryAfter = Number(second.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      await new Promise((r) => setTimeout(r, 200));
      const lines = linesSince(limited, before);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.event).toMatchObject({ status: 429, retryAfter });
    } finally {
      await limited.stop();
    }
  });
});

describe("precompressed pages and assets", () => {
  it("serves Brotli, gzip or plain with Vary, an ETag per variant and 304s", async () => {
    const etags = new Set<string>();
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await fetch(`${site.url}/gallery`, { headers: { "accept-encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("vary"), accept).toMatch(/Accept-Encoding/i);
      expect(await res.text()).toContain("</html>");
      const etag = res.headers.get("etag")!;
      etags.add(etag);
      const again = await fetch(`${site.url}/gallery`, {
        headers: { "accept-encoding": accept, "if-none-match": etag },
      });
      expect(again.status, accept).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
    }
    expect(etags.size).toBe(3);
  });

  it("scripts, styles and robots.txt come compressed too", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const css = /\/assets\/[^"]+\.css/.exec(html)?.[0];
    const js = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    for (const path of [css, js, "/robots.txt", "/sitemap.xml"]) {
      expect(path).toBeDefined();
      const res = await fetch(`${site.url}${path}`, { headers: { "accept-encoding": "br" } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-encoding"), path).toBe("br");
      expect(res.headers.get("vary"), path).toBe("Accept-Encoding");
      expect(res.headers.get("etag"), path).toBeTruthy();
    }
  });
});

describe("operations", () => {
  it("GET /healthz is 200 while the database is writable and 503 once its file is read-only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "healthz-"));
    const own = await startServer(testPort(64), { LEADS_DB: join(dir, "leads.db") });
    try {
      const ok = await fetch(`${own.url}/healthz`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("cache-control")).toBe("no-store");
      chmodSync(join(dir, "leads.db"), 0o444);
      const down = await fetch(`${own.url}/healthz`);
      expect(down.status).toBe(503);
      // The public answer names no file, folder or error; the log has the reason.
      const body = await down.text();
      expect(body).toBe("storage: unavailable\nwebhooks: not configured\n");
      expect(body).not.toContain(dir);
      // The reason is in the log (the server's output arrives through a pipe, a moment later).
      await eventually(
        () =>
          /"reason":"[^"]*(read-only|EACCES)[^"]*".*"msg":"health check failed"/.test(own.output()) ||
          undefined,
        5000,
        "the health check's log line",
      );
      chmodSync(join(dir, "leads.db"), 0o644);
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
    } finally {
      await own.stop();
    }
  });

  it("a lead sent twice (a retry after a network error) is thanked twice and stored once", async () => {
    const lead = { form: "quote", page: "/contact", ...uniqueLead("resent") };
    const first = await postForm(inject("baseUrl"), lead);
    const second = await postForm(inject("baseUrl"), lead);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain("Thank you, we have your request");
    expect(readLeads(inject("leadsDb")).filter((l) => l.name === lead.name)).toHaveLength(1);
  });
});
