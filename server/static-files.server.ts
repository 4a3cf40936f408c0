import { join, relative, sep } from "node:path";
import express, { Router, type RequestHandler, type Response } from "express";
import { CACHE } from "./cache-policy.server";
import { filesUnder } from "./files.server";
import { COMPRESSIBLE, sendPrecompressed, type Precompressed } from "./precompressed.server";
import { textFileType } from "./prerendered.server";
import { NON_PAGE_CSP } from "./security-headers.server";

/** Folders whose files carry a hash of their content in their names: a changed file gets a new URL. */
const HASHED_FOLDERS = ["assets", "generated", "social"];

/**
 * The client build's files other than pages: text files (scripts, styles, SVG, robots.txt, the sitemap)
 * from memory, compressed at build time; hashed files cached for a year (scripts/image-pipeline,
 * scripts/social-images.ts); other public files for a day.
 *
 * The build's files are listed once at start: a path that is none of them (every page, the API) goes on
 * without the file system being asked. Asking cost a `stat` and a "not found" error object per page
 * request, a fifth of the server's time on a prerendered article (the server benchmark's profile).
 */
export function staticFiles(clientDir: string, texts: ReadonlyMap<string, Precompressed>): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = texts.get(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", req.path.startsWith("/assets/") ? CACHE.immutable : CACHE.short);
    res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
    sendPrecompressed(req, res, file);
  });
  for (const dir of HASHED_FOLDERS) {
    router.use(
      `/${dir}`,
      express.static(join(clientDir, dir), {
        fallthrough: false,
        index: false,
        redirect: false,
        setHeaders: (res) => fileHeaders(res, CACHE.immutable),
      }),
    );
  }
  const publicFiles = {
    index: false,
    redirect: false,
    setHeaders: (res: Response) => fileHeaders(res, CACHE.short),
  };
  const known = new Set(
    filesUnder(clientDir)
      .map((f) => `/${relative(clientDir, f).split(sep).join("/")}`)
      .filter((path) => !fromMemoryOnly(path)),
  );
  const onlyKnown =
    (serve: RequestHandler): RequestHandler =>
    (req, res, next) => {
      let path: string;
      try {
        path = decodeURIComponent(req.originalUrl.split("?")[0] ?? "");
      } catch {
        return next();
      }
      return known.has(path) ? serve(req, res, next) : next();
    };
  // The agent catalog lives in a dot-folder, which the general static handler skips on purpose.
  router.use("/.well-known", onlyKnown(express.static(join(clientDir, ".well-known"), publicFiles)));
  router.use(onlyKnown(express.static(clientDir, publicFiles)));
  return router;
}

/**
 * The build's files that only the in-memory maps may serve: the pages (`index.html`), the text files and
 * PDFs, their Brotli and gzip copies, and React Router's prerendered data (`.data`). A page set replaces
 * or removes them at publish (a withheld letter, a deleted article); the disk would still have the build's.
 */
export const fromMemoryOnly = (path: string): boolean =>
  /(^|\/)index\.html$|\.(data|br|gz)$/.test(path) ||
  (COMPRESSIBLE.test(path) && textFileType(path) !== undefined);

function fileHeaders(res: Response, cacheControl: string) {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
}
