import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { featuredProjectIds } from "../../content/featured-projects";
import { articlePath } from "../../content/paths";
import { MediaStore } from "../media/media-store.server";
import { listAudit } from "../office/audit.server";
import { createLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import {
  FEATURED_COUNT,
  OFFICE_PROJECT_ID_MIN,
  type ContentRecord,
  type StoredArticle,
  type StoredProject,
} from "./content-record";
import { contentPhotosInUse, contentVersion, seedContent, type RepoRecord } from "./content-store.server";
import {
  CONTENT_PURGE_EVERY_MS,
  createOfficeContent,
  purgeContent,
  scheduleContentPurge,
  type ContentPages,
  type OfficeContent,
} from "./office-content.server";
import { siteRepoRecords } from "./repo-content.server";
import type { ContentSnapshot } from "./snapshot";
import { loadSnapshot } from "./snapshot.server";
import { recordVersion, RESTORE_DAYS, VERSIONS_KEPT, VERSION_KEEP_DAYS } from "./versions.server";

const DAY = 24 * 3600_000;
const repo = siteRepoRecords();
const projectsOf = (r: readonly RepoRecord[]) =>
  r.flatMap((x) => (x.item.kind === "project" ? [x.item.record] : []));
const articlesOf = (r: readonly RepoRecord[]) =>
  r.flatMap((x) => (x.item.kind === "article" ? [x.item.record] : []));
const repoProjects = projectsOf(repo);
const repoArticles = articlesOf(repo);
const plainProject = repoProjects.find((p) => !p.featured)!;
const translated = repoArticles.find((a) => a.es)!;
const other = repoArticles.find((a) => a.slug !== translated.slug)!;

let dir: string;
let db: SiteDb;
let clock: Date;
let produced: ContentSnapshot[];
let renderFails: boolean;
let content: OfficeContent;
let media: MediaStore;
let ann: { id: number };
let bo: { id: number };

const pages: ContentPages = {
  produce: (snapshot) => {
    produced.push(snapshot);
    return Promise.resolve(
      renderFails
        ? { ok: false, error: "the gallery's template threw" }
        : { ok: true, version: snapshot.version },
    );
  },
};

function addUser(name: string): { id: number } {
  const { id } = db.db
    .prepare(
      "INSERT INTO office_users (email, name, role, webauthn_user_id, created_at) VALUES (?, ?, 'office', ?, 'now') RETURNING id",
    )
    .get(`${name}@example.com`, name, name) as { id: number };
  return { id };
}

function addPhoto(state: "pending" | "ready" | "failed"): number {
  const id = media.insertPending({
    public: 1,
    type: "jpeg",
    upload_bytes: 1000,
    width: 1600,
    height: 1200,
    uploaded_by: null,
  });
  if (state === "ready")
    media.markReady(id, [
      { width: 640, height: 480, format: "webp", name: `${id}-640.abc.webp`, bytes: 900 },
    ]);
  if (state === "failed") media.markFailed(id, "could not decode");
  return id;
}

const snapshot = () => loadSnapshot(db);
const projectIn = (s: ContentSnapshot, id: number) => s.projects.find((p) => p.id === id);
const featuredIn = (s: ContentSnapshot) =>
  s.projects
    .filter((p) => p.featured)
    .map((p) => p.id)
    .sort((a, b) => a - b);
const revisionOf = (key: string) => content.get(key)!.revision;

/** Saves a draft of `key` changed by `change`, based on its current revision, and returns the revision. */
function edit<R>(editor: { id: number }, key: string, change: (r: R) => R): number {
  const detail = content.get(key)!;
  const record = (detail.draft ?? detail.published)!.record as R;
  const result = content.saveDraft(editor, key, change(record), detail.revision);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.revision;
}

async function publish(editor: { id: number }, key: string) {
  return content.publish(editor, key, revisionOf(key));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "office-content-"));
  db = new SiteDb(join(dir, "site.db"));
  clock = new Date("2026-11-01T18:00:00Z");
  seedContent(db, repo, clock);
  produced = [];
  renderFails = false;
  media = new MediaStore(db);
  content = createOfficeContent({
    db,
    media: { store: media },
    pages,
    log: createLogger("silent"),
    now: () => clock,
  });
  ann = addUser("Ann");
  bo = addUser("Bo");
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("drafts", () => {
  it("saving makes a draft: the public snapshot is unchanged until Publish", async () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({ ...p, title: "Rooftop deck resurfaced in Venice" }));
    expect(content.get(key)?.state).toBe("published-with-draft");
    expect(projectIn(snapshot(), plainProject.id)?.title).toBe(plainProject.title);
    const before = contentVersion(db);

    const result = await publish(ann, key);
    expect(result).toEqual({ ok: true, version: before + 1 });
    expect(projectIn(snapshot(), plainProject.id)?.title).toBe("Rooftop deck resurfaced in Venice");
    expect(content.get(key)?.state).toBe("published");
    expect(produced.at(-1)?.version).toBe(before + 1);
  });

  it("dates what the office published for the sitemap; the repository's untouched records keep their files' dates", async () => {
    const key = `project:${plainProject.id}`;
    expect(snapshot().updatedAt?.[key]).toBeUndefined();
    edit<StoredProject>(ann, key, (p) => ({ ...p, city: "Venice" }));
    expect(snapshot().updatedAt?.[key]).toBeUndefined();
    await publish(ann, key);
    const at = snapshot().updatedAt?.[key];
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(snapshot().updatedAt?.[`article:${other.slug}`]).toBeUndefined();
  });

  it("a new project takes the next office id, stays a draft, and is first in the gallery once published", async () => {
    // Its Spanish words are left for later: it is published in English only.
    const {
      id: _id,
      titleEs: _es,
      ...fields
    } = {
      ...plainProject,
      title: "Balcony membrane in Culver City",
      featured: false,
    };
    const saved = content.saveDraft(ann, null, fields, null);
    expect(saved).toEqual({ ok: true, key: `project:${OFFICE_PROJECT_ID_MIN}`, revision: 1 });
    expect(content.get(`project:${OFFICE_PROJECT_ID_MIN}`)).toMatchObject({
      state: "draft-only",
      missingSpanish: true,
    });
    expect(projectIn(snapshot(), OFFICE_PROJECT_ID_MIN)).toBeUndefined();
    expect(content.list("project").find((r) => r.key === `project:${OFFICE_PROJECT_ID_MIN}`)?.state).toBe(
      "draft-only",
    );

    expect(await publish(ann, `project:${OFFICE_PROJECT_ID_MIN}`)).toMatchObject({ ok: true });
    expect(snapshot().projects[0]?.id).toBe(OFFICE_PROJECT_ID_MIN);
    const second = content.saveDraft(ann, null, { ...fields, title: "Pool deck in Burbank" }, null);
    expect(second).toMatchObject({ ok: true, key: `project:${OFFICE_PROJECT_ID_MIN + 1}` });
  });

  it("refuses fields the stored schema refuses, by field, with message keys", () => {
    const { id: _id, ...fields } = plainProject;
    const result = content.saveDraft(ann, null, { ...fields, title: "", date: "May 2026" }, null);
    expect(result).toMatchObject({
      ok: false,
      errors: { title: { key: "required" }, date: { key: "format" } },
    });
    expect(content.list("project").some((r) => r.state === "draft-only")).toBe(false);
  });

  it("never overwrites a newer revision by someone else: the conflict carries theirs, who and when", () => {
    const key = `project:${plainProject.id}`;
    const base = revisionOf(key);
    const ours = content.saveDraft(ann, key, { ...plainProject, title: "Ann's title for this deck" }, base);
    expect(ours.ok).toBe(true);
    clock = new Date(clock.getTime() + 60_000);
    const theirs = content.saveDraft(bo, key, { ...plainProject, title: "Bo's title for this deck" }, base);
    expect(theirs).toMatchObject({
      ok: false,
      conflict: {
        by: "Ann",
        revision: base + 1,
        theirs: { kind: "project", record: { title: "Ann's title for this deck" } },
      },
    });
    expect(content.get(key)?.draft?.record.title).toBe("Ann's title for this deck");
  });

  it("a publish based on an older revision by someone else is a conflict too", async () => {
    const key = `project:${plainProject.id}`;
    const base = revisionOf(key);
    edit<StoredProject>(ann, key, (p) => ({ ...p, title: "Ann's newer title here" }));
    const result = await content.publish(bo, key, base);
    expect(result).toMatchObject({ ok: false, conflict: { by: "Ann" } });
    expect(produced).toHaveLength(0);
  });

  it("a seeded record counts as published by the repository; the seed leaves a drafted record as the office left it", () => {
    const key = `project:${plainProject.id}`;
    expect(content.history(key)).toMatchObject([{ by: "the repository" }]);
    edit<StoredProject>(ann, key, (p) => ({ ...p, title: "Draft title from the office" }));
    const summary = seedContent(
      db,
      repo.map((r) =>
        r.item.kind === "project" && r.item.record.id === plainProject.id
          ? { ...r, item: { kind: "project", record: { ...plainProject, title: "A later commit's title" } } }
          : r,
      ),
    );
    expect(summary.keptOffice).toBe(1);
    expect(content.get(key)?.draft?.record.title).toBe("Draft title from the office");
    expect(content.history(key)).toHaveLength(1);
  });

  it("a seeded update of an untouched record records a version by the repository with what changed", () => {
    const key = `project:${plainProject.id}`;
    seedContent(
      db,
      repo.map((r) =>
        r.item.kind === "project" && r.item.record.id === plainProject.id
          ? { ...r, item: { kind: "project", record: { ...plainProject, city: "Malibu" } } }
          : r,
      ),
    );
    expect(content.history(key)[0]).toMatchObject({ by: "the repository", changed: ["city"] });
    expect(projectIn(snapshot(), plainProject.id)?.city).toBe("Malibu");
  });

  it("a draft saved back to the published record is no draft", () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({ ...p, city: "Malibu" }));
    const reordered = Object.fromEntries(Object.entries(plainProject).reverse());
    expect(content.saveDraft(ann, key, reordered, revisionOf(key)).ok).toBe(true);
    expect(content.get(key)?.state).toBe("published");
  });

  it("discarding a draft keeps the published record", () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({ ...p, city: "Malibu" }));
    expect(content.discardDraft(ann, key)).toBe(true);
    expect(content.get(key)).toMatchObject({
      state: "published",
      published: { record: { city: plainProject.city } },
    });
  });
});

describe("missing Spanish", () => {
  it("badges a project whose title, description or alt text lacks its Spanish, and an article without its translation", () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({
      ...p,
      titleEs: "Terraza en la azotea",
      description: "A rooftop deck sealed against winter rain.",
      descriptionEs: "Una terraza sellada contra la lluvia.",
      before: { ...p.before, altEs: "La terraza antes del trabajo, con la capa agrietada" },
      after: p.after && { ...p.after, altEs: "La terraza después, con la membrana nueva" },
    }));
    expect(content.get(key)?.missingSpanish).toBe(false);
    for (const lack of [
      (p: StoredProject) => ({ ...p, titleEs: undefined }),
      (p: StoredProject) => ({ ...p, descriptionEs: undefined }),
      (p: StoredProject) => ({ ...p, before: { ...p.before, altEs: undefined } }),
    ]) {
      edit<StoredProject>(ann, key, lack);
      expect(content.get(key)?.missingSpanish).toBe(true);
      expect(content.list("project").find((r) => r.key === key)?.missingSpanish).toBe(true);
      content.discardDraft(ann, key);
      edit<StoredProject>(ann, key, (p) => ({
        ...p,
        titleEs: "Terraza en la azotea",
        description: "A rooftop deck sealed against winter rain.",
        descriptionEs: "Una terraza sellada contra la lluvia.",
        before: { ...p.before, altEs: "La terraza antes del trabajo, con la capa agrietada" },
        after: p.after && { ...p.after, altEs: "La terraza después, con la membrana nueva" },
      }));
    }
    const english = repoArticles.find((a) => !a.es);
    if (english) expect(content.get(`article:${english.slug}`)?.missingSpanish).toBe(true);
    expect(content.get(`article:${translated.slug}`)?.missingSpanish).toBe(
      !!translated.image && !translated.image.altEs,
    );
    edit<StoredArticle>(ann, `article:${translated.slug}`, (a) => ({ ...a, es: undefined }));
    expect(content.get(`article:${translated.slug}`)?.missingSpanish).toBe(true);
  });
});

describe("publish-time checks", () => {
  it("refuses a project title another published project has, in either language", async () => {
    const key = `project:${plainProject.id}`;
    const taken = repoProjects.find((p) => p.id !== plainProject.id)!;
    edit<StoredProject>(ann, key, (p) => ({ ...p, title: taken.title.toUpperCase() }));
    expect(content.get(key)?.problems).toEqual([
      { key: "titleTaken", field: "title", params: { other: taken.title, lang: "en" } },
    ]);
    const result = await publish(ann, key);
    expect(result).toMatchObject({ ok: false, problems: [{ key: "titleTaken" }] });
    expect(produced).toHaveLength(0);
    const takenEs = repoProjects.find((p) => p.id !== plainProject.id && p.titleEs)!;
    edit<StoredProject>(ann, key, (p) => ({ ...p, title: plainProject.title, titleEs: takenEs.titleEs }));
    expect(content.get(key)?.problems).toMatchObject([{ key: "titleTaken", field: "titleEs" }]);
  });

  it("refuses an article title or description another article has", async () => {
    const key = `article:${translated.slug}`;
    edit<StoredArticle>(ann, key, (a) => ({ ...a, title: other.title, description: other.description }));
    expect((await publish(ann, key)).ok).toBe(false);
    expect(content.get(key)?.problems.map((p) => p.key)).toEqual(["titleTaken", "descriptionTaken"]);
  });

  it("refuses Markdown the pipeline would not show as written, in either language (scheduled publishes too)", async () => {
    const key = `article:${translated.slug}`;
    edit<StoredArticle>(ann, key, (a) => ({
      ...a,
      body: `${a.body}\n\n<script>alert(1)</script>`,
      es: a.es && { ...a.es, body: `${a.es.body}\n\n[pulse](javascript:alert(1))` },
    }));
    expect(content.get(key)?.problems).toMatchObject([
      { key: "markdown", field: "body", params: { code: "rawHtml" } },
      { key: "markdown", field: "es.body", params: { code: "linkScheme" } },
    ]);
    expect((await publish(ann, key)).ok).toBe(false);
    expect(produced).toHaveLength(0);
  });

  it("refuses a slug another article has or had, and a fixed page's path", async () => {
    const key = `article:${translated.slug}`;
    edit<StoredArticle>(ann, key, (a) => ({ ...a, slug: other.slug }));
    expect(content.get(key)?.problems).toMatchObject([
      { key: "slugTaken", field: "slug", params: { other: other.title } },
    ]);
    // The other article moves to a new slug: its old one stays taken (it redirects there).
    edit<StoredArticle>(bo, `article:${other.slug}`, (a) => ({ ...a, slug: `${other.slug}-2026` }));
    expect((await publish(bo, `article:${other.slug}`)).ok).toBe(true);
    expect(content.get(key)?.problems).toMatchObject([{ key: "slugTaken", field: "slug" }]);
  });

  it("waits for a record's photos: pending and failed ones refuse Publish with their state", async () => {
    const key = `project:${plainProject.id}`;
    const pending = addPhoto("pending");
    edit<StoredProject>(ann, key, (p) => ({ ...p, before: { ...p.before, source: { media: pending } } }));
    expect(await publish(ann, key)).toEqual({
      ok: false,
      problems: [{ key: "photoPending", field: "before", params: { state: "pending" } }],
    });
    expect(content.list("project").find((r) => r.key === key)?.photos).toEqual({ pending: 1, failed: 0 });
    media.markFailed(pending, "could not decode");
    expect(await publish(ann, key)).toMatchObject({ ok: false, problems: [{ key: "photoFailed" }] });
    media.markReady(pending, [
      { width: 640, height: 480, format: "webp", name: `${pending}-640.abc.webp`, bytes: 1 },
    ]);
    expect((await publish(ann, key)).ok).toBe(true);
    expect(snapshot().photos[pending]?.variants).toHaveLength(1);
  });
});

describe("the featured three", () => {
  it("are as many as the repository features", () => {
    expect(featuredProjectIds).toHaveLength(FEATURED_COUNT);
  });

  it("a newly featured project replaces the one featured longest ago, and get() says which beforehand", async () => {
    const key = `project:${plainProject.id}`;
    expect(featuredIn(snapshot())).toEqual([...featuredProjectIds].sort((a, b) => a - b));
    clock = new Date(clock.getTime() + 60_000);
    edit<StoredProject>(ann, key, (p) => ({ ...p, featured: true }));
    const oldest = Math.min(...featuredProjectIds);
    const replaced = repoProjects.find((p) => p.id === oldest)!;
    expect(content.get(key)?.featuredReplaces).toEqual({ key: `project:${oldest}`, title: replaced.title });
    expect((await publish(ann, key)).ok).toBe(true);
    const now = featuredIn(snapshot());
    expect(now).toHaveLength(FEATURED_COUNT);
    expect(now).toContain(plainProject.id);
    expect(now).not.toContain(oldest);
    expect(content.history(`project:${oldest}`)[0]).toMatchObject({ by: "Ann", changed: ["featured"] });

    // The next one replaces the next oldest, never the one just featured.
    const next = repoProjects.find((p) => !p.featured && p.id !== plainProject.id)!;
    clock = new Date(clock.getTime() + 60_000);
    edit<StoredProject>(bo, `project:${next.id}`, (p) => ({ ...p, featured: true }));
    expect((await publish(bo, `project:${next.id}`)).ok).toBe(true);
    expect(featuredIn(snapshot())).toContain(plainProject.id);
    expect(featuredIn(snapshot())).toHaveLength(FEATURED_COUNT);
  });

  it("a deleted featured project gives its place; brought back, it is featured again and the oldest leaves", async () => {
    const [gone, ...rest] = featuredProjectIds;
    clock = new Date(clock.getTime() + 60_000);
    expect((await content.remove(ann, `project:${gone}`)).ok).toBe(true);
    const promoted = featuredIn(snapshot()).filter((id) => !featuredProjectIds.includes(id as never));
    expect(promoted).toHaveLength(1);
    clock = new Date(clock.getTime() + 60_000);
    expect((await content.undelete(ann, `project:${gone}`)).ok).toBe(true);
    const now = featuredIn(snapshot());
    expect(now).toHaveLength(FEATURED_COUNT);
    expect(now).toContain(gone);
    // The seeded ones were featured before the promoted one: the lowest id of them leaves.
    expect(now).not.toContain(Math.min(...rest));
  });

  it("unpublishing a featured project gives its place to the most recently finished project", async () => {
    const featuredId = featuredProjectIds[0];
    expect((await content.unpublish(ann, `project:${featuredId}`)).ok).toBe(true);
    const now = featuredIn(snapshot());
    expect(now).toHaveLength(FEATURED_COUNT);
    expect(now).not.toContain(featuredId);
  });
});

describe("publish and the pages", () => {
  it("a render that fails changes nothing: the record, its draft, its history and the version stay", async () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({ ...p, title: "A title that never goes live" }));
    const version = contentVersion(db);
    const audits = listAudit(db.db).entries.length;
    renderFails = true;
    expect(await publish(ann, key)).toEqual({ ok: false, renderError: "the gallery's template threw" });
    expect(produced.at(-1) && projectIn(produced.at(-1)!, plainProject.id)?.title).toBe(
      "A title that never goes live",
    );
    expect(contentVersion(db)).toBe(version);
    expect(projectIn(snapshot(), plainProject.id)?.title).toBe(plainProject.title);
    expect(content.get(key)).toMatchObject({ state: "published-with-draft" });
    expect(content.history(key)).toHaveLength(1);
    expect(listAudit(db.db).entries).toHaveLength(audits);
  });

  it("each publish, unpublish, restore and delete is audited with the fields changed", async () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({ ...p, city: "Malibu" }));
    await publish(ann, key);
    const first = content.history(key).at(-1)!;
    await content.restore(ann, key, first.id);
    await content.unpublish(ann, key);
    await content.remove(ann, key);
    const entries = listAudit(db.db).entries.filter((e) => e.subject_id === String(plainProject.id));
    expect(entries.map((e) => e.action).reverse()).toEqual([
      "content.publish",
      "content.restore",
      "content.unpublish",
      "content.delete",
    ]);
    expect(entries.at(-1)).toMatchObject({ fields: ["city"], user_name: "Ann", subject_type: "project" });
  });
});

describe("history and restore", () => {
  it("lists versions newest first with who and what changed, and restores one as a new publish", async () => {
    const key = `project:${plainProject.id}`;
    edit<StoredProject>(ann, key, (p) => ({ ...p, city: "Malibu" }));
    await publish(ann, key);
    edit<StoredProject>(bo, key, (p) => ({ ...p, title: "Second publish of this deck" }));
    await publish(bo, key);
    const history = content.history(key);
    expect(history.map((v) => [v.by, v.changed])).toEqual([
      ["Bo", ["title"]],
      ["Ann", ["city"]],
      ["the repository", Object.keys(plainProject).sort()],
    ]);
    const result = await content.restore(ann, key, history[2]!.id);
    expect(result.ok).toBe(true);
    expect(projectIn(snapshot(), plainProject.id)).toEqual(plainProject);
    expect(content.history(key)[0]).toMatchObject({ by: "Ann", changed: ["city", "title"] });
    expect(await content.restore(ann, key, 999_999)).toMatchObject({
      ok: false,
      problems: [{ key: "versionNotFound" }],
    });
  });

  it("keeps the newest versions and every version younger than a year; prunes the rest", () => {
    const key = `project:${plainProject.id}`;
    const start = clock;
    const publishAt = (at: Date, city: string) =>
      recordVersion(db, {
        key,
        revision: 1,
        item: { kind: "project", record: { ...plainProject, city } },
        by: ann.id,
        at: at.toISOString(),
      });
    for (let i = 0; i < VERSIONS_KEPT + 5; i++)
      publishAt(new Date(start.getTime() - (2 * VERSION_KEEP_DAYS - i) * DAY), `City number ${i}`);
    publishAt(new Date(start.getTime() - 10 * DAY), "Young city");
    const all = content.history(key);
    // The repository's version was seeded at `start`: younger than a year, it is kept too.
    const young = all.filter((v) => Date.parse(v.at) > start.getTime() - VERSION_KEEP_DAYS * DAY);
    expect(young.map((v) => v.by)).toEqual(["Ann", "the repository"]);
    expect(purgeContent(db, start).prunedVersions).toBe(all.length - VERSIONS_KEPT - 1);
    const kept = content.history(key);
    expect(kept.map((v) => v.id)).toEqual([...all.slice(0, VERSIONS_KEPT), all.at(-1)!].map((v) => v.id));
    expect(kept[0]?.record.record).toMatchObject({ city: "Young city" });
  });
});

describe("unpublish, delete, undelete, purge", () => {
  it("unpublish hides a record and keeps it; publishing it again shows it", async () => {
    const key = `project:${plainProject.id}`;
    expect((await content.unpublish(ann, key)).ok).toBe(true);
    expect(projectIn(snapshot(), plainProject.id)).toBeUndefined();
    expect(content.get(key)).toMatchObject({ state: "unpublished", published: { record: plainProject } });
    expect((await publish(ann, key)).ok).toBe(true);
    expect(projectIn(snapshot(), plainProject.id)).toEqual(plainProject);
  });

  it("a deleted record is restorable for 30 days, then purged, and the seed never brings it back", async () => {
    const key = `project:${plainProject.id}`;
    expect((await content.remove(ann, key)).ok).toBe(true);
    expect(projectIn(snapshot(), plainProject.id)).toBeUndefined();
    const row = content.list("project").find((r) => r.key === key)!;
    expect(row.state).toBe("deleted");
    expect(Date.parse(row.restorableUntil!) - Date.parse(row.deletedAt!)).toBe(RESTORE_DAYS * DAY);
    expect((await content.undelete(ann, key)).ok).toBe(true);
    expect(projectIn(snapshot(), plainProject.id)).toEqual(plainProject);

    await content.remove(ann, key);
    clock = new Date(clock.getTime() + (RESTORE_DAYS - 1) * DAY);
    expect(content.purge().purged).toBe(0);
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(content.purge().purged).toBe(1);
    expect(await content.undelete(ann, key)).toMatchObject({ ok: false, problems: [{ key: "purged" }] });
    expect(content.history(key)).toEqual([]);
    seedContent(db, repo);
    expect(projectIn(snapshot(), plainProject.id)).toBeUndefined();
  });

  it("an article's old slug redirects to its new one; a deleted article's addresses are gone", async () => {
    const key = `article:${translated.slug}`;
    edit<StoredArticle>(ann, key, (a) => ({
      ...a,
      slug: `${a.slug}-updated`,
      es: a.es && { ...a.es, slug: `${a.es.slug}-nuevo` },
    }));
    expect((await publish(ann, key)).ok).toBe(true);
    expect(snapshot().articleRedirects).toEqual({
      [articlePath(translated.slug, "en")]: articlePath(`${translated.slug}-updated`, "en"),
      [articlePath(translated.es!.slug, "es")]: articlePath(`${translated.es!.slug}-nuevo`, "es"),
    });
    expect(await content.remove(ann, key)).toMatchObject({ ok: true });
    expect(snapshot().articleRedirects).toEqual({});
    expect([...snapshot().goneArticles!].sort()).toEqual(
      [
        articlePath(translated.slug, "en"),
        articlePath(`${translated.slug}-updated`, "en"),
        articlePath(translated.es!.slug, "es"),
        articlePath(`${translated.es!.slug}-nuevo`, "es"),
      ].sort(),
    );
    expect(snapshot().articles.some((a) => a.title === translated.title)).toBe(false);
  });
});

describe("scheduled publishing", () => {
  // 1 November 2026, 18:00 UTC is 10:00 in Los Angeles (daylight time ended that day at 2:00: UTC−8).
  it("publishes an article's draft at a Pacific date and time, as who scheduled it", async () => {
    const key = `article:${translated.slug}`;
    const revision = edit<StoredArticle>(ann, key, (a) => ({ ...a, title: "A title published on schedule" }));
    const result = content.schedule(ann, key, revision, { date: "2026-11-02", time: "08:30" });
    // 08:30 Pacific standard time (UTC−8) is 16:30 UTC.
    expect(result).toEqual({ ok: true, scheduledAt: "2026-11-02T16:30:00.000Z" });
    expect(content.get(key)).toMatchObject({
      scheduledAtPacific: { date: "2026-11-02", time: "08:30" },
      state: "published-with-draft",
    });

    clock = new Date("2026-11-02T16:29:00Z");
    expect(await content.publishDue()).toEqual({ published: [], refused: [] });
    expect(snapshot().articles.find((a) => a.slug === translated.slug)?.title).toBe(translated.title);

    clock = new Date("2026-11-02T16:30:00Z");
    expect((await content.publishDue()).published).toEqual([key]);
    expect(snapshot().articles.find((a) => a.slug === translated.slug)?.title).toBe(
      "A title published on schedule",
    );
    expect(content.history(key)[0]).toMatchObject({ by: "Ann", at: "2026-11-02T16:30:00.000Z" });
    expect(content.get(key)?.scheduledAt).toBeUndefined();
  });

  it("refuses a moment that has passed, an impossible date, and a draft that fails a check", () => {
    const key = `article:${translated.slug}`;
    const revision = edit<StoredArticle>(ann, key, (a) => ({ ...a, title: other.title }));
    const at = { date: "2026-11-02", time: "08:30" };
    expect(content.schedule(ann, key, revision, { date: "2026-11-01", time: "09:59" })).toMatchObject({
      problems: [{ key: "scheduleInPast" }],
    });
    expect(content.schedule(ann, key, revision, { date: "2026-02-30", time: "08:30" })).toMatchObject({
      problems: [{ key: "scheduleInvalid" }],
    });
    expect(content.schedule(ann, key, revision, at)).toMatchObject({ problems: [{ key: "titleTaken" }] });
  });

  it("a photo still being prepared is waited for; it is published once the photo is ready", async () => {
    const key = `project:${plainProject.id}`;
    const photo = addPhoto("pending");
    const revision = edit<StoredProject>(ann, key, (p) => ({
      ...p,
      before: { ...p.before, source: { media: photo } },
    }));
    expect(content.schedule(ann, key, revision, { date: "2026-11-01", time: "12:00" }).ok).toBe(true);
    clock = new Date("2026-11-01T20:00:00Z");
    expect((await content.publishDue()).refused).toMatchObject([{ key }]);
    expect(content.get(key)?.scheduledAt).toBe("2026-11-01T20:00:00.000Z");
    media.markReady(photo, [
      { width: 640, height: 480, format: "webp", name: `${photo}-640.abc.webp`, bytes: 1 },
    ]);
    expect((await content.publishDue()).published).toEqual([key]);
  });
});

describe("a scheduled publish refused when it is due", () => {
  it("is kept on the record (editor and list) with its reasons until it is scheduled again; scheduling and cancelling are audited", async () => {
    const key = `article:${translated.slug}`;
    const clash = "A title another article takes meanwhile";
    const revision = edit<StoredArticle>(ann, key, (a) => ({ ...a, title: clash }));
    expect(content.schedule(ann, key, revision, { date: "2026-11-02", time: "08:30" }).ok).toBe(true);
    // Before it is due, another article is published with the same title: the check fails then.
    edit<StoredArticle>(bo, `article:${other.slug}`, (a) => ({ ...a, title: clash }));
    expect((await publish(bo, `article:${other.slug}`)).ok).toBe(true);

    clock = new Date("2026-11-02T16:30:00Z");
    expect((await content.publishDue()).refused).toMatchObject([{ key }]);
    const refusal = { at: "2026-11-02T16:30:00.000Z", problems: [{ key: "titleTaken" }] };
    expect(content.get(key)).toMatchObject({ scheduleRefused: refusal, state: "published-with-draft" });
    expect(content.get(key)?.scheduledAt).toBeUndefined();
    expect(content.list("article").find((r) => r.key === key)).toMatchObject({ scheduleRefused: refusal });
    // Not tried again.
    expect(await content.publishDue()).toEqual({ published: [], refused: [] });

    // Scheduling again replaces it; cancelling leaves nothing scheduled; both are in the audit log.
    const fixed = edit<StoredArticle>(ann, key, (a) => ({ ...a, title: "A title of its own at last" }));
    expect(content.schedule(ann, key, fixed, { date: "2026-11-03", time: "09:00" }).ok).toBe(true);
    expect(content.get(key)?.scheduleRefused).toBeUndefined();
    expect(content.schedule(ann, key, fixed, null)).toEqual({ ok: true, scheduledAt: null });
    expect(content.get(key)?.scheduledAt).toBeUndefined();
    // Cancelling when nothing is scheduled changes nothing (and is not audited).
    expect(content.schedule(ann, key, fixed, null)).toEqual({ ok: true, scheduledAt: null });
    const audited = listAudit(db.db)
      .entries.filter((e) => e.action.startsWith("content.") && e.action.includes("schedule"))
      .map((e) => [e.action, e.user_id, e.subject_type, e.subject_id]);
    expect(audited).toEqual([
      ["content.unschedule", ann.id, "article", translated.slug],
      ["content.schedule", ann.id, "article", translated.slug],
      ["content.schedule", ann.id, "article", translated.slug],
    ]);
  });

  it("a refusal is cleared by a publish made by hand", async () => {
    const key = `article:${translated.slug}`;
    const revision = edit<StoredArticle>(ann, key, (a) => ({ ...a, title: other.title }));
    db.db
      .prepare("UPDATE content_records SET publish_at = ?, scheduled_by = ? WHERE key = ?")
      .run("2026-11-01T17:00:00.000Z", ann.id, key);
    expect((await content.publishDue()).refused).toMatchObject([{ key }]);
    expect(content.get(key)?.scheduleRefused?.problems).toMatchObject([{ key: "titleTaken" }]);
    expect(revisionOf(key)).toBe(revision);
    edit<StoredArticle>(ann, key, (a) => ({ ...a, title: "Its own title" }));
    expect((await publish(ann, key)).ok).toBe(true);
    expect(content.get(key)?.scheduleRefused).toBeUndefined();
  });
});

describe("the daily purge", () => {
  it("runs a minute after start, then every day, purging records deleted more than 30 days before", async () => {
    const first = `project:${plainProject.id}`;
    const second = `project:${repoProjects.find((p) => !p.featured && p.id !== plainProject.id)!.id}`;
    await content.remove(ann, first);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const removedFirst = clock.getTime();
      const purgeAt = () => new Date(clock.getTime() + RESTORE_DAYS * DAY);
      clock = new Date(removedFirst + DAY / 2);
      await content.remove(ann, second);
      clock = new Date(removedFirst + DAY / 4);
      const stop = scheduleContentPurge(db, createLogger("silent"), purgeAt);
      vi.advanceTimersByTime(59_000);
      expect(content.get(first)?.state).toBe("deleted");
      vi.advanceTimersByTime(1_000);
      expect(content.get(first)).toBeUndefined();
      expect(content.get(second)?.state).toBe("deleted");
      clock = new Date(clock.getTime() + DAY);
      vi.advanceTimersByTime(CONTENT_PURGE_EVERY_MS);
      expect(content.get(second)).toBeUndefined();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("article addresses", () => {
  it("an unpublished article's addresses are gone, and so is a Spanish address whose translation was removed", async () => {
    const key = `article:${translated.slug}`;
    edit<StoredArticle>(ann, key, (a) => ({ ...a, es: undefined }));
    expect((await publish(ann, key)).ok).toBe(true);
    expect(snapshot().goneArticles).toEqual([articlePath(translated.es!.slug, "es")]);
    expect(snapshot().articleRedirects).toEqual({});
    expect((await content.unpublish(ann, key)).ok).toBe(true);
    expect([...snapshot().goneArticles!].sort()).toEqual(
      [articlePath(translated.slug, "en"), articlePath(translated.es!.slug, "es")].sort(),
    );
  });

  it("a new article cannot take the slug another article had", async () => {
    const key = `article:${other.slug}`;
    edit<StoredArticle>(ann, key, (a) => ({ ...a, slug: `${other.slug}-moved` }));
    expect((await publish(ann, key)).ok).toBe(true);
    const { es: _es, ...fields } = {
      ...other,
      title: "A new article of the office's own",
      description: "x".repeat(130),
    };
    expect(content.saveDraft(bo, null, fields, null, "article")).toEqual({
      ok: false,
      errors: { slug: { key: "slugTaken" } },
    });
    const fresh = content.saveDraft(bo, null, { ...fields, slug: "a-new-slug-of-its-own" }, null, "article");
    expect(fresh).toEqual({ ok: true, key: "article:a-new-slug-of-its-own", revision: 1 });
  });
});

describe("photos in use", () => {
  it("a draft's photo and a kept version's photo stay out of the media sweep", async () => {
    const key = `project:${plainProject.id}`;
    const versioned = addPhoto("ready");
    const drafted = addPhoto("ready");
    const unused = addPhoto("ready");
    edit<StoredProject>(ann, key, (p) => ({ ...p, before: { ...p.before, source: { media: versioned } } }));
    await publish(ann, key);
    edit<StoredProject>(ann, key, (p) => ({ ...p, before: { ...p.before, source: { media: drafted } } }));
    await publish(ann, key);
    edit<StoredProject>(ann, key, (p) => ({ ...p, city: "Malibu" }));
    expect(contentPhotosInUse(db, [versioned, drafted, unused]).sort()).toEqual([versioned, drafted].sort());
    expect(loadSnapshot(db).photos[unused]).toBeUndefined();
  });
});

describe("loadSnapshot", () => {
  it("applies a draft for a preview without publishing it", () => {
    const draft: ContentRecord = {
      kind: "project",
      record: { ...plainProject, title: "Previewed title only" },
    };
    const preview = loadSnapshot(db, { draft });
    expect(preview.preview).toEqual({ key: `project:${plainProject.id}` });
    expect(projectIn(preview, plainProject.id)?.title).toBe("Previewed title only");
    expect(projectIn(snapshot(), plainProject.id)?.title).toBe(plainProject.title);
    expect(snapshot().projects.map((p) => p.id)).toEqual(repoProjects.map((p) => p.id).sort((a, b) => a - b));
  });
});
