import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projects } from "../../content/projects";
import { SiteDb } from "../site/site-db.server";
import { contentKey, OFFICE_PROJECT_ID_MIN, type ContentRecord, type StoredProject } from "./content-record";
import {
  allRows,
  bumpContentVersion,
  contentPhotosInUse,
  contentVersion,
  createProject,
  deleteRecord,
  liveRecords,
  purgeDeleted,
  saveRecord,
  seedContent,
  seedLine,
  watchContentVersion,
  type RepoRecord,
} from "./content-store.server";
import { siteRepoRecords } from "./repo-content.server";

const repo = siteRepoRecords();
const firstProject = repo.find((r) => r.item.kind === "project") as RepoRecord & {
  item: { kind: "project"; record: StoredProject };
};
const withTitle = (r: typeof firstProject, title: string): RepoRecord => ({
  ...r,
  item: { kind: "project", record: { ...r.item.record, title } },
});
const recordOf = (db: SiteDb, key: string) => allRows(db).find((r) => r.key === key);

describe("seedContent", () => {
  it("fills an empty store with every repository record, by id or slug", () => {
    const db = new SiteDb(":memory:");
    const summary = seedContent(db, repo);
    expect(summary).toMatchObject({ added: repo.length, updated: 0, keptOffice: 0, version: 1 });
    expect(liveRecords(db, "project").map((p) => p.record.id)).toEqual(
      projects.map((p) => p.id).sort((a, b) => a - b),
    );
    expect(
      allRows(db)
        .map((r) => r.key)
        .sort(),
    ).toEqual(repo.map((r) => contentKey(r.item)).sort());
    expect(seedLine(summary)).toContain(`${repo.length} added`);
  });

  it("changes nothing and keeps the version when the repository is unchanged", () => {
    const db = new SiteDb(":memory:");
    seedContent(db, repo);
    expect(seedContent(db, repo)).toMatchObject({ added: 0, updated: 0, unchanged: repo.length, version: 1 });
  });

  it("adds a record that is new in the repository", () => {
    const db = new SiteDb(":memory:");
    seedContent(db, repo.slice(1));
    expect(seedContent(db, repo)).toMatchObject({ added: 1, version: 2 });
    expect(recordOf(db, contentKey(repo[0]!.item))?.item).toEqual(repo[0]!.item);
  });

  it("follows the repository for a record the office never touched", () => {
    const db = new SiteDb(":memory:");
    seedContent(db, repo);
    const changed = withTitle(firstProject, `${firstProject.item.record.title} (revised)`);
    expect(seedContent(db, [changed])).toMatchObject({ updated: 1 });
    expect(recordOf(db, contentKey(changed.item))?.item).toEqual(changed.item);
  });

  it("leaves a record the office changed as the office left it", () => {
    const db = new SiteDb(":memory:");
    seedContent(db, repo);
    const office = withTitle(firstProject, "Title the office wrote");
    saveRecord(db, office.item);
    const summary = seedContent(db, [withTitle(firstProject, "Title a later commit wrote")]);
    expect(summary).toMatchObject({ updated: 0, keptOffice: 1 });
    expect(recordOf(db, contentKey(office.item))?.item).toEqual(office.item);
    expect(recordOf(db, contentKey(office.item))?.officeTouched).toBe(true);
  });

  it("keeps a record the office deleted deleted, after its purge too", () => {
    const db = new SiteDb(":memory:");
    seedContent(db, repo);
    const key = contentKey(firstProject.item);
    expect(deleteRecord(db, key, new Date("2026-01-01T00:00:00Z"))).toBe(true);
    expect(seedContent(db, repo)).toMatchObject({ added: 0, keptOffice: 1 });
    expect(liveRecords(db, "project").some((p) => contentKey(p) === key)).toBe(false);

    expect(purgeDeleted(db, new Date("2026-02-01T00:00:00Z"))).toBe(1);
    expect(recordOf(db, key)).toMatchObject({ item: null, deleted: true, purged: true });
    expect(seedContent(db, [withTitle(firstProject, "Changed after the purge")])).toMatchObject({
      added: 0,
      updated: 0,
      keptOffice: 1,
    });
    expect(liveRecords(db, "project").some((p) => contentKey(p) === key)).toBe(false);
  });

  it("gives office projects ids from their own range and refuses a repository record that clashes, naming both", () => {
    const db = new SiteDb(":memory:");
    seedContent(db, repo);
    const { id: _id, ...fields } = firstProject.item.record;
    const office = createProject(db, { ...fields, title: "A project the office added" });
    expect(office.id).toBe(OFFICE_PROJECT_ID_MIN);
    expect(createProject(db, fields).id).toBe(OFFICE_PROJECT_ID_MIN + 1);

    const clash: RepoRecord = {
      file: "app/content/projects.ts",
      item: {
        kind: "project",
        record: { ...firstProject.item.record, id: office.id, title: "A repository project" },
      },
    };
    const before = allRows(db);
    expect(() => seedContent(db, [...repo, clash])).toThrow(
      /app\/content\/projects\.ts: project 1000000 \("A repository project"\) clashes with the office's project 1000000 \("A project the office added"\)/,
    );
    expect(() => seedContent(db, [...repo, clash])).toThrow(/office's range/);
    expect(allRows(db)).toEqual(before);
  });

  it("refuses two repository records with one key", () => {
    const db = new SiteDb(":memory:");
    expect(() =>
      seedContent(db, [firstProject, withTitle(firstProject, "Another project, same id")]),
    ).toThrow(/same key/);
    expect(allRows(db)).toEqual([]);
  });

  it("refuses an office record that breaks the repository's rules", () => {
    const db = new SiteDb(":memory:");
    const bad: ContentRecord = { kind: "project", record: { ...firstProject.item.record, date: "2026-13" } };
    expect(() => saveRecord(db, bad)).toThrow(/field date/);
  });
});

describe("the content version", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("is noticed by a second process sharing the file when the first publishes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-version-"));
    dirs.push(dir);
    const file = join(dir, "site.db");
    const a = new SiteDb(file);
    const b = new SiteDb(file);
    seedContent(a, repo);
    expect(contentVersion(b)).toBe(contentVersion(a));

    const seen: number[] = [];
    const stop = watchContentVersion(b, (v) => seen.push(v), { intervalMs: 10 });
    saveRecord(a, withTitle(firstProject, "Published from the office").item);
    await expect.poll(() => seen, { timeout: 2000 }).toEqual([contentVersion(a)]);
    expect(bumpContentVersion(a)).toBe(seen[0]! + 1);
    await expect.poll(() => seen.length, { timeout: 2000 }).toBe(2);
    stop();
    a.close();
    b.close();
  });
});

describe("contentPhotosInUse", () => {
  it("names the uploaded photos of kept records, a deleted one's until its purge", () => {
    const db = new SiteDb(":memory:");
    const record = firstProject.item.record;
    const withPhoto = (id: number, media: number): ContentRecord => ({
      kind: "project",
      record: { ...record, id, before: { ...record.before, source: { media } } },
    });
    saveRecord(db, withPhoto(1, 11));
    saveRecord(db, withPhoto(2, 12));
    deleteRecord(db, "project:2", new Date("2026-01-01T00:00:00Z"));
    expect(contentPhotosInUse(db, [11, 12, 13]).sort()).toEqual([11, 12]);
    purgeDeleted(db, new Date("2026-02-01T00:00:00Z"));
    expect(contentPhotosInUse(db, [11, 12, 13])).toEqual([11]);
  });
});
