/**
 * Image pipeline: draws every illustration of the registry (app/content/images.ts) as SVG, or
 * takes a real photo from assets/photos/<key>.(jpg|jpeg|png|webp) when one exists, and writes
 * public/generated/<key>-<width>.avif and .webp for each registered width.
 *
 * Every output is cached in node_modules/.cache/site-images/ under a hash of the generator
 * sources, the SVG (or photo) bytes, the width, the format and the encoder options, so a run with
 * nothing changed encodes nothing. Files in the output directory that are no longer produced are
 * removed.
 *
 * Run: ./node_modules/.bin/node scripts/images/generate.ts
 */

import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { images, imageKeys, type ImageKey } from "../../app/content/images.ts";
import { svgFor } from "./scenes/index.ts";

export type ImageFormat = "avif" | "webp";

export const FORMATS: readonly ImageFormat[] = ["avif", "webp"];

/** Encoder settings; part of every cache key, so changing them re-encodes. */
export const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:4:4" },
  webp: { quality: 72, effort: 4, smartSubsample: true },
} as const;

/**
 * Gallery illustrations (96 of them, shown at most 800 px wide) use a faster AVIF effort: files
 * come out about 2-5 % larger at the same quality, and a cold run stays within its time budget.
 */
export const GALLERY_ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:4:4" },
  webp: { quality: 72, effort: 4, smartSubsample: true },
} as const;

type EncoderOptions = (typeof ENCODER_OPTIONS)[ImageFormat] | (typeof GALLERY_ENCODER_OPTIONS)[ImageFormat];

/** The encoder settings used for one key and format. */
export function encoderOptions(key: ImageKey, format: ImageFormat): EncoderOptions {
  return (key.startsWith("gallery-") ? GALLERY_ENCODER_OPTIONS : ENCODER_OPTIONS)[format];
}

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SCRIPT_DIR, "../..");
export const DEFAULT_OUT_DIR = path.join(ROOT, "public/generated");
export const DEFAULT_CACHE_DIR = path.join(ROOT, "node_modules/.cache/site-images");
export const PHOTOS_DIR = path.join(ROOT, "assets/photos");
const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"] as const;

export interface GenerateOptions {
  outDir?: string;
  cacheDir?: string;
  log?: (s: string) => void;
  /** Only these keys. Defaults to the whole registry. */
  only?: readonly ImageKey[];
  /**
   * Remove output files and cache entries this run did not produce. Defaults to true for a full
   * run and false when `only` is given (so a partial run never deletes other keys' files).
   */
  prune?: boolean;
  /** Directory of replacement photos; defaults to assets/photos. */
  photosDir?: string;
}

export interface GenerateResult {
  files: number;
  encoded: number;
  cached: number;
  removed: number;
  bytes: number;
  ms: number;
}

export function outputName(key: ImageKey, width: number, format: ImageFormat): string {
  return `${key}-${width}.${format}`;
}

/** Height for a rendered width, keeping the registry aspect ratio. */
export function heightFor(key: ImageKey, width: number): number {
  const info = images[key];
  return Math.round((width * info.height) / info.width);
}

async function listSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Hash of the generator's own source files (this directory, tests excluded). */
export async function generatorHash(): Promise<string> {
  const h = createHash("sha256");
  for (const file of await listSources(SCRIPT_DIR)) {
    h.update(path.relative(SCRIPT_DIR, file));
    h.update("\0");
    h.update(await readFile(file));
    h.update("\0");
  }
  return h.digest("hex");
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

interface Source {
  kind: "svg" | "photo";
  bytes: Buffer;
  /** Photo path, for logging. */
  file?: string;
}

async function findPhoto(dir: string, key: ImageKey): Promise<string | null> {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = path.join(dir, `${key}${ext}`);
    if (await exists(file)) return file;
  }
  return null;
}

async function loadSource(key: ImageKey, photosDir: string): Promise<Source> {
  const photo = await findPhoto(photosDir, key);
  if (photo) return { kind: "photo", bytes: await readFile(photo), file: photo };
  return { kind: "svg", bytes: Buffer.from(svgFor(key), "utf8") };
}

function cacheKey(gen: string, key: ImageKey, source: Source, width: number, format: ImageFormat): string {
  return createHash("sha256")
    .update(gen)
    .update("\0")
    .update(source.kind)
    .update("\0")
    .update(source.bytes)
    .update("\0")
    .update(
      `${width}\0${format}\0${JSON.stringify(encoderOptions(key, format))}\0sharp ${sharp.versions.sharp ?? ""}`,
    )
    .digest("hex");
}

function encode(pipeline: Sharp, key: ImageKey, format: ImageFormat): Promise<Buffer> {
  const o = encoderOptions(key, format);
  return format === "avif" ? pipeline.avif({ ...o }).toBuffer() : pipeline.webp({ ...o }).toBuffer();
}

/** The source at one width as an opaque pipeline: SVG rasterised at that width, or a photo cover-cropped. */
function pipelineFor(key: ImageKey, width: number, src: Source): Sharp {
  const height = heightFor(key, width);
  const info = images[key];
  const pipeline =
    src.kind === "svg"
      ? sharp(src.bytes, { density: (72 * width) / info.width }).resize(width, height, { fit: "fill" })
      : sharp(src.bytes).rotate().resize(width, height, { fit: "cover", position: "centre" });
  return pipeline.flatten({ background: "#ffffff" });
}

/** Encodes one image at one width (SVG rasterised at that width, or the photo cover-cropped). */
export async function renderImage(
  key: ImageKey,
  width: number,
  format: ImageFormat,
  source?: Source,
): Promise<Buffer> {
  return encode(pipelineFor(key, width, source ?? (await loadSource(key, PHOTOS_DIR))), key, format);
}

interface Job {
  key: ImageKey;
  width: number;
  format: ImageFormat;
  cacheFile: string;
  outFile: string;
}

/** Pixels a unit of work encodes (a rough cost, for scheduling the biggest first). */
function area(unit: readonly Job[]): number {
  return unit.reduce((sum, job) => sum + job.width * heightFor(job.key, job.width), 0);
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Copies the cached file to the output unless an identical file is already there. */
async function publish(cacheFile: string, outFile: string): Promise<number> {
  const data = await readFile(cacheFile);
  try {
    const current = await readFile(outFile);
    if (current.equals(data)) return data.length;
  } catch {
    // Not there yet.
  }
  await copyFile(cacheFile, outFile);
  return data.length;
}

export async function generateImages(opts: GenerateOptions = {}): Promise<GenerateResult> {
  const started = performance.now();
  const outDir = opts.outDir ?? DEFAULT_OUT_DIR;
  const cacheDir = opts.cacheDir ?? DEFAULT_CACHE_DIR;
  const photosDir = opts.photosDir ?? PHOTOS_DIR;
  const log = opts.log ?? ((s: string) => console.log(s));
  const keys = opts.only ?? imageKeys;
  const prune = opts.prune ?? opts.only === undefined;
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const gen = await generatorHash();

  const sources = new Map<ImageKey, Source>();
  const jobs: Job[] = [];
  for (const key of keys) {
    const info = images[key];
    if (!info) throw new Error(`Unknown image key "${key}"`);
    const source = await loadSource(key, photosDir);
    if (source.file) log(`photo  ${key} <- ${path.relative(ROOT, source.file)}`);
    sources.set(key, source);
    for (const width of info.widths) {
      for (const format of FORMATS) {
        const hash = cacheKey(gen, key, source, width, format);
        jobs.push({
          key,
          width,
          format,
          cacheFile: path.join(cacheDir, `${hash}.${format}`),
          outFile: path.join(outDir, outputName(key, width, format)),
        });
      }
    }
  }

  const missing: Job[] = [];
  for (const job of jobs) if (!(await exists(job.cacheFile))) missing.push(job);

  // One unit per key: rasterise the source once at its largest missing width (parsing and
  // drawing the SVG costs about as much at 400 px as at 800 px), downscale that for the smaller
  // widths, and encode the missing formats; biggest units first so the slow AVIFs start early.
  const units = new Map<ImageKey, Job[]>();
  for (const job of missing) units.set(job.key, [...(units.get(job.key) ?? []), job]);
  const work = [...units.values()].sort((a, b) => area(b) - area(a));
  // Parallelism comes from encoding one image per core, each with a single libvips thread.
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1);
  if (work.length) log(`encoding ${missing.length} files for ${work.length} images (cached after this run)`);
  let done = 0;
  let lastReport = Date.now();
  try {
    await pool(work, Math.max(2, availableParallelism()), async (unit) => {
      const first = unit[0];
      if (!first) return;
      const key = first.key;
      const widths = [...new Set(unit.map((j) => j.width))].sort((a, b) => b - a);
      const top = widths[0] ?? first.width;
      const base = await pipelineFor(key, top, sources.get(key) as Source)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = (buf: { data: Buffer; info: OutputInfo }): Sharp =>
        sharp(buf.data, {
          raw: { width: buf.info.width, height: buf.info.height, channels: buf.info.channels },
        });
      for (const width of widths) {
        const scaled =
          width === top
            ? base
            : await raw(base)
                .resize(width, heightFor(key, width), { fit: "fill", kernel: "lanczos3" })
                .raw()
                .toBuffer({ resolveWithObject: true });
        for (const job of unit.filter((j) => j.width === width)) {
          await writeAtomic(job.cacheFile, await encode(raw(scaled), key, job.format));
        }
      }
      done++;
      if (Date.now() - lastReport > 5000 || done === work.length) {
        lastReport = Date.now();
        log(`encoded ${done}/${work.length} images, ${Math.round((performance.now() - started) / 1000)} s`);
      }
    });
  } finally {
    sharp.concurrency(previousConcurrency);
  }

  let bytes = 0;
  for (const job of jobs) bytes += await publish(job.cacheFile, job.outFile);

  let removed = 0;
  if (prune) {
    const expected = new Set(jobs.map((j) => path.basename(j.outFile)));
    for (const name of await readdir(outDir)) {
      if (!expected.has(name) && /\.(avif|webp)$/.test(name)) {
        await rm(path.join(outDir, name), { force: true });
        removed++;
      }
    }
    // Keep the cache to what this run produced.
    const used = new Set(jobs.map((j) => path.basename(j.cacheFile)));
    for (const name of await readdir(cacheDir)) {
      if (!used.has(name)) await rm(path.join(cacheDir, name), { force: true });
    }
  }

  const ms = Math.round(performance.now() - started);
  const result: GenerateResult = {
    files: jobs.length,
    encoded: missing.length,
    cached: jobs.length - missing.length,
    removed,
    bytes,
    ms,
  };
  log(
    `images: ${result.files} files (${result.encoded} encoded, ${result.cached} cached, ${removed} stale removed), ` +
      `${(bytes / 1024).toFixed(0)} KiB in ${path.relative(ROOT, outDir) || outDir}, ${(ms / 1000).toFixed(1)} s`,
  );
  return result;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  generateImages().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
