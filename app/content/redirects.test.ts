import { describe, expect, it } from "vitest";
import {
  allRedirects,
  createRedirectResolver,
  legacyRedirects,
  normalizePath,
  sameSitePath,
} from "./redirects";
import { registry } from "./registry.server";
import { readSharedFile } from "./shared-data.testing";

const sharedTable = new URL("../../../shared/data/legacy-redirects.tsv", import.meta.url);
const pages = registry.map((e) => e.path);
const resolve = createRedirectResolver(pages);

describe("legacy redirect table", () => {
  it("holds every row of the contractor's table, with the same targets", () => {
    // The contractor's table (shared/data) sits beside the repository on the team's machines and in
    // CI (where a missing table fails); a clone on its own still checks the module's size.
    expect(legacyRedirects.length).toBeGreaterThan(90);
    const table = readSharedFile(sharedTable);
    if (table === undefined) return;
    const rows = table
      .split("\n")
      .filter((l) => l && !l.startsWith("#") && !l.startsWith("from\t"))
      .map((l) => l.split("\t"));
    expect(rows.length).toBeGreaterThan(90);
    const byFrom = new Map(legacyRedirects.map((r) => [r.from, r.to]));
    for (const [from, to] of rows) expect(byFrom.get(from!), from).toBe(to);
    expect(legacyRedirects).toHaveLength(rows.length);
  });

  it("sends every old path to a real page, never to another redirect", () => {
    const sources = new Set(allRedirects.map((r) => r.from.toLowerCase()));
    for (const row of allRedirects) {
      expect(pages, `${row.from} → ${row.to}`).toContain(row.to);
      expect(sources.has(row.to.toLowerCase()), `${row.to} is itself redirected`).toBe(false);
    }
  });

  it("has no duplicate source paths", () => {
    const froms = allRedirects.map((r) => r.from.toLowerCase());
    expect(new Set(froms).size).toBe(froms.length);
  });
});

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["/blogs/", "/blogs"],
    ["//services//malibu-deck-waterproofing-contractor/", "/services/malibu-deck-waterproofing-contractor"],
    ["/a///", "/a"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe("resolveRedirect", () => {
  it("redirects legacy paths with or without a trailing slash", () => {
    expect(["/contact-us", "/contact-us/"].map(resolve)).toEqual(["/contact", "/contact"]);
    expect(["/blogs/", "/blogs/page/2/"].map(resolve)).toEqual(["/blog", "/blog"]);
    expect(resolve("/what-is-waterproofing")).toBe("/blogs/What-is-Waterproofing");
  });

  it("redirects the old footer's area links, double slash included", () => {
    expect(resolve("/services/Pasadena-deck-waterproofing-contractor")).toBe(
      "/Pasadena-deck-waterproofing-contractor",
    );
    expect(resolve("/services//malibu-deck-waterproofing-contractor")).toBe(
      "/malibu-deck-waterproofing-contractor",
    );
    expect(resolve("/about")).toBe("/about-us");
  });

  it("sends a real page in another letter case or with a trailing slash to its canonical path", () => {
    expect(resolve("/About-Us")).toBe("/about-us");
    expect(resolve("/about-us/")).toBe("/about-us");
    expect(resolve("/pasadena-deck-waterproofing-contractor")).toBe(
      "/Pasadena-deck-waterproofing-contractor",
    );
    expect(resolve("/blogs/what-is-waterproofing")).toBe("/blogs/What-is-Waterproofing");
  });

  it("leaves canonical pages and unknown paths alone", () => {
    expect(["/", "/about-us", "/no-such-page", "/%E0%A4%A"].map(resolve)).toEqual([null, null, null, null]);
  });
});

describe("sameSitePath", () => {
  const origin = "https://www.example.com";
  it.each([
    ["//evil.example", "/evil.example"],
    ["///evil.example/index.html", "/evil.example/index.html"],
    ["/\\evil.example", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/\t/evil.example", "/evil.example"],
    ["/ \n//evil.example", "/evil.example"],
    ["https://evil.example/x", "/https://evil.example/x"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/about-us", "/about-us"],
    ["/", "/"],
    ["", "/"],
  ])("%j → %j, a path on this site", (target, expected) => {
    const safe = sameSitePath(target);
    expect(safe).toBe(expected);
    expect(new URL(safe, origin).origin).toBe(origin);
  });

  it("keeps every legacy target as it is", () => {
    for (const row of allRedirects) expect(sameSitePath(row.to)).toBe(row.to);
  });
});
