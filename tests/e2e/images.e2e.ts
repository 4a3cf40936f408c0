import { existsSync, readdirSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageUrl } from "~/components/ui/picture";
import { galleryItems } from "~/content/gallery";
import { images, imageKeys, type ImageRef } from "~/content/images";
import { iconReferences } from "./support/icons";
import { baseUrl, openPage, sharedBrowser } from "./support/browser";
import { allRoutes } from "./support/routes";

const generatedDir = new URL("../../build/client/generated/", import.meta.url);

/** Every file the pages can advertise (the registry's keys and the gallery's images), as URLs. */
const refs: ImageRef[] = [
  ...imageKeys,
  ...galleryItems.flatMap((i) => (i.after ? [i.image, i.after] : [i.image])),
];
const advertised = refs.flatMap((ref) =>
  (typeof ref === "string" ? images[ref] : ref).widths.flatMap((w) =>
    (["avif", "webp"] as const).map((ext) => imageUrl(ref, w, ext)),
  ),
);

describe("generated images", () => {
  it("every image of the registry exists in every advertised format and width", () => {
    const missing = advertised.filter((url) => {
      const file = new URL(`.${url.replace("/generated", "")}`, generatedDir);
      return !existsSync(file) || statSync(file).size === 0;
    });
    expect(missing).toEqual([]);
  });

  it("ships no stray files the registry does not know", () => {
    const expected = new Set(advertised.map((url) => url.replace("/generated/", "")));
    expect(readdirSync(generatedDir).filter((f) => !expected.has(f))).toEqual([]);
  });

  it("keeps the home hero under 100 KB at phone width, serves the right types and caches for a year", async () => {
    for (const ext of ["avif", "webp"] as const) {
      const url = imageUrl("hero-home", 640, ext);
      expect(url).toMatch(/^\/generated\/hero-home-640\.[0-9a-f]{10}\./);
      const res = await fetch(`${baseUrl()}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${ext}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await res.arrayBuffer()).byteLength).toBeLessThan(100 * 1024);
    }
    const gone = await fetch(`${baseUrl()}/generated/hero-home-640.0000000000.avif`);
    expect(gone.status).toBe(404);
  });
});

describe("icons", () => {
  const browser = sharedBrowser();

  it("every icon on every page is drawn by the stylesheet, and no page carries an icon's paths", async () => {
    const named = new Map<string, string>();
    const stylesheets = new Set<string>();
    for (const route of allRoutes) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      for (const [, name] of html.matchAll(/class="icon i-([a-z-]+)[" ]/g)) named.set(name!, route);
      for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) stylesheets.add(href!);
      // Only the logo is drawn in the page (Lucide's outline icons carry stroke-linejoin="round").
      expect(html, route).not.toContain("stroke-linejoin");
    }
    expect(stylesheets.size, "one stylesheet for the site").toBe(1);
    const css = await (await fetch(`${baseUrl()}${[...stylesheets][0]}`)).text();
    expect(named.size).toBeGreaterThan(10);
    expect(css.match(/--icon:url\("data:image\/svg\+xml,/g), "one drawing, the icons' strip").toHaveLength(1);
    const undrawn = [...named].filter(([name]) => !css.includes(`.i-${name}{--icon-x:`));
    expect(undrawn, "icons without a drawing (name, page)").toEqual([]);
  });

  it("each icon paints its own drawing from the strip", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
    const { page, close } = await openPage(browser(), { width: 400, height: 400 });
    // Each icon as the site paints it (left) beside its drawing straight from the registry (right),
    // 48 px, black on white.
    const rows = Object.entries(iconReferences()).map(
      ([name, svg]) =>
        `<div class="row"><span class="icon i-${name}"></span>` +
        `<img alt="" src="data:image/svg+xml,${encodeURIComponent(svg)}"></div>`,
    );
    await page.setContent(
      `<link rel="stylesheet" href="${baseUrl()}${stylesheet}"><style>body{margin:0;background:#fff;color:#000}` +
        `.row{display:flex;height:48px}.row>*{width:48px;height:48px}</style>${rows.join("")}`,
      { waitUntil: "load" },
    );
    const shot = (await page.screenshot({ fullPage: true })).toString("base64");
    // Dark pixels per cell, and how many pixels differ between each painted icon and each drawing.
    const { ink, diff } = await page.evaluate(
      async ([png, n]) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const ctx = new OffscreenCanvas(img.width, img.height).getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const cell = (row: number, col: number) => ctx.getImageData(col * 48, row * 48, 48, 48).data;
        const dark = (px: Uint8ClampedArray, k: number) => px[k]! < 128;
        const painted = Array.from({ length: n }, (_, i) => cell(i, 0));
        const drawn = Array.from({ length: n }, (_, i) => cell(i, 1));
        const ink = painted.map(
          (px) => Array.from({ length: px.length / 4 }, (_, k) => dark(px, k * 4)).filter(Boolean).length,
        );
        const diff = painted.map((a) =>
          drawn.map(
            (b) =>
              Array.from({ length: a.length / 4 }, (_, k) => dark(a, k * 4) !== dark(b, k * 4)).filter(
                Boolean,
              ).length,
          ),
        );
        return { ink, diff };
      },
      [shot, rows.length] as const,
    );
    const names = Object.keys(iconReferences());
    for (const [i, name] of names.entries()) {
      expect(ink[i], `${name} paints something`).toBeGreaterThan(40);
      const others = diff[i]!.filter((_, j) => j !== i);
      expect(diff[i]![i], `${name} is its own drawing`).toBeLessThan(Math.min(...others) / 4);
    }
    await close();
  });
});
