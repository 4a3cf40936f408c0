import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { socialImageHashes } from "./image-pipeline/vite-plugin";
import { imageCacheDir } from "./image-pipeline/generate";
import { HEIGHT, socialCacheDir, socialFileName, socialSvg, WIDTH, wrapTitle } from "./social-images";

describe("social images", () => {
  it("are cached outside the checkout, beside the image cache and not inside it (npm ci keeps them)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    for (const env of [{}, { XDG_CACHE_HOME: "/var/cache/ci" }, { IMAGE_CACHE_DIR: "/srv/images" }]) {
      const dir = socialCacheDir(env);
      expect(path.relative(root, dir).startsWith("..")).toBe(true);
      expect(path.dirname(dir)).toBe(path.dirname(imageCacheDir(env)));
      expect(dir).not.toBe(imageCacheDir(env));
    }
    expect(socialCacheDir({ IMAGE_CACHE_DIR: "/srv/images" })).toBe("/srv/images-social");
  });

  it("wrap a title into lines of about the given length, ending with an ellipsis when it is too long", () => {
    expect(wrapTitle("Deck, balcony and planter waterproofing in LA", 28, 3)).toEqual([
      "Deck, balcony and planter",
      "waterproofing in LA",
    ]);
    const long = wrapTitle("one two three four five six seven eight nine ten eleven twelve", 10, 2);
    expect(long).toHaveLength(2);
    expect(long[1]?.endsWith("…")).toBe(true);
  });

  it("draw a 1200×630 SVG with the title escaped and the company named", () => {
    const svg = socialSvg(
      { name: "x", title: "Decks & <balconies>", label: "Our services" },
      { name: "Harbor & Co", host: "www.example.com", phone: "(310) 555-0100" },
    );
    expect(svg).toContain(`width="${WIDTH}" height="${HEIGHT}"`);
    expect(svg).toContain("Decks &amp; &lt;balconies&gt;");
    expect(svg).toContain("Harbor &amp; Co");
    expect(svg).not.toContain("<balconies>");
  });

  it("name each file by its page and a content hash, which the site reads back from the folder", async () => {
    const hash = "0123456789abcdef".repeat(4);
    expect(socialFileName("services-deck", hash)).toBe("services-deck.0123456789.png");
    const dir = await mkdtemp(path.join(tmpdir(), "social-test-"));
    try {
      for (const file of [
        socialFileName("home", hash),
        socialFileName("blogs-a.b", "fedcba9876"),
        "old.png",
        "notes.txt",
      ])
        await writeFile(path.join(dir, file), "");
      expect(await socialImageHashes(dir)).toEqual({ home: "0123456789", "blogs-a.b": "fedcba9876" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(await socialImageHashes(path.join(dir, "gone"))).toEqual({});
  });
});
