import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentFiles } from "~/content/agent-files";
import { seededLetters } from "~/content/testimonials";
import { letterPdfPath } from "~/lib/reviews/review-record";
import { paths } from "~/content/page-registry";
import { SECURITY_HEADERS } from "../../server/security-headers.server";
import { allRoutes } from "./support/routes";
import pLimit from "p-limit";
import { startServer, testPort, type RunningServer } from "./support/server";

/**
 * Path × method fuzz against the built server: every route of the site, its `.data` twin, the API,
 * files and odd paths, under every method a client might send. Whatever comes in, the answer is not a
 * 5xx, never sends anyone off-site, carries the security headers, and leaves no stack trace in the log.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"];

const ODD_PATHS = [
  "//x",
  "/\\x",
  "///x",
  "//evil.example/index.html",
  "///evil.example/index.html",
  "/\\evil.example/index.html",
  "/\\/evil.example/index.html",
  "/%2F%2Fevil.example/index.html",
  "/%2f/evil.example",
  "/%5Cevil.example/index.html",
  "/%5c%5C",
  "/%252F%252Fevil.example/index.html",
  "/index.html",
  "/index.htm",
  "/about-us/index.html",
  "/INDEX.HTML",
  "/.data",
  "/_.data",
  "/index.data",
  "/no-such-page",
  "/no-such-page.data",
  "/blogs/no-such-article",
  "/services/no-such-service.data",
  `${paths.contact}%2F`,
  "/assets/no-such-file.js",
  "/generated/no-such-image.avif",
  "/%E0%A4%A",
  "/%",
  "/%zz",
  "/%00",
  "/..%2F..%2Fetc%2Fpasswd",
  "/../../etc/passwd",
  "/.env",
  "/.git/config",
  "/.well-known/",
  "/?",
  `/${"a".repeat(10_000)}`,
  `/blogs/${"%41".repeat(2_000)}`,
  "/?utm_source=x&fbclid=y",
  `${paths.gallery}?item=%E0%A4%A&category=${"x".repeat(500)}`,
  `${paths.referenceSheet}?q=%3Cscript%3E`,
];

const FILES = [
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.svg",
  agentFiles.rss,
  agentFiles.manifest,
  agentFiles.llms,
  agentFiles.openapi,
  letterPdfPath(seededLetters[0]!.author),
  "/healthz",
];

const PATHS = [
  ...allRoutes,
  ...allRoutes.map((p) => `${p === "/" ? "/_" : p}.data`),
  agentFiles.quoteApi,
  `${agentFiles.quoteApi}.data`,
  ...FILES,
  ...ODD_PATHS,
];

interface Answer {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

let site: RunningServer;
let dir: string;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function send(origin: URL, method: string, path: string): Promise<Answer> {
  const body = ["POST", "PUT", "PATCH", "PROPFIND"].includes(method)
    ? path.startsWith(agentFiles.quoteApi)
      ? JSON.stringify({ name: "Fuzz" })
      : "name=Fuzz&message=hello"
    : undefined;
  const type = path.startsWith(agentFiles.quoteApi)
    ? "application/json"
    : "application/x-www-form-urlencoded";
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        headers:
          body === undefined ? {} : { "content-type": type, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ method, path, status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path}: no answer in 20 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

let answers: Answer[] = [];
/** The server's log once every request but the known ones has been answered. */
let log = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fuzz-e2e-"));
  site = await startServer(testPort(84), { LEADS_DB: join(dir, "leads.db") });
  const origin = new URL(site.url);
  const cases = PATHS.flatMap((path) => METHODS.map((method) => [method, path] as const));
  answers = await pLimit(8).map(cases, ([method, path]) => send(origin, method, path));
  // Let the last log lines arrive before reading the log.
  await new Promise((r) => setTimeout(r, 500));
  log = site.output();
}, 90_000);

afterAll(async () => {
  agent.destroy();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const label = (a: Answer) =>
  `${a.method} ${a.path.length > 80 ? `${a.path.slice(0, 80)}…` : a.path} → ${a.status}`;

describe("path × method fuzz", () => {
  it("covers every route, the API, files and odd paths under every method", () => {
    expect(answers).toHaveLength(PATHS.length * METHODS.length);
    for (const route of allRoutes)
      expect(answers.some((a) => a.path === route && a.method === "GET")).toBe(true);
  });

  it("never answers with a 5xx", () => {
    expect(answers.filter((a) => a.status >= 500).map(label)).toEqual([]);
  });

  it("never sends anyone off-site", () => {
    const origin = new URL(site.url).origin;
    const offSite = answers.filter((a) => {
      const location = a.headers.location;
      return typeof location === "string" && new URL(location, origin).origin !== origin;
    });
    expect(offSite.map((a) => `${label(a)} ${String(a.headers.location)}`)).toEqual([]);
  });

  it("carries the security headers on every answer", () => {
    const missing = answers.filter((a) =>
      Object.entries(SECURITY_HEADERS).some(([name, value]) => a.headers[name.toLowerCase()] !== value),
    );
    expect(missing.map(label)).toEqual([]);
  });

  it("leaves no stack trace in the log", () => {
    expect(log).toContain("Site ready");
    const lines = log.split("\n");
    // pino's JSON lines (an `err` with its stack) and anything printed raw (console.error of an Error).
    expect(lines.filter((line) => line.includes('"stack"') || line.includes("\\n    at "))).toEqual([]);
    expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
  });
});
