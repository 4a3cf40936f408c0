import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

export type Encoding = "br" | "gzip" | "identity";

export interface Variant {
  body: Buffer;
  etag: string;
}

/** One file held in memory in every encoding, served without touching the disk or compressing again. */
export interface Precompressed {
  type: string;
  variants: Record<Encoding, Variant>;
}

/**
 * File types worth compressing (images and fonts are compressed already; the letters' PDFs lose about
 * 40 %, and are served from memory so a page set can replace or remove them).
 */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|md|webmanifest|ico|pdf)$/;

const variant = (body: Buffer, encoding: Encoding): Variant => {
  const hash = createHash("sha1").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"` };
};

/**
 * Loads `file` with its Brotli and gzip variants: the `.br` and `.gz` files the build wrote beside it
 * (scripts/precompress.ts), or, for a build made without them, compressed once here.
 */
export function loadPrecompressed(file: string, type: string, body = readFileSync(file)): Precompressed {
  const sibling = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
  const br =
    sibling(".br") ??
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  const gz = sibling(".gz") ?? gzipSync(body, { level: 6 });
  return {
    type,
    variants: {
      identity: variant(body, "identity"),
      br: variant(br, "br"),
      gzip: variant(gz, "gzip"),
    },
  };
}

/** The encoding to send for an Accept-Encoding header: the client's highest q, Brotli on a tie. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? (q.has("*") ? (q.get("*") as number) : 0);
  const br = of("br");
  const gzip = of("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === etag);
}

/** Sends the variant the client accepts, with Vary, ETag and a 304 when its copy is current. */
export function sendPrecompressed(req: Request, res: Response, file: Precompressed) {
  const encoding = chooseEncoding(req.get("accept-encoding"));
  const { body, etag } = file.variants[encoding];
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  if (matchesEtag(req.get("if-none-match"), etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Type", file.type);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
