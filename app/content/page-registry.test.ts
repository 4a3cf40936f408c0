import { describe, expect, it, vi } from "vitest";
import { pageRoutes } from "~/routes";
import { socialPages } from "../../scripts/social-pages";
import { agentFiles, feeds, markdownPath } from "./agent-files";
import type * as AreasModule from "./areas";
import { listArticles } from "./blog.server";
import { langs } from "./i18n";
import { pageMarkdown } from "./markdown-pages.server";
import { isNavGroup, buildNav } from "./navigation";
import { pageContent } from "./page-content";
import { pageLastModified } from "./page-dates.server";
import {
  buildRegistry,
  esPaths,
  fixedPages,
  paths,
  prerenderList,
  fixedPage,
  galleryDataPath,
  pagesReading,
  recordSources,
  type RegistrySources,
} from "./page-registry";
import { registry } from "./registry.server";
import { llmsTxt, sitemapXml } from "./site-files.server";

const articles = { en: listArticles("en"), es: listArticles("es") };
const sources: RegistrySources = recordSources(articles);
const { en, es } = pageContent;

describe("the page registry", () => {
  it("holds every fixed page and one entry per service, area and article record in each language, each path once", () => {
    expect(registry).toHaveLength(
      langs.length * (fixedPages.length + en.servicePages.length + en.areas.length) +
        articles.en.length +
        articles.es.length,
    );
    for (const p of en.servicePages) expect(registry.map((e) => e.path)).toContain(`/services/${p.slug}`);
    for (const p of es.servicePages) expect(registry.map((e) => e.path)).toContain(`/es/servicios/${p.slug}`);
    for (const a of en.areas) expect(registry.map((e) => e.path)).toContain(`/${a.slug}`);
    for (const a of es.areas) expect(registry.map((e) => e.path)).toContain(`/es/${a.slug}`);
    for (const a of articles.en) expect(registry.map((e) => e.path)).toContain(`/blogs/${a.slug}`);
    for (const a of articles.es) expect(registry.map((e) => e.path)).toContain(`/es/blog/${a.slug}`);
    expect(new Set(registry.map((e) => e.path)).size).toBe(registry.length);
  });

  it("puts every Spanish page under /es, at an ASCII path", () => {
    for (const e of registry.filter((p) => p.lang === "es")) {
      expect(e.path === "/es" || e.path.startsWith("/es/"), e.path).toBe(true);
      expect(e.path, e.id).toMatch(/^[a-z0-9/-]+$/);
    }
  });

  it("pairs every page with its counterpart both ways; only untranslated articles stand alone", () => {
    for (const e of registry) {
      expect(e.alternates[e.lang], e.id).toBe(e.path);
      for (const [lang, path] of Object.entries(e.alternates)) {
        const other = registry.find((p) => p.path === path);
        expect(other?.lang, `${e.id} → ${path}`).toBe(lang);
        expect(other?.alternates[e.lang], `${path} → ${e.path}`).toBe(e.path);
      }
      const single = Object.keys(e.alternates).length === 1;
      if (single) expect(`${e.kind}:${e.lang}`, e.id).toBe("article:en");
    }
  });

  it("heads a fixed page with its record's title unless its entry says otherwise, and refuses one with neither", () => {
    expect(registry.find((e) => e.id === "es/privacy")?.heading).toBe(es.privacy.title);
    expect(registry.find((e) => e.id === "home")?.heading).toBe(en.home.hero.title);
    const untitled = fixedPage("untitled", {
      module: "routes/untitled.tsx",
      sources: [],
      record: () => ({ meta: { title: "Untitled", description: "A page without a heading." } }),
    });
    const withPaths = {
      en: { ...paths, untitled: "/untitled" },
      es: { ...esPaths, untitled: "/es/sin-titulo" },
    };
    expect(() =>
      buildRegistry({ ...sources, paths: withPaths, fixedPages: [...fixedPages, untitled] }),
    ).toThrow(/untitled page's record has no title/);
  });

  it("refuses two pages at one path", () => {
    const twin = fixedPages.find((p) => p.kind === "privacy")!;
    const twinPaths = { en: { ...paths, privacy: paths.about }, es: esPaths };
    expect(() => buildRegistry({ ...sources, paths: twinPaths, fixedPages: [...fixedPages, twin] })).toThrow(
      /share the path/,
    );
  });

  it("refuses a translation of an article that does not exist", () => {
    const orphan = { ...articles.es[0]!, slug: "huerfano", translationOf: "No-Such-Article" };
    expect(() =>
      buildRegistry({
        ...sources,
        byLang: { ...sources.byLang, es: { content: es, articles: [...articles.es, orphan] } },
      }),
    ).toThrow(/does not exist/);
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

  it("lists each page's language alternates in the sitemap, the same as the page's own", () => {
    const xml = sitemapXml(registry);
    const home = registry.find((p) => p.path === "/es")!;
    expect(home.alternates).toEqual({ en: "/", es: "/es" });
    const block = xml.split("<url>").find((u) => u.includes("/es</loc>")) ?? "";
    expect(block).toContain('hreflang="en" href="https://');
    expect(block).toContain('hreflang="es" href="https://');
    expect(block).toContain('hreflang="x-default"');
  });
});

describe("a new fixed page is its registry entry, its paths, its route module and its words", () => {
  // A kind the site does not have yet: the test stands in for the words and route module it would add.
  const meta = {
    title: "Accessibility statement",
    description:
      "How we keep this site usable for everyone, and whom to call when something on it does not work for you.",
  };
  const extra = fixedPage("accessibility", {
    module: "routes/accessibility.tsx",
    sources: ["pages.ts"],
    record: () => ({ meta, title: "Accessibility", tagline: "Every visitor can read and use this site." }),
  });
  const entries = buildRegistry({
    ...sources,
    paths: {
      en: { ...paths, accessibility: "/accessibility" },
      es: { ...esPaths, accessibility: "/es/accesibilidad" },
    },
    fixedPages: [...fixedPages, extra],
  });

  it("is routed to its module in each language and prerendered with its Markdown copy", () => {
    const routes = pageRoutes(entries);
    expect(routes).toContainEqual(
      expect.objectContaining({ path: "accessibility", file: "routes/accessibility.tsx" }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ path: "es/accesibilidad", file: "routes/accessibility.tsx" }),
    );
    expect(routes).toContainEqual(expect.objectContaining({ path: "accessibility.md" }));
    expect(prerenderList(entries)).toEqual(
      expect.arrayContaining(["/accessibility", "/accessibility.md", "/es/accesibilidad"]),
    );
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

describe("a new city or service is one record and its Spanish words", () => {
  const withExtra = (lang: "en" | "es", content: typeof en) => ({
    content: {
      ...content,
      servicePages: [
        ...content.servicePages,
        { ...content.servicePages[0]!, slug: `roof-deck-${lang}`, menuLabel: `Roof Decks ${lang}` },
      ],
      areas: [...content.areas, { ...content.areas[0]!, slug: `burbank-${lang}`, city: `Burbank ${lang}` }],
    },
    articles: articles[lang],
  });
  const entries = buildRegistry({ ...sources, byLang: { en: withExtra("en", en), es: withExtra("es", es) } });
  const nav = buildNav(entries, "en");
  const group = (label: string) => {
    const entry = nav.main.find((e) => e.label === label);
    if (!entry || !isNavGroup(entry)) throw new Error(`no ${label} group`);
    return entry.items;
  };

  it("gets a page in each language, paired with each other, a route and a sitemap line", () => {
    expect(entries).toHaveLength(registry.length + 4);
    expect(sitemapXml(entries)).toContain("/burbank-en</loc>");
    expect(sitemapXml(entries)).toContain("/es/burbank-es</loc>");
    expect(prerenderList(entries)).toContain("/services/roof-deck-en");
    expect(prerenderList(entries)).toContain("/es/servicios/roof-deck-es");
    expect(entries.find((e) => e.path === "/burbank-en")?.alternates).toEqual({
      en: "/burbank-en",
      es: "/es/burbank-es",
    });
  });

  it("appears in the Services and Area menus, last, with its label, and in the footer's area list", () => {
    expect(group("Services").at(-1)).toEqual({ label: "Roof Decks en", href: "/services/roof-deck-en" });
    expect(group("Area").at(-1)).toEqual({ label: "Burbank en", href: "/burbank-en" });
    expect(nav.footerAreas.at(-1)).toEqual({ label: "Burbank en deck waterproofing", href: "/burbank-en" });
    expect(buildNav(entries, "es").footerAreas.at(-1)?.href).toBe("/es/burbank-es");
  });

  it("stops the build, naming the city, when added to areas.ts without its Spanish words", async () => {
    vi.resetModules();
    vi.doMock("./areas", async (importOriginal) => {
      const real = await importOriginal<typeof AreasModule>();
      const burbank = { ...real.areas[0]!, slug: "burbank-deck-waterproofing-contractor", city: "Burbank" };
      return { ...real, areas: [...real.areas, burbank] };
    });
    await expect(import("../../react-router.config")).rejects.toThrow(
      /no translation for "burbank-deck-waterproofing-contractor"/,
    );
    vi.doUnmock("./areas");
    vi.resetModules();
  });
});

describe("the pages that read a collection", () => {
  const all = pagesReading(registry);

  it("are the gallery, home, /service and the blog, every article, their Spanish twins, their Markdown copies and the files", () => {
    const paths = (kind: string) => registry.filter((e) => e.kind === kind).map((e) => e.path);
    const articlePages = paths("article");
    expect(articlePages.length).toBe(listArticles("en").length + listArticles("es").length);
    for (const path of [
      ...paths("gallery"),
      ...paths("blog"),
      ...paths("home"),
      ...paths("services"),
      ...articlePages,
    ]) {
      expect(all, path).toContain(path);
      expect(all, path).toContain(markdownPath(path));
    }
    for (const lang of langs) {
      expect(all).toContain(feeds[lang].path);
      expect(all).toContain(galleryDataPath[lang]);
    }
    expect(all).toContain("/sitemap.xml");
    expect(all).toContain(agentFiles.llms);
    expect(new Set(all).size).toBe(all.length);
  });

  it("leave out a page that reads no collection", () => {
    for (const kind of ["reviewPolicy", "contact", "service", "area"]) {
      for (const e of registry.filter((p) => p.kind === kind)) {
        expect(all, e.path).not.toContain(e.path);
        expect(all, e.path).not.toContain(markdownPath(e.path));
      }
    }
  });

  it("produce again, when a review changes, the testimonials pages and every page with the stats strip, in both languages", () => {
    const reviews = pagesReading(registry, "reviews");
    for (const kind of ["testimonials", "home", "services", "about"])
      for (const e of registry.filter((p) => p.kind === kind)) {
        expect(reviews, e.path).toContain(e.path);
        expect(reviews, e.path).toContain(markdownPath(e.path));
      }
    expect(reviews).not.toContain(galleryDataPath.en);
  });

  it("can be asked per collection: an article's change reaches no gallery file, a project's no feed", () => {
    const projects = pagesReading(registry, "projects");
    const articlesOnly = pagesReading(registry, "articles");
    expect(projects).toContain(galleryDataPath.en);
    expect(projects).not.toContain(feeds.en.path);
    expect(projects).not.toContain(registry.find((e) => e.kind === "article")!.path);
    expect(articlesOnly).not.toContain(galleryDataPath.en);
    expect(articlesOnly).toContain(feeds.es.path);
  });

  it("follow a new kind of page that reads a collection from its one `reads` line", () => {
    const page = fixedPage("portfolio", {
      module: "routes/about-us.tsx",
      sources: ["pages.ts"],
      reads: ["projects"],
      record: (c) => ({ ...c.about, meta: c.about.meta }),
      heading: () => "Portfolio",
    });
    const entries = buildRegistry({
      ...sources,
      paths: { en: { ...paths, portfolio: "/portfolio" }, es: { ...esPaths, portfolio: "/es/portafolio" } },
      fixedPages: [...fixedPages, page],
    });
    const list = pagesReading(entries, "projects");
    expect(list).toContain("/portfolio");
    expect(list).toContain("/es/portafolio.md");
  });
});
