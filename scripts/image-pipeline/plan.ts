/**
 * What the image build will produce, without encoding anything: for every registry image, its
 * source (a photo in assets/photos/, else its placeholder drawing) and the content hash that goes
 * into its file names. The Vite plugin (./vite-plugin.ts) hands the hashes to the site, and
 * ./generate.ts writes the files, so both always agree.
 */

import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  registryFor,
  SERVICE_IMAGE_KEYS,
  type ImageEntry,
  type ImageInfo,
} from "../../app/content/images.ts";
import { checkProjects, PROJECTS_FILE, type ProjectRecord } from "../../app/content/project-schema.ts";
import { projects } from "../../app/content/projects.ts";
import { placeholderNames } from "../placeholders/scenes/index.ts";

export type ImageFormat = "avif" | "webp";

export const FORMATS: readonly ImageFormat[] = ["avif", "webp"];

/** Encoder settings; part of every hash, so changing them renames and re-encodes. */
export const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:4:4" },
  webp: { quality: 72, effort: 4, smartSubsample: true },
} as const;

/**
 * Gallery images (shown at most 800 px wide) use a faster AVIF effort: files come out about 2-5 %
 * larger at the same quality, and a cold run stays within its time budget.
 */
export const GALLERY_ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:4:4" },
  webp: { quality: 72, effort: 4, smartSubsample: true },
} as const;

/**
 * Page heroes (`hero-*`) are each page's largest paint on a phone, drawn under the hero's dark gradient:
 * their AVIF files use 4:2:0 chroma, as photographs usually are, and quality 42 (the home hero at 800 px:
 * 10.1 KB instead of 13.6 KB at 4:4:4 and 50; the broad flat shapes of the drawings show no difference at
 * 390 or 1440 px). On Lighthouse's slow phone the hero shares the line with the lazy images Chrome
 * fetches ahead of the first screen, and the lighter file brings the home page's LCP from 1.21 s to
 * 1.06-1.16 s (decision 018).
 */
export const HERO_ENCODER_OPTIONS = {
  avif: { quality: 42, effort: 3, chromaSubsampling: "4:2:0" },
  webp: ENCODER_OPTIONS.webp,
} as const;

/**
 * The service illustrations are the service cards and each article's picture: an article page's largest
 * paint on a phone, at 800 px. Quality 42 brings those files from 6.1-17.8 KB to 4.9-13.3 KB, under one
 * round trip's window on Lighthouse's slow phone (a 17 KB file took a second one, 1.20-1.28 s against
 * 1.05 s); full chroma stays for the drawings' sharp colour edges, which cards show larger than heroes
 * show theirs under a gradient.
 */
export const ILLUSTRATION_ENCODER_OPTIONS = {
  avif: { quality: 42, effort: 3, chromaSubsampling: "4:4:4" },
  webp: ENCODER_OPTIONS.webp,
} as const;

type EncoderTable =
  | typeof ENCODER_OPTIONS
  | typeof GALLERY_ENCODER_OPTIONS
  | typeof HERO_ENCODER_OPTIONS
  | typeof ILLUSTRATION_ENCODER_OPTIONS;

export type EncoderOptions = EncoderTable[ImageFormat];

/** The encoder settings used for one image and format. */
export function encoderOptions<F extends ImageFormat>(key: string, format: F): EncoderTable[F] {
  if (key.startsWith("project-")) return GALLERY_ENCODER_OPTIONS[format];
  if (key.startsWith("hero-")) return HERO_ENCODER_OPTIONS[format];
  if ((SERVICE_IMAGE_KEYS as readonly string[]).includes(key)) return ILLUSTRATION_ENCODER_OPTIONS[format];
  return ENCODER_OPTIONS[format];
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, "../..");
export const PHOTOS_DIR = path.join(ROOT, "assets/photos");
const PLACEHOLDERS_DIR = path.join(ROOT, "scripts/placeholders");
const PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"] as const;

/** `<key>-<width>.<hash>.<format>`: the hash changes whenever the source or a setting does. */
export function outputName(key: string, width: number, hash: string, format: ImageFormat): string {
  return `${key}-${width}.${hash}.${format}`;
}

/** Height for a rendered width, keeping the registry aspect ratio. */
export function heightFor(info: ImageInfo, width: number): number {
  return Math.round((width * info.height) / info.width);
}

export type Source = { kind: "photo"; file: string; bytes: Buffer } | { kind: "drawing"; name: string };

export interface PlannedImage {
  entry: ImageEntry;
  source: Source;
  /** 10 hex digits of the hash of the source and every setting that shapes the files. */
  hash: string;
}

export interface PlanOptions {
  /** Project records (default: app/content/projects.ts). */
  projects?: readonly ProjectRecord[];
  /** Where photos live (default: assets/photos). */
  photosDir?: string;
}

/**
 * Hash of the code that turns a source into pixels: the placeholder engine (a drawing is a function of
 * it and its name) and this pipeline's own modules (cropping, scaling, encoding). The encoded-file cache
 * is shared by every checkout on the machine (generate.ts), so a checkout whose pipeline draws or crops
 * differently gets other hashes and never reads another's files.
 */
async function engineHash(): Promise<string> {
  const files: string[] = [];
  for (const dir of [PLACEHOLDERS_DIR, HERE]) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    for (const e of entries)
      if (e.isFile() && e.name.endsWith(".ts") && !/\.test\.tsx?$/.test(e.name))
        files.push(path.join(e.parentPath, e.name));
  }
  const h = createHash("sha256");
  for (const file of files.sort()) h.update(`${path.relative(ROOT, file)}\0`).update(await readFile(file));
  return h.digest("hex");
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

async function findSource(entry: ImageEntry, photosDir: string): Promise<Source> {
  const where = entry.origin ?? entry.key;
  if (entry.photo) {
    const file = path.join(photosDir, entry.photo);
    const bytes = await readIfExists(file);
    if (!bytes) throw new Error(`${where}.photo: ${path.relative(ROOT, file) || file} does not exist`);
    return { kind: "photo", file, bytes };
  }
  for (const ext of PHOTO_EXTENSIONS) {
    const file = path.join(photosDir, `${entry.key}${ext}`);
    const bytes = await readIfExists(file);
    if (bytes) return { kind: "photo", file, bytes };
  }
  if (!entry.drawing)
    throw new Error(`${where}: no photo in ${path.relative(ROOT, photosDir)} and no drawing`);
  if (!placeholderNames.includes(entry.drawing))
    throw new Error(`${where}.drawing: there is no placeholder drawing named "${entry.drawing}"`);
  return { kind: "drawing", name: entry.drawing };
}

/** Where an image is declared, for error messages. */
function originOf(key: string, records: readonly ProjectRecord[]): string {
  const m = /^project-(\d+)-(before|after)$/.exec(key);
  if (!m) return `app/content/images.ts: ${key}`;
  const index = records.findIndex((r) => r.id === Number(m[1]));
  return `${PROJECTS_FILE}: project ${index + 1} (id ${m[1]}), field ${m[2]}`;
}

/** Checks the project records, then resolves every registry image to its source and hash. */
export async function planImages(opts: PlanOptions = {}): Promise<PlannedImage[]> {
  const records = opts.projects ?? projects;
  checkProjects(records);
  const photosDir = opts.photosDir ?? PHOTOS_DIR;
  const engine = await engineHash();
  // Loaded here, not at the top: the server imports this module's constants and loads sharp only for a photo.
  const { default: sharp } = await import("sharp");
  const registry = registryFor(records);
  const plan: PlannedImage[] = [];
  for (const [key, info] of Object.entries(registry)) {
    const entry: ImageEntry = { key, ...info, origin: originOf(key, records) };
    const source = await findSource(entry, photosDir);
    const settings = JSON.stringify({
      size: [info.width, info.height],
      focus: info.focus ?? null,
      avif: encoderOptions(key, "avif"),
      webp: encoderOptions(key, "webp"),
      sharp: sharp.versions.sharp ?? "",
    });
    const h = createHash("sha256").update(settings).update(`\0${engine}\0`);
    if (source.kind === "photo") h.update("photo\0").update(source.bytes);
    else h.update(`drawing\0${source.name}`);
    plan.push({ entry, source, hash: h.digest("hex").slice(0, 10) });
  }
  return plan;
}

/** key → hash, for the site. */
export function hashesOf(plan: readonly PlannedImage[]): Record<string, string> {
  return Object.fromEntries(plan.map((p) => [p.entry.key, p.hash]));
}
