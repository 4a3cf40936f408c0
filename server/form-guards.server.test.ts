import type { AddressInfo } from "node:net";
import { request } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFor } from "~/content/copy";
import { createLogger } from "~/lib/site/logger.server";
import { FORM_CONTENT_TYPES, methodGuard, OFFICE_PATH_PATTERN, postGuards } from "./form-guards.server";

/** Every line the guards log, as parsed JSON (pino writes one line per event). */
const logged: Record<string, unknown>[] = [];
const log = createLogger("debug", {
  write: (line: string) => {
    logged.push(JSON.parse(line) as Record<string, unknown>);
  },
});

/**
 * A real Express app on loopback per TRUST_PROXY/SITE_URL combination: the test client is the "proxy"
 * (127.0.0.1), so forwarded headers count exactly when TRUST_PROXY trusts loopback.
 */
async function guardedApp(trustProxy: boolean | number | string, siteUrl: string | undefined) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(
    methodGuard(log, {
      formActions: ["/contact", "/es/contacto"],
      apis: [{ path: "/api/quote", hint: "Use POST." }],
      own: [{ path: "/mcp", methods: ["POST", "OPTIONS"] }],
    }),
  );
  app.use(postGuards({ siteUrl, log, contentTypes: FORM_CONTENT_TYPES }));
  app.all("/{*path}", (req, res) => {
    res.json({ ip: req.ip });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}

function post(
  port: number,
  headers: Record<string, string>,
  body = "name=A",
  method = "POST",
  path = "/contact",
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

const apps: { close: () => void }[] = [];
afterAll(() => apps.forEach((a) => a.close()));
const start = async (trust: boolean | number | string, site?: string) => {
  const app = await guardedApp(trust, site);
  apps.push(app);
  return app.port;
};

describe("origin guard with SITE_URL set (production)", () => {
  let port = 0;
  beforeAll(async () => {
    port = await start("loopback", "https://www.example.com");
  });

  it("accepts the site's own origin, whatever Host and protocol the proxy passes on", async () => {
    // nginx's `proxy_set_header Host $host` drops the port; the app still sees plain http.
    expect((await post(port, { host: "www.example.com", origin: "https://www.example.com" })).status).toBe(
      200,
    );
    expect((await post(port, { host: "127.0.0.1:3000", origin: "https://www.example.com" })).status).toBe(
      200,
    );
  });

  it("falls back to the Referer when there is no Origin", async () => {
    expect((await post(port, { referer: "https://www.example.com/contact" })).status).toBe(200);
    expect((await post(port, { referer: "https://evil.example/contact" })).status).toBe(403);
  });

  it("accepts a form from a page that sends no Referer (Origin: null), when the browser says it is ours", async () => {
    expect((await post(port, { origin: "null", "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("refuses other origins, including the address the request names itself", async () => {
    expect((await post(port, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(port, { origin: `http://127.0.0.1:${port}` })).status).toBe(403);
    expect((await post(port, { origin: "http://www.example.com" })).status).toBe(403);
    expect((await post(port, { origin: "null" })).status).toBe(403);
    expect((await post(port, { origin: "null", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(port, { origin: "null", "sec-fetch-site": "same-site" })).status).toBe(403);
  });

  it("accepts a client that sends neither header unless the browser says cross-site", async () => {
    expect((await post(port, {})).status).toBe(200);
    expect((await post(port, { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("answers refusals with no-store and a strict CSP", async () => {
    const res = await post(port, { origin: "https://evil.example" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});

describe("origin guard without SITE_URL (development)", () => {
  it("behind a trusted proxy: X-Forwarded-Proto and -Host give the public origin", async () => {
    const port = await start("loopback");
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "127.0.0.1:8443" };
    expect((await post(port, { ...forwarded, origin: "https://127.0.0.1:8443" })).status).toBe(200);
    expect((await post(port, { ...forwarded, origin: "https://evil.example" })).status).toBe(403);
    // Only the protocol forwarded, Host kept with its port (Caddy, or nginx with $http_host).
    expect(
      (
        await post(port, {
          host: "site.test:8443",
          "x-forwarded-proto": "https",
          origin: "https://site.test:8443",
        })
      ).status,
    ).toBe(200);
  });

  it("with a hop count: the same", async () => {
    const port = await start(1);
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com" };
    expect((await post(port, { ...forwarded, origin: "https://www.example.com" })).status).toBe(200);
  });

  it("with an untrusted proxy: forwarded headers are ignored, so only the raw request's origin matches", async () => {
    const port = await start(false);
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.com" };
    expect((await post(port, { ...forwarded, origin: "https://www.example.com" })).status).toBe(403);
    expect((await post(port, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it("without a proxy: the request's own origin", async () => {
    const port = await start("loopback");
    expect((await post(port, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await post(port, { origin: `http://localhost:${port}` })).status).toBe(403);
  });
});

describe("client address", () => {
  it("comes from X-Forwarded-For only when the sender is a trusted proxy", async () => {
    const trusted = await start("loopback");
    const res = await post(trusted, { "x-forwarded-for": "203.0.113.7" });
    expect(JSON.parse(res.body)).toEqual({ ip: "203.0.113.7" });
    const untrusted = await start(false);
    const direct = await post(untrusted, { "x-forwarded-for": "203.0.113.7" });
    expect(JSON.parse(direct.body)).toEqual({ ip: "127.0.0.1" });
    // A trusted list that does not include loopback: a local client cannot set its own address either.
    const listed = await start("10.0.0.0/8");
    expect(JSON.parse((await post(listed, { "x-forwarded-for": "203.0.113.7" })).body)).toEqual({
      ip: "127.0.0.1",
    });
  });
});

describe("body and method guards", () => {
  let port = 0;
  beforeAll(async () => {
    port = await start("loopback", "https://www.example.com");
  });

  it("refuses a body too large (413), without a length (411), or of another media type (415)", async () => {
    expect((await post(port, { "content-length": String(40_000) }, "x".repeat(40_000))).status).toBe(413);
    expect((await post(port, { "transfer-encoding": "chunked" })).status).toBe(411);
    expect((await post(port, { "content-type": "application/json" }, "{}")).status).toBe(415);
    expect((await post(port, { "content-type": "multipart/form-data; boundary=x" }, "--x--")).status).toBe(
      200,
    );
  });

  it("words a refusal in the language of the page the form is on", async () => {
    const crossSite = { origin: "https://evil.example" };
    for (const [path, lang] of [
      ["/contact", "en"],
      ["/es/contacto", "es"],
    ] as const) {
      const words = copyFor(lang).formRefusals;
      const refused = await post(port, crossSite, "name=A", "POST", path);
      expect(refused.status, path).toBe(403);
      expect(refused.body, path).toBe(words.origin);
      const tooLarge = await post(port, { "content-length": "40000" }, "x".repeat(40_000), "POST", path);
      expect(tooLarge.body, path).toBe(words.tooLarge);
      const json = await post(port, { "content-type": "application/json" }, "{}", "POST", path);
      expect(json.body, path).toBe(words.mediaType);
    }
    expect(copyFor("es").formRefusals.origin).not.toBe(copyFor("en").formRefusals.origin);
  });

  it("answers unknown methods 405 with Allow, and OPTIONS 204 with Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "TRACE", "PROPFIND"]) {
      const res = await post(port, {}, "", method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    }
    const options = await post(port, {}, "", "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("answers POST 405 where no form posts, without reaching the router", async () => {
    const res = await post(port, {}, "name=A", "POST", "/gallery");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect((await post(port, {}, "name=A", "POST", "/contact.data")).status).toBe(200);
  });

  it("gives the JSON API no .data twin: POST /api/quote.data is a JSON 405 that never reaches the router", async () => {
    const res = await post(port, { "content-type": "application/json" }, "{}", "POST", "/api/quote.data");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toHaveProperty("error");
  });

  it("answers the API's one rule: POST passes, OPTIONS 204, every other method a JSON 405, all with Allow: POST, OPTIONS", async () => {
    for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND"]) {
      const res = await post(port, {}, "", method, "/api/quote");
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe("POST, OPTIONS");
      expect(res.headers["content-type"], method).toMatch(/^application\/json/);
      if (method !== "HEAD") expect(JSON.parse(res.body), method).toEqual({ error: "Use POST." });
    }
    const options = await post(port, {}, "", "OPTIONS", "/api/quote");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("POST, OPTIONS");
    const posted = await post(
      port,
      { "content-type": "application/x-www-form-urlencoded" },
      "a=1",
      "POST",
      "/api/quote",
    );
    expect(posted.status).toBe(200);
  });

  it("logs each refusal as exactly one short line, GET's 405 on the API included", async () => {
    for (const [method, path, headers] of [
      ["GET", "/api/quote", {}],
      ["POST", "/api/quote.data", {}],
      ["DELETE", "/contact", {}],
      ["POST", "/contact", { origin: "https://evil.example" }],
    ] as const) {
      const before = logged.length;
      const res = await post(port, headers, "", method, path);
      const lines = logged.slice(before);
      expect(lines, `${method} ${path}`).toHaveLength(1);
      expect(lines[0], `${method} ${path}`).toMatchObject({
        status: res.status,
        method,
        path,
        msg: "request refused",
      });
      expect(JSON.stringify(lines[0]).length).toBeLessThan(300);
    }
  });
});

describe("a path with methods of its own (the MCP endpoint)", () => {
  let port = 0;
  beforeAll(async () => {
    port = await start("loopback");
  });

  it("keeps them in every spelling Express routes to its handler: any case, a trailing slash", async () => {
    for (const path of ["/mcp", "/mcp/", "/MCP", "/Mcp/"]) {
      const get = await post(port, {}, "", "GET", path);
      expect(get.status, path).toBe(405);
      expect(get.headers.allow, path).toBe("POST, OPTIONS");
      const options = await post(port, {}, "", "OPTIONS", path);
      expect(options.headers.allow, path).toBe("POST, OPTIONS");
      // POST passes on to the endpoint (here the test app's form guard, which reads no JSON).
      expect(
        (await post(port, { "content-type": "application/json" }, "{}", "POST", path)).status,
        path,
      ).toBe(415);
    }
    expect((await post(port, {}, "", "GET", "/mcp/x")).status).toBe(200);
  });
});

describe("the office's paths", () => {
  it("are every spelling React Router routes to an office page, and nothing else", () => {
    for (const path of [
      "/office",
      "/office/",
      "/office/people",
      "/Office/people",
      "/OFFICE/inbox.data",
      "/office.data",
    ])
      expect(OFFICE_PATH_PATTERN.test(path), path).toBe(true);
    for (const path of ["/offices", "/officer/x", "/", "/contact", "/book/office"])
      expect(OFFICE_PATH_PATTERN.test(path), path).toBe(false);
  });
});
