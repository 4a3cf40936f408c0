/**
 * Page sets against the built server: two server processes share one database; this test publishes as a
 * third process would (it changes the store and produces the page set through the same build), and both
 * servers switch to the new set without rendering it; the pages are served from it with their ETag,
 * Brotli and gzip bodies and CSP; a deleted article stops being served from the build; a failed render
 * switches nothing; a restart serves the set without rendering; the office's preview is private.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readlinkSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewCopy } from "~/content/office/preview";
import { articlePath, paths } from "~/content/page-registry";
import { deleteRecord, liveRecords, saveRecord } from "~/lib/content-store/content-store.server";
import { inlineScripts } from "~/lib/rendering/csp";
import { createLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { createPageSets, type Manifest, type PageSets } from "../../server/page-sets.server";
import { collectionPages, repoSnapshot, storeSnapshot } from "../../server/page-sets-sources.server";
import { seedPerson } from "./support/office";
import { startServer, testPort, type RunningServer } from "./support/server";

const root = new URL("../../", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "page-sets-e2e-"));
const dbPath = join(dataDir, "leads.db");
const setsDir = join(dataDir, "pages");
const servers: RunningServer[] = [];
let a: RunningServer;
let b: RunningServer;
let db: SiteDb;
let publisher: PageSets;

const start = async (offset: number) => {
  const s = await startServer(testPort(offset), {
    LEADS_DB: dbPath,
    SITE_URL: `http://localhost:${testPort(offset)}`,
  });
  servers.push(s);
  return s;
};

beforeAll(async () => {
  a = await start(42);
  b = await start(43);
  db = new SiteDb(dbPath);
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(join(root, "build/server/index.js")).href
  )) as ServerBuild;
  publisher = createPageSets({
    build,
    clientDir: join(root, "build/client"),
    root: setsDir,
    pagesReading: collectionPages(build),
    buildSnapshot: repoSnapshot,
    storeSnapshot: () => storeSnapshot(db),
    log: createLogger("silent"),
  });
});
afterAll(async () => {
  db?.close();
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
});

/** One GET with raw bodies (no decompression), as a browser's cache sees it. */
function get(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    // The office answers at SITE_URL's host (localhost) only.
    const host = `localhost:${new URL(server.url).port}`;
    const req = request(`${server.url}${path}`, { headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const liveSet = () => readlinkSync(join(setsDir, "current"));
const manifest = () =>
  JSON.parse(readFileSync(join(setsDir, liveSet(), "manifest.json"), "utf8")) as Manifest;
const fileOfSet = (path: string) =>
  readFileSync(join(setsDir, liveSet(), manifest().files.find((f) => f.path === path)!.file));
const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
const followed = (server: RunningServer, version: number) =>
  expect
    .poll(() => server.output().includes(`loaded without rendering (version ${version})`), {
      timeout: 20_000,
    })
    .toBe(true);

/** Another city for a project: an edit that keeps the record valid. */
const movedCity = (city: string) => (city === "Santa Monica" ? "Venice" : "Santa Monica");

/** A project edit saved in the store (raising the content version) and published as a page set. */
async function publishProjectEdit() {
  const [first] = liveRecords(db, "project");
  saveRecord(db, { kind: "project", record: { ...first!.record, city: movedCity(first!.record.city) } });
  const result = await publisher.produce(storeSnapshot(db));
  expect(result.ok).toBe(true);
  return (result as { version: number }).version;
}

describe("page sets on the built server", () => {
  it("both processes switch to a published set without rendering it, and serve its pages like prerendered ones", async () => {
    const before = await get(a, paths.gallery);
    expect(before.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const version = await publishProjectEdit();
    await followed(a, version);
    await followed(b, version);

    const html = fileOfSet(paths.gallery);
    for (const server of [a, b]) {
      const plain = await get(server, paths.gallery);
      expect(plain.status).toBe(200);
      expect(plain.headers.etag).toBe(etagOf(html));
      expect(plain.body.equals(html)).toBe(true);
      expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      for (const s of inlineScripts(html.toString("utf8"))) {
        const hash = createHash("sha256").update(s, "utf8").digest("base64");
        expect(plain.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
      }
      const br = await get(server, paths.gallery, { "accept-encoding": "br, gzip" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.etag).toMatch(/-br"$/);
      expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
      const gz = await get(server, paths.gallery, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(html)).toBe(true);
      const again = await get(server, paths.gallery, { "if-none-match": plain.headers.etag! });
      expect(again.status).toBe(304);
      const sitemap = await get(server, "/sitemap.xml");
      expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
      expect(sitemap.body.equals(fileOfSet("/sitemap.xml"))).toBe(true);
    }
  });

  it("a deleted article's page is no longer served from the build's prerendered pages", async () => {
    const [gone] = liveRecords(db, "article");
    const path = articlePath(gone!.record.slug);
    expect((await get(a, path)).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    deleteRecord(db, `article:${gone!.record.slug}`);
    const result = await publisher.produce(storeSnapshot(db));
    expect(result.ok).toBe(true);
    await followed(a, (result as { version: number }).version);
    expect(manifest().removes).toContain(path);
    // Not the prerendered file any more: what the server renders for the path now answers.
    const now = await get(a, path);
    expect(now.headers["cache-control"]).toBe("no-store");
    expect(now.headers["content-security-policy"]).toContain("'nonce-");
  });

  it("a failed render switches nothing: the servers keep the live set", async () => {
    const live = liveSet();
    const etag = (await get(a, paths.gallery)).headers.etag;
    const failing = createPageSets({
      build: (await import(
        /* @vite-ignore */ pathToFileURL(join(root, "build/server/index.js")).href
      )) as ServerBuild,
      clientDir: join(root, "build/client"),
      root: setsDir,
      pagesReading: (s) => [
        { path: articlePath("No-Such-Article"), reads: ["project"] },
        ...collectionPages({ routes: {} })(s),
      ],
      buildSnapshot: repoSnapshot,
      storeSnapshot: () => storeSnapshot(db),
      log: createLogger("silent"),
    });
    const [first] = liveRecords(db, "project");
    saveRecord(db, { kind: "project", record: { ...first!.record, city: movedCity(first!.record.city) } });
    const result = await failing.produce(storeSnapshot(db));
    expect(result).toEqual({ ok: false, error: expect.stringContaining("No-Such-Article") as string });
    expect(liveSet()).toBe(live);
    expect((await get(a, paths.gallery)).headers.etag).toBe(etag);
    saveRecord(db, first!);
    // The store is back to the live set's records: the servers stay on it.
    await new Promise((r) => setTimeout(r, 2500));
    expect(liveSet()).toBe(live);
  });

  it("a restart serves the set from disk without rendering it", async () => {
    const etag = (await get(a, paths.gallery, { "accept-encoding": "br" })).headers.etag;
    await a.stop();
    a = await start(42);
    expect(a.output()).toContain(`page set ${liveSet()} loaded without rendering`);
    expect(a.output()).not.toMatch(/page set \S+ live/);
    expect((await get(a, paths.gallery, { "accept-encoding": "br" })).headers.etag).toBe(etag);
  });

  it("the office's preview: a public page for a signed-in person only, private, unindexed, its scripts allowed", async () => {
    const staff = seedPerson(dbPath, { email: "preview.staff@example.com", role: "office" });
    const path = `/office/preview/published${paths.gallery}`;
    const anonymous = await get(a, path);
    expect([302, 303]).toContain(anonymous.status);
    const r = await get(a, path, { cookie: `office_session=${staff.sessionId}` });
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toBe("private, no-store");
    expect(r.headers["x-robots-tag"]).toContain("noindex");
    const html = r.body.toString("utf8");
    expect(html).toContain(previewCopy.mark);
    expect(r.headers["content-security-policy"]).toContain("blob:");
    for (const s of inlineScripts(html)) {
      const hash = createHash("sha256").update(s, "utf8").digest("base64");
      expect(r.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    }
    const outside = await get(a, "/office/preview/published//evil.example/", {
      cookie: `office_session=${staff.sessionId}`,
    });
    expect(outside.status).toBe(400);
    const unknown = await get(a, "/office/preview/project:999999999/gallery", {
      cookie: `office_session=${staff.sessionId}`,
    });
    expect(unknown.status).toBe(404);
  });
});
