import { existsSync, readdirSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageUrl } from "~/components/ui/picture";
import { images, imageKeys } from "~/content/images";
import { baseUrl } from "./support/browser";

const generatedDir = new URL("../../build/client/generated/", import.meta.url);

describe("generated images", () => {
  it("every image of the registry exists in every advertised format and width", () => {
    const missing: string[] = [];
    for (const key of imageKeys) {
      for (const width of images[key].widths) {
        for (const ext of ["avif", "webp"] as const) {
          const file = new URL(`.${imageUrl(key, width, ext).replace("/generated", "")}`, generatedDir);
          if (!existsSync(file) || statSync(file).size === 0) missing.push(imageUrl(key, width, ext));
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("ships no stray files the registry does not know", () => {
    const expected = new Set(
      imageKeys.flatMap((k) => images[k].widths.flatMap((w) => [`${k}-${w}.avif`, `${k}-${w}.webp`])),
    );
    expect(readdirSync(generatedDir).filter((f) => !expected.has(f))).toEqual([]);
  });

  it("keeps the home hero under 100 KB at phone width and serves the right types", async () => {
    for (const ext of ["avif", "webp"] as const) {
      const res = await fetch(`${baseUrl()}${imageUrl("hero-home", 640, ext)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${ext}`);
      expect((await res.arrayBuffer()).byteLength).toBeLessThan(100 * 1024);
    }
  });
});
