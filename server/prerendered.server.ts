import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentSecurityPolicy, inlineScripts } from "~/lib/csp";

export interface PrerenderedPage {
  path: string;
  html: Buffer;
  etag: string;
  csp: string;
}

/** Site path of a prerendered file: build/client/about-us/index.html → /about-us. */
export function pathOfIndexFile(clientDir: string, file: string): string {
  const rel = relative(clientDir, file).split(sep).join("/");
  const dir = rel.replace(/(^|\/)index\.html$/, "");
  return `/${dir}`;
}

function* indexFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets" && entry.name !== "generated") yield* indexFiles(full);
    } else if (entry.name === "index.html") {
      yield full;
    }
  }
}

/**
 * Loads every prerendered page into memory with its ETag and a CSP that allows exactly its own inline
 * scripts (by SHA-256 hash), so pages are served as built, with no runtime rendering.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of indexFiles(clientDir)) {
    const html = readFileSync(file);
    const text = html.toString("utf8");
    const hashes = inlineScripts(text).map((s) => createHash("sha256").update(s, "utf8").digest("base64"));
    const path = pathOfIndexFile(clientDir, file);
    pages.set(path, {
      path,
      html,
      etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
      csp: contentSecurityPolicy({ hashes: [...new Set(hashes)] }),
    });
  }
  return pages;
}
