import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/browser";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });

function scriptSrc(csp: string | null) {
  return (
    (csp ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? ""
  );
}

describe("HTTP behaviour", () => {
  it("sends the security headers on pages", async () => {
    const res = await get("/");
    const csp = res.headers.get("content-security-policy");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(scriptSrc(csp)).toMatch(/'sha256-/);
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("server-rendered pages carry a fresh nonce instead", async () => {
    const a = scriptSrc((await get("/no-such-page")).headers.get("content-security-policy"));
    const b = scriptSrc((await get("/no-such-page")).headers.get("content-security-policy"));
    expect(a).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(a).not.toBe(b);
  });

  it("compresses with brotli or gzip", async () => {
    const br = await get("/", { "accept-encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get("/", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });

  it("revalidates HTML and caches hashed assets for a year", async () => {
    const page = await get("/");
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
    const etag = page.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await get("/", { "if-none-match": etag! })).status).toBe(304);

    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
  });

  it("answers a missing asset with 404, not a page", async () => {
    const res = await get("/assets/no-such-chunk-abc123.js");
    expect(res.status).toBe(404);
  });

  it("serves robots.txt and a sitemap listing every page", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Sitemap:");
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/Pasadena-deck-waterproofing-contractor</loc>");
    expect(sitemap.match(/<url>/g)?.length).toBeGreaterThanOrEqual(42);
  });

  it("serves complete HTML before any JavaScript runs", async () => {
    const html = await (await get("/services/deck-waterproofing-coating-repair")).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain("Frequently asked questions");
    expect(html).toMatch(/CSLB Lic\. #\d+/);
  });
});
