/**
 * The page registry: every page of the site is one entry here, with its kind (the template that renders
 * it), its content record, its path, title and description, the content files that date it, and the
 * route module that serves it. The route table, the prerender list, the sitemap, llms.txt, the Markdown
 * copies, the social images, the menus and the browser tests' route list all derive from it.
 *
 * A new fixed page is its route module plus one entry in `fixedPages`. A city, a service or an article is
 * still one record (areas.ts, services.ts, blog/*.md); its entry follows from the record.
 *
 * The whole registry, articles included, is `registry` in registry.server.ts (articles are read from the
 * blog folder, which only the server may do). The browser gets what it needs in loader data. Loaded by the
 * route config (react-router.config.ts, routes.ts) through Vite without plugins, so it imports relatively
 * and never reads a virtual module.
 */
import { about } from "./about";
import { agentFiles, markdownPath } from "./agent-files";
import { areas } from "./areas";
import type { ArticleSummary } from "./article-schema";
import { home } from "./home";
import { pages } from "./pages";
import { privacy } from "./privacy";
import { serviceOverview, servicePages } from "./services";
import { testimonials } from "./testimonials";
import { buildNav, type SiteNav } from "./navigation";
import type { AreaPage, PageMeta, ServicePage } from "./types";

/** The record each kind of page renders. */
export interface PageRecords {
  home: typeof home;
  about: typeof about;
  services: typeof serviceOverview;
  gallery: typeof pages.gallery;
  testimonials: typeof testimonials;
  referenceSheet: typeof pages.referenceSheet;
  blog: typeof pages.blog;
  contact: typeof pages.contact;
  privacy: typeof privacy;
  service: ServicePage;
  area: AreaPage;
  article: ArticleSummary;
}

/** A page kind: one template (route module) each. A fixed page is a kind of its own. */
export type PageKind = keyof PageRecords;
/** Kinds with one page per record, served by one route pattern. */
export type CollectionKind = "service" | "area" | "article";
export type FixedKind = Exclude<PageKind, CollectionKind>;

export interface PageEntry<K extends PageKind = PageKind> {
  /** Unique id: the fixed page's kind, or "<kind>:<slug>". */
  id: string;
  kind: K;
  /** Canonical site path. */
  path: string;
  meta: PageMeta;
  /** The page's h1. */
  heading: string;
  /** Content files (relative to app/content/) the page is rendered from, for its last change. */
  sources: readonly string[];
  /** ISO date: an article's publication, or a date the page states (the privacy policy's). */
  date?: string;
  record: PageRecords[K];
  /** The route module that renders it (relative to app/). */
  module: string;
}

export type AnyPageEntry = { [K in PageKind]: PageEntry<K> }[PageKind];

/**
 * The fixed pages' paths, by kind. Kept apart from the entries so that the few widgets that link to a page
 * take these strings into the browser and not the records.
 */
export const paths: Readonly<Record<FixedKind, string>> = {
  home: "/",
  about: "/about-us",
  services: "/service",
  gallery: "/gallery",
  testimonials: "/testimonials",
  referenceSheet: "/reference-sheet",
  blog: "/blog",
  contact: "/contact",
  privacy: "/privacy",
};

/**
 * A fixed page as written below. Its record is read through a function and its heading and date through
 * functions of the record, so the list is inert when imported: a widget that links to a page takes
 * `paths` into the browser, not every record.
 */
interface FixedPage<K extends FixedKind> {
  kind: K;
  module: string;
  sources: readonly string[];
  record: () => PageRecords[K];
  heading: (record: PageRecords[K]) => string;
  date?: (record: PageRecords[K]) => string;
}
export type AnyFixedPage = { [K in FixedKind]: FixedPage<K> }[FixedKind];

/** The fixed pages, in the order the sitemap and llms.txt list them (a literal: nothing runs on import). */
export const fixedPages: readonly AnyFixedPage[] = [
  {
    kind: "home",
    module: "routes/home.tsx",
    heading: (r) => r.hero.title,
    sources: ["home.ts"],
    record: () => home,
  },
  {
    kind: "about",
    module: "routes/about-us.tsx",
    heading: (r) => r.hero.title,
    sources: ["about.ts"],
    record: () => about,
  },
  {
    kind: "services",
    module: "routes/service-overview.tsx",
    heading: (r) => r.title,
    sources: ["services.ts"],
    record: () => serviceOverview,
  },
  {
    kind: "gallery",
    module: "routes/gallery.tsx",
    heading: (r) => r.title,
    sources: ["pages.ts", "gallery.ts", "projects.ts"],
    record: () => pages.gallery,
  },
  {
    kind: "testimonials",
    module: "routes/testimonials.tsx",
    heading: (r) => r.hero.title,
    sources: ["testimonials.ts"],
    record: () => testimonials,
  },
  {
    kind: "referenceSheet",
    module: "routes/reference-sheet.tsx",
    heading: (r) => r.title,
    sources: ["pages.ts", "references.ts"],
    record: () => pages.referenceSheet,
  },
  {
    kind: "blog",
    module: "routes/blog.tsx",
    heading: (r) => r.title,
    sources: ["pages.ts"],
    record: () => pages.blog,
  },
  {
    kind: "contact",
    module: "routes/contact.tsx",
    heading: (r) => r.title,
    sources: ["pages.ts", "company.ts"],
    record: () => pages.contact,
  },
  {
    kind: "privacy",
    module: "routes/privacy.tsx",
    heading: (r) => r.title,
    sources: ["privacy.ts"],
    record: () => privacy,
    date: (r) => r.effective,
  },
];

/** A collection's route: one pattern and one module for all its records. */
export interface Collection {
  /** Route pattern, e.g. "/services/:slug" (the one parameter is the record's slug). */
  pattern: string;
  module: string;
}

export const collections: Record<CollectionKind, Collection> = {
  service: { pattern: "/services/:slug", module: "routes/service-page.tsx" },
  article: { pattern: "/blogs/:slug", module: "routes/article.tsx" },
  // Area pages live at the root (/<area-slug>); the template answers 404 for any other single segment.
  area: { pattern: "/:areaSlug", module: "routes/area-page.tsx" },
};

/** The path of one record of a collection: its pattern with the slug filled in. */
export const collectionPath = (kind: CollectionKind, slug: string): string =>
  collections[kind].pattern.replace(/:\w+/, slug);

export const servicePath = (slug: string) => collectionPath("service", slug);
export const areaPath = (slug: string) => collectionPath("area", slug);
export const articlePath = (slug: string) => collectionPath("article", slug);

/** The records the registry is built from; tests pass their own to see a new record follow. */
export interface RegistrySources {
  /** Paths of the fixed pages, by kind. */
  paths: Readonly<Record<string, string>>;
  fixedPages: readonly AnyFixedPage[];
  servicePages: readonly ServicePage[];
  areas: readonly AreaPage[];
  articles: readonly ArticleSummary[];
}

/** A fixed page's entry: its path from `paths`, its record read, its heading and date from the record. */
const fixedEntry =
  (pathsByKind: RegistrySources["paths"]) =>
  (page: AnyFixedPage): AnyPageEntry => {
    const { kind, module, sources } = page as FixedPage<FixedKind>;
    const { record, heading, date } = page as unknown as FixedPage<"home">;
    const path = pathsByKind[kind];
    if (!path) throw new Error(`page registry: no path for the ${kind} page`);
    const content = record();
    return {
      id: kind,
      kind,
      module,
      path,
      meta: content.meta,
      heading: heading(content),
      sources,
      ...(date ? { date: date(content) } : {}),
      record: content,
    } as AnyPageEntry;
  };

/** The entry of one record of a collection: its path from the collection's pattern and the record's slug. */
function collectionPage<K extends CollectionKind>(
  kind: K,
  record: PageRecords[K],
  page: { slug: string } & Pick<PageEntry<K>, "meta" | "heading" | "sources" | "date">,
): AnyPageEntry {
  const { slug, ...rest } = page;
  return {
    id: `${kind}:${slug}`,
    kind,
    module: collections[kind].module,
    path: collectionPath(kind, slug),
    ...rest,
    record,
  } as AnyPageEntry;
}

/** Every page, in sitemap order: the fixed pages, services, areas, then articles newest first. */
export function buildRegistry(sources: RegistrySources): AnyPageEntry[] {
  const entries: AnyPageEntry[] = [
    ...sources.fixedPages.map(fixedEntry(sources.paths)),
    ...sources.servicePages.map((p) =>
      collectionPage("service", p, {
        slug: p.slug,
        meta: p.meta,
        heading: p.title,
        sources: ["services.ts"],
      }),
    ),
    ...sources.areas.map((a) =>
      collectionPage("area", a, { slug: a.slug, meta: a.meta, heading: a.title, sources: ["areas.ts"] }),
    ),
    ...sources.articles.map((a) =>
      collectionPage("article", a, {
        slug: a.slug,
        meta: { title: a.title, description: a.description },
        heading: a.title,
        sources: [`blog/${a.slug}.md`],
        date: a.date,
      }),
    ),
  ];
  const seen = new Map<string, string>();
  for (const e of entries) {
    const other = seen.get(e.path);
    if (other) throw new Error(`page registry: ${e.id} and ${other} share the path ${e.path}`);
    seen.set(e.path, e.id);
  }
  return entries;
}

/**
 * The menus and footer lists (navigation.ts says which pages, in which order, under which labels). Menus
 * list no articles, so they are built here without reading the blog (see registry.server.ts).
 */
export const siteNav: SiteNav = /* @__PURE__ */ buildNav(
  /* @__PURE__ */ buildRegistry({ paths, fixedPages, servicePages, areas, articles: [] }),
);

/** What the lead forms link to; passed to the browser in loader data (the registry stays on the server). */
export const leadFormLinks = () => ({ action: paths.contact, privacy: paths.privacy });
export type LeadFormLinks = ReturnType<typeof leadFormLinks>;

/**
 * Everything the build renders to files: each page, the files for crawlers, feed readers and agents, and
 * each page's Markdown copy.
 */
export const prerenderList = (entries: readonly AnyPageEntry[]): string[] => [
  ...entries.map((e) => e.path),
  "/sitemap.xml",
  "/robots.txt",
  agentFiles.rss,
  agentFiles.manifest,
  agentFiles.llms,
  agentFiles.ard,
  agentFiles.openapi,
  ...entries.map((e) => markdownPath(e.path)),
];
