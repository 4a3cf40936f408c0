/**
 * Page sets: the public pages that read the gallery or the blog, produced at run time from a content
 * snapshot through the server build (as the build prerenders them), written to a folder of their own under
 * the data folder, switched to atomically, and served from memory exactly like prerendered pages.
 *
 * - `produce(snapshot)` renders every page of the list (`pagesReading`) that the change can touch (a page
 *   whose collections did not change is taken as it is from the live set or the build), fails whole on any
 *   answer but 200 or any throw (the live set stays), writes `<root>/<version>-<random>/` with its files,
 *   their Brotli and gzip copies and `manifest.json` (written last), then points `<root>/current` at it by
 *   renaming a new symlink over the old one (rename(2): a kill -9 leaves the old set or the new one). The
 *   set also names the build's pages it removes (an article the snapshot no longer has).
 * - Serving: `pages` and `texts` are the build's prerendered pages and text files with the live set laid
 *   over them, swapped in memory by one assignment; `resolveRedirect` reads the live key set.
 * - `start()`: when the store's records are the build's (same fingerprint), the build is served; else the
 *   `current` set is loaded when it was made from these records by this build, else one is produced,
 *   all before the server listens.
 * - Two processes: `watch` tells of another process's publish; this one loads the new `current` set, or
 *   produces it if none comes.
 * - `preview(snapshot, path)`: one page rendered with a draft applied, for the office, never stored.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createRedirectResolver } from "~/content/redirects";
import type { ContentKind as StoredKind } from "~/lib/content-store/content-record";

/** What a page set's page may read: the content store's kinds and the reviews (app/lib/reviews/). */
export type ContentKind = StoredKind | "review";
const SET_KINDS = ["project", "article", "review"] as const satisfies readonly ContentKind[];
import type { contentContext as ContentContext, ContentSnapshot } from "~/lib/content-store/snapshot";
import { contentSecurityPolicy, inlineScripts, picksPhotos } from "~/lib/rendering/csp";
import type { Logger } from "~/lib/site/logger.server";
import type { PreviewAnswer } from "~/lib/office/page-preview";
import { projectRoot } from "~/lib/site/project-root.server";
import { loadPrecompressed, type Encoding, type Precompressed } from "./precompressed.server";
import {
  loadPrerenderedPages,
  loadTextFiles,
  textFileType,
  type PrerenderedPage,
} from "./prerendered.server";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A page to produce: its path and the collections it reads (a change to another leaves it as it is). */
export interface PageToProduce {
  path: string;
  reads: readonly ContentKind[];
}

export type ProduceResult = { ok: true; version: number } | { ok: false; error: string };

export type { PreviewAnswer };

/** The capability other parts call (the store's publish, the office's preview route, the server). */
export interface PageSets {
  produce(snapshot: ContentSnapshot): Promise<ProduceResult>;
  preview(snapshot: ContentSnapshot, path: string): Promise<PreviewAnswer>;
  /** Loads or produces what the store needs before the server listens; starts the watch. */
  start(): Promise<void>;
  stop(): void;
  /** The prerendered pages with the live set over them (read at each request). */
  readonly pages: ReadonlyMap<string, PrerenderedPage>;
  /** The build's text files with the live set's over them. */
  readonly texts: ReadonlyMap<string, Precompressed>;
  /** The redirect resolver over the live page paths. */
  resolveRedirect(path: string): string | null;
  /** The snapshot the live pages were made from (null: the build's, the repository's records). */
  snapshot(): ContentSnapshot | null;
  /** The live set's folder name (undefined while the build is served), for logs and tests. */
  live(): { name?: string; version?: number; fingerprint: string };
}

export interface PageSetsOptions {
  /** The server build (its fetch handler renders; its assets' version names the build in a manifest). */
  build: ServerBuild;
  /** The client build (build/client): the prerendered pages and text files. */
  clientDir: string;
  /** The folder holding the sets (`pageSetsRoot`). */
  root: string;
  /** The pages that read a collection, for a snapshot (the registry's "reads" line). */
  pagesReading: (snapshot: ContentSnapshot) => readonly PageToProduce[];
  /** The records the build prerendered from (the repository's). */
  buildSnapshot: () => ContentSnapshot;
  /** The store's published records now. */
  storeSnapshot: () => ContentSnapshot;
  /** Calls back when another process (or this one) changed the store; returns its stop. */
  watch?: (onChange: () => void) => () => void;
  /** The load context the server gives React Router (render.server.ts's keys), without the snapshot. */
  context?: () => RouterContextProvider;
  /** How long to wait for another process's set before producing it here (default 10 s). */
  followWaitMs?: number;
  log: Logger;
}

/** The folder of the page sets: PAGES_DIR, or `pages/` beside the database (like the media folder). */
export function pageSetsRoot(pagesDir: string | undefined, leadsDb: string): string {
  if (pagesDir) return resolve(projectRoot, pagesDir);
  return leadsDb === ":memory:"
    ? join(process.env.TMPDIR ?? "/tmp", `site-pages-${process.pid}`)
    : join(dirname(leadsDb), "pages");
}

/** A JSON text with every object's keys sorted: the same records give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
const sha = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 32);

/** The fingerprints of a snapshot: each collection's (with the photos) and the whole's. The version is not in it. */
export function snapshotPrints(s: ContentSnapshot): { all: string } & Record<ContentKind, string> {
  const project = sha(canonical({ projects: s.projects, photos: s.photos }));
  const article = sha(canonical({ articles: s.articles, photos: s.photos }));
  const review = sha(canonical({ reviews: s.reviews ?? null }));
  return { all: sha(`${project}.${article}.${review}`), project, article, review };
}

/** A produced path's file in a set's folder, laid out as build/client is. */
const isTextPath = (path: string) => /\.[a-z0-9]+$/i.test(path);
const fileOf = (path: string) =>
  isTextPath(path)
    ? path.replace(/^\/+/, "")
    : `${path.replace(/^\/+|\/+$/g, "")}/index.html`.replace(/^\//, "");

interface ManifestEntry {
  path: string;
  reads: ContentKind[];
  /** "page" (HTML, served with its CSP) or "text" (sitemap, feeds, JSON, Markdown). */
  kind: "page" | "text";
  type: string;
  file: string;
}

export interface Manifest {
  format: 1;
  version: number;
  fingerprint: string;
  prints: Record<ContentKind, string>;
  /** The server build it was rendered by (its assets' version): another build produces again. */
  build: string;
  createdAt: string;
  /** The set it replaced (kept until the next switch). */
  previous?: string;
  files: ManifestEntry[];
  /** The build's pages this set no longer has (a deleted article): not served from the build. */
  removes: string[];
}

interface Produced {
  entry: ManifestEntry;
  file: Precompressed;
  csp?: string;
}

interface LiveSet {
  name?: string;
  version?: number;
  fingerprint: string;
  prints: Record<ContentKind, string>;
  snapshot: ContentSnapshot | null;
  produced: Map<string, Produced>;
  pages: Map<string, PrerenderedPage>;
  texts: Map<string, Precompressed>;
  resolve: (path: string) => string | null;
}

const pageCsp = (html: string, office = false) =>
  contentSecurityPolicy(
    {
      hashes: [
        ...new Set(inlineScripts(html).map((s) => createHash("sha256").update(s, "utf8").digest("base64"))),
      ],
    },
    { blobImages: office || picksPhotos(html) },
  );

const variant = (body: Buffer, encoding: Encoding) => {
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"` };
};

/**
 * A body with its Brotli and gzip (level 9) copies. Brotli at quality 10, not the build's 11: a third of
 * the time for about 2 % more bytes, so a publish is live in seconds (docs/performance.md).
 */
async function compressed(body: Buffer, type: string): Promise<Precompressed> {
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz(body, { level: 9 }),
  ]);
  return {
    type,
    variants: { identity: variant(body, "identity"), br: variant(br, "br"), gzip: variant(gzipped, "gzip") },
  };
}

/** Delegates to whatever map `current` returns now: the server holds this one object, the map behind it is swapped. */
class LiveMap<V> implements ReadonlyMap<string, V> {
  private readonly current: () => ReadonlyMap<string, V>;
  constructor(current: () => ReadonlyMap<string, V>) {
    this.current = current;
  }
  get(key: string) {
    return this.current().get(key);
  }
  has(key: string) {
    return this.current().has(key);
  }
  get size() {
    return this.current().size;
  }
  keys() {
    return this.current().keys();
  }
  values() {
    return this.current().values();
  }
  entries() {
    return this.current().entries();
  }
  forEach(fn: (value: V, key: string, map: ReadonlyMap<string, V>) => void) {
    this.current().forEach((v, k) => fn(v, k, this));
  }
  [Symbol.iterator]() {
    return this.current()[Symbol.iterator]();
  }
}

/** Folders younger than this are never removed by another switch (a process may be writing one). */
const YOUNG_MS = 120_000;
/** A follower waits this long for a set another process is producing before producing it itself. */
const PRODUCING_MS = 60_000;

export function createPageSets(options: PageSetsOptions): PageSets {
  const { build, clientDir, root, log } = options;
  const contentKey = (build.entry.module as unknown as { contentContext: typeof ContentContext })
    .contentContext;
  const buildId = build.assets.version;
  const render = createRequestHandler(build, "production");
  const buildPages = loadPrerenderedPages(clientDir);
  const buildTexts = loadTextFiles(clientDir);
  const followWaitMs = options.followWaitMs ?? 10_000;

  let buildPrints: ReturnType<typeof snapshotPrints> | undefined;
  const ofBuild = () => (buildPrints ??= snapshotPrints(options.buildSnapshot()));
  let buildReading: ReadonlySet<string> | undefined;
  const buildPaths = () =>
    (buildReading ??= new Set(options.pagesReading(options.buildSnapshot()).map((p) => p.path)));

  const assemble = (
    base: Pick<LiveSet, "name" | "version" | "fingerprint" | "prints" | "snapshot">,
    produced: Map<string, Produced>,
    removes: Iterable<string>,
  ): LiveSet => {
    const pages = new Map(buildPages);
    const texts = new Map(buildTexts);
    for (const path of removes) {
      pages.delete(path);
      texts.delete(path);
    }
    for (const [path, p] of produced) {
      if (p.entry.kind === "page") pages.set(path, { path, file: p.file, csp: p.csp ?? pageCsp("") });
      else texts.set(path, p.file);
    }
    const resolver = createRedirectResolver(pages.keys());
    return { ...base, produced, pages, texts, resolve: resolver };
  };

  const buildSet = (): LiveSet => {
    const prints = ofBuild();
    return assemble({ fingerprint: prints.all, prints, snapshot: null }, new Map(), []);
  };
  let live: LiveSet = assemble(
    { fingerprint: "", prints: { project: "", article: "", review: "" }, snapshot: null },
    new Map(),
    [],
  );

  const currentLink = join(root, "current");
  const readManifest = (name: string): Manifest | undefined => {
    try {
      const m = JSON.parse(readFileSync(join(root, name, "manifest.json"), "utf8")) as Manifest;
      return m.format === 1 ? m : undefined;
    } catch {
      return undefined;
    }
  };
  const currentName = (): string | undefined => {
    try {
      return readlinkSync(currentLink);
    } catch {
      return undefined;
    }
  };

  /** A set from its folder: every file with its compressed copies, read into memory. */
  const loadSet = (name: string, manifest: Manifest, snapshot: ContentSnapshot): LiveSet => {
    const produced = new Map<string, Produced>();
    for (const entry of manifest.files) {
      const path = join(root, name, entry.file);
      const body = readFileSync(path);
      produced.set(entry.path, {
        entry,
        file: loadPrecompressed(path, entry.type, body),
        ...(entry.kind === "page" ? { csp: pageCsp(body.toString("utf8")) } : {}),
      });
    }
    return assemble(
      {
        name,
        version: manifest.version,
        fingerprint: manifest.fingerprint,
        prints: manifest.prints,
        snapshot,
      },
      produced,
      manifest.removes,
    );
  };

  async function renderPath(snapshot: ContentSnapshot, path: string) {
    const context = options.context?.() ?? new RouterContextProvider();
    context.set(contentKey, snapshot);
    // A page is asked for as the build's prerender asks (with its trailing slash), as a crawler would
    // (the whole document at once, app/entry.server.tsx); a file by its own name.
    const [rawPath = "/", query] = path.split("?", 2);
    const pathname = rawPath.replace(/\/+$/, "") || "/";
    const asked = isTextPath(pathname) || pathname === "/" ? pathname : `${pathname}/`;
    const url = `http://localhost${asked}${query === undefined ? "" : `?${query}`}`;
    const response = await render(
      new Request(url, { headers: { "User-Agent": "HarborlinePageSets/1 (bot)" } }),
      context,
    );
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get("content-type") ?? "", body };
  }

  /**
   * Removes sets other than the live one and the one before it, and temporary links a killed switch left;
   * never one younger than YOUNG_MS, which another process may be writing or switching to.
   */
  function sweep(keep: readonly (string | undefined)[]) {
    let names: string[];
    try {
      names = readdirSync(root);
    } catch {
      return;
    }
    for (const name of names) {
      if (name === "current" || keep.includes(name)) continue;
      const path = join(root, name);
      try {
        if (Date.now() - lstatSync(path).mtimeMs < YOUNG_MS) continue;
        rmSync(path, { recursive: true, force: true });
      } catch {
        // gone already (another process swept it)
      }
    }
  }

  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  async function produceNow(snapshot: ContentSnapshot): Promise<ProduceResult> {
    const started = Date.now();
    const prints = snapshotPrints(snapshot);
    if (live.fingerprint && prints.all === live.fingerprint) return { ok: true, version: snapshot.version };
    // What a page may be taken from unchanged: the live set's file, or the build's when the live set is the build.
    const base = live.fingerprint ? live : buildSet();
    // A set made before reviews were a collection has no review print: its review pages are produced.
    const changed = SET_KINDS.filter((k) => prints[k] !== base.prints[k]);
    const list = options.pagesReading(snapshot);
    const name = `${snapshot.version}-${randomBytes(6).toString("hex")}`;
    const dir = join(root, name);
    // Made first, so another process sees a set being produced here (a young folder without a manifest).
    mkdirSync(dir, { recursive: true });
    const produced = new Map<string, Produced>();
    // Compressed on zlib's threads while the next page renders on this one.
    const compressing: Promise<void>[] = [];
    let rendered = 0;
    try {
      for (const { path, reads } of list) {
        if (produced.has(path)) continue;
        const entry: ManifestEntry = {
          path,
          reads: [...reads],
          kind: isTextPath(path) ? "text" : "page",
          type: isTextPath(path) ? (textFileType(path) ?? "") : "text/html; charset=utf-8",
          file: fileOf(path),
        };
        const untouched = !reads.some((k) => changed.includes(k));
        const kept = untouched
          ? (base.produced.get(path) ??
            (entry.kind === "page"
              ? (() => {
                  const p = base.pages.get(path);
                  return p && { entry, file: p.file, csp: p.csp };
                })()
              : (() => {
                  const f = base.texts.get(path);
                  return f && { entry, file: f };
                })()))
          : undefined;
        if (kept) {
          produced.set(path, { ...kept, entry });
          continue;
        }
        const answer = await renderPath(snapshot, path);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        if (!entry.type) entry.type = answer.type;
        const csp = entry.kind === "page" ? pageCsp(answer.body.toString("utf8")) : undefined;
        produced.set(path, { entry, file: { type: entry.type, variants: {} as Precompressed["variants"] } });
        compressing.push(
          compressed(answer.body, entry.type).then((file) => {
            produced.set(path, { entry, file, ...(csp ? { csp } : {}) });
          }),
        );
        rendered++;
      }
      await Promise.all(compressing);
      const paths = new Set(produced.keys());
      const removes = [...buildPaths()].filter((p) => !paths.has(p));
      const previous = currentName();
      const manifest: Manifest = {
        format: 1,
        version: snapshot.version,
        fingerprint: prints.all,
        prints: { project: prints.project, article: prints.article, review: prints.review },
        build: buildId,
        createdAt: new Date().toISOString(),
        ...(previous ? { previous } : {}),
        files: [...produced.values()].map((p) => p.entry),
        removes,
      };
      for (const { entry, file } of produced.values()) {
        const path = join(dir, entry.file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.variants.identity.body);
        writeFileSync(`${path}.br`, file.variants.br.body);
        writeFileSync(`${path}.gz`, file.variants.gzip.body);
      }
      // The manifest last: a folder without one was never finished.
      writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest, null, 1));
      // Another process may have switched to a newer set meanwhile: that one has this change too.
      // So may one with these very records (a follower that stopped waiting): this process takes that one.
      const other = previous ? readManifest(previous) : undefined;
      if (previous && other && other.build === buildId) {
        if (other.fingerprint === prints.all) {
          rmSync(dir, { recursive: true, force: true });
          live = loadSet(previous, other, snapshot);
          return { ok: true, version: snapshot.version };
        }
        if (other.version > snapshot.version) {
          rmSync(dir, { recursive: true, force: true });
          if (live.name !== previous) follow();
          return { ok: true, version: other.version };
        }
      }
      const temp = join(root, `current.${randomBytes(6).toString("hex")}`);
      symlinkSync(name, temp);
      renameSync(temp, currentLink);
      live = assemble(
        { name, version: snapshot.version, fingerprint: prints.all, prints, snapshot },
        produced,
        removes,
      );
      sweep([name, previous]);
      log.info(
        {
          set: name,
          version: snapshot.version,
          rendered,
          kept: produced.size - rendered,
          removed: removes.length,
          ms: Date.now() - started,
        },
        `page set ${name} live: ${rendered} rendered, ${produced.size - rendered} kept, ${removes.length} removed, in ${Date.now() - started} ms`,
      );
      return { ok: true, version: snapshot.version };
    } catch (err) {
      void Promise.allSettled(compressing);
      rmSync(dir, { recursive: true, force: true });
      const error = err instanceof Error ? err.message : String(err);
      log.error({ err, version: snapshot.version }, `page set not produced, the live pages stay: ${error}`);
      return { ok: false, error };
    }
  }

  const produce = (snapshot: ContentSnapshot) => {
    mkdirSync(root, { recursive: true });
    return serially(() => produceNow(snapshot));
  };

  /** Makes the live pages those of the store now: the build's, the `current` set's, or a new set. */
  async function catchUp(
    allowProduce: boolean,
  ): Promise<"same" | "build" | "loaded" | "missing" | ProduceResult> {
    const snapshot = options.storeSnapshot();
    const prints = snapshotPrints(snapshot);
    if (live.fingerprint && prints.all === live.fingerprint) return "same";
    if (prints.all === ofBuild().all) {
      live = buildSet();
      return "build";
    }
    const name = currentName();
    const manifest = name ? readManifest(name) : undefined;
    if (name && manifest && manifest.fingerprint === prints.all && manifest.build === buildId) {
      try {
        live = loadSet(name, manifest, snapshot);
        log.info(
          { set: name, version: manifest.version, files: manifest.files.length },
          `page set ${name} loaded without rendering (version ${manifest.version})`,
        );
        return "loaded";
      } catch (err) {
        log.warn({ err, set: name }, "page set folder unreadable: producing it again");
      }
    }
    if (!allowProduce) return "missing";
    return produceNow(snapshot);
  }

  /** Whether a set is being produced now (by a process that publishes): a young folder without a manifest. */
  const anotherProducing = () => {
    try {
      return readdirSync(root).some((name) => {
        const path = join(root, name);
        return (
          /^\d+-[0-9a-f]+$/.test(name) &&
          !existsSync(join(path, "manifest.json")) &&
          Date.now() - lstatSync(path).mtimeMs < PRODUCING_MS
        );
      });
    } catch {
      return false;
    }
  };

  let followTimer: NodeJS.Timeout | undefined;
  let followingSince = 0;
  /** Another process published: load its set once it is there, or produce it after `followWaitMs`. */
  function follow() {
    if (followTimer) return;
    followingSince ||= Date.now();
    const step = () => {
      const waited = Date.now() - followingSince;
      const late = waited >= followWaitMs && (waited >= PRODUCING_MS || !anotherProducing());
      void serially(() => catchUp(late)).then((result) => {
        if (result === "missing") {
          followTimer = setTimeout(step, 250);
          followTimer.unref();
        } else {
          followTimer = undefined;
          followingSince = 0;
        }
      });
    };
    followTimer = setTimeout(step, 0);
    followTimer.unref();
  }

  let stopWatch: (() => void) | undefined;

  return {
    produce,
    async preview(snapshot, path) {
      const answer = await renderPath({ ...snapshot, preview: snapshot.preview ?? {} }, path);
      const body = answer.body.toString("utf8");
      return { status: answer.status, body, type: answer.type, csp: pageCsp(body, true) };
    },
    async start() {
      mkdirSync(root, { recursive: true });
      const result = await serially(() => catchUp(true));
      if (result === "build" || result === "same")
        log.info("page sets: the store has the build's records: serving the build's pages");
      else if (typeof result === "object" && !result.ok)
        log.error(`page sets: the store's pages could not be produced, serving the build's: ${result.error}`);
      sweep([live.name, live.name ? readManifest(live.name)?.previous : currentName()]);
      stopWatch = options.watch?.(() => follow());
    },
    stop() {
      stopWatch?.();
      if (followTimer) clearTimeout(followTimer);
    },
    pages: new LiveMap(() => live.pages),
    texts: new LiveMap(() => live.texts),
    resolveRedirect: (path) => live.resolve(path),
    snapshot: () => live.snapshot,
    live: () => ({ name: live.name, version: live.version, fingerprint: live.fingerprint }),
  };
}

/**
 * The capability in a process without a server build (unit tests, command-line tools): nothing is
 * rendered or served, and a publish's pages are left to the server processes, which follow the store.
 */
export const withoutPageSets: PageSets = {
  produce: (snapshot) => Promise.resolve({ ok: true, version: snapshot.version }),
  preview: () => Promise.resolve({ status: 404, body: "", type: "text/plain", csp: "default-src 'none'" }),
  start: () => Promise.resolve(),
  stop: () => {},
  pages: new Map(),
  texts: new Map(),
  resolveRedirect: () => null,
  snapshot: () => null,
  live: () => ({ fingerprint: "" }),
};
