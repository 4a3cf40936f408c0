import { describe, expect, it, vi } from "vitest";
import { pageRoutes } from "~/routes";
import { socialPages } from "../../scripts/social-pages";
import { markdownPath } from "./agent-files";
import { areas } from "./areas";
import type * as AreasModule from "./areas";
import { listArticles } from "./blog.server";
import { pageMarkdown } from "./markdown-pages.server";
import { isNavGroup, buildNav } from "./navigation";
import { pageLastModified } from "./page-dates.server";
import {
  buildRegistry,
  fixedPages,
  paths,
  prerenderList,
  type AnyFixedPage,
  type RegistrySources,
} from "./page-registry";
import { registry } from "./registry.server";
import { llmsTxt, sitemapXml } from "./site-files.server";
import { servicePages } from "./services";

const sources: RegistrySources = { paths, fixedPages, servicePages, areas, articles: listArticles() };

describe("the page registry", () => {
  it("holds every fixed page and one entry per service, area and article record, each path once", () => {
    expect(registry).toHaveLength(
      fixedPages.length + servicePages.length + areas.length + listArticles().length,
    );
    for (const p of servicePages) expect(registry.map((e) => e.path)).toContain(`/services/${p.slug}`);
    for (const a of areas) expect(registry.map((e) => e.path)).toContain(`/${a.slug}`);
    for (const a of listArticles()) expect(registry.map((e) => e.path)).toContain(`/blogs/${a.slug}`);
    expect(new Set(registry.map((e) => e.path)).size).toBe(registry.length);
  });

  it("refuses two pages at one path", () => {
    const twin = { ...fixedPages.find((p) => p.kind === "privacy")!, kind: "privacy" } as AnyFixedPage;
    const twinPaths = { ...paths, privacy: paths.about };
    expect(() => buildRegistry({ ...sources, paths: twinPaths, fixedPages: [...fixedPages, twin] })).toThrow(
      /share the path/,
    );
  });

  it("gives every page a unique meta description of 120 to 160 characters and a unique title", () => {
    for (const p of registry) {
      expect(p.meta.description.length, p.path).toBeGreaterThanOrEqual(120);
      expect(p.meta.description.length, p.path).toBeLessThanOrEqual(160);
    }
    expect(new Set(registry.map((p) => p.meta.description)).size).toBe(registry.length);
    expect(new Set(registry.map((p) => p.meta.title)).size).toBe(registry.length);
  });

  it("dates articles by their own date and other pages by their records' last change", () => {
    const article = registry.find((p) => p.kind === "article");
    expect(article && pageLastModified(article)).toBe(article?.date);
    for (const p of registry) expect(pageLastModified(p), p.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has a Markdown copy for every page, starting with its heading", () => {
    for (const p of registry) expect(pageMarkdown(p.path)?.startsWith(`# ${p.heading}\n`), p.path).toBe(true);
    expect(pageMarkdown("/no-such-page")).toBeNull();
  });
});

describe("a new fixed page is its route module plus one registry entry", () => {
  // A kind the site does not have yet: the test stands in for the record and route module it would add.
  const meta = {
    title: "Accessibility statement",
    description:
      "How we keep this site usable for everyone, and whom to call when something on it does not work for you.",
  };
  const extra = {
    kind: "accessibility",
    module: "routes/accessibility.tsx",
    sources: ["accessibility.ts"],
    record: () => ({ meta, tagline: "Every visitor can read and use this site." }),
    heading: () => "Accessibility",
  } as unknown as AnyFixedPage;
  const entries = buildRegistry({
    ...sources,
    paths: { ...paths, accessibility: "/accessibility" },
    fixedPages: [...fixedPages, extra],
  });

  it("is routed to its module and prerendered with its Markdown copy", () => {
    const routes = pageRoutes(entries);
    expect(routes).toContainEqual(
      expect.objectContaining({ path: "accessibility", file: "routes/accessibility.tsx" }),
    );
    expect(routes).toContainEqual(expect.objectContaining({ path: "accessibility.md" }));
    expect(prerenderList(entries)).toEqual(expect.arrayContaining(["/accessibility", "/accessibility.md"]));
  });

  it("is in the sitemap, llms.txt, the Markdown copies and the social images", () => {
    expect(sitemapXml(entries)).toContain("/accessibility</loc>");
    expect(llmsTxt(entries)).toContain(`${markdownPath("/accessibility")}): ${meta.description}`);
    expect(pageMarkdown("/accessibility", entries)?.startsWith("# Accessibility\n")).toBe(true);
    expect(socialPages(entries).pages).toContainEqual(
      expect.objectContaining({ name: "accessibility", title: meta.title }),
    );
  });
});

describe("a new city or service is one record", () => {
  const entries = buildRegistry({
    ...sources,
    servicePages: [
      ...servicePages,
      { ...servicePages[0]!, slug: "roof-deck-waterproofing", menuLabel: "Roof Decks" },
    ],
    areas: [...areas, { ...areas[0]!, slug: "burbank-deck-waterproofing-contractor", city: "Burbank" }],
  });
  const nav = buildNav(entries);
  const group = (label: string) => {
    const entry = nav.main.find((e) => e.label === label);
    if (!entry || !isNavGroup(entry)) throw new Error(`no ${label} group`);
    return entry.items;
  };

  it("gets a page, a route and a sitemap line", () => {
    expect(entries).toHaveLength(registry.length + 2);
    expect(sitemapXml(entries)).toContain("/burbank-deck-waterproofing-contractor</loc>");
    expect(prerenderList(entries)).toContain("/services/roof-deck-waterproofing");
  });

  it("appears in the Services and Area menus, last, with its label, and in the footer's area list", () => {
    expect(group("Services").at(-1)).toEqual({
      label: "Roof Decks",
      href: "/services/roof-deck-waterproofing",
    });
    expect(group("Area").at(-1)).toEqual({
      label: "Burbank",
      href: "/burbank-deck-waterproofing-contractor",
    });
    expect(nav.footerAreas.at(-1)).toEqual({
      label: "Burbank deck waterproofing",
      href: "/burbank-deck-waterproofing-contractor",
    });
  });

  it("reaches the real sitemap, prerender list and menus when added to areas.ts", async () => {
    vi.resetModules();
    vi.doMock("./areas", async (importOriginal) => {
      const real = await importOriginal<typeof AreasModule>();
      const burbank = { ...real.areas[0]!, slug: "burbank-deck-waterproofing-contractor", city: "Burbank" };
      return { ...real, areas: [...real.areas, burbank] };
    });
    const { siteNav } = await import("./page-registry");
    const sitemap = await import("~/routes/sitemap");
    const config = (await import("../../react-router.config")).default;
    const path = "/burbank-deck-waterproofing-contractor";
    expect(await sitemap.loader().text()).toContain(`${path}</loc>`);
    expect(config.prerender).toContain(path);
    const area = siteNav.main.find((e) => e.label === "Area");
    expect(area && isNavGroup(area) && area.items.map((i) => i.href)).toContain(path);
    expect(siteNav.footerAreas.map((l) => l.href)).toContain(path);
    vi.doUnmock("./areas");
  });
});
