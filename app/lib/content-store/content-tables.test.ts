import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS } from "../site/migrations.server";
import { tableProblems } from "../site/record.testing";
import { SiteDb } from "../site/site-db.server";
import { contentKey, type StoredArticle } from "./content-record";
import { CONTENT_PUBLISHING } from "./content-schema.server";
import { siteRepoRecords } from "./repo-content.server";
import { CONTENT_RECORD_COLUMNS, CONTENT_SLUG_COLUMNS, CONTENT_VERSION_COLUMNS } from "./content-tables";

describe("the content store's tables", () => {
  it("declare exactly the columns of content_records after every schema step", () => {
    expect(tableProblems("content_records", CONTENT_RECORD_COLUMNS)).toEqual([]);
  });
  it("declare exactly the columns of content_versions after every schema step", () => {
    expect(tableProblems("content_versions", CONTENT_VERSION_COLUMNS)).toEqual([]);
  });
  it("declare exactly the columns of content_slugs after every schema step", () => {
    expect(tableProblems("content_slugs", CONTENT_SLUG_COLUMNS)).toEqual([]);
  });
});

describe("the publishing step on a store seeded before it", () => {
  it("counts every stored record as published by the repository, with its versions, featured time and addresses", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-step-"));
    try {
      const path = join(dir, "site.db");
      const step = MIGRATIONS.indexOf(CONTENT_PUBLISHING);
      const before = new SiteDb(path, MIGRATIONS.slice(0, step));
      const project = siteRepoRecords().find((r) => r.item.kind === "project" && r.item.record.featured)!;
      const article = siteRepoRecords().find((r) => r.item.kind === "article" && r.item.record.es)!;
      const insert = before.db.prepare(
        "INSERT INTO content_records (key, kind, origin, data, updated_at) VALUES (?, ?, 'repo', ?, '2026-05-01T00:00:00.000Z')",
      );
      for (const r of [project, article])
        insert.run(contentKey(r.item), r.item.kind, JSON.stringify(r.item.record));
      before.close();

      const db = new SiteDb(path);
      const rows = db.db
        .prepare("SELECT key, status, revision, featured_at FROM content_records ORDER BY key")
        .all();
      expect(rows).toEqual([
        { key: contentKey(article.item), status: "published", revision: 1, featured_at: null },
        {
          key: contentKey(project.item),
          status: "published",
          revision: 1,
          featured_at: "2026-05-01T00:00:00.000Z",
        },
      ]);
      expect(db.db.prepare("SELECT key, by_user FROM content_versions ORDER BY key").all()).toEqual([
        { key: contentKey(article.item), by_user: null },
        { key: contentKey(project.item), by_user: null },
      ]);
      const a = article.item.record as StoredArticle;
      expect(db.db.prepare("SELECT lang, slug FROM content_slugs ORDER BY lang").all()).toEqual([
        { lang: "en", slug: a.slug },
        { lang: "es", slug: a.es!.slug },
      ]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
