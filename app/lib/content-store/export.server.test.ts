import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { articleFrontmatter } from "../../content/article-schema";
import { checkProjects } from "../../content/project-schema";
import { mediaDirs } from "../media/media-files.server";
import { SiteDb } from "../site/site-db.server";
import type { StoredArticle, StoredProject } from "./content-record";
import { allRows, liveRecords, saveRecord, seedContent } from "./content-store.server";
import { exportContent, readExport } from "./export.server";
import { splitFrontmatter } from "./repo-content";
import { siteRepoRecords } from "./repo-content.server";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "content-export-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const live = (db: SiteDb) => [...liveRecords(db, "project"), ...liveRecords(db, "article")];

// Each test seeds and exports every repository record (about 0.5 s alone): room for a loaded machine,
// where a full run measured both past the 5 s default.
describe("exportContent", { timeout: 20_000 }, () => {
  it("writes the repository's records back so a fresh store seeded from the export holds the same records", async () => {
    const repo = siteRepoRecords();
    const db = new SiteDb(":memory:");
    seedContent(db, repo);
    const out = tempDir();
    const summary = exportContent(db, out, mediaDirs(tempDir()));
    const articles = repo.filter((r) => r.item.kind === "article");
    expect(summary).toMatchObject({
      projects: repo.length - articles.length,
      articles: articles.length,
      photos: 0,
    });

    // The export passes the repository's own checks.
    const { projects } = (await import(join(out, "projects.ts"))) as { projects: unknown[] };
    expect(() => checkProjects(projects)).not.toThrow();
    const first = articles[0]!.item.record as StoredArticle;
    const { data } = splitFrontmatter(readFileSync(join(out, "blog", `${first.slug}.md`), "utf8"));
    expect(articleFrontmatter.parse(data).title).toBe(first.title);

    const fresh = new SiteDb(":memory:");
    seedContent(fresh, await readExport(out));
    expect(live(fresh)).toEqual(live(db));
  });

  it("copies an uploaded photo a record refers to and keeps the office's edits through a re-seed", async () => {
    const db = new SiteDb(":memory:");
    seedContent(db, siteRepoRecords());
    const media = mediaDirs(tempDir());
    const variants = [
      { width: 640, height: 480, format: "webp", name: "7-640.0123456789abcdef.webp", bytes: 5 },
      { width: 1280, height: 960, format: "webp", name: "7-1280.fedcba9876543210.webp", bytes: 6 },
    ];
    db.db
      .prepare(
        "INSERT INTO media (id, created_at, state, type, upload_bytes, width, height, variants) VALUES (7, ?, 'ready', 'jpeg', 10, 1280, 960, ?)",
      )
      .run(new Date().toISOString(), JSON.stringify(variants));
    writeFileSync(join(media.public, variants[0]!.name), "small");
    writeFileSync(join(media.public, variants[1]!.name), "widest");

    const project = liveRecords(db, "project")[0]!.record;
    const edited: StoredProject = {
      ...project,
      title: "Balcony rebuilt after the office's visit",
      before: { ...project.before, source: { media: 7 }, focus: { x: 30, y: 60 } },
    };
    saveRecord(db, { kind: "project", record: edited });
    const article = liveRecords(db, "article")[0]!.record;
    saveRecord(db, {
      kind: "article",
      record: {
        ...article,
        image: { source: { media: 7 }, alt: "A balcony with a new membrane, seen from the door" },
      },
    });

    const out = tempDir();
    expect(exportContent(db, out, media).photos).toBe(1);
    expect(readFileSync(join(out, "photos", "media-7.webp"), "utf8")).toBe("widest");

    const fresh = new SiteDb(":memory:");
    seedContent(fresh, await readExport(out));
    expect(live(fresh)).toEqual(live(db));
    expect(allRows(fresh).find((r) => r.key === `project:${project.id}`)?.item?.record).toEqual(edited);
  });
});
