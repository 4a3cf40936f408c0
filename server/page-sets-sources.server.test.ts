import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markdownPath } from "~/content/agent-files";
import { articlePath, galleryDataPath, pathsByLang } from "~/content/page-registry";
import { seedContent } from "~/lib/content-store/content-store.server";
import { siteRepoRecords } from "~/lib/content-store/repo-content.server";
import { siteRepoReviews } from "~/lib/reviews/repo-reviews.server";
import { createReviewStore } from "~/lib/reviews/review-store.server";
import { silentLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { snapshotPrints, withoutPageSets } from "./page-sets.server";
import { collectionPages, previewSnapshot, repoSnapshot, storeSnapshot } from "./page-sets-sources.server";

let dir: string;
let db: SiteDb;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "page-sets-sources-"));
  db = new SiteDb(join(dir, "site.db"));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("page sets' sources", () => {
  it("a freshly seeded store is the build's records: a start serves the build without rendering", () => {
    seedContent(db, siteRepoRecords());
    createReviewStore({ db, pages: withoutPageSets, log: silentLogger }).seed(siteRepoReviews());
    expect(snapshotPrints(storeSnapshot(db)).all).toBe(snapshotPrints(repoSnapshot()).all);
  });

  it("lists every page and file reading a collection, a new article's included, with what each reads", () => {
    const snapshot = repoSnapshot();
    const added = { ...snapshot.articles[0]!, slug: "Brand-New-Article", es: undefined };
    const list = collectionPages()({ ...snapshot, articles: [added, ...snapshot.articles] });
    const reads = new Map(list.map((p) => [p.path, p.reads]));
    expect(reads.get(pathsByLang.en.gallery)).toEqual(["project"]);
    expect(reads.get(pathsByLang.es.blog)).toEqual(["article"]);
    expect(reads.get(pathsByLang.en.home)).toEqual(["project", "article", "review"]);
    expect(reads.get(pathsByLang.es.testimonials)).toEqual(["review"]);
    expect(reads.get(galleryDataPath.es)).toEqual(["project"]);
    expect(reads.get(articlePath("Brand-New-Article"))).toEqual(["article"]);
    expect(reads.get(markdownPath(articlePath("Brand-New-Article")))).toEqual(["article"]);
    expect(reads.has(pathsByLang.en.contact)).toBe(false);
    for (const a of snapshot.articles) expect(reads.has(articlePath(a.slug))).toBe(true);
  });

  it("a preview applies the record's draft; an unknown record has none", () => {
    seedContent(db, siteRepoRecords());
    const project = storeSnapshot(db).projects[0]!;
    const key = `project:${project.id}`;
    db.db
      .prepare("UPDATE content_records SET draft = ? WHERE key = ?")
      .run(JSON.stringify({ ...project, title: "Drafted title" }), key);
    const preview = previewSnapshot(db, key);
    expect(preview?.preview).toEqual({ key });
    expect(preview?.projects.find((p) => p.id === project.id)?.title).toBe("Drafted title");
    expect(storeSnapshot(db).projects.find((p) => p.id === project.id)?.title).toBe(project.title);
    expect(previewSnapshot(db, "project:424242")).toBeUndefined();
  });
});
