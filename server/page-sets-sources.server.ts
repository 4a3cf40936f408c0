/**
 * What page sets are made from, until the content store and the page registry give it: the pages that
 * read a collection (the registry's "reads" line will say it), the store's published records as a
 * snapshot (the store's `loadSnapshot` will add the uploaded photos' files) and the repository's (what
 * the build prerendered). Both snapshots list records in one order (projects by id, articles by slug),
 * so the same records give the same fingerprint.
 */
import type { ServerBuild } from "react-router";
import { agentFiles, feeds, markdownPath } from "~/content/agent-files";
import { langs } from "~/content/i18n";
import { articlePath, galleryDataPath, pathsByLang } from "~/content/paths";
import type { ContentRecord } from "~/lib/content-store/content-record";
import { contentVersion, liveRecords } from "~/lib/content-store/content-store.server";
import { siteRepoRecords } from "~/lib/content-store/repo-content.server";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import type { SiteDb } from "~/lib/site/site-db.server";
import type { PageToProduce } from "./page-sets.server";

const projects = ["project"] as const;
const articles = ["article"] as const;
const both = ["project", "article"] as const;

const snapshotOf = (version: number, items: readonly ContentRecord[]): ContentSnapshot => {
  const projects = items.flatMap((i) => (i.kind === "project" ? [i.record] : []));
  const articles = items.flatMap((i) => (i.kind === "article" ? [i.record] : []));
  return {
    version,
    projects: projects.sort((a, b) => a.id - b.id),
    articles: articles.sort((a, b) => a.slug.localeCompare(b.slug)),
    photos: {},
  };
};

/** The store's published records now. */
export const storeSnapshot = (db: SiteDb): ContentSnapshot =>
  snapshotOf(contentVersion(db), [...liveRecords(db, "project"), ...liveRecords(db, "article")]);

/**
 * What a preview of record `key` renders from: the store's published records with its draft applied
 * (the store's drafts are not there yet: the record as stored); undefined when the store has no such
 * record. No key: the published records.
 */
export function previewSnapshot(db: SiteDb, key: string | undefined): ContentSnapshot | undefined {
  const snapshot = storeSnapshot(db);
  if (key === undefined) return snapshot;
  const known = [
    ...snapshot.projects.map((p) => `project:${p.id}`),
    ...snapshot.articles.map((a) => `article:${a.slug}`),
  ];
  return known.includes(key) ? snapshot : undefined;
}

/** The repository's records: what the build prerendered. */
export const repoSnapshot = (): ContentSnapshot =>
  snapshotOf(
    0,
    siteRepoRecords().map((r) => r.item),
  );

/** The pages that read a collection, for a snapshot; each Markdown copy follows its page where the build routes it. */
export function collectionPages(build: Pick<ServerBuild, "routes">) {
  return (snapshot: ContentSnapshot): PageToProduce[] => {
    const pages: PageToProduce[] = [];
    for (const lang of langs) {
      const at = pathsByLang[lang];
      pages.push(
        { path: at.home, reads: both },
        { path: at.services, reads: both },
        { path: at.gallery, reads: projects },
        { path: at.blog, reads: articles },
      );
    }
    for (const a of snapshot.articles) {
      pages.push({ path: articlePath(a.slug, "en"), reads: articles });
      if (a.es) pages.push({ path: articlePath(a.es.slug, "es"), reads: articles });
    }
    const twins = pages
      .map((p) => ({ ...p, path: markdownPath(p.path) }))
      .filter((p) => build.routes[`markdown${p.path}`]);
    return [
      ...pages,
      ...twins,
      ...langs.map((lang) => ({ path: galleryDataPath[lang], reads: projects })),
      ...langs.map((lang) => ({ path: feeds[lang].path, reads: articles })),
      { path: "/sitemap.xml", reads: both },
      { path: agentFiles.llms, reads: both },
    ];
  };
}
