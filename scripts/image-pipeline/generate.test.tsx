// @vitest-environment jsdom
import { galleryCopy } from "~/content/widget-copy";
import { cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GalleryViewer } from "../../app/components/sections/gallery-viewer.tsx";
import { galleryCategories, galleryItemsFrom } from "../../app/content/gallery.ts";
import { galleryImage } from "../../app/content/images.ts";
import type { ProjectRecord } from "../../app/content/project-schema.ts";
import { projects } from "../../app/content/projects.ts";
import { CACHE_KEEP_DAYS, focalCrop, generateImages, imageCacheDir } from "./generate.ts";
import { FORMATS, outputName, ROOT } from "./plan.ts";

afterEach(cleanup);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "site-images-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A fresh set of directories for one run of the image build. */
async function dirs(name: string) {
  const root = path.join(work, name);
  const photosDir = path.join(root, "photos");
  await mkdir(photosDir, { recursive: true });
  return { outDir: path.join(root, "out"), cacheDir: path.join(root, "cache"), photosDir, log: () => {} };
}

/** A photo made here: `w`×`h`, one colour left of `split` (a fraction of the width), another right of it. */
async function photo(file: string, w: number, h: number, split = 1, left = "#d02020", right = "#2020d0") {
  const cut = Math.round(w * split);
  const parts = [
    { input: { create: { width: cut, height: h, channels: 3 as const, background: left } }, left: 0, top: 0 },
  ];
  if (cut < w)
    parts.push({
      input: { create: { width: w - cut, height: h, channels: 3 as const, background: right } },
      left: cut,
      top: 0,
    });
  await sharp({ create: { width: w, height: h, channels: 3, background: "#000" } })
    .composite(parts)
    .jpeg({ quality: 95 })
    .toFile(file);
}

/** Red and blue of the pixel at the middle of a generated file. */
async function middle(file: string): Promise<{ r: number; b: number; width: number; height: number }> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at] ?? 0, b: data[at + 2] ?? 0, width: info.width, height: info.height };
}

/** A drawing's key, built once into a fresh cache here; the tests that need its files share that build. */
const DRAWN = "project-37-before";
let drawnBuild: Promise<{
  d: Awaited<ReturnType<typeof dirs>>;
  first: Awaited<ReturnType<typeof generateImages>>;
}>;
const drawnOnce = () =>
  (drawnBuild ??= dirs("drawn").then(async (d) => ({
    d,
    first: await generateImages({ ...d, only: [DRAWN] }),
  })));

const record = (over: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: 900,
  category: "planters",
  title: "Courtyard planter relined",
  city: "Long Beach",
  date: "2026-06",
  before: { photo: "planter.jpg", alt: "A relined courtyard planter with new plants" },
  ...over,
});

describe("the image build", () => {
  it("encodes AVIF and WebP at every width under hashed names, then serves a rerun from the cache", async () => {
    const { d, first } = await drawnOnce();
    const key = DRAWN;
    const hash = first.hashes[key] ?? "";
    expect(hash).toMatch(/^[0-9a-f]{10}$/);
    const { widths } = galleryImage({ alt: "" });
    expect(widths).toContain(800);
    const expected = widths.flatMap((w) => FORMATS.map((f) => outputName(key, w, hash, f)));
    expect(first.encoded).toBe(expected.length);
    expect((await readdir(d.outDir)).sort()).toEqual([...expected].sort());
    for (const w of widths) {
      const avif = await sharp(path.join(d.outDir, outputName(key, w, hash, "avif"))).metadata();
      expect([avif.format, avif.compression, avif.width, avif.height]).toEqual([
        "heif",
        "av1",
        w,
        (w * 3) / 4,
      ]);
      const webp = await sharp(path.join(d.outDir, outputName(key, w, hash, "webp"))).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(["webp", w, (w * 3) / 4]);
    }
    const second = await generateImages({ ...d, only: [key] });
    expect([second.encoded, second.cached, second.hashes[key]]).toEqual([0, expected.length, hash]);
  }, 30_000);

  it("takes a dropped-in photo for any key, and a replaced photo gets new URLs while the old files go", async () => {
    const d = await dirs("replace");
    const key = "hero-about";
    await mkdir(d.outDir, { recursive: true });
    await writeFile(path.join(d.outDir, "retired-key-400.0123456789.webp"), "stale");
    await photo(path.join(d.photosDir, `${key}.jpg`), 1600, 900, 1, "#d02020");
    const first = await generateImages({ ...d, only: [key], prune: true });
    const red = first.hashes[key] ?? "";
    expect(first.removed).toBe(1);
    expect((await middle(path.join(d.outDir, outputName(key, 480, red, "webp")))).r).toBeGreaterThan(180);

    await photo(path.join(d.photosDir, `${key}.jpg`), 1600, 900, 1, "#2020d0");
    const second = await generateImages({ ...d, only: [key], prune: true });
    const blue = second.hashes[key] ?? "";
    expect(blue).not.toBe(red);
    const files = await readdir(d.outDir);
    expect(files.filter((f) => f.includes(red))).toEqual([]);
    expect(files.filter((f) => f.includes(blue))).toHaveLength(10);
    expect((await middle(path.join(d.outDir, outputName(key, 480, blue, "webp")))).b).toBeGreaterThan(180);
  }, 30_000);

  it("caches outside the checkout, in a per-user folder that npm ci and a fresh clone keep", () => {
    const inside = (dir: string) => !path.relative(ROOT, dir).startsWith("..");
    expect(inside(imageCacheDir({}))).toBe(false);
    expect(imageCacheDir({})).toBe(path.join(homedir(), ".cache", "harborline-site-images"));
    expect(imageCacheDir({ XDG_CACHE_HOME: "/var/cache/ci" })).toBe("/var/cache/ci/harborline-site-images");
    expect(imageCacheDir({ XDG_CACHE_HOME: "/var/cache/ci", IMAGE_CACHE_DIR: "/srv/images" })).toBe(
      "/srv/images",
    );
  });

  it("shares its cache: another checkout's recent entries stay, entries unused for weeks go", async () => {
    const d = await dirs("shared");
    // This checkout's own entries for the key, from an earlier build (the encoding is shared, not repeated).
    await cp((await drawnOnce()).d.cacheDir, d.cacheDir, { recursive: true });
    const recent = path.join(d.cacheDir, "0123456789-400.avif");
    const old = path.join(d.cacheDir, "9876543210-400.avif");
    await writeFile(recent, "another checkout's file");
    await writeFile(old, "nobody's file");
    const longAgo = new Date(Date.now() - (CACHE_KEEP_DAYS + 1) * 24 * 3600 * 1000);
    await utimes(old, longAgo, longAgo);
    const key = DRAWN;
    const first = await generateImages({ ...d, only: [key], prune: true });
    expect(first.cached).toBe(first.files);
    const names = await readdir(d.cacheDir);
    expect(names).toContain(path.basename(recent));
    expect(names).not.toContain(path.basename(old));
    expect(names.filter((n) => n.startsWith(first.hashes[key] ?? "-"))).toHaveLength(first.files);
  }, 30_000);

  it("crops a photo around its focal point", async () => {
    // 1600×900, red on the left quarter, blue elsewhere; the 4:3 crop is 1200×900 of it.
    const d = await dirs("focus");
    await photo(path.join(d.photosDir, "planter.jpg"), 1600, 900, 0.25);
    const centred = await generateImages({ ...d, projects: [record()], only: ["project-900-before"] });
    const focused = record({ before: { ...record().before, focus: { x: 0, y: 50 } } });
    const left = await generateImages({ ...d, projects: [focused], only: ["project-900-before"] });
    const file = (hash = "") => path.join(d.outDir, outputName("project-900-before", 400, hash, "webp"));
    // Centred, the crop runs from x=200 to 1400: its middle (x=800) is blue. Focused on the left
    // edge, it runs from 0 to 1200: its middle (x=600) is still blue, its left quarter red.
    expect((await middle(file(centred.hashes["project-900-before"]))).b).toBeGreaterThan(180);
    expect(left.hashes["project-900-before"]).not.toBe(centred.hashes["project-900-before"]);
    expect(focalCrop(1600, 900, 4 / 3)).toEqual({ left: 200, top: 0, width: 1200, height: 900 });
    expect(focalCrop(1600, 900, 4 / 3, { x: 0, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 900,
    });
    expect(focalCrop(1600, 900, 4 / 3, { x: 100, y: 0 })).toEqual({
      left: 400,
      top: 0,
      width: 1200,
      height: 900,
    });
    const { data, info } = await sharp(file(left.hashes["project-900-before"]))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const px = (x: number) => data[(Math.floor(info.height / 2) * info.width + x) * info.channels] ?? 0;
    // Output x=100 is photo x=300 (red) in the left-focused crop, photo x=500 (blue) when centred.
    expect(px(100)).toBeGreaterThan(180);
    const centredData = await sharp(file(centred.hashes["project-900-before"])).raw().toBuffer();
    expect(centredData[(150 * 400 + 100) * 3] ?? 0).toBeLessThan(100);
  }, 30_000);

  it("fails on a photo smaller than the largest width, naming the file and the record", async () => {
    const d = await dirs("small");
    await photo(path.join(d.photosDir, "planter.jpg"), 640, 480);
    await expect(
      generateImages({ ...d, projects: [record()], only: ["project-900-before"] }),
    ).rejects.toThrow(
      /planter\.jpg is 640×480 px: too small for .*project 1 \(id 900\), field before, which is shown up to 800 px wide\. Use a photo of at least 800×600 px/,
    );
  }, 30_000);

  it("stops on a broken record or a missing photo, naming the file and field", async () => {
    const d = await dirs("broken");
    await expect(
      generateImages({ ...d, projects: [record({ date: "June" })], only: ["project-900-before"] }),
    ).rejects.toThrow("app/content/projects.ts: project 1 (id 900), field date: a month as YYYY-MM");
    await expect(
      generateImages({ ...d, projects: [record()], only: ["project-900-before"] }),
    ).rejects.toThrow(/project 1 \(id 900\), field before\.photo: .*planter\.jpg does not exist/);
  });
});

describe("README walk-through: adding a project with your own photo", () => {
  it("a photo-only project shows in its category with the single-image layout", async () => {
    // 1. Drop the photo into the photos folder (a 1000×750 one made here).
    const d = await dirs("readme");
    await photo(path.join(d.photosDir, "long-beach-planter.jpg"), 1000, 750, 0.5);
    // 2. Add one record, with no after image.
    const added = record({
      before: { photo: "long-beach-planter.jpg", alt: "A relined courtyard planter with new plants" },
    });
    const records = [...projects, added];
    // 3. Build the images.
    const result = await generateImages({ ...d, projects: records, only: ["project-900-before"] });
    const hash = result.hashes["project-900-before"] ?? "";
    expect(await readdir(d.outDir)).toContain(outputName("project-900-before", 800, hash, "avif"));
    // 4. The gallery shows it in its category, as a single image.
    const items = galleryItemsFrom(records, result.hashes);
    // The viewer is an island: its view is the address bar's query string.
    history.replaceState(null, "", "/gallery?category=planters&item=900");
    render(
      <GalleryViewer
        categories={galleryCategories}
        items={items.filter((i) => i.category === "planters")}
        projectsUrl="/gallery.json"
        words={galleryCopy}
      />,
    );
    expect(screen.getByRole("button", { name: "Planters" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("heading", { level: 2, name: "Project Gallery" })).toBeTruthy();
    expect(screen.getByText("Courtyard planter relined, Long Beach", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByText("7 of 7")).toBeTruthy();
    const img = screen.getByRole("img", { name: "A relined courtyard planter with new plants" });
    expect(img.getAttribute("src")).toBe(`/generated/${outputName("project-900-before", 800, hash, "webp")}`);
  }, 30_000);
});
