import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { allRedirects } from "~/content/redirects";
import { areas } from "~/content/areas";
import { baseUrl } from "./support/browser";

async function expectSingleHop(from: string, to: string) {
  const res = await fetch(`${baseUrl()}${from}`, { redirect: "manual" });
  expect(res.status, from).toBe(301);
  expect(res.headers.get("location"), from).toBe(to);
  const final = await fetch(`${baseUrl()}${to}`, { redirect: "manual" });
  expect(final.status, `${to} (target of ${from})`).toBe(200);
}

describe("legacy URLs", () => {
  it.each(allRedirects.map((r) => [r.from, r.to]))(
    "%s answers 301 → %s, with or without a trailing slash",
    async (from, to) => {
      await expectSingleHop(from, to);
      await expectSingleHop(`${from}/`, to);
    },
  );

  it("keeps the query string", async () => {
    const res = await fetch(`${baseUrl()}/contact-us?utm_source=card`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/contact?utm_source=card");
  });

  it("sends the old footer's double-slash area links to the area pages", async () => {
    for (const { slug } of areas) {
      await expectSingleHop(`/services//${slug}`, `/${slug}`);
      await expectSingleHop(`/services/${slug}/`, `/${slug}`);
    }
  });
});

describe("canonical paths", () => {
  it.each([
    ["/about-us/", "/about-us"],
    ["/ABOUT-US", "/about-us"],
    ["/Gallery/", "/gallery"],
    ["/pasadena-deck-waterproofing-contractor", "/Pasadena-deck-waterproofing-contractor"],
    ["/services/professional-concrete-floor-leveling/", "/services/Professional-Concrete-Floor-Leveling"],
    ["/blogs/what-is-pool-decking", "/blogs/What-is-Pool-Decking"],
  ])("%s → %s", async (from, to) => {
    await expectSingleHop(from, to);
  });

  it("serves canonical pages directly with 200, no redirect hop", async () => {
    for (const path of ["/", "/about-us", "/Pasadena-deck-waterproofing-contractor", "/blog"]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
    }
  });
});

/** A GET with the path sent exactly as written (fetch would turn `\\` into `/`). */
function rawGet(path: string) {
  const { hostname, port } = new URL(baseUrl());
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("no open redirect", () => {
  it.each([
    "//evil.example/index.html",
    "///evil.example/index.html",
    "/\\evil.example/index.html",
    "/\\/evil.example/index.html",
    "//evil.example/",
    "//evil.example/contact-us",
    "/%2F%2Fevil.example/index.html",
    "/%2f/evil.example/index.html",
    "/%5Cevil.example/index.html",
    "/%5c%5Cevil.example/index.html",
    "/%252F%252Fevil.example/index.html",
    "//evil.example/index.html?next=//evil.example",
  ])("%s never answers with an off-site Location", async (path) => {
    const origin = new URL(baseUrl()).origin;
    const { status, location } = await rawGet(path);
    expect(status, path).toBeLessThan(500);
    if (location !== undefined) {
      expect(new URL(location, origin).origin, `${path} → ${location}`).toBe(origin);
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
  });
});
