import { describe, expect, it } from "vitest";
import { pageMarkdown } from "./markdown-pages.server";
import { indexedPages, pageLastModified } from "./site-index.server";
import { contentPaths } from "./content-paths.server";

describe("the page index", () => {
  const pages = indexedPages();

  it("lists every content page once (the same set the route table prerenders)", () => {
    expect(pages.map((p) => p.path).sort()).toEqual([...contentPaths()].sort());
  });

  it("gives every page a unique meta description of 120 to 160 characters and a unique title", () => {
    for (const p of pages) {
      expect(p.meta.description.length, p.path).toBeGreaterThanOrEqual(120);
      expect(p.meta.description.length, p.path).toBeLessThanOrEqual(160);
    }
    expect(new Set(pages.map((p) => p.meta.description)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.meta.title)).size).toBe(pages.length);
  });

  it("dates articles by their own date and other pages by their records' last change", () => {
    const article = pages.find((p) => p.path === "/blogs/What-is-Waterproofing");
    expect(article && pageLastModified(article)).toBe("2023-02-09");
    for (const p of pages) expect(pageLastModified(p), p.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has a Markdown copy for every page, starting with its heading", () => {
    for (const p of pages) expect(pageMarkdown(p.path)?.startsWith(`# ${p.heading}\n`), p.path).toBe(true);
    expect(pageMarkdown("/no-such-page")).toBeNull();
  });
});
