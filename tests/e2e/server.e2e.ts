import { describe, expect, it } from "vitest";
import { galleryItems } from "~/content/gallery";
import { REFERENCE_SEARCH_PARAM, references } from "~/content/references";
import { paths } from "~/content/page-registry";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
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

describe("query strings", () => {
  /** Everything that tells the prerendered answer from a render: headers and bytes. */
  async function answer(path: string, headers: Record<string, string> = {}) {
    const res = await get(path, headers);
    return {
      status: res.status,
      etag: res.headers.get("etag"),
      csp: res.headers.get("content-security-policy"),
      cacheControl: res.headers.get("cache-control"),
      encoding: res.headers.get("content-encoding"),
      body: await res.text(),
    };
  }

  it.each([
    ["/", "?utm_source=x"],
    ["/about-us", "?fbclid=y"],
    ["/blogs/What-is-Waterproofing", "?x=1&gclid=abc"],
    [paths.gallery, "?utm_campaign=spring"],
    [paths.referenceSheet, "?utm_medium=email"],
  ])("%s%s answers the prerendered bytes, not a render", async (path, query) => {
    const plain = await answer(path);
    const tagged = await answer(`${path}${query}`);
    expect(plain.status).toBe(200);
    // Same bytes, ETag and page CSP (hashes of its own scripts, not a fresh render's nonce).
    expect(tagged).toEqual(plain);
    expect(scriptSrc(tagged.csp)).not.toMatch(/'nonce-/);
    expect(tagged.cacheControl).toContain("must-revalidate");
    // The same ETag revalidates, and the same Brotli copy is sent.
    expect((await get(`${path}${query}`, { "if-none-match": plain.etag! })).status).toBe(304);
    const br = await answer(`${path}${query}`, { "accept-encoding": "br" });
    expect(br.encoding).toBe("br");
    expect(br.etag).toBe((await answer(path, { "accept-encoding": "br" })).etag);
  });

  it("renders the pages whose queries change them: the gallery's view and the reference search", async () => {
    const item = galleryItems.at(-1)!;
    const gallery = await answer(
      `${paths.gallery}?${GALLERY_PARAMS.category}=${item.category}&${GALLERY_PARAMS.item}=${item.id}&utm_source=x`,
    );
    expect(gallery.status).toBe(200);
    expect(scriptSrc(gallery.csp)).toMatch(/'nonce-/);
    expect(gallery.cacheControl).toBe("no-store");
    // The asked-for project (not the first one the prerendered page shows) is the one selected.
    expect(gallery.body).toContain(`value="${item.id}" aria-pressed="true"`);
    expect((await answer(paths.gallery)).body).not.toContain(`value="${item.id}" aria-pressed="true"`);

    const reference = references.at(-1)!;
    const search = await answer(
      `${paths.referenceSheet}?${REFERENCE_SEARCH_PARAM}=${encodeURIComponent(reference.company)}`,
    );
    expect(search.status).toBe(200);
    expect(scriptSrc(search.csp)).toMatch(/'nonce-/);
    expect(search.body).toContain(`value="${reference.company.replaceAll("&", "&amp;")}"`);
  });
});
