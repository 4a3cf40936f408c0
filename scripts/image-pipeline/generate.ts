/**
 * The image build: writes public/generated/<key>-<width>.<hash>.avif and .webp for every image of
 * the registry (app/content/images.ts), from its photo in assets/photos/ when there is one and
 * from its placeholder drawing (scripts/placeholders) otherwise. ./plan.ts decides sources and
 * hashes; this module encodes.
 *
 * Photos are rotated by their EXIF orientation and cropped to the registry aspect around the
 * image's focal point; a photo smaller than the largest width is an error, never upscaled.
 * Every output is cached under its hash in a per-user folder outside the checkout (`imageCacheDir()`), so
 * a run with nothing changed encodes nothing, also after `npm ci` and in a fresh clone (CI). The hash
 * covers the source, every setting and the pipeline's code (./plan.ts), so checkouts sharing the folder
 * never read each other's different files. Files in the output directory that are no longer produced
 * are removed; cache entries unused for CACHE_KEEP_DAYS are removed.
 *
 * Run: ./node_modules/.bin/node scripts/image-pipeline/generate.ts
 */

import { availableParallelism, homedir } from "node:os";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import type { ProjectRecord } from "../../app/content/project-schema.ts";
import { drawPlaceholder } from "../placeholders/scenes/index.ts";
import pLimit from "p-limit";
import {
  encoderOptions,
  FORMATS,
  hashesOf,
  heightFor,
  outputName,
  PHOTOS_DIR,
  planImages,
  ROOT,
  type ImageFormat,
  type PlannedImage,
} from "./plan.ts";

export const DEFAULT_OUT_DIR = path.join(ROOT, "public/generated");

/**
 * Where encoded files are cached: `IMAGE_CACHE_DIR` when set, else `$XDG_CACHE_HOME/harborline-site-images`
 * (`~/.cache/harborline-site-images` without it). Outside the checkout, so `npm ci` and a fresh clone keep it.
 */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.IMAGE_CACHE_DIR) return path.resolve(env.IMAGE_CACHE_DIR);
  const base =
    env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
      ? env.XDG_CACHE_HOME
      : path.join(homedir(), ".cache");
  return path.join(base, "harborline-site-images");
}

/**
 * Days a cache entry is kept after a run last used it. The folder is shared by every checkout (branches,
 * CI's clones), so a run removes only entries nobody has used for this long, not every entry it did not use.
 */
export const CACHE_KEEP_DAYS = 30;

export interface GenerateOptions {
  outDir?: string;
  cacheDir?: string;
  log?: (s: string) => void;
  /** Only these keys. Defaults to the whole registry. */
  only?: readonly string[];
  /**
   * Remove output files and cache entries this run did not produce. Defaults to true for a full
   * run and false when `only` is given (so a partial run never deletes other keys' files).
   */
  prune?: boolean;
  /** Directory of photos; defaults to assets/photos. */
  photosDir?: string;
  /** Project records; defaults to app/content/projects.ts. */
  projects?: readonly ProjectRecord[];
}

export interface GenerateResult {
  files: number;
  encoded: number;
  cached: number;
  removed: number;
  bytes: number;
  ms: number;
  /** key → content hash in the file names. */
  hashes: Record<string, string>;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

function encode(pipeline: Sharp, key: string, format: ImageFormat): Promise<Buffer> {
  const o = encoderOptions(key, format);
  return format === "avif" ? pipeline.avif({ ...o }).toBuffer() : pipeline.webp({ ...o }).toBuffer();
}

/** The crop of a `w`×`h` picture with the aspect `aspect` that keeps `focus` (percent) in view. */
export function focalCrop(
  w: number,
  h: number,
  aspect: number,
  focus = { x: 50, y: 50 },
): { left: number; top: number; width: number; height: number } {
  const width = Math.min(w, Math.round(h * aspect));
  const height = Math.min(h, Math.round(w / aspect));
  const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, v)));
  return {
    left: clamp((focus.x / 100) * w - width / 2, w - width),
    top: clamp((focus.y / 100) * h - height / 2, h - height),
    width,
    height,
  };
}

/** The source at one width as an opaque pipeline: a drawing rasterised, or a photo cropped around its focal point. */
async function pipelineFor(item: PlannedImage, width: number): Promise<Sharp> {
  const { entry, source } = item;
  const height = heightFor(entry, width);
  if (source.kind === "drawing") {
    return sharp(Buffer.from(drawPlaceholder(source.name), "utf8"), { density: (72 * width) / entry.width })
      .resize(width, height, { fit: "fill" })
      .flatten({ background: "#ffffff" });
  }
  const oriented = await sharp(source.bytes).rotate().toBuffer({ resolveWithObject: true });
  const crop = focalCrop(oriented.info.width, oriented.info.height, entry.width / entry.height, entry.focus);
  const largest = Math.max(...entry.widths);
  if (crop.width < largest) {
    const need = `${largest}×${heightFor(entry, largest)}`;
    throw new Error(
      `${path.relative(ROOT, source.file) || source.file} is ${oriented.info.width}×${oriented.info.height} px: ` +
        `too small for ${entry.origin ?? entry.key}, which is shown up to ${largest} px wide. ` +
        `Use a photo of at least ${need} px (photos are never upscaled).`,
    );
  }
  return sharp(oriented.data)
    .extract(crop)
    .resize(width, height, { fit: "fill" })
    .flatten({ background: "#ffffff" });
}

interface Job {
  item: PlannedImage;
  key: string;
  width: number;
  format: ImageFormat;
  cacheFile: string;
  outFile: string;
}

/** Pixels a unit of work encodes (a rough cost, for scheduling the biggest first). */
function area(unit: readonly Job[]): number {
  return unit.reduce((sum, job) => sum + job.width * heightFor(job.item.entry, job.width), 0);
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
  const cacheDir = opts.cacheDir ?? imageCacheDir();
  const photosDir = opts.photosDir ?? PHOTOS_DIR;
  const log = opts.log ?? ((s: string) => console.log(s));
  const prune = opts.prune ?? opts.only === undefined;
  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });

  const plan = await planImages({ photosDir, projects: opts.projects });
  const only = opts.only ? new Set(opts.only) : null;
  const jobs: Job[] = [];
  for (const item of plan) {
    const { key, widths } = item.entry;
    if (only && !only.has(key)) continue;
    if (item.source.kind === "photo") log(`photo  ${key} <- ${path.relative(ROOT, item.source.file)}`);
    for (const width of widths) {
      for (const format of FORMATS) {
        jobs.push({
          item,
          key,
          width,
          format,
          cacheFile: path.join(cacheDir, `${item.hash}-${width}.${format}`),
          outFile: path.join(outDir, outputName(key, width, item.hash, format)),
        });
      }
    }
  }
  if (only)
    for (const key of only)
      if (!plan.some((p) => p.entry.key === key)) throw new Error(`Unknown image key "${key}"`);

  // Marks each entry found as used now, so another checkout's pruning keeps it.
  const missing: Job[] = [];
  const now = new Date();
  for (const job of jobs) {
    if (await exists(job.cacheFile)) await utimes(job.cacheFile, now, now);
    else missing.push(job);
  }

  // One unit per key: rasterise the source once at its largest missing width (parsing and
  // drawing the SVG costs about as much at 400 px as at 800 px), downscale that for the smaller
  // widths, and encode the missing formats; biggest units first so the slow AVIFs start early.
  const units = new Map<string, Job[]>();
  for (const job of missing) units.set(job.key, [...(units.get(job.key) ?? []), job]);
  const work = [...units.values()].sort((a, b) => area(b) - area(a));
  // Parallelism comes from encoding one image per core, each with a single libvips thread.
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1);
  if (work.length) log(`encoding ${missing.length} files for ${work.length} images (cached after this run)`);
  let done = 0;
  let lastReport = Date.now();
  try {
    await pLimit(Math.max(2, availableParallelism())).map(work, async (unit) => {
      const first = unit[0];
      if (!first) return;
      const { key, item } = first;
      const widths = [...new Set(unit.map((j) => j.width))].sort((a, b) => b - a);
      const top = widths[0] ?? first.width;
      const base = await (await pipelineFor(item, top)).raw().toBuffer({ resolveWithObject: true });
      const raw = (buf: { data: Buffer; info: OutputInfo }): Sharp =>
        sharp(buf.data, {
          raw: { width: buf.info.width, height: buf.info.height, channels: buf.info.channels },
        });
      for (const width of widths) {
        const scaled =
          width === top
            ? base
            : await raw(base)
                .resize(width, heightFor(item.entry, width), { fit: "fill", kernel: "lanczos3" })
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
    // Drop entries no checkout has used for CACHE_KEEP_DAYS (this run's are fresh: written or touched above).
    const cutoff = now.getTime() - CACHE_KEEP_DAYS * 24 * 3600 * 1000;
    for (const name of await readdir(cacheDir)) {
      const file = path.join(cacheDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
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
    hashes: hashesOf(plan),
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
