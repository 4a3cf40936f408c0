/**
 * Performance benchmark: starts the built server, runs Lighthouse (mobile, default simulated throttling)
 * in Debian's Chromium over every route, and writes the table to docs/performance.md.
 * Run with `npm run bench` (it builds first). Not part of `npm test`: budgets are measured, not timed.
 * `npm run bench -- /about-us /gallery` measures only those routes and prints the table without
 * writing docs/performance.md. `BENCH_RUNS=3 npm run bench` measures each route three times and shows
 * the median of each figure: single runs of one page on this shared 2-core machine spread 2–3× in TBT.
 * `BENCH_PUBLISHED_DB=<leads.db> npm run bench -- <routes>` also starts a second server on that database
 * (its page sets beside it: what `BENCH_KEEP=<dir> npm run bench:publish` leaves) and measures every route
 * on both, one after the other, then prints how far each route's figures moved from the build's pages
 * (the publishing target: no route drops more than 2 performance points against that baseline).
 * `BENCH_BASELINE=<checkout> npm run bench` does the same against another checkout's build (its own
 * `npm run build` done, e.g. a `git worktree` of the commit before a change): every route is measured on
 * both servers, alternating which goes first, and a full run writes the comparison into
 * docs/performance.md (the budget: no route drops more than 2 performance points against a baseline
 * measured in the same run). A route the baseline does not serve is listed as new, not measured there.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.ts";
import "./ts-resolve.js";
import { CHROMIUM, CHROMIUM_FLAGS, exitWithoutTool } from "./tools.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4390);
/** Lighthouse runs per route; each figure in its row is the median over them. */
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 1)) || 1);
const base = `http://127.0.0.1:${PORT}`;
/** A database whose published pages are measured beside the build's (see above), or none. */
const PUBLISHED_DB = process.env.BENCH_PUBLISHED_DB;
/** Another checkout whose build is measured beside this one (see above), or none. */
const BASELINE = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
if (PUBLISHED_DB && BASELINE) throw new Error("BENCH_PUBLISHED_DB and BENCH_BASELINE are one at a time");
const secondBase = `http://127.0.0.1:${PORT + 1}`;
const root = new URL("../", import.meta.url);
/** The checkout whose islands manifest names the modules a page on the second server loads. */
const secondRoot = BASELINE ? pathToFileURL(`${BASELINE}/`) : root;
/** A checkout's commit, for the comparison's heading. */
const commitOf = (dir: URL) =>
  execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
// After ts-resolve.js, which lets it import the app's modules.
const { filesFromManifest, ISLANDS_MANIFEST } = await import("../app/islands/islands.server.ts");

async function routes(): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

interface Row {
  route: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  /** Lighthouse's agentic-browsing category. */
  agentic: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  /** First-load JavaScript the page names (brotli bodies, no headers): the framework floor ... */
  floorJsKb: number;
  /** ... and our own code: every other module (FLOOR_CHUNK). */
  ownJsKb: number;
  /** The page ships script: a module script in the HTML (its islands', or an app area's). */
  hydrates: boolean;
  /** The islands on the page (`data-island`, decision 018), by name. */
  islands: string[];
}

/**
 * The framework floor, by chunk name (vite.islands.config.ts and vite.config.ts name the groups): React
 * DOM and React (and, in an app area, React Router and its route manifest) and the bundler's runtime.
 * Everything else a page loads is our own code.
 */
const FLOOR_CHUNK =
  /\/assets\/(?:islands\/)?(react-dom|react|react-router|manifest|rolldown-runtime)-[^/]*\.js$/;
/** A widget page loads at most the framework floor plus this much of our own JavaScript. */
const OWN_JS_BUDGET_KB = 10;

/** Whether the page ships script, its islands, and the compressed size of each module its HTML names. */
async function firstLoadJs(route: string, from = base, checkout = root) {
  const html = await (await fetch(`${from}${route}`)).text();
  const hydrates = /<script\b[^>]*\btype="module"/.test(html);
  const islands = [...new Set([...html.matchAll(/\bdata-island="([^"]+)"/g)].map((m) => m[1] ?? ""))];
  // Each island's entry and every module it imports, from the islands build's manifest (decision 018),
  // and any module script the page names itself (an app area's).
  const manifest = JSON.parse(readFileSync(new URL(ISLANDS_MANIFEST, checkout), "utf8")) as Parameters<
    typeof filesFromManifest
  >[0];
  const urls = new Set([
    ...islands.flatMap((name) => {
      const files = filesFromManifest(manifest, name);
      return [files.entry, ...files.imports];
    }),
    ...[...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? ""),
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ""),
  ]);
  let floor = 0;
  let own = 0;
  for (const url of urls) {
    const res = await fetch(`${from}${url}`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    const size = Number(res.headers.get("content-length") ?? 0);
    if (FLOOR_CHUNK.test(url)) floor += size;
    else own += size;
  }
  return { hydrates, islands, floorJsKb: floor / 1024, ownJsKb: own / 1024 };
}

exitWithoutTool("Chromium");
const server = await startBuiltServer(PORT);
const secondServer = PUBLISHED_DB
  ? await startBuiltServer(PORT + 1, { LEADS_DB: PUBLISHED_DB, LOG_LEVEL: "warn" })
  : BASELINE
    ? await startBuiltServer(PORT + 1, { LOG_LEVEL: "warn" }, secondRoot)
    : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

/**
 * One Lighthouse run of a route. A run Lighthouse itself could not complete (a runtime error such as
 * NO_FCP, or no performance score) is a failure of the tool, not a score of 0: it is retried twice
 * before the benchmark gives up.
 */
async function measure(route: string, from = base) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${from}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const failure = !result
      ? "no result"
      : result.lhr.runtimeError
        ? result.lhr.runtimeError.code
        : result.lhr.categories.performance?.score == null
          ? "no performance score"
          : undefined;
    if (!failure && result) return result;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${route} (${failure}) in 3 attempts`);
    console.warn(`${route}: Lighthouse run failed (${failure}); measuring again`);
  }
}

/** Measures a route RUNS times. */
async function measureRuns(route: string, from = base) {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await measure(route, from));
  return results;
}

/** The middle value (the lower middle of an even count). */
function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

const rows: Row[] = [];
/**
 * Lighthouse's CPU benchmark (`environment.benchmarkIndex`) of every recorded run. Lighthouse slows the
 * page's main thread by a fixed factor, so TBT follows this machine's speed at the moment of the run: the
 * table states the spread, and a run whose index is low or wide says TBT is the machine's, not the site's.
 */
const benchmarkIndexes: number[] = [];

/** A route's row: each figure the median of its own values over RUNS runs against `from`. */
async function rowOf(route: string, from = base, checkout = root) {
  const results = await measureRuns(route, from);
  benchmarkIndexes.push(...results.map((r) => Math.round(r.lhr.environment.benchmarkIndex)));
  const of = (read: (lhr: (typeof results)[number]["lhr"]) => number) =>
    median(results.map((r) => read(r.lhr)));
  const score = (id: string) => of((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue ?? NaN);
  const jsBytes = of((lhr) =>
    (
      (
        lhr.audits["network-requests"]?.details as
          { items?: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? []
    )
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  );
  const row: Row = {
    route,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    agentic: score("agentic-browsing"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    jsKb: jsBytes / 1024,
    ...(await firstLoadJs(route, from, checkout)),
  };
  return { row, results };
}

/**
 * The rows measured on the second server (published pages or the baseline), in the same order; none for
 * a route the baseline does not serve.
 */
const second: (Row | undefined)[] = [];
/** Measures a route on the second server, or nothing when it does not serve the route. */
async function secondRow(route: string) {
  const res = await fetch(`${secondBase}${route}`, { method: "HEAD" });
  return res.ok ? (await rowOf(route, secondBase, secondRoot)).row : undefined;
}
try {
  const only = process.argv.slice(2);
  const list = only.length ? only : await routes();
  // A warm-up run, not recorded: the first Lighthouse run in a fresh browser pays its start-up costs,
  // which would otherwise count against whichever route comes first.
  await measure(list[0] ?? "/");
  for (const [index, route] of list.entries()) {
    // With a second server, every other route measures it first, so a drift in the machine's speed
    // during the run does not always favour one side.
    const secondFirst = secondServer && index % 2 === 1 ? await secondRow(route) : undefined;
    // Every column is the median of its own values over the runs: one run picked for its score would
    // show that run's LCP, which on this machine moves by a round trip (150 ms) from run to run.
    const { row, results } = await rowOf(route);
    const lcps = results.map((r) =>
      Math.round(r.lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    );
    if (secondServer) second.push(index % 2 === 1 ? secondFirst : await secondRow(route));
    const { categories, audits } = (results[0] as (typeof results)[number]).lhr;
    rows.push(row);
    // The agentic-browsing category's audits that did not pass, by id (the closing note names them).
    const agenticMisses = (categories["agentic-browsing"]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    console.log(
      `${route}: perf ${row.perf}, a11y ${row.a11y}, bp ${row.bp}, seo ${row.seo}, agentic ${row.agentic}${agenticMisses.length ? ` (${agenticMisses.join(", ")})` : ""}, LCP ${Math.round(row.lcp)} ms${RUNS > 1 ? ` (runs: ${lcps.join(", ")})` : ""}, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms, JS ${row.jsKb.toFixed(1)} KB (floor ${row.floorJsKb.toFixed(1)} KB, own ${row.ownJsKb.toFixed(1)} KB), ${row.islands.length ? `islands: ${row.islands.join(", ")}` : row.hydrates ? "hydrates" : "no script"}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  secondServer?.kill("SIGTERM");
}

/**
 * Each route on the second server against this build, measured in this run: the target is that none
 * drops more than 2 performance points, and that a reading page gains no script. The published pages are
 * compared with the build's; this build with the baseline's.
 */
const comparison = (() => {
  if (!secondServer) return undefined;
  const pairs = rows.map((r, i) => {
    const other = second[i];
    // Published pages are the changed side; against a baseline, this build is.
    return BASELINE
      ? { route: r.route, before: other, after: r }
      : { route: r.route, before: r, after: other };
  });
  const measured = pairs.filter(
    (p): p is { route: string; before: Row; after: Row } => !!p.before && !!p.after,
  );
  const worstDrop = Math.max(0, ...measured.map((p) => p.before.perf - p.after.perf));
  const scriptAdded = measured.filter((p) => !p.before.hydrates && p.after.hydrates).map((p) => p.route);
  const changes = measured.map((p) => p.after.perf - p.before.perf);
  const meanChange = changes.reduce((a, b) => a + b, 0) / Math.max(1, changes.length);
  const sdChange = Math.sqrt(
    changes.reduce((a, c) => a + (c - meanChange) ** 2, 0) / Math.max(1, changes.length - 1),
  );
  const [was, is] = BASELINE
    ? [`baseline ${commitOf(secondRoot)}`, `this build ${commitOf(root)}`]
    : ["build", "published"];
  const heading = BASELINE
    ? `This build (${commitOf(root)}) against the baseline ${BASELINE} (${commitOf(secondRoot)}), same run`
    : `Published pages (${PUBLISHED_DB}) against the build's, same run`;
  return [
    `${heading}${RUNS > 1 ? `, median of ${RUNS} runs each` : ""}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC:`,
    "",
    `| Route | Perf (${was}) | Perf (${is}) | Change | LCP (ms) | TBT (ms) | Own JS (KB) | Script |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...pairs.map(({ route, before, after }) =>
      before && after
        ? `| ${route} | ${before.perf} | ${after.perf} | ${after.perf - before.perf >= 0 ? "+" : ""}${after.perf - before.perf} | ${Math.round(before.lcp)} → ${Math.round(after.lcp)} | ${Math.round(before.tbt)} → ${Math.round(after.tbt)} | ${before.ownJsKb.toFixed(1)} → ${after.ownJsKb.toFixed(1)} | ${after.hydrates ? (before.hydrates ? "islands, as before" : "**added**") : "none"} |`
        : `| ${route} | – | ${after?.perf ?? "–"} | new | ${after ? Math.round(after.lcp) : "–"} | ${after ? Math.round(after.tbt) : "–"} | ${after?.ownJsKb.toFixed(1) ?? "–"} | ${after?.hydrates ? "islands" : "none"} |`,
    ),
    "",
    `Largest drop: ${worstDrop} points over ${measured.length} routes measured on both (target: at most 2: ${worstDrop <= 2 ? "met" : "missed"}); reading pages that gained a script: ${scriptAdded.length ? scriptAdded.join(", ") : "none"}.`,
    // A route's change mixes the build's effect with this machine's run-to-run spread; over every route
    // the spread averages out, so the mean change (with its standard error) shows a drift common to all.
    ...(changes.length > 1
      ? [
          "",
          `Mean change over those routes: ${meanChange >= 0 ? "+" : ""}${meanChange.toFixed(1)} points (standard error ${(sdChange / Math.sqrt(changes.length)).toFixed(1)}, standard deviation ${sdChange.toFixed(1)}); ${changes.filter((c) => c < 0).length} lower, ${changes.filter((c) => c > 0).length} higher, ${changes.filter((c) => c === 0).length} the same.`,
        ]
      : []),
  ].join("\n");
})();
if (comparison) console.log(`\n${comparison}`);

const numbers = (
  list: Row[],
  k: "perf" | "a11y" | "bp" | "seo" | "agentic" | "lcp" | "cls" | "tbt" | "jsKb" | "ownJsKb",
) => list.map((r) => r[k]);
const min = (k: Parameters<typeof numbers>[1], list = rows) => Math.min(...numbers(list, k));
const max = (k: Parameters<typeof numbers>[1], list = rows) => Math.max(...numbers(list, k));
const reading = rows.filter((r) => !r.hydrates);
const hydrating = rows.filter((r) => r.hydrates);
/** Worst TBT, JS and performance over one kind of page, or a dash when the run had none of them. */
const worstOf = (list: Row[]) =>
  list.length
    ? `TBT ${Math.round(max("tbt", list))} ms, JS ${max("jsKb", list).toFixed(1)} KB (own ${max("ownJsKb", list).toFixed(1)} KB), performance ${min("perf", list)}`
    : "none measured";
const summary =
  `Summary: worst on ${reading.length} reading pages (no script): ${worstOf(reading)}; ` +
  `worst on ${hydrating.length} hydrating pages: ${worstOf(hydrating)}` +
  (hydrating.length
    ? ` (own-code budget ${OWN_JS_BUDGET_KB} KB: ${max("ownJsKb", hydrating) <= OWN_JS_BUDGET_KB ? "met" : "over"}).`
    : ".");
const perRoute = RUNS > 1 ? `, median of ${RUNS} runs per route` : "";
const cpu = `CPU benchmark index ${median(benchmarkIndexes)} (${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)})`;
const runLine = `- ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${rows.length} routes${perRoute}, ${cpu}: worst performance ${min("perf")}; ${summary.replace(/^Summary: /, "")}`;
const lines = [
  "# Performance benchmark",
  "",
  `Lighthouse 13 (mobile form factor, default simulated throttling) in Debian Chromium against the production`,
  `build served by \`build/server-app/main.js\` on this machine (2 cores), after one unrecorded warm-up run;`,
  RUNS > 1
    ? `each route measured ${RUNS} times; every column shows the median of its own values over the runs.`
    : "one run per route (`BENCH_RUNS=3 npm run bench` keeps each route's median of three).",
  `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; ${rows.length} routes (${process.argv.length > 2 ? "chosen on the command line" : "every URL in the sitemap"}).`,
  "",
  `Machine: Lighthouse's ${cpu}, the median and range over every run.`,
  "Lighthouse multiplies the main thread's observed work by a fixed factor (4×), so TBT follows this machine's",
  "speed during the run: compare TBT only between runs with similar indexes (decision 022 shows one build",
  "measured on two days).",
  "",
  `Worst values: performance ${min("perf")}, accessibility ${min("a11y")}, best practices ${min("bp")}, SEO ${min("seo")}, agentic browsing ${min("agentic")};`,
  `LCP ${Math.round(max("lcp"))} ms, CLS ${max("cls").toFixed(3)}, TBT ${Math.round(max("tbt"))} ms, JS transferred ${max("jsKb").toFixed(1)} KB.`,
  "",
  summary,
  "",
  "Targets (the developers' guide): performance ≥ 98 and the other categories",
  "100 on every route (SEO's `Agentmap:` note aside, decision 005), LCP < 1200 ms, CLS < 0.01; reading pages ship no",
  "JavaScript, widget pages only their islands: at most React + React DOM + 10 KB of our own.",
  "",
  "JS transferred is what Lighthouse saw the page download: compressed bodies plus HTTP/1.1 headers (about",
  "0.7 KB per file). Floor and own JS are the brotli bodies of the modules the page names (the first-load",
  "budget): the floor is the react-dom, react, react-router, manifest and rolldown-runtime chunks",
  "(`FLOOR_CHUNK` in scripts/bench.ts), own is everything else.",
  "",
  "| Route | Hydrates | Islands | Perf | A11y | Best pr. | SEO | LCP (ms) | CLS | TBT (ms) | JS transferred (KB) | Floor JS (KB) | Own JS (KB) |",
  "| --- | :---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.hydrates ? "yes" : "no"} | ${r.islands.join(", ") || "–"} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${r.jsKb.toFixed(1)} | ${r.floorJsKb.toFixed(1)} | ${r.ownJsKb.toFixed(1)} |`,
  ),
  "",
];
// The server benchmark (npm run bench:server) keeps its section below this marker; the last three
// full runs' summary lines are kept between RUNS_SECTION and it, newest last (the last three are kept).
const SERVER_SECTION = "<!-- npm run bench:server -->";
const RUNS_SECTION = "<!-- npm run bench: last three full runs -->";
// The last full run against a baseline (BENCH_BASELINE) sits between BASELINE_SECTION and RUNS_SECTION,
// kept by the runs without one.
const BASELINE_SECTION = "<!-- npm run bench: against a baseline -->";
const perfFile = new URL("docs/performance.md", root);
const previous = existsSync(perfFile) ? readFileSync(perfFile, "utf8") : "";
const kept = previous.includes(SERVER_SECTION) ? previous.split(SERVER_SECTION)[1] : undefined;
const earlierBaseline = previous.includes(BASELINE_SECTION)
  ? (previous.split(BASELINE_SECTION)[1]?.split(RUNS_SECTION)[0] ?? "")
  : "";
const baselineSection = `${BASELINE_SECTION}${
  BASELINE && comparison
    ? `\n\n## Against a baseline from the same run\n\n\`BENCH_BASELINE=<checkout> npm run bench\` (scripts/bench.ts).\n\n${comparison}\n\n`
    : earlierBaseline
}`;
const earlierRuns = (previous.split(RUNS_SECTION)[1]?.split(SERVER_SECTION)[0] ?? "")
  .split("\n")
  .filter((l) => l.startsWith("- "));
const runs = [...earlierRuns, runLine].slice(-3);
const runsSection = [RUNS_SECTION, "", "## Last three full runs", "", ...runs, "", ""].join("\n");
if (process.argv.length <= 2)
  writeFileSync(
    perfFile,
    lines.join("\n") +
      (BASELINE || earlierBaseline ? baselineSection : "") +
      runsSection +
      (kept === undefined ? "" : `${SERVER_SECTION}${kept}`),
  );
console.log(lines.slice(0, 16).join("\n"));
