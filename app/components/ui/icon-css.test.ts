import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { iconRules, iconSvgs, svgUrl } from "./icon-css";
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

  it("writes each drawing as a data URL a CSS string can hold", () => {
    const url = svgUrl(`<svg a="1" b="#0b1f3a" c="50%"><path d="M0 0"/></svg>`);
    expect(url).toBe(
      `url("data:image/svg+xml,%3Csvg a='1' b='%230b1f3a' c='50%25'%3E%3Cpath d='M0 0'/%3E%3C/svg%3E")`,
    );
    for (const rule of Object.values(iconRules())) {
      const inner = rule["--icon"].slice('url("'.length, -'")'.length);
      expect(inner).not.toMatch(/["<>#]/);
    }
  });

  it("has a glyph for every social network the company lists", () => {
    for (const { network } of company.social)
      expect(Object.keys(socialGlyphs)).toContain(network.toLowerCase());
  });
});
