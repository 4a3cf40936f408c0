import { describe, expect, it } from "vitest";
import { registryFor } from "../../app/content/images.ts";
import { projects } from "../../app/content/projects.ts";
import { deckScene, GALLERY_SLUGS, variantsOf } from "./scenes/gallery.ts";
import { drawPlaceholder, placeholderNames } from "./scenes/index.ts";

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

const drawn = Object.entries(registryFor(projects)).flatMap(([key, info]) =>
  info.drawing ? [{ key, name: info.drawing, info }] : [],
);
const svgs = new Map(drawn.map(({ name }) => [name, drawPlaceholder(name)]));

describe("placeholder drawings", () => {
  it("exist for every drawing the registry names, and every page scene is shown by some image", () => {
    for (const { key, name } of drawn) expect(placeholderNames, key).toContain(name);
    const scene = (name: string) => name.replace(/-(before|after)$/, "");
    const shown = new Set(drawn.map(({ name }) => scene(name)));
    // The gallery's drawings stand in for sample projects, which the owner deletes or replaces
    // (README): one no record shows is fine. Every other drawing belongs to a page image.
    const galleryScenes = new Set(
      GALLERY_SLUGS.flatMap((slug) => variantsOf(slug).map((v) => `${slug}-${v}`)),
    );
    const pageScenes = placeholderNames.filter((n) => !galleryScenes.has(scene(n)));
    expect(pageScenes.length).toBeGreaterThan(0);
    expect(pageScenes.filter((n) => !shown.has(scene(n)))).toEqual([]);
  });

  it("are deterministic", () => {
    for (const [name, svg] of svgs) expect(drawPlaceholder(name), name).toBe(svg);
  });

  it("produce well-formed SVG with the registry size and viewBox", () => {
    for (const { key, name, info } of drawn) {
      const svg = svgs.get(name) ?? "";
      expect(svg.startsWith("<svg "), key).toBe(true);
      expect(svg.endsWith("</svg>"), key).toBe(true);
      expect(svg, key).toContain(`viewBox="0 0 ${info?.width} ${info?.height}"`);
      expect(svg, key).toContain(`width="${info?.width}" height="${info?.height}"`);
      expect(svg, key).not.toMatch(/NaN|undefined|Infinity/);
      expect(unbalancedTag(svg), key).toBeNull();
    }
  });

  it("draw before/after pairs with different surfaces", () => {
    const pairs = drawn.filter(({ name }) => name.endsWith("-before"));
    // One pair per project record drawn before and after.
    const drawnPairs = projects.flatMap((p) =>
      p.before.drawing && p.after?.drawing ? [p.before.drawing] : [],
    );
    expect(pairs.length).toBeGreaterThan(0);
    expect([...new Set(pairs.map(({ name }) => name))].sort()).toEqual([...new Set(drawnPairs)].sort());
    for (const { name } of pairs) {
      const after = name.replace(/-before$/, "-after");
      expect(svgs.get(after), after).toBeDefined();
      expect(svgs.get(after)).not.toBe(svgs.get(name));
    }
  });

  it("draw distinct variants per gallery category", () => {
    for (const slug of GALLERY_SLUGS) {
      const variants = variantsOf(slug);
      const afters = variants.map((v) => drawPlaceholder(`${slug}-${v}-after`));
      expect(new Set(afters).size, slug).toBe(variants.length);
      const scenes = variants.map((v) => deckScene(slug, v));
      if (scenes.some((s) => s === null)) continue;
      // Deck close-ups: every variant has its own time of day, and framings and wall colours vary.
      expect(new Set(scenes.map((s) => s?.time)).size, slug).toBe(variants.length);
      expect(new Set(scenes.map((s) => JSON.stringify(s?.cam))).size, slug).toBeGreaterThanOrEqual(5);
      expect(new Set(scenes.map((s) => s?.wall?.color)).size, slug).toBeGreaterThanOrEqual(5);
    }
  });
});
