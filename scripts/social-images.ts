/**
 * Social images and app icons.
 *
 * - public/social/<name>.<hash>.png: one 1200×630 sharing image per indexable page, with the page's
 *   title on the brand background (the list and titles come from app/content/registry.server.ts,
 *   loaded through Vite so the content modules and the blog folder are read exactly as the site reads
 *   them). The hash (10 hex digits of the drawing's and this module's hash) changes whenever the picture
 *   would, so the server caches the files for a year; pages learn the names from the Vite plugin
 *   (scripts/image-pipeline/vite-plugin.ts), which is why the build draws them before bundling the site.
 * - public/icons/: the favicon drawn as PNG at 180 (Apple touch icon), 192 and 512 px, plus a
 *   maskable 512 px icon with a safe-zone margin, for the web manifest and structured data.
 *
 * Every file is cached in node_modules/.cache/social-images/ under a hash of its SVG and this
 * module's source, so an unchanged page costs a file copy. Files no page produces are removed.
 *
 * Run alone: ./node_modules/.bin/node scripts/social-images.ts
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SITE_ENV_PREFIX } from "../app/lib/site/site-origin.ts";
import { runnerImport } from "vite";
import { sitePlugins } from "./site-plugins.ts";
import pLimit from "p-limit";
import type { socialPages } from "./social-pages.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOCIAL_DIR = path.join(ROOT, "public/social");
const ICON_DIR = path.join(ROOT, "public/icons");
const CACHE_DIR = path.join(ROOT, "node_modules/.cache/social-images");
const FAVICON = path.join(ROOT, "public/favicon.svg");

export const WIDTH = 1200;
export const HEIGHT = 630;

const brand = { navy: "#0b1f3a", navyLight: "#14305a", amber: "#f5b82e", sand: "#e9dfcc", teal: "#14917f" };

export interface SocialPage {
  /** Output file name without hash and extension (app/lib/discovery/social-image.ts's socialImageName). */
  name: string;
  title: string;
  /** Small label above the title: the page's kind. */
  label: string;
  /** The number printed on the card: the one the page's language calls (the company's when absent). */
  phone?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits a title into at most `maxLines` lines of about `perLine` characters (ellipsis if longer). */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? "").replace(/[\s,.:;]+$/, "")}…`;
  return kept;
}

/** The sharing image of one page as SVG: brand mark, label, title, company and site host. */
export function socialSvg(page: SocialPage, company: { name: string; host: string; phone: string }): string {
  // Long titles get a smaller size so they stay within three lines.
  const big = page.title.length <= 48;
  const size = big ? 64 : 54;
  const lines = wrapTitle(page.title, big ? 28 : 34, 3);
  const lineHeight = Math.round(size * 1.18);
  const top = 250 - ((lines.length - 1) * lineHeight) / 2;
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brand.navy}"/><stop offset="1" stop-color="${brand.navyLight}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <path d="M0 540 C 150 500, 300 500, 450 540 S 750 580, 900 540 S 1100 500, 1200 530 L1200 630 L0 630 Z" fill="${brand.teal}" opacity="0.9"/>
  <path d="M0 575 C 150 545, 300 545, 450 575 S 750 605, 900 575 S 1100 545, 1200 570 L1200 630 L0 630 Z" fill="${brand.navy}" opacity="0.55"/>
  <rect x="80" y="72" width="8" height="${lines.length * lineHeight + 110}" fill="${brand.amber}"/>
  <g transform="translate(1040 64) scale(2.2)">
    <rect width="40" height="40" rx="9" fill="${brand.navyLight}"/>
    <path d="M7 15h26v5H7z" fill="${brand.amber}"/><path d="M10 20h3v9h-3zM27 20h3v9h-3z" fill="${brand.sand}"/>
    <path d="M6 31c3-2.5 5.5-2.5 8.5 0s5.5 2.5 8.5 0 5.5-2.5 8.5 0" stroke="${brand.teal}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
  </g>
  <text x="116" y="${top - 78}" font-family="${font}" font-size="26" font-weight="700" letter-spacing="3" fill="${brand.amber}">${escapeXml(page.label.toUpperCase())}</text>
  <text font-family="${font}" font-size="${size}" font-weight="700" fill="#ffffff">${lines
    .map((l, i) => `<tspan x="116" y="${top + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join("")}</text>
  <text x="116" y="${HEIGHT - 150}" font-family="${font}" font-size="30" font-weight="700" fill="${brand.sand}">${escapeXml(company.name)}</text>
  <text x="116" y="${HEIGHT - 112}" font-family="${font}" font-size="24" fill="${brand.sand}" opacity="0.85">${escapeXml(`${company.host} · ${page.phone ?? company.phone}`)}</text>
</svg>`;
}

/** `<name>.<first 10 hex digits of the hash>.png` (the Vite plugin reads the names back). */
export const socialFileName = (name: string, hash: string) => `${name}.${hash.slice(0, 10)}.png`;

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
    return sharp({ create: { width: 512, height: 512, channels: 4, background: brand.navy } })
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
async function loadPages(): Promise<{
  pages: SocialPage[];
  company: { name: string; host: string; phone: string };
}> {
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
  const selfHash = createHash("sha256")
    .update(await readFile(fileURLToPath(import.meta.url)))
    .update(sharp.versions.sharp ?? "")
    .digest("hex");
  const { pages, company } = await loadPages();
  const jobs: Job[] = [
    ...pages.map((page) => {
      const svg = socialSvg(page, company);
      const hash = createHash("sha256").update(selfHash).update(svg).digest("hex");
      return {
        file: path.join(SOCIAL_DIR, socialFileName(page.name, hash)),
        hash,
        render: () =>
          sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer(),
      };
    }),
    ...(await iconJobs(selfHash)),
  ];
  await Promise.all([SOCIAL_DIR, ICON_DIR, CACHE_DIR].map((d) => mkdir(d, { recursive: true })));

  let rendered = 0;
  let done = 0;
  await pLimit(Math.max(2, availableParallelism())).map(jobs, async (job) => {
    const cached = path.join(CACHE_DIR, `${job.hash}.png`);
    if (!(await exists(cached))) {
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
  const used = new Set(jobs.map((j) => `${j.hash}.png`));
  for (const name of await readdir(CACHE_DIR))
    if (!used.has(name)) await rm(path.join(CACHE_DIR, name), { force: true });

  const ms = Math.round(performance.now() - started);
  log(
    `social images and icons: ${jobs.length} files (${rendered} drawn, ${jobs.length - rendered} cached, ${removed} removed), ${ms} ms`,
  );
  return { files: jobs.length, rendered, removed, ms };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateSocialImages({ log: (s) => console.log(`[social] ${s}`) });
}
