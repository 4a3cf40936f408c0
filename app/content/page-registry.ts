/**
 * The page registry: every page of the site is one entry here, with its kind (the template that renders
 * it), its content record, its path, title and description, the content files that date it, and the
 * route module that serves it. The route table, the prerender list, the sitemap, llms.txt, the Markdown
 * copies, the social images, the menus and the browser tests' route list all derive from it.
 *
 * A new fixed page touches five files: its entry in `fixedPages`, its path in each language (paths.ts), its
 * route module, and its words in English and Spanish (pages.ts and es/pages.ts, or a module of its own and
 * its twin in es/); its record type and its Markdown copy follow. A city, a service or an article is
 * still one record (areas.ts, services.ts, blog/*.md); its entry follows from the record.
 *
 * The whole registry, articles included, is `registry` in registry.server.ts (articles are read from the
 * blog folder, which only the server may do); a page rendered from the content store reads the registry
 * of its snapshot (`siteContent(snapshot).registry`). A page that shows gallery projects or articles
 * says so in its `reads` line, and `pagesReading` lists every path a publish produces again. The browser
 * gets what it needs in loader data. Loaded by the
 * route config (react-router.config.ts, routes.ts) through Vite without plugins, so it imports relatively
 * and never reads a virtual module.
 */
import { agentFiles, feeds, manifests, markdownPath } from "./agent-files";
import type { ArticleSummary } from "./article-schema";
import { langs, type Lang, type PerLang } from "./i18n";
import { buildNav, type SiteNav } from "./navigation";
import { pageContent, type PageContent } from "./page-content";
import {
  collectionPath,
  galleryDataPath,
  pathsByLang,
  type CollectionKind,
  type FixedKind,
  type FixedPaths,
} from "./paths";
import type { AreaPage, PageMeta, ServicePage } from "./types";

export * from "./paths";

/**
 * The collections the office edits (the content store's): a page or file that reads one is produced again
 * whenever one of its records is published.
 */
export type Collection = "projects" | "articles" | "reviews";

/** What every page's record has: its title and description. */
export interface PageRecordBase {
  meta: PageMeta;
}

/**
 * A fixed page as written in `fixedPages`. Its record is read through a function and its heading and date
 * through functions of the record, so the list is inert when imported: a widget that links to a page takes
 * `paths` into the browser, not every record. (Methods, so a page of any record is a `FixedPage`.)
 */
export interface FixedPage<K extends string = string, R extends PageRecordBase = PageRecordBase> {
  kind: K;
  module: string;
  /** Content files of the English page; the Spanish page adds their twins in es/. */
  sources: readonly string[];
  /** The collections it shows records of (see `pagesReading`). */
  reads?: readonly Collection[];
  record(content: PageContent): R;
  /** The page's h1: the record's `title` unless this says otherwise. */
  heading?(record: R): string;
  date?(record: R): string;
  /**
   * Rendered for each request, never prerendered: what it shows changes by the minute (the booking
   * page's open windows). Its Markdown copy is still prerendered.
   */
  live?: true;
}

/** One fixed page, its record's type read from its `record` function. */
export const fixedPage = <const K extends string, R extends PageRecordBase>(
  kind: K,
  page: Omit<FixedPage<K, R>, "kind">,
): FixedPage<K, R> => ({ kind, ...page });

/**
 * The fixed pages, in the order the sitemap and llms.txt list them (a literal: nothing runs on import).
 * A new fixed page is an entry here, its paths in paths.ts, its route module and its words (both
 * languages); its Markdown copy defaults to its heading, tagline and the contact block.
 */
export const fixedPages = [
  fixedPage("home", {
    module: "routes/home.tsx",
    sources: ["home.ts"],
    // The stats strip shows the reviews' count and average.
    reads: ["projects", "articles", "reviews"],
    record: (c) => c.home,
    heading: (r) => r.hero.title,
  }),
  fixedPage("about", {
    module: "routes/about-us.tsx",
    sources: ["about.ts"],
    reads: ["reviews"],
    record: (c) => c.about,
    heading: (r) => r.hero.title,
  }),
  fixedPage("services", {
    module: "routes/service-overview.tsx",
    sources: ["services.ts"],
    reads: ["projects", "articles", "reviews"],
    record: (c) => c.serviceOverview,
  }),
  fixedPage("gallery", {
    module: "routes/gallery.tsx",
    sources: ["pages.ts", "gallery.ts", "projects.ts"],
    reads: ["projects"],
    record: (c) => c.pages.gallery,
  }),
  fixedPage("testimonials", {
    module: "routes/testimonials.tsx",
    sources: ["testimonials.ts"],
    reads: ["reviews"],
    record: (c) => c.testimonials,
    heading: (r) => r.hero.title,
  }),
  fixedPage("reviewPolicy", {
    module: "routes/review-policy.tsx",
    sources: ["review-policy.ts"],
    record: (c) => c.reviewPolicy,
  }),
  fixedPage("referenceSheet", {
    module: "routes/reference-sheet.tsx",
    sources: ["pages.ts", "references.ts"],
    record: (c) => c.pages.referenceSheet,
  }),
  fixedPage("blog", {
    module: "routes/blog.tsx",
    sources: ["pages.ts"],
    reads: ["articles"],
    record: (c) => c.pages.blog,
  }),
  fixedPage("contact", {
    module: "routes/contact.tsx",
    sources: ["pages.ts", "company.ts"],
    record: (c) => c.pages.contact,
  }),
  fixedPage("book", {
    module: "routes/book.tsx",
    sources: ["booking/booking-copy.ts", "booking/availability.ts"],
    record: (c) => c.booking,
    live: true,
  }),
  fixedPage("privacy", {
    module: "routes/privacy.tsx",
    sources: ["privacy.ts"],
    record: (c) => c.privacy,
    date: (r) => r.effective,
  }),
] as const;

type FixedPageList = (typeof fixedPages)[number];

/** The record each kind of page renders: a fixed page's, from its entry; a collection's record. */
export type PageRecords = {
  [P in FixedPageList as P["kind"]]: ReturnType<P["record"]>;
} & {
  service: ServicePage;
  area: AreaPage;
  article: ArticleSummary;
};

/** A page kind: one template (route module) each. A fixed page is a kind of its own. */
export type PageKind = keyof PageRecords;
// The kinds paths.ts names are exactly the registry's.
type SameKinds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const kindsAgree: SameKinds<FixedKind | CollectionKind, PageKind> = true;
void kindsAgree;

export interface PageEntry<K extends PageKind = PageKind> {
  /** Unique id: the page's key in English, "es/<key>" in Spanish. */
  id: string;
  /**
   * The page whatever its language: the fixed page's kind, or "<kind>:<English slug>". A page and its
   * translation share it.
   */
  key: string;
  lang: Lang;
  kind: K;
  /** Canonical site path. */
  path: string;
  /** The page's path in each language it exists in (itself included): its hreflang links. */
  alternates: Partial<Record<Lang, string>>;
  meta: PageMeta;
  /** The page's h1. */
  heading: string;
  /** Content files (relative to app/content/) the page is rendered from, for its last change. */
  sources: readonly string[];
  /** ISO date: an article's publication, or a date the page states (the privacy policy's). */
  date?: string;
  /** The collections it shows records of (its fixed page's or its collection's `reads`). */
  reads?: readonly Collection[];
  record: PageRecords[K];
  /** The route module that renders it (relative to app/). */
  module: string;
  /** Rendered per request, not prerendered (see `FixedPage.live`). */
  live?: true;
}

export type AnyPageEntry = { [K in PageKind]: PageEntry<K> }[PageKind];
export type { FixedPaths };

/** A collection's route module: one for all its records, in every language (patterns in paths.ts). */
export const collectionModules: Readonly<Record<CollectionKind, string>> = {
  service: "routes/service-page.tsx",
  article: "routes/article.tsx",
  area: "routes/area-page.tsx",
};

/** The collections each collection's pages show records of (an article reads the others: its related list). */
export const collectionReads: Readonly<Record<CollectionKind, readonly Collection[]>> = {
  service: [],
  article: ["articles"],
  area: [],
};

/** A language's records of each collection, in the same order as the English ones (their translations). */
export interface LangSources {
  content: Pick<PageContent, "servicePages" | "areas"> & Partial<PageContent>;
  /** The articles in this language; a translation names its English original in `translationOf`. */
  articles: readonly ArticleSummary[];
}

/** The records the registry is built from; tests pass their own to see a new record follow. */
export interface RegistrySources {
  /** Paths of the fixed pages, by language and kind. */
  paths: PerLang<Readonly<Record<string, string>>>;
  /** The fixed pages: `fixedPages`, or a test's list with a page of its own. */
  fixedPages: readonly FixedPage[];
  /** The records of each language (Spanish twins in English order, so a record's index pairs them). */
  byLang: Readonly<Partial<Record<Lang, LangSources>>> & { en: LangSources };
}

type EntryDraft = Omit<AnyPageEntry, "alternates">;

const idOf = (key: string, lang: Lang) => (lang === "en" ? key : `${lang}/${key}`);
const langSources = (sources: readonly string[], lang: Lang) =>
  lang === "en" ? sources : sources.flatMap((f) => [f, `${lang}/${f}`]);

/** A record's `title`, the heading of a fixed page whose entry names none. */
function titleOf(record: PageRecordBase, kind: string): string {
  const title: unknown = (record as { title?: unknown }).title;
  if (typeof title !== "string")
    throw new Error(`page registry: the ${kind} page's record has no title; give it a heading`);
  return title;
}

/** A fixed page's entry: its path from `paths`, its record read, its heading and date from the record. */
const fixedEntry =
  (pathsByKind: Readonly<Record<string, string>>, content: PageContent, lang: Lang) =>
  (page: FixedPage): EntryDraft => {
    const { kind, module, sources, live, reads } = page;
    const path = pathsByKind[kind];
    if (!path) throw new Error(`page registry: no ${lang} path for the ${kind} page`);
    const data = page.record(content);
    return {
      id: idOf(kind, lang),
      key: kind,
      lang,
      kind,
      module,
      path,
      meta: data.meta,
      heading: page.heading ? page.heading(data) : titleOf(data, kind),
      sources: langSources(sources, lang),
      ...(page.date ? { date: page.date(data) } : {}),
      ...(live ? { live } : {}),
      ...(reads?.length ? { reads } : {}),
      record: data,
    } as EntryDraft;
  };

/** The entry of one record of a collection: its path from the collection's pattern and the record's slug. */
function collectionPage<K extends CollectionKind>(
  kind: K,
  lang: Lang,
  record: PageRecords[K],
  page: { slug: string; original: string } & Pick<PageEntry<K>, "meta" | "heading" | "sources" | "date">,
): EntryDraft {
  const { slug, original, sources, ...rest } = page;
  const key = `${kind}:${original}`;
  return {
    id: idOf(key, lang),
    key,
    lang,
    kind,
    module: collectionModules[kind],
    path: collectionPath(kind, slug, lang),
    sources: langSources(sources, lang),
    ...rest,
    ...(collectionReads[kind].length ? { reads: collectionReads[kind] } : {}),
    record,
  } as EntryDraft;
}

/** One language's entries: the fixed pages, services, areas, then articles newest first. */
function langEntries(sources: RegistrySources, lang: Lang, own: LangSources): EntryDraft[] {
  const english = sources.byLang.en.content;
  const content = { ...pageContent[lang], ...own.content } as PageContent;
  const pathsByKind = sources.paths[lang];
  return [
    ...sources.fixedPages.map(fixedEntry(pathsByKind, content, lang)),
    ...own.content.servicePages.map((p, i) =>
      collectionPage("service", lang, p, {
        slug: p.slug,
        original: english.servicePages[i]?.slug ?? p.slug,
        meta: p.meta,
        heading: p.title,
        sources: ["services.ts"],
      }),
    ),
    ...own.content.areas.map((a, i) =>
      collectionPage("area", lang, a, {
        slug: a.slug,
        original: english.areas[i]?.slug ?? a.slug,
        meta: a.meta,
        heading: a.title,
        sources: ["areas.ts"],
      }),
    ),
    ...own.articles.map((a) =>
      collectionPage("article", lang, a, {
        slug: a.slug,
        original: a.translationOf ?? a.slug,
        meta: { title: a.title, description: a.description },
        heading: a.title,
        sources: [],
        date: a.date,
      }),
    ),
  ];
}

/**
 * Every page, in sitemap order: the English pages (fixed pages, services, areas, then articles newest
 * first), then each other language's. Pages sharing a key are each other's alternates.
 */
export function buildRegistry(sources: RegistrySources): AnyPageEntry[] {
  const drafts = langs.flatMap((lang) => {
    const own = sources.byLang[lang];
    return own ? langEntries(sources, lang, own) : [];
  });
  const seen = new Map<string, string>();
  for (const e of drafts) {
    const other = seen.get(e.path);
    if (other) throw new Error(`page registry: ${e.id} and ${other} share the path ${e.path}`);
    seen.set(e.path, e.id);
  }
  const byKey = new Map<string, Partial<Record<Lang, string>>>();
  for (const e of drafts) {
    const set = byKey.get(e.key) ?? {};
    if (set[e.lang]) throw new Error(`page registry: two ${e.lang} pages for ${e.key}`);
    set[e.lang] = e.path;
    byKey.set(e.key, set);
  }
  for (const e of drafts) {
    if (e.kind === "article" && e.lang !== "en" && !byKey.get(e.key)?.en) {
      throw new Error(`page registry: ${e.id} translates an article that does not exist (${e.key})`);
    }
  }
  return drafts.map((e) => ({ ...e, alternates: byKey.get(e.key) ?? {} }) as AnyPageEntry);
}

/** The registry's sources without articles (the menus' and the route table's). */
const recordSources = (articles: PerLang<readonly ArticleSummary[]>): RegistrySources => ({
  paths: pathsByLang,
  fixedPages,
  byLang: {
    en: { content: pageContent.en, articles: articles.en },
    es: { content: pageContent.es, articles: articles.es },
  },
});
export { recordSources };

/**
 * The menus and footer lists (navigation.ts says which pages, in which order, under which labels). Menus
 * list no articles, so they are built here without reading the blog (see registry.server.ts).
 */
export const siteNav: PerLang<SiteNav> = /* @__PURE__ */ (() => {
  const entries = buildRegistry(recordSources({ en: [], es: [] }));
  return { en: buildNav(entries, "en"), es: buildNav(entries, "es") };
})();

/** What the lead forms link to; passed to the browser in loader data (the registry stays on the server). */
export const leadFormLinks = (lang: Lang = "en") => ({
  action: pathsByLang[lang].contact,
  privacy: pathsByLang[lang].privacy,
});
export type LeadFormLinks = ReturnType<typeof leadFormLinks>;

/**
 * Everything the build renders to files: each page, the files for crawlers, feed readers and agents, and
 * each page's Markdown copy.
 */
export const prerenderList = (entries: readonly AnyPageEntry[]): string[] => [
  ...entries.filter((e) => !e.live).map((e) => e.path),
  "/sitemap.xml",
  "/robots.txt",
  ...Object.values(feeds).map((f) => f.path),
  ...Object.values(manifests),
  ...Object.values(galleryDataPath),
  agentFiles.llms,
  agentFiles.ard,
  agentFiles.mcpCard,
  agentFiles.openapi,
  ...entries.map((e) => markdownPath(e.path)),
];

/**
 * The files beside the pages that read a collection: the sitemap (it lists the articles and dates the
 * pages), each language's feed (articles), llms.txt (articles) and each language's gallery data
 * (projects). A page's Markdown copy reads what its page reads.
 */
export const filesReading: readonly { path: string; reads: readonly Collection[] }[] = [
  { path: "/sitemap.xml", reads: ["projects", "articles"] },
  ...Object.values(feeds).map((f) => ({ path: f.path, reads: ["articles"] as const })),
  { path: agentFiles.llms, reads: ["articles"] },
  ...Object.values(galleryDataPath).map((path) => ({ path, reads: ["projects"] as const })),
];

/**
 * Every path (pages, their Markdown copies, files) that shows records of a collection (default: of
 * either): what a page set produced from the content store holds. Live pages are rendered per request,
 * so only their Markdown copies are listed.
 */
export function pagesReading(entries: readonly AnyPageEntry[], collection?: Collection): string[] {
  const reading = (reads: readonly Collection[] | undefined) =>
    reads !== undefined && (collection ? reads.includes(collection) : reads.length > 0);
  const pages = entries.filter((e) => reading(e.reads));
  return [
    ...pages.filter((e) => !e.live).map((e) => e.path),
    ...pages.map((e) => markdownPath(e.path)),
    ...filesReading.filter((f) => reading(f.reads)).map((f) => f.path),
  ];
}
