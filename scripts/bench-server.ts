/**
 * Server benchmark: autocannon against the built Node server and against Debian's nginx serving the same
 * build/client files as a deployment would (the build's precompressed copies: `gzip_static on`,
 * `brotli_static on`), one after the other on the same URLs; then the Node server alone on the live
 * pages (`/book`, `/api/availability`) against `/` in the same run. Writes req/s, p50/p99 latency and
 * the ratios into the server section of docs/performance.md.
 *   npm run bench:server               (builds first; 10 s per URL per server)
 *   BENCH_SECONDS=5 npm run bench:server
 * Both servers get one process (nginx: one worker), so the load generator has the other core.
 */
import {
  accessSync,
  existsSync,
  realpathSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { startBuiltServer } from "./built-server.ts";
import { BROTLI_STATIC_MODULE, startNginx } from "./nginx.ts";
import { exitWithoutTool } from "./tools.ts";

const root = new URL("../", import.meta.url).pathname;
const clientDir = join(root, "build/client");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const NODE_PORT = Number(process.env.BENCH_PORT ?? 4391);
const NGINX_PORT = NODE_PORT + 1;
const CONNECTIONS = 10;
const SERVER_SECTION = "<!-- npm run bench:server -->";

if (!existsSync(join(root, "build/server-app/main.js"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
exitWithoutTool("nginx");
try {
  accessSync(BROTLI_STATIC_MODULE);
} catch {
  console.error(
    `nginx's brotli_static module not found at ${BROTLI_STATIC_MODULE}: install it with \`apt-get install libnginx-mod-http-brotli-static\` or set NGINX_BROTLI_STATIC_MODULE`,
  );
  process.exit(1);
}

/**
 * A page from a page set (server/page-sets.server.ts) rather than the build: the store is changed (as the
 * office's publish would, one project's city) once the server has seeded it; the server follows the
 * content version and produces the set; nginx serves the same file from the set's folder.
 */
const PRODUCED = "/gallery";
const article = `/blogs/${readdirSync(join(clientDir, "blogs"), { withFileTypes: true }).find((e) => e.isDirectory())?.name}`;
const urls = ["/", "/gallery", article];
/** Made per request by the Node server alone (nginx has no copy): measured against `/` in this run. */
const liveUrls = ["/book", "/api/availability"];
/** What browsers send: Brotli first where both servers have it. */
const ACCEPT_ENCODING = "br, gzip";

/** The two servers' folders (the Node server's database, nginx's config and logs), removed at the end. */
const nodeDir = mkdtempSync(join(tmpdir(), "bench-server-"));
const nginxDir = mkdtempSync(join(tmpdir(), "bench-nginx-"));

function startNode() {
  return startBuiltServer(NODE_PORT, { LEADS_DB: join(nodeDir, "leads.db"), LOG_LEVEL: "warn" });
}

/** Changes one project in the server's store (and its content version) and waits for the page set. */
async function publishOneProject(): Promise<string> {
  const db = new DatabaseSync(join(nodeDir, "leads.db"));
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec(`UPDATE content_records SET office_touched = 1,
      data = json_set(data, '$.city', CASE json_extract(data, '$.city') WHEN 'Venice' THEN 'Santa Monica' ELSE 'Venice' END)
    WHERE key = (SELECT key FROM content_records WHERE kind = 'project' ORDER BY key LIMIT 1);
    UPDATE content_version SET version = version + 1;`);
  db.close();
  const current = join(nodeDir, "pages", "current");
  for (let i = 0; i < 600; i++) {
    if (existsSync(join(current, "manifest.json"))) return realpathSync(current);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server produced no page set within 60 s");
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  kbPerReq: number;
}

async function measure(url: string): Promise<Result> {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { "accept-encoding": ACCEPT_ENCODING },
  };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const r = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    kbPerReq: r.throughput.total / Math.max(1, r.requests.total) / 1024,
  };
}

const load = loadavg()[0] ?? 0;
const node = await startNode();
const pageSet = await publishOneProject();
const nginx = await startNginx(
  nginxDir,
  `    gzip_static on;
    brotli_static on;
    gzip_vary on;
    server {
        listen 127.0.0.1:${NGINX_PORT};
        root ${clientDir};
        location / { try_files $uri $uri/index.html =404; }
    }
    server {
        listen 127.0.0.1:${NGINX_PORT + 1};
        root ${pageSet};
        location / { try_files $uri $uri/index.html =404; }
    }`,
  [NGINX_PORT, NGINX_PORT + 1],
  { modules: [BROTLI_STATIC_MODULE] },
);

const rows: string[] = [];
const ratios: number[] = [];
const liveRows: string[] = [];
const liveRatios: { path: string; ratio: number }[] = [];
try {
  for (const [path, label, nginxPort] of [
    ...urls.map((u) => [u, u, NGINX_PORT] as const),
    [PRODUCED, `${PRODUCED} (page set)`, NGINX_PORT + 1] as const,
  ]) {
    const ours = await measure(`http://127.0.0.1:${NODE_PORT}${path}`);
    const theirs = await measure(`http://127.0.0.1:${nginxPort}${path}`);
    const ratio = ours.rps / theirs.rps;
    ratios.push(ratio);
    const failures = (r: Result) => r.errors + r.non2xx;
    rows.push(
      `| ${label} | ${Math.round(ours.rps)} | ${ours.p50} / ${ours.p99} | ${ours.kbPerReq.toFixed(1)} | ${failures(ours)} | ${Math.round(theirs.rps)} | ${theirs.p50} / ${theirs.p99} | ${theirs.kbPerReq.toFixed(1)} | ${failures(theirs)} | **${ratio.toFixed(2)}** |`,
    );
    console.log(rows.at(-1));
  }
  let home: Result | undefined;
  for (const path of ["/", ...liveUrls]) {
    const ours = await measure(`http://127.0.0.1:${NODE_PORT}${path}`);
    home ??= ours;
    const ratio = ours.rps / home.rps;
    if (path !== "/") liveRatios.push({ path, ratio });
    liveRows.push(
      `| ${path} | ${Math.round(ours.rps)} | ${ours.p50} / ${ours.p99} | ${ours.kbPerReq.toFixed(1)} | ${ours.errors + ours.non2xx} | ${path === "/" ? "1.00" : `**${ratio.toFixed(2)}**`} |`,
    );
    console.log(liveRows.at(-1));
  }
} finally {
  await nginx.stop();
  const exited =
    node.exitCode !== null || node.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => node.once("exit", resolve));
  node.kill("SIGTERM");
  await exited;
  for (const dir of [nodeDir, nginxDir]) rmSync(dir, { recursive: true, force: true });
}
const loadAfter = loadavg()[0] ?? 0;

const section = [
  SERVER_SECTION,
  "",
  "## Server throughput against nginx",
  "",
  `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per URL per server after a 1 s warm-up, \`Accept-Encoding: ${ACCEPT_ENCODING}\`,`,
  "on loopback; the Node server (`build/server-app/start.js`, one process, pages and assets precompressed",
  "in memory) and Debian's nginx as a deployment runs it (one worker, `try_files` over the same",
  "`build/client`, sending the build's precompressed copies with `gzip_static on` and `brotli_static on`",
  "from Debian's `libnginx-mod-http-brotli-static`; nothing is compressed per request) run one",
  `after the other. Generated by \`npm run bench:server\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC,`,
  `${cpus().length} cores, load average ${load.toFixed(2)} before and ${loadAfter.toFixed(2)} after the run (the machine is`,
  "shared; other work on it lowers both servers' figures). The `(page set)` row is a page produced at run",
  "time from the content store (server/page-sets.server.ts) after one project was changed in it, served by",
  "the Node server from memory and by nginx from the set's folder under the data folder (its own `.br`/`.gz`).",
  "",
  `Lowest ratio: **${Math.min(...ratios).toFixed(2)}** (goal: 0.8 or more on every URL).`,
  "",
  "| URL | Node req/s | Node p50 / p99 (ms) | Node KB/req | Node errors | nginx req/s | nginx p50 / p99 (ms) | nginx KB/req | nginx errors | Node ÷ nginx |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
  "",
  "### Live pages (Node only)",
  "",
  "The booking page and the availability API are made per request (their windows change with bookings",
  "and by the minute), so nginx has no copy of them: they are measured against the Node server's own `/`",
  "in the same run. Goals: `/book` 0.25× and `/api/availability` 0.5× of `/`'s requests per second.",
  "",
  `Ratios: ${liveRatios.map((r) => `\`${r.path}\` **${r.ratio.toFixed(2)}×**`).join(", ")}.`,
  "",
  "| URL | Node req/s | Node p50 / p99 (ms) | Node KB/req | Node errors | ÷ Node `/` |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...liveRows,
  "",
].join("\n");

const perfFile = join(root, "docs/performance.md");
const current = existsSync(perfFile) ? readFileSync(perfFile, "utf8") : "";
const before = current.split(SERVER_SECTION)[0] ?? "";
writeFileSync(perfFile, `${before.trimEnd()}\n\n${section}`);
console.log(`\nLowest ratio ${Math.min(...ratios).toFixed(2)}; written to docs/performance.md`);
