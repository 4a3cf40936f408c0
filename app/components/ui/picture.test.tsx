// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import hashes from "virtual:image-hashes";
import { galleryItems } from "~/content/gallery";
import { images, imageKeys } from "~/content/images";
import { Picture, imageSources, imageUrl } from "./picture";

afterEach(cleanup);

function parts(container: HTMLElement) {
  const picture = container.querySelector("picture");
  const sources = [...container.querySelectorAll("picture > source")];
  const img = container.querySelector("picture > img");
  if (!picture || !img) throw new Error("no <picture>/<img> rendered");
  return { picture, sources, img };
}

/** Widths listed by a srcset ("url 400w, url 800w"). */
function srcsetWidths(srcset: string | null): number[] {
  return (srcset ?? "").split(",").map((c) => Number(c.trim().split(/\s+/)[1]?.replace(/w$/, "")));
}

const url = (key: string, w: number, ext: string) => `/generated/${key}-${w}.${hashes[key]}.${ext}`;

/** A gallery image entry 1,200 px wide with its own hash, written at `widths`. */
const projectEntry = (widths: number[]) => ({
  key: "project-99-before",
  alt: "A test deck",
  width: 1200,
  height: 900,
  widths,
  hash: "abcdef0123",
});

describe("imageUrl", () => {
  it("builds /generated/<key>-<width>.<hash>.<ext> with the build's content hash", () => {
    expect(hashes["hero-home"]).toMatch(/^[0-9a-f]{10}$/);
    expect(imageUrl("hero-home", 800, "avif")).toBe(`/generated/hero-home-800.${hashes["hero-home"]}.avif`);
    expect(imageUrl("deck", 400, "webp")).toMatch(/^\/generated\/deck-400\.[0-9a-f]{10}\.webp$/);
  });

  it("uses the hash an image entry carries, and refuses an unknown key", () => {
    const entry = projectEntry([400]);
    expect(imageUrl(entry, 400, "avif")).toBe("/generated/project-99-before-400.abcdef0123.avif");
    expect(() => imageUrl("project-99-after" as "deck", 400, "avif")).toThrow(/Unknown image key/);
  });
});

describe("imageSources", () => {
  it("lists every registered width in both formats", () => {
    for (const key of imageKeys) {
      const s = imageSources(key);
      const widths = images[key]?.widths ?? [];
      expect(srcsetWidths(s.avif)).toEqual([...widths]);
      expect(srcsetWidths(s.webp)).toEqual([...widths]);
      for (const w of widths) {
        expect(s.avif).toContain(`${url(key, w, "avif")} ${w}w`);
        expect(s.webp).toContain(`${url(key, w, "webp")} ${w}w`);
      }
    }
  });

  it("falls back to the WebP width nearest 800 px (the middle one here) and the registry size and alt", () => {
    const s = imageSources("hero-home");
    const widths = images["hero-home"].widths;
    expect(s.src).toBe(url("hero-home", widths[Math.floor(widths.length / 2)] ?? 0, "webp"));
    expect(s.width).toBe(images["hero-home"].width);
    expect(s.height).toBe(images["hero-home"].height);
    expect(s.alt).toBe(images["hero-home"].alt);
  });

  it("falls back to a width the build writes, even when none is 800 px and the image is wider", () => {
    const entry = projectEntry([240, 400]);
    expect(imageSources(entry).src).toBe("/generated/project-99-before-400.abcdef0123.webp");
  });
});

describe("<Picture>", () => {
  it("renders an AVIF then a WebP source with the srcset widths and sizes", () => {
    const { container } = render(<Picture image="deck" sizes="(min-width: 768px) 33vw, 100vw" />);
    const { sources } = parts(container);
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(srcsetWidths(source.getAttribute("srcset"))).toEqual([...images.deck.widths]);
      expect(source.getAttribute("sizes")).toBe("(min-width: 768px) 33vw, 100vw");
    }
    expect(sources[0]!.getAttribute("srcset")).toContain(`${url("deck", 400, "avif")} 400w`);
    expect(sources[1]!.getAttribute("srcset")).toContain(`${url("deck", 1200, "webp")} 1200w`);
  });

  it("lazy-loads at low priority by default, with the registry alt text and intrinsic size", () => {
    const project = galleryItems.at(-1)?.image;
    if (!project) throw new Error("no project in the gallery");
    const { container } = render(<Picture image={project} sizes="100vw" />);
    const { img } = parts(container);
    expect(img.getAttribute("src")).toBe(`/generated/${project.key}-800.${project.hash}.webp`);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    // Low even on the first screen, where the browser would raise it: the hero comes first.
    expect(img.getAttribute("fetchpriority")).toBe("low");
    expect(img.getAttribute("width")).toBe(String(project.width));
    expect(img.getAttribute("height")).toBe(String(project.height));
    expect(img.getAttribute("alt")).toBe(project.alt);
    expect(img.hasAttribute("style")).toBe(false);
  });

  it("loads eagerly with high fetch priority when priority is set", () => {
    const { container } = render(<Picture image="hero-home" sizes="100vw" priority />);
    const { img } = parts(container);
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("decoding")).not.toBe("async");
  });

  it("accepts an alt override (including empty for decorative use) and class names", () => {
    const { container } = render(
      <Picture image="stairs" sizes="50vw" alt="" className="block" imgClassName="w-full object-cover" />,
    );
    const { picture, img } = parts(container);
    expect(img.getAttribute("alt")).toBe("");
    expect(picture.getAttribute("class")).toBe("block");
    expect(img.getAttribute("class")).toBe("w-full object-cover");
  });
});
