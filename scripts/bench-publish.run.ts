/**
 * Publish-to-live benchmark: how long from a publish (the record saved in the content store) until the
 * pages reading it are live, in the publishing process (the page set produced through the server build,
 * written and switched to) and in a second process (its set loaded from disk once the content version's
 * watch tells it, which polls every 2 s). Prints the figures; docs/performance.md keeps the last ones.
 *   npm run bench:publish            (builds first; 3 runs of each)
 *   BENCH_RUNS=5 npm run bench:publish
 *   BENCH_KEEP=/tmp/published npm run bench:publish   (keeps the database and its page sets in that
 *     folder, for `BENCH_PUBLISHED_DB=/tmp/published/leads.db npm run bench -- <routes>`)
 * Run by Vitest (scripts/bench-publish.config.ts): the server's modules need the site's Vite plugins.
 * Targets (issue: publishing from the office): a project edit live in 2 s or less, a new article (which
 * changes every article's related list, so every article page is rendered again) in 10 s or less. An
 * article edit renders the same pages as a new article but the new one's own two.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { liveRecords, saveRecord } from "~/lib/content-store/content-store.server";
import { createLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { createPageSets } from "../server/page-sets.server";
import { collectionPages, storeSnapshot } from "../server/page-sets-sources.server";
import { startBuiltServer } from "./built-server.ts";

const root = new URL("../", import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4395);

it("publishes: a project edit and an article edit, live in the publishing process and a second one", async () => {
  expect(existsSync(join(root, "build/server/index.js")), "No build found: run `npm run build` first.").toBe(
    true,
  );

  const keep = process.env.BENCH_KEEP;
  if (keep) mkdirSync(keep, { recursive: true });
  const dir = keep ? mkdtempSync(join(keep, "run-")) : mkdtempSync(join(tmpdir(), "bench-publish-"));
  const dbPath = join(dir, "leads.db");
  const load = loadavg()[0] ?? 0;
  // The built server seeds the store from the repository, as at a deploy; it is stopped once it has.
  const server = await startBuiltServer(PORT, { LEADS_DB: dbPath, LOG_LEVEL: "warn" });
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));

  const db = new SiteDb(dbPath);
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(join(root, "build/server/index.js")).href
  )) as ServerBuild;
  const seeded = storeSnapshot(db);
  const options = {
    build,
    clientDir: join(root, "build/client"),
    root: join(dir, "pages"),
    pagesReading: collectionPages(build),
    buildSnapshot: () => seeded,
    storeSnapshot: () => storeSnapshot(db),
    log: createLogger("silent"),
  };
  const publisher = createPageSets(options);
  let notify = () => {};
  const follower = createPageSets({ ...options, watch: (onChange) => ((notify = onChange), () => {}) });
  await publisher.start();
  await follower.start();

  async function timed(change: (n: number) => void, n: number): Promise<{ publish: number; follow: number }> {
    const started = performance.now();
    change(n);
    const result = await publisher.produce(storeSnapshot(db));
    if (!result.ok) throw new Error(`the page set was not produced: ${result.error}`);
    const publish = performance.now() - started;
    console.log(`run ${n}: live in ${Math.round(publish)} ms`);
    const before = performance.now();
    notify();
    while (follower.live().fingerprint !== publisher.live().fingerprint)
      await new Promise((r) => setTimeout(r, 5));
    return { publish, follow: performance.now() - before };
  }

  const [project] = liveRecords(db, "project");
  const [article] = liveRecords(db, "article");
  if (!project || !article) throw new Error("the seeded store has no project or no article");
  const projectEdit = (n: number) => {
    saveRecord(db, {
      kind: "project",
      record: { ...project.record, city: n % 2 ? "Venice" : "Santa Monica" },
    });
  };
  const articleEdit = (n: number) => {
    const { title } = article.record;
    // The title shows in every article's related list: every article page is rendered again.
    saveRecord(db, { kind: "article", record: { ...article.record, title: n % 2 ? `${title}!` : title } });
  };

  const rows: string[] = [];
  try {
    for (const [label, change, target] of [
      ["Project edit", projectEdit, 2000],
      ["Article edit (every article page)", articleEdit, 10_000],
    ] as const) {
      const runs: { publish: number; follow: number }[] = [];
      for (let n = 1; n <= RUNS; n++) runs.push(await timed(change, n));
      const publish = runs.map((r) => r.publish).sort((a, b) => a - b);
      const median = publish[Math.floor(publish.length / 2)] ?? NaN;
      const worst = publish.at(-1) ?? NaN;
      const follow = Math.max(...runs.map((r) => r.follow));
      rows.push(
        `| ${label} | ${Math.round(median)} | ${Math.round(worst)} | ${target} | ${worst <= target ? "met" : "**missed**"} | ${Math.round(follow)} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    publisher.stop();
    follower.stop();
    db.close();
    if (keep) console.log(`Kept the published database and its page sets: ${join(dir, "leads.db")}`);
    else rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    [
      "",
      `${RUNS} runs each, ${cpus().length} cores, load average ${load.toFixed(2)} before and ${(loadavg()[0] ?? 0).toFixed(2)} after.`,
      "",
      "| Change | Publish to live, median (ms) | Worst (ms) | Target (ms) | Target | Second process: load after its watch (ms, worst) |",
      "| --- | ---: | ---: | ---: | :---: | ---: |",
      ...rows,
    ].join("\n"),
  );
}, 600_000);
