/**
 * Every indexable page of the site with its record's title, description and last change, read from
 * the content records. The sitemap, the feeds, llms.txt, the Markdown copies and the social images
 * all derive from this one list, so a new record shows up in each of them.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "~/lib/project-root.server";
import { about } from "./about";
import { areas } from "./areas";
import { listArticles } from "./blog.server";
import { home } from "./home";
import { pages } from "./pages";
import { privacy } from "./privacy";
import { serviceOverview, servicePages } from "./services";
import { areaPath, articlePath, paths, servicePath } from "./site-paths";
import { testimonials } from "./testimonials";
import type { PageMeta } from "./types";

export type PageKind = "home" | "page" | "service" | "area" | "article";

export interface IndexedPage {
  path: string;
  kind: PageKind;
  meta: PageMeta;
  /** The page's h1. */
  heading: string;
  /** Content files the page is rendered from (for its last change), relative to the project folder. */
  sources: readonly string[];
  /** ISO date of an article. */
  date?: string;
}

const content = (file: string) => `app/content/${file}`;

/** The indexable pages, in menu order: home, top-level pages, services, areas, then articles. */
export function indexedPages(): IndexedPage[] {
  const articles = listArticles();
  return [
    {
      path: paths.home,
      kind: "home",
      meta: home.meta,
      heading: home.hero.title,
      sources: [content("home.ts")],
    },
    {
      path: paths.about,
      kind: "page",
      meta: about.meta,
      heading: about.hero.title,
      sources: [content("about.ts")],
    },
    {
      path: paths.services,
      kind: "page",
      meta: serviceOverview.meta,
      heading: serviceOverview.title,
      sources: [content("services.ts")],
    },
    {
      path: paths.gallery,
      kind: "page",
      meta: pages.gallery.meta,
      heading: pages.gallery.title,
      sources: [content("pages.ts"), content("gallery.ts"), content("projects.ts")],
    },
    {
      path: paths.testimonials,
      kind: "page",
      meta: testimonials.meta,
      heading: testimonials.hero.title,
      sources: [content("testimonials.ts")],
    },
    {
      path: paths.referenceSheet,
      kind: "page",
      meta: pages.referenceSheet.meta,
      heading: pages.referenceSheet.title,
      sources: [content("pages.ts"), content("references.ts")],
    },
    {
      path: paths.blog,
      kind: "page",
      meta: pages.blog.meta,
      heading: pages.blog.title,
      sources: [content("pages.ts")],
      date: articles[0]?.date,
    },
    {
      path: paths.contact,
      kind: "page",
      meta: pages.contact.meta,
      heading: pages.contact.title,
      sources: [content("pages.ts"), content("company.ts")],
    },
    {
      path: paths.privacy,
      kind: "page",
      meta: privacy.meta,
      heading: privacy.title,
      sources: [content("privacy.ts")],
      date: privacy.effective,
    },
    ...servicePages.map((p): IndexedPage => ({
      path: servicePath(p.slug),
      kind: "service",
      meta: p.meta,
      heading: p.title,
      sources: [content("services.ts")],
    })),
    ...areas.map((a): IndexedPage => ({
      path: areaPath(a.slug),
      kind: "area",
      meta: a.meta,
      heading: a.title,
      sources: [content("areas.ts")],
    })),
    ...articles.map((a): IndexedPage => ({
      path: articlePath(a.slug),
      kind: "article",
      meta: { title: a.title, description: a.description },
      heading: a.title,
      sources: [content(`blog/${a.slug}.md`)],
      date: a.date,
    })),
  ];
}

const changeCache = new Map<string, string | undefined>();

/**
 * Date (YYYY-MM-DD) the given content files last changed: the last commit that touched them, or the
 * files' modification time outside a git checkout; undefined when neither can be read (a deployed
 * server without sources never needs it: the sitemap is prerendered at build time).
 */
export function lastChanged(files: readonly string[]): string | undefined {
  const key = files.join("\0");
  if (changeCache.has(key)) return changeCache.get(key);
  let date: string | undefined;
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...files], {
      cwd: projectRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(out)) date = out;
  } catch {
    // not a git checkout, or git is missing
  }
  if (!date) {
    try {
      const newest = Math.max(...files.map((f) => statSync(join(projectRoot, f)).mtimeMs));
      date = new Date(newest).toISOString().slice(0, 10);
    } catch {
      date = undefined;
    }
  }
  changeCache.set(key, date);
  return date;
}

/** Last change of a page: an article's own date; for other pages their records' last change (and the newest article for the blog index). */
export function pageLastModified(page: IndexedPage): string | undefined {
  if (page.kind === "article") return page.date;
  const changed = lastChanged(page.sources);
  return [changed, page.date]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
}
