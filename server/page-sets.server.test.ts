import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { markdownPath } from "~/content/agent-files";
import { articlePath, paths } from "~/content/page-registry";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import { inlineScripts } from "~/lib/rendering/csp";
import { createLogger } from "~/lib/site/logger.server";
import { createPageSets, snapshotPrints, type Manifest, type PageSetsOptions } from "./page-sets.server";
import { collectionPages, repoSnapshot } from "./page-sets-sources.server";

const root = new URL("../", import.meta.url).pathname;
const clientDir = join(root, "build/client");
let build: ServerBuild;
let repo: ContentSnapshot;

beforeAll(async () => {
  const file = join(root, "build/server/index.js");
  if (!existsSync(file)) throw new Error("No build found: run `npm run build` before these tests.");
  build = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerBuild;
  repo = repoSnapshot();
}, 60_000);

/** The repository's records with the first project renamed: a project edit. */
const projectEdited = (version: number): ContentSnapshot => ({
  ...repo,
  version,
  projects: repo.projects.map((p, i) => (i === 0 ? { ...p, title: `${p.title} (edited ${version})` } : p)),
});

function pageSets(overrides: Partial<PageSetsOptions> & { store: () => ContentSnapshot }) {
  const lines: { msg: string; [key: string]: unknown }[] = [];
  const log = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  const sets = createPageSets({
    build,
    clientDir,
    root: overrides.root ?? mkdtempSync(join(tmpdir(), "page-sets-")),
    pagesReading: collectionPages(build),
    buildSnapshot: () => repo,
    storeSnapshot: overrides.store,
    log,
    ...overrides,
  });
  return { sets, lines, said: (re: RegExp) => lines.some((l) => re.test(l.msg)) };
}

const manifestOf = (dir: string): Manifest =>
  JSON.parse(
    readFileSync(join(dir, readlinkSync(join(dir, "current")), "manifest.json"), "utf8"),
  ) as Manifest;
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("base64");

describe("page sets", { timeout: 60_000 }, () => {
  it("serves the build's pages while the store has the build's records", async () => {
    const { sets, said } = pageSets({ store: () => repo });
    await sets.start();
    expect(sets.live().name).toBeUndefined();
    expect(sets.snapshot()).toBeNull();
    const built = readFileSync(join(clientDir, "gallery/index.html"));
    expect(sets.pages.get(paths.gallery)?.file.variants.identity.body.equals(built)).toBe(true);
    expect(said(/serving the build's pages/)).toBe(true);
  });

  it("produces a project edit's pages into a new folder, switches to it and serves them from memory like prerendered ones", async () => {
    const edited = projectEdited(2);
    const {
      sets,
      lines,
      root: dir,
    } = (() => {
      const dir = mkdtempSync(join(tmpdir(), "page-sets-"));
      return { ...pageSets({ store: () => edited, root: dir }), root: dir };
    })();
    const result = await sets.produce(edited);
    expect(result).toEqual({ ok: true, version: 2 });

    const manifest = manifestOf(dir);
    expect(manifest.version).toBe(2);
    expect(manifest.fingerprint).toBe(snapshotPrints(edited).all);
    expect(readlinkSync(join(dir, "current"))).toBe(sets.live().name);
    expect(sets.snapshot()).toBe(edited);
    // Every page reading a collection is in the set; only those reading projects were rendered.
    const listed = collectionPages(build)(edited).map((p) => p.path);
    expect(manifest.files.map((f) => f.path).sort()).toEqual([...new Set(listed)].sort());
    const line = lines.find((l) => /page set .* live/.test(l.msg));
    const readingProjects = new Set(
      collectionPages(build)(edited)
        .filter((p) => p.reads.includes("project"))
        .map((p) => p.path),
    ).size;
    expect(line).toMatchObject({ rendered: readingProjects, kept: manifest.files.length - readingProjects });

    // Served from memory: the file on disk, its Brotli and gzip copies, an ETag each, its scripts' hashes.
    const gallery = sets.pages.get(paths.gallery);
    const entry = manifest.files.find((f) => f.path === paths.gallery)!;
    const onDisk = readFileSync(join(dir, sets.live().name!, entry.file));
    expect(gallery?.file.variants.identity.body.equals(onDisk)).toBe(true);
    expect(brotliDecompressSync(gallery!.file.variants.br.body).equals(onDisk)).toBe(true);
    expect(gunzipSync(gallery!.file.variants.gzip.body).equals(onDisk)).toBe(true);
    const etags = Object.values(gallery!.file.variants).map((v) => v.etag);
    expect(new Set(etags).size).toBe(3);
    const scripts = inlineScripts(onDisk.toString("utf8"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(gallery?.csp).toContain(`'sha256-${sha256(s)}'`);
    // Text files with their types.
    expect(sets.texts.get("/sitemap.xml")?.type).toMatch(/^application\/xml/);
    expect(sets.texts.get(markdownPath(paths.gallery))?.type).toMatch(/^text\/markdown/);
    expect(existsSync(join(dir, sets.live().name!, `${entry.file}.br`))).toBe(true);
  });

  it("a failing render leaves the live set, says which page failed and leaves no folder behind", async () => {
    const dir = mkdtempSync(join(tmpdir(), "page-sets-"));
    let broken = false;
    const missing = articlePath("No-Such-Article");
    const { sets, said } = pageSets({
      root: dir,
      store: () => projectEdited(3),
      pagesReading: (s) => [
        ...collectionPages(build)(s),
        ...(broken ? [{ path: missing, reads: ["project"] as const }] : []),
      ],
    });
    expect((await sets.produce(projectEdited(3))).ok).toBe(true);
    const live = sets.live().name;
    const before = sets.pages.get(paths.gallery);
    broken = true;
    const result = await sets.produce(projectEdited(4));
    expect(result).toEqual({ ok: false, error: expect.stringContaining(missing) as string });
    expect(sets.live().name).toBe(live);
    expect(sets.pages.get(paths.gallery)).toBe(before);
    expect(readlinkSync(join(dir, "current"))).toBe(live);
    expect(existsSync(join(dir, `4-`))).toBe(false);
    expect(manifestOf(dir).version).toBe(3);
    expect(said(/page set not produced, the live pages stay/)).toBe(true);
  });

  it("a deleted article stops being served from the build, and the redirects no longer know it", async () => {
    const [gone, ...rest] = repo.articles;
    const without: ContentSnapshot = { ...repo, version: 5, articles: rest };
    const { sets } = pageSets({ store: () => without });
    const path = articlePath(gone!.slug);
    expect(sets.pages.has(path)).toBe(true);
    expect(sets.resolveRedirect(`${path}/`)).toBe(path);
    await sets.start();
    expect(sets.live().version).toBe(5);
    expect(sets.pages.has(path)).toBe(false);
    expect(sets.texts.has(markdownPath(path))).toBe(false);
    if (gone!.es) expect(sets.pages.has(articlePath(gone!.es.slug, "es"))).toBe(false);
    expect(sets.resolveRedirect(`${path}/`)).toBeNull();
    const other = articlePath(rest[0]!.slug);
    expect(sets.pages.has(other)).toBe(true);
  });

  it("a restart loads the set from disk without rendering; one made by another build is rendered again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "page-sets-"));
    const edited = projectEdited(6);
    const first = pageSets({ root: dir, store: () => edited });
    await first.sets.start();
    const name = first.sets.live().name;
    expect(name).toMatch(/^6-/);

    const again = pageSets({ root: dir, store: () => edited });
    await again.sets.start();
    expect(again.sets.live().name).toBe(name);
    expect(again.said(/loaded without rendering/)).toBe(true);
    expect(again.lines.some((l) => /rendered/.test(l.msg) && !/without/.test(l.msg))).toBe(false);
    expect(again.sets.pages.get(paths.gallery)?.file.variants.br.etag).toBe(
      first.sets.pages.get(paths.gallery)?.file.variants.br.etag,
    );

    const otherBuild = { ...build, assets: { ...build.assets, version: "another-build" } } as ServerBuild;
    const rebuilt = pageSets({ root: dir, store: () => edited, build: otherBuild });
    await rebuilt.sets.start();
    expect(rebuilt.sets.live().name).not.toBe(name);
    expect(rebuilt.said(/page set .* live/)).toBe(true);
  });

  it("a process follows another's publish: it loads the new set, or produces it when none comes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "page-sets-"));
    let store = projectEdited(7);
    const watchers: (() => void)[] = [];
    const watch = (onChange: () => void) => {
      watchers.push(onChange);
      return () => {};
    };
    const a = pageSets({ root: dir, store: () => store, watch });
    const b = pageSets({ root: dir, store: () => store, watch, followWaitMs: 60_000 });
    await a.sets.start();
    await b.sets.start();
    expect(b.sets.live().name).toBe(a.sets.live().name);

    store = projectEdited(8);
    expect((await a.sets.produce(store)).ok).toBe(true);
    for (const notify of watchers) notify();
    await expect.poll(() => b.sets.live().name, { timeout: 5000 }).toBe(a.sets.live().name);
    expect(b.said(/loaded without rendering \(version 8\)/)).toBe(true);

    // The publisher died before its set was written: the follower produces it after its wait.
    const c = pageSets({ root: dir, store: () => store, watch, followWaitMs: 100 });
    await c.sets.start();
    store = projectEdited(9);
    watchers.at(-1)!();
    await expect.poll(() => c.sets.live().version, { timeout: 15_000 }).toBe(9);
    expect(c.said(/page set 9-.* live/)).toBe(true);
  });

  it("a folder left by a kill during a publish is never loaded, and is swept once old", async () => {
    const dir = mkdtempSync(join(tmpdir(), "page-sets-"));
    const { sets } = pageSets({ root: dir, store: () => projectEdited(10) });
    await sets.start();
    const half = join(dir, "11-deadbeef0000");
    mkdirSync(join(half, "gallery"), { recursive: true });
    writeFileSync(join(half, "gallery/index.html"), "<p>half</p>");
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(half, past, past);

    const restarted = pageSets({ root: dir, store: () => projectEdited(10) });
    await restarted.sets.start();
    expect(restarted.sets.live().name).toBe(sets.live().name);
    expect(existsSync(half)).toBe(false);
  });

  it("previews one page with a draft applied: never stored, its own scripts allowed, office rules", async () => {
    const dir = mkdtempSync(join(tmpdir(), "page-sets-"));
    const { sets } = pageSets({ root: dir, store: () => repo });
    const answer = await sets.preview(projectEdited(12), paths.gallery);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/html/);
    for (const s of inlineScripts(answer.body)) expect(answer.csp).toContain(`'sha256-${sha256(s)}'`);
    expect(answer.csp).toContain("blob:");
    expect(existsSync(join(dir, "current"))).toBe(false);
    expect((await sets.preview(repo, articlePath("No-Such-Article"))).status).toBe(404);
  });
});
