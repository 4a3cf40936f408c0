import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { iconRules, iconSprite } from "./icon-css";
import { filledIcons, lucideIcons, socialGlyphs } from "./icons";

const registry = [...Object.keys(lucideIcons), ...Object.keys(filledIcons), ...Object.keys(socialGlyphs)];

/** The strip's cells as drawn: each top-level drawing's x offset, by its place in the markup. */
const cellOffsets = (markup: string) =>
  [...markup.matchAll(/<g(?: transform="translate\((\d+)\)")?><(?!g)/g)].map((m) => Number(m[1] ?? 0));

describe("icons as CSS", () => {
  it("draws every icon of the registry once, each in its own 24 px cell of one strip", () => {
    const { markup, names } = iconSprite();
    expect(names.toSorted()).toEqual(registry.toSorted());
    expect(markup).toMatch(
      new RegExp(`^<svg xmlns="http://www\\.w3\\.org/2000/svg" viewBox="0 0 ${names.length * 24} 24">`),
    );
    expect(cellOffsets(markup).toSorted((a, b) => a - b)).toEqual(names.map((_, i) => i * 24));
    // Outlines stay outlines, the filled star is filled, a glyph is a filled shape.
    expect(markup).toContain(`<g fill="none" stroke="#000" stroke-width="2"`);
    expect(markup).toContain(`<circle cx="12" cy="12" r="10"/>`);
    expect(markup).toContain(`<g fill="#000" stroke="#000"`);
    expect(markup).toContain(`<g fill="#000"><g transform="translate(`);
  });

  it("gives each icon the mask position that shows its own cell", () => {
    const { names } = iconSprite();
    const rules = iconRules();
    expect(rules[".icon"]?.["--icon-strip"]).toBe(`${names.length * 100}%`);
    for (const [i, name] of names.entries()) {
      // With the strip n cells wide, p% lines up p% of the strip with p% of the square: the strip moves
      // left by p · (n − 1) squares, which must be i.
      const p = Number.parseFloat(rules[`.i-${name}`]?.["--icon-x"] ?? "NaN") / 100;
      expect(p * (names.length - 1)).toBeCloseTo(i, 4);
    }
    expect(Object.keys(rules).filter((s) => s.startsWith(".i-")).length).toBe(registry.length);
  });

  it("writes the strip as a data URI a CSS string can hold", () => {
    const icon = iconRules()[".icon"]?.["--icon"] ?? "";
    const uri = icon.slice('url("'.length, -'")'.length);
    expect(icon).toBe(`url("${uri}")`);
    expect(uri).not.toMatch(/["<>#]/);
    expect(decodeURIComponent(uri.slice(uri.indexOf(",") + 1))).toBe(
      iconSprite().markup.replaceAll('"', "'"),
    );
  });

  it("has a glyph for every social network the company lists", () => {
    for (const { network } of company.social)
      expect(Object.keys(socialGlyphs)).toContain(network.toLowerCase());
  });
});
