import { articleTags } from "./article-tags";
import { articleTags as articleTagsEs } from "./es/article-tags";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allRedirects } from "./redirects";
import { findArticle, listArticles, parseArticle, relatedArticles } from "./blog.server";

const valid = `---
title: "A test article title"
description: "${"A description long enough to pass the schema check for meta descriptions here. ".repeat(2).trim()}"
date: 2025-01-02
image: deck
imageAlt: "Illustration of a coated deck with a railing"
tags: [deck]
---

Lead paragraph.

## Heading
`;

/** The article files in the blog folder: every one must become an article. */
const articleFiles = readdirSync(new URL("./blog/", import.meta.url)).filter((f) => f.endsWith(".md"));

describe("blog articles", () => {
  it("every file in the blog folder parses, each once, and they are sorted newest first", () => {
    const articles = listArticles();
    expect(articleFiles.length).toBeGreaterThan(0);
    expect(articles).toHaveLength(articleFiles.length);
    expect(new Set(articles.map((a) => a.slug))).toEqual(new Set(articleFiles.map((f) => f.slice(0, -3))));
    const dates = articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("has an article for every old blog URL", () => {
    for (const r of allRedirects.filter((r) => r.to.startsWith("/blogs/"))) {
      expect(findArticle(r.to.slice("/blogs/".length)), r.to).not.toBeNull();
    }
  });

  it("names each topic once in each language, so the office's topic list and related articles never split one topic", () => {
    for (const names of [Object.values(articleTags), Object.values(articleTagsEs)])
      expect(names.length).toBe(new Set(names).size);
  });

  it("returns null for an unknown slug and for another letter case", () => {
    expect(findArticle("no-such-article")).toBeNull();
    expect(findArticle("what-is-waterproofing")).toBeNull();
    expect(relatedArticles("no-such-article")).toEqual([]);
  });

  it("renders Markdown bodies without an h1", () => {
    for (const a of listArticles()) {
      const full = findArticle(a.slug)!;
      expect(full.html).toContain("<h2");
      expect(full.html).not.toContain("<h1");
    }
  });

  it("parses valid frontmatter and names the file of an invalid one", () => {
    const a = parseArticle("Test", valid);
    expect(a.date).toBe("2025-01-02");
    expect(a.html).toContain("<h2>Heading</h2>");
    expect(() => parseArticle("Broken-One", valid.replace("image: deck", "image: spaceship"))).toThrow(
      /Broken-One/,
    );
    expect(() => parseArticle("No-Frontmatter", "# hi")).toThrow(/frontmatter/);
  });
});
