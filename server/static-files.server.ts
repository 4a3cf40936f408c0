import { join } from "node:path";
import express, { Router, type Response } from "express";
import { CACHE } from "./cache-policy.server";
import { sendPrecompressed, type Precompressed } from "./precompressed.server";
import { NON_PAGE_CSP } from "./security-headers.server";

/** Folders whose files carry a hash of their content in their names: a changed file gets a new URL. */
const HASHED_FOLDERS = ["assets", "generated", "social"];

/**
 * The client build's files other than pages: text files (scripts, styles, SVG, robots.txt, the sitemap)
 * from memory, compressed at build time; hashed files cached for a year (scripts/image-pipeline,
 * scripts/social-images.ts); other public files for a day.
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
  // The agent catalog lives in a dot-folder, which the general static handler skips on purpose.
  router.use("/.well-known", express.static(join(clientDir, ".well-known"), publicFiles));
  router.use(express.static(clientDir, publicFiles));
  return router;
}

function fileHeaders(res: Response, cacheControl: string) {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
}
