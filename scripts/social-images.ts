/**
 * Social images and app icons.
 *
 * - public/social/<name>.<hash>.png: one 1200×630 sharing image per indexable page, with the page's
 *   title on the brand background (the list and titles come from app/content/registry.server.ts,
 *   loaded through Vite so the content modules and the blog folder are read exactly as the site reads
 *   them). The drawing, its fonts (assets/fonts) and its hash are app/lib/discovery/social-card*.ts's,
 *   which the server also uses for a page the office publishes (social-image.server.ts): the hash (of
 *   the card's SVG and its maker, scripts/social-fingerprint.ts) changes whenever the picture would, so
 *   the server caches the files for a year; pages learn which cards the build drew from the Vite plugin
 *   (scripts/image-pipeline/vite-plugin.ts), which is why the build draws them before bundling the site.
 * - public/icons/: the favicon drawn as PNG at 180 (Apple touch icon), 192 and 512 px, plus a
 *   maskable 512 px icon with a safe-zone margin, for the web manifest and structured data.
 *
 * Every file is cached under its hash (icons: of their SVG and this module's source) in a per-user folder
 * beside the image cache (`socialCacheDir()`, outside the checkout), so an unchanged page costs a file
 * copy, also after `npm ci` or in a fresh clone. Files no page produces are removed from public/; cache
 * entries, shared by every checkout, only once none has used them for the image cache's 30 days.
 *
 * Run alone: ./node_modules/.bin/node scripts/social-images.ts
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SITE_ENV_PREFIX } from "../app/lib/site/site-origin.ts";
import { runnerImport } from "vite";
import { sitePlugins } from "./site-plugins.ts";
import pLimit from "p-limit";
import type { socialPages } from "./social-pages.ts";
import {
  socialCardHash,
  socialFileName,
  socialSvg,
  type SocialCompany,
  type SocialPage,
} from "../app/lib/discovery/social-card.ts";
import { renderSocialCard, pointFontconfigAtSocialFonts } from "../app/lib/discovery/social-card.server.ts";
import { CACHE_KEEP_DAYS, imageCacheDir } from "./image-pipeline/generate.ts";
import { socialFingerprint } from "./social-fingerprint.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOCIAL_DIR = path.join(ROOT, "public/social");
const ICON_DIR = path.join(ROOT, "public/icons");
/**
 * Beside the image cache, not in it: the image pipeline's pruning expects only files in its folder.
 * `~/.cache/harborline-site-images-social` by default, `$IMAGE_CACHE_DIR-social` when that is set.
 */
export const socialCacheDir = (env: NodeJS.ProcessEnv = process.env) => `${imageCacheDir(env)}-social`;
const FAVICON = path.join(ROOT, "public/favicon.svg");
/** The maskable icon's background: the brand navy. */
const NAVY = "#0b1f3a";

export {
  HEIGHT,
  socialFileName,
  socialSvg,
  WIDTH,
  wrapTitle,
  type SocialPage,
} from "../app/lib/discovery/social-card.ts";

interface Job {
  file: string;
  hash: string;
  render: () => Promise<Buffer>;
}

async function exists(file: string) {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

async function iconJobs(selfHash: string): Promise<Job[]> {
  const favicon = await readFile(FAVICON);
  const icon = (size: number) => () =>
    sharp(favicon, { density: (72 * size) / 40 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  // Maskable: the mark inside the central 80 % safe zone of a full-bleed navy square.
  const maskable = async () => {
    const inner = await sharp(favicon, { density: (72 * 410) / 40 })
      .resize(410, 410)
      .png()
      .toBuffer();
    return sharp({ create: { width: 512, height: 512, channels: 4, background: NAVY } })
      .composite([{ input: inner, left: 51, top: 51 }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  };
  const hash = (name: string) =>
    createHash("sha256").update(selfHash).update(name).update(favicon).digest("hex");
  return [
    { file: path.join(ICON_DIR, "apple-touch-icon.png"), hash: hash("180"), render: icon(180) },
    { file: path.join(ICON_DIR, "icon-192.png"), hash: hash("192"), render: icon(192) },
    { file: path.join(ICON_DIR, "icon-512.png"), hash: hash("512"), render: icon(512) },
    { file: path.join(ICON_DIR, "icon-maskable-512.png"), hash: hash("maskable"), render: maskable },
  ];
}

/** The pages to draw, read from the site's content through Vite (import.meta.glob and `~/` paths work). */
async function loadPages(): Promise<{ pages: SocialPage[]; company: SocialCompany }> {
  // Vite sets NODE_ENV=development in this process when it starts its module runner; put it back, or
  // the React Router build that runs next would inherit it and ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport<{ socialPages: typeof socialPages }>(
      path.join(ROOT, "scripts/social-pages.ts"),
      {
        configFile: false,
        root: ROOT,
        logLevel: "warn",
        resolve: { tsconfigPaths: true },
        // Content modules read the images' content hashes (see scripts/image-pipeline).
        plugins: sitePlugins(),
        envPrefix: SITE_ENV_PREFIX,
      },
    );
    return module.socialPages();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function generateSocialImages({ log = console.log }: { log?: (s: string) => void } = {}) {
  const started = performance.now();
  // The cards' fonts are assets/fonts' only, set before anything is drawn.
  pointFontconfigAtSocialFonts();
  const fingerprint = socialFingerprint();
  const selfHash = createHash("sha256")
    .update(await readFile(fileURLToPath(import.meta.url)))
    .update(fingerprint)
    .digest("hex");
  const { pages, company } = await loadPages();
  const jobs: Job[] = [
    // A card's name and cache entry are its hash (social-card.ts): the server names a card it draws
    // for a published page the same way.
    ...pages.map((page) => {
      const svg = socialSvg(page, company);
      const hash = socialCardHash(fingerprint, svg);
      return {
        file: path.join(SOCIAL_DIR, socialFileName(page.name, hash)),
        hash,
        render: () => renderSocialCard(svg),
      };
    }),
    ...(await iconJobs(selfHash)),
  ];
  const cacheDir = socialCacheDir();
  await Promise.all([SOCIAL_DIR, ICON_DIR, cacheDir].map((d) => mkdir(d, { recursive: true })));
  const now = new Date();

  let rendered = 0;
  let done = 0;
  await pLimit(Math.max(2, availableParallelism())).map(jobs, async (job) => {
    const cached = path.join(cacheDir, `${job.hash}.png`);
    if (await exists(cached)) await utimes(cached, now, now);
    else {
      const tmp = `${cached}.${process.pid}.tmp`;
      await writeFile(tmp, await job.render());
      await rename(tmp, cached);
      rendered++;
    }
    await copyFile(cached, job.file);
    done++;
    if (done % 10 === 0 || done === jobs.length) log(`${done}/${jobs.length}`);
  });

  // Remove images of pages that no longer exist, and cache entries no job uses.
  const wanted = new Set(jobs.map((j) => j.file));
  let removed = 0;
  for (const dir of [SOCIAL_DIR, ICON_DIR])
    for (const name of await readdir(dir))
      if (!wanted.has(path.join(dir, name))) {
        await rm(path.join(dir, name), { force: true });
        removed++;
      }
  // Cache entries no checkout has used for the image cache's CACHE_KEEP_DAYS (this run's were written or
  // touched above). generate.ts keeps its own copy of this loop: an edit there changes every image's hash.
  const cutoff = now.getTime() - CACHE_KEEP_DAYS * 24 * 3600 * 1000;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }

  const ms = Math.round(performance.now() - started);
  log(
    `social images and icons: ${jobs.length} files (${rendered} drawn, ${jobs.length - rendered} cached, ${removed} removed), ${ms} ms`,
  );
  return { files: jobs.length, rendered, removed, ms };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateSocialImages({ log: (s) => console.log(`[social] ${s}`) });
}
