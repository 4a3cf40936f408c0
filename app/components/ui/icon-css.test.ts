import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { iconRules, iconSvgs } from "./icon-css";
import { filledIcons, lucideIcons, socialGlyphs } from "./icons";

describe("icons as CSS", () => {
  it("draws every icon of the registry, on Lucide's 24 px grid", () => {
    const svgs = iconSvgs();
    const names = [...Object.keys(lucideIcons), ...Object.keys(filledIcons), ...Object.keys(socialGlyphs)];
    expect(Object.keys(svgs).toSorted()).toEqual(names.toSorted());
    expect(Object.keys(iconRules()).toSorted()).toEqual(names.map((n) => `.i-${n}`).toSorted());
    for (const markup of Object.values(svgs))
      expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
    // Outlines stay outlines; the filled star is filled.
    expect(svgs.clock).toContain(`fill="none" stroke="#000"`);
    expect(svgs.clock).toContain(`<circle cx="12" cy="12" r="10"/>`);
    expect(svgs["star-filled"]).toContain(`fill="#000"`);
  });

  it("writes each drawing as a data URI a CSS string can hold", () => {
    const svgs = iconSvgs();
    for (const [selector, rule] of Object.entries(iconRules())) {
      const uri = rule["--icon"].slice('url("'.length, -'")'.length);
      expect(rule["--icon"]).toBe(`url("${uri}")`);
      expect(uri).not.toMatch(/["<>#]/);
      expect(decodeURIComponent(uri.slice(uri.indexOf(",") + 1))).toBe(
        svgs[selector.slice(".i-".length)]?.replaceAll('"', "'"),
      );
    }
  });

  it("has a glyph for every social network the company lists", () => {
    for (const { network } of company.social)
      expect(Object.keys(socialGlyphs)).toContain(network.toLowerCase());
  });
});
