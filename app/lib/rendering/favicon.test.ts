import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faviconHref } from "./favicon";
import { svgDataUri } from "./svg-data-uri";

describe("favicon data URI", () => {
  it("decodes to the icon file's drawing", () => {
    const file = readFileSync(new URL("../../../public/favicon.svg", import.meta.url), "utf8");
    expect(faviconHref.startsWith("data:image/svg+xml,")).toBe(true);
    const decoded = decodeURIComponent(faviconHref.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(file.trim().replace(/"/g, "'").replace(/\s+/g, " "));
  });

  it("carries no character that would end the attribute or the URI early", () => {
    const uri = svgDataUri('<svg a="1"><text>100%</text><path d="M0 0#x"/>\n</svg>');
    expect(decodeURIComponent(uri.slice(uri.indexOf(",") + 1))).toBe(
      "<svg a='1'><text>100%</text><path d='M0 0#x'/> </svg>",
    );
    expect(uri).not.toMatch(/["'<>#\n]/);
    expect(uri.length).toBeLessThan(120);
  });
});
