import { describe, expect, it, vi } from "vitest";
import { isNavGroup } from "./navigation";
import { buildSiteIndex, siteIndex } from "./site-index";
import { areas } from "./areas";
import type * as AreasModule from "./areas";
import { servicePages } from "./services";

const withExtra = buildSiteIndex({
  servicePages: [...servicePages, { slug: "roof-deck-waterproofing", menuLabel: "Roof Deck Waterproofing" }],
  areas: [...areas, { slug: "burbank-deck-waterproofing-contractor", city: "Burbank" }],
});

const group = (label: string) => {
  const entry = withExtra.nav.main.find((e) => e.label === label);
  if (!entry || !isNavGroup(entry)) throw new Error(`no ${label} group`);
  return entry.items;
};

describe("a new city or service is one record", () => {
  it("gets a path in the page list the sitemap and the prerender list use", () => {
    expect(withExtra.pagePaths).toContain("/burbank-deck-waterproofing-contractor");
    expect(withExtra.pagePaths).toContain("/services/roof-deck-waterproofing");
    expect(withExtra.pagePaths).toHaveLength(siteIndex.pagePaths.length + 2);
  });

  it("appears in the Services and Area menus, last, with its label", () => {
    expect(group("Services").at(-1)).toEqual({
      label: "Roof Deck Waterproofing",
      href: "/services/roof-deck-waterproofing",
    });
    expect(group("Area").at(-1)).toEqual({
      label: "Burbank",
      href: "/burbank-deck-waterproofing-contractor",
    });
  });

  it("appears in the footer's service-area list", () => {
    expect(withExtra.nav.footerAreas.at(-1)).toEqual({
      label: "Burbank deck waterproofing",
      href: "/burbank-deck-waterproofing-contractor",
    });
  });

  it("lists every real record once, with no duplicate paths", () => {
    for (const a of areas) expect(siteIndex.pagePaths).toContain(`/${a.slug}`);
    for (const p of servicePages) expect(siteIndex.pagePaths).toContain(`/services/${p.slug}`);
    expect(new Set(siteIndex.pagePaths).size).toBe(siteIndex.pagePaths.length);
  });
});

describe("the real consumers follow the records", () => {
  it("a city record added to areas.ts reaches the sitemap, the prerender list, the menus and the footer", async () => {
    vi.resetModules();
    vi.doMock("./areas", async (importOriginal) => {
      const real = await importOriginal<typeof AreasModule>();
      const extra = { ...real.areas[0]!, slug: "burbank-deck-waterproofing-contractor", city: "Burbank" };
      return { ...real, areas: [...real.areas, extra] };
    });
    const { siteIndex: index } = await import("./site-index");
    const sitemap = await import("~/routes/sitemap");
    const config = (await import("../../react-router.config")).default;
    const path = "/burbank-deck-waterproofing-contractor";

    const xml = await sitemap.loader().text();
    expect(xml).toContain(`${path}</loc>`);
    expect(config.prerender).toContain(path);
    const area = index.nav.main.find((e) => e.label === "Area");
    expect(area && isNavGroup(area) && area.items.map((i) => i.href)).toContain(path);
    expect(index.nav.footerAreas.map((l) => l.href)).toContain(path);
    vi.doUnmock("./areas");
  });
});
