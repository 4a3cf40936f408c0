import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { contentSecurityPolicy, inlineScripts, picksPhotos } from "~/lib/rendering/csp";
import { filesUnder } from "./files.server";
import { CACHE } from "./cache-policy.server";
import {
  COMPRESSIBLE,
  loadPrecompressed,
  sendPrecompressed,
  type Precompressed,
} from "./precompressed.server";
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from "~/lib/rendering/speculation-rules";

export interface PrerenderedPage {
  path: string;
  file: Precompressed;
  csp: string;
}

/** Site path of a prerendered file: build/client/about-us/index.html → /about-us. */
export function pathOfIndexFile(clientDir: string, file: string): string {
  const rel = relative(clientDir, file).split(sep).join("/");
  const dir = rel.replace(/(^|\/)index\.html$/, "");
  return `/${dir}`;
}

/**
 * Loads every prerendered page into memory with its ETag and a CSP that allows exactly its own inline
 * scripts (by SHA-256 hash), so pages are served as built, with no runtime rendering.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of filesUnder(clientDir, (name) => name === "index.html")) {
    const html = readFileSync(file);
    const text = html.toString("utf8");
    const hashes = inlineScripts(text).map((s) => createHash("sha256").update(s, "utf8").digest("base64"));
    const path = pathOfIndexFile(clientDir, file);
    pages.set(path, {
      path,
      file: loadPrecompressed(file, "text/html; charset=utf-8", html),
      csp: contentSecurityPolicy({ hashes: [...new Set(hashes)] }, { blobImages: picksPhotos(text) }),
    });
  }
  return pages;
}

/**
 * Which requests for a prerendered page need it rendered on demand: those whose query string holds a
 * parameter the page reads. Each route declares its parameters beside its code (a `queryParams` export,
 * e.g. the gallery's view and the reference sheet's search); every other query string (utm_*, gclid,
 * cache busters) is answered with the prerendered bytes.
 */
export function queryRenderer(build: ServerBuild): (path: string, search: string) => boolean {
  const byPath = new Map<string, ReadonlySet<string>>();
  for (const route of Object.values(build.routes)) {
    const names = (route?.module as { queryParams?: readonly string[] } | undefined)?.queryParams;
    if (!route || !names?.length) continue;
    const path = `/${route.path ?? ""}`;
    if (route.parentId !== "root" || /[:*]/.test(path)) {
      throw new Error(`queryParams is for a page at a fixed path under the root route (not ${route.id})`);
    }
    byPath.set(path, new Set(names));
  }
  return (path, search) => {
    const names = byPath.get(path);
    if (!names || !search) return false;
    for (const name of new URLSearchParams(search).keys()) if (names.has(name)) return true;
    return false;
  };
}

const TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
};

/** The type a text file of the client build is served with, by its name (undefined: not one served from memory). */
export const textFileType = (path: string): string | undefined =>
  path === SPECULATION_RULES_PATH ? SPECULATION_RULES_TYPE : TYPES[extname(path)];

/**
 * Every other text file of the client build (scripts, styles, SVG, robots.txt, the sitemap …) in memory
 * with its compressed variants, keyed by URL path.
 */
export function loadTextFiles(clientDir: string): Map<string, Precompressed> {
  const files = new Map<string, Precompressed>();
  for (const file of filesUnder(clientDir, (name) => name !== "index.html" && COMPRESSIBLE.test(name))) {
    const path = `/${relative(clientDir, file).split(sep).join("/")}`;
    // The speculation rules are JSON that browsers read only under their own media type.
    const type = textFileType(path);
    if (!type) continue;
    files.set(path, loadPrecompressed(file, type));
  }
  return files;
}

/**
 * Serves the prerendered pages exactly as built, whatever query string they carry, unless it holds a
 * parameter the page reads (the gallery's view, the reference search): only those go on to be rendered.
 */
export function prerenderedPages(
  pages: ReadonlyMap<string, PrerenderedPage>,
  readsQuery: (path: string, search: string) => boolean,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const query = req.originalUrl.indexOf("?");
    if (query >= 0 && readsQuery(req.path, req.originalUrl.slice(query + 1))) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Speculation-Rules", SPECULATION_RULES_HEADER);
    res.setHeader("Cache-Control", CACHE.revalidate);
    sendPrecompressed(req, res, page.file);
  };
}
