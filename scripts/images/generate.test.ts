import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, imageKeys, type ImageKey } from "../../app/content/images.ts";
import { FORMATS, generateImages, outputName } from "./generate.ts";
import { deckScene, GALLERY_SLUGS, VARIANTS } from "./scenes/gallery.ts";
import { drawers, svgFor } from "./scenes/index.ts";

/** Minimal well-formedness check: every opened tag is closed in order. */
function unbalancedTag(svg: string): string | null {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:"[^"]*"|[^>"])*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (!name) continue;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return name;
    } else stack.push(name);
  }
  return stack.length > 0 ? (stack.at(-1) ?? null) : null;
}

const svgs = new Map<ImageKey, string>(imageKeys.map((key) => [key, svgFor(key)]));

describe("illustration drawers", () => {
  it("draw every registry key and nothing else", () => {
    expect(Object.keys(drawers).sort()).toEqual([...imageKeys].sort());
  });

  it("are deterministic", () => {
    for (const key of imageKeys) expect(svgFor(key), key).toBe(svgs.get(key));
  });

  it("produce well-formed SVG with the registry size and viewBox", () => {
    for (const [key, svg] of svgs) {
      const { width, height } = images[key];
      expect(svg.startsWith("<svg "), key).toBe(true);
      expect(svg.endsWith("</svg>"), key).toBe(true);
      expect(svg, key).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg, key).toContain(`width="${width}" height="${height}"`);
      expect(svg, key).not.toMatch(/NaN|undefined|Infinity/);
      expect(unbalancedTag(svg), key).toBeNull();
    }
  });

  it("draw before/after pairs at the same size and widths, with different surfaces", () => {
    const befores = imageKeys.filter((k) => k.endsWith("-before"));
    expect(befores).toHaveLength(48);
    for (const before of befores) {
      const after = before.replace(/-before$/, "-after") as ImageKey;
      expect(images[after], after).toBeDefined();
      expect([images[after].width, images[after].height, images[after].widths]).toEqual([
        images[before].width,
        images[before].height,
        images[before].widths,
      ]);
      expect(svgs.get(after)).not.toBe(svgs.get(before));
    }
  });

  it("draw six distinct variants per gallery category", () => {
    for (const slug of GALLERY_SLUGS) {
      const befores = VARIANTS.map((v) => svgs.get(`gallery-${slug}-${v}-before`));
      expect(new Set(befores).size, slug).toBe(6);
      const scenes = VARIANTS.map((v) => deckScene(slug, v));
      if (scenes.some((s) => s === null)) continue;
      // Deck close-ups: every variant has its own time of day, and framings and wall colours vary.
      expect(new Set(scenes.map((s) => s?.time)).size, slug).toBe(6);
      expect(new Set(scenes.map((s) => JSON.stringify(s?.cam))).size, slug).toBeGreaterThanOrEqual(5);
      expect(new Set(scenes.map((s) => s?.wall?.color)).size, slug).toBeGreaterThanOrEqual(5);
    }
  });

  it("have meaningful alt text", () => {
    const galleryAlts = imageKeys.filter((k) => k.startsWith("gallery-")).map((k) => images[k].alt);
    expect(new Set(galleryAlts).size).toBe(galleryAlts.length);
    for (const key of imageKeys) {
      expect(images[key].alt, key).toMatch(/^Illustration: .{30,}/);
      if (key.endsWith("-before"))
        expect(images[key].alt, key).toMatch(/before (repair|replacement|resurfacing)/);
    }
  });
});

describe("generateImages", () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "site-images-"));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it("encodes AVIF and WebP at every width, then serves a rerun from the cache", async () => {
    const key: ImageKey = "gallery-stucco-1-before";
    const opts = {
      outDir: path.join(work, "out"),
      cacheDir: path.join(work, "cache"),
      photosDir: path.join(work, "photos"),
      only: [key],
      log: () => {},
    };
    const first = await generateImages(opts);
    const expected = images[key].widths.flatMap((w) => FORMATS.map((f) => outputName(key, w, f)));
    expect(first.encoded).toBe(expected.length);
    expect((await readdir(opts.outDir)).sort()).toEqual([...expected].sort());
    for (const w of images[key].widths) {
      const avif = await sharp(path.join(opts.outDir, outputName(key, w, "avif"))).metadata();
      expect([avif.format, avif.compression, avif.width, avif.height]).toEqual([
        "heif",
        "av1",
        w,
        (w * 900) / 1200,
      ]);
      const webp = await sharp(path.join(opts.outDir, outputName(key, w, "webp"))).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(["webp", w, (w * 900) / 1200]);
    }
    const second = await generateImages(opts);
    expect([second.encoded, second.cached]).toEqual([0, expected.length]);
  }, 20_000);

  it("uses a dropped-in photo instead of the illustration and prunes stale files", async () => {
    const key: ImageKey = "gallery-tiles-1-after";
    const opts = {
      outDir: path.join(work, "out2"),
      cacheDir: path.join(work, "cache2"),
      photosDir: path.join(work, "photos2"),
      only: [key],
      prune: true,
      log: () => {},
    };
    await mkdir(opts.photosDir, { recursive: true });
    await mkdir(opts.outDir, { recursive: true });
    await writeFile(path.join(opts.outDir, "retired-key-400.webp"), "stale");
    // A wide solid red photo: cover-cropped to the 4:3 registry aspect.
    const photo = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#d02020" } })
      .png()
      .toBuffer();
    await writeFile(path.join(opts.photosDir, `${key}.png`), photo);
    const result = await generateImages(opts);
    expect(result.removed).toBe(1);
    const out = await readdir(opts.outDir);
    expect(out).not.toContain("retired-key-400.webp");
    const { data, info } = await sharp(path.join(opts.outDir, outputName(key, 400, "webp")))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 300]);
    expect(data[0]).toBeGreaterThan(180);
    expect(data[1]).toBeLessThan(70);
  }, 20_000);
});
