/**
 * What page sets are made from: the pages that read a collection (the registry's `reads` lines, over the
 * registry the snapshot's articles make: `pagesReading`), the store's published records as a snapshot
 * (`loadSnapshot`: photos' files, article moves) and the repository's (`repoSnapshot`: what the build
 * prerendered).
 */
import type { ServerBuild } from "react-router";
import { pagesReading, type Collection } from "~/content/page-registry";
import { parseContentRecord, type ContentKind as StoredKind } from "~/lib/content-store/content-record";
import { repoSnapshot } from "~/lib/content-store/repo-snapshot.server";
import { siteContent } from "~/lib/content-store/site-content.server";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import { loadSnapshot } from "~/lib/content-store/snapshot.server";
import type { SiteDb } from "~/lib/site/site-db.server";
import type { ContentKind, PageToProduce } from "./page-sets.server";

export { repoSnapshot };

/** The store's published records now. */
export const storeSnapshot = (db: SiteDb): ContentSnapshot => loadSnapshot(db);

/**
 * What a preview of record `key` renders from: the published records with its draft (else the record as
 * published) applied; undefined when the store has no such record.
 */
export function previewSnapshot(db: SiteDb, key: string | undefined): ContentSnapshot | undefined {
  if (key === undefined) return loadSnapshot(db);
  const row = db.db
    .prepare("SELECT kind, data, draft FROM content_records WHERE key = ? AND deleted_at IS NULL")
    .get(key) as { kind: StoredKind; data: string | null; draft: string | null } | undefined;
  const json = row?.draft ?? row?.data;
  if (!row || !json) return undefined;
  const draft = parseContentRecord(row.kind, JSON.parse(json), key);
  return loadSnapshot(db, { draft, draftKey: key });
}

const KIND_OF: Record<Collection, ContentKind> = {
  projects: "project",
  articles: "article",
  reviews: "review",
};

/**
 * The pages and files that read a collection, for a snapshot (its articles are the registry's), each with
 * the collections it reads. A path the build has no route for (an article published since: its Markdown
 * copy answers through the pattern route) is rendered all the same.
 */
export function collectionPages(_build?: Pick<ServerBuild, "routes">) {
  return (snapshot: ContentSnapshot): PageToProduce[] => {
    const site = siteContent(snapshot);
    const reads = new Map<string, ContentKind[]>();
    for (const collection of Object.keys(KIND_OF) as Collection[])
      for (const path of pagesReading(site.registry, collection))
        reads.set(path, [...(reads.get(path) ?? []), KIND_OF[collection]]);
    // Each published letter's PDF (a withheld one is left out: the set removes the build's file).
    for (const letter of site.letters) reads.set(letter.pdf, ["review"]);
    return [...reads].map(([path, kinds]) => ({ path, reads: kinds }));
  };
}
