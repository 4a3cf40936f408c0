import { describe, expect, it } from "vitest";
import { languageSwitchHref } from "./lang";

describe("the language switch's address", () => {
  const gallery = { alternates: { en: "/gallery", es: "/es/galeria" } };

  it("is the counterpart, keeping only the query parameters the page reads", () => {
    expect(
      languageSwitchHref("en", gallery, "?category=tiles&item=7&utm_source=x", ["category", "item"]),
    ).toBe("/es/galeria?category=tiles&item=7");
    expect(languageSwitchHref("es", gallery, "?category=tiles", ["category", "item"])).toBe(
      "/gallery?category=tiles",
    );
    expect(languageSwitchHref("es", gallery, "?fbclid=1", [])).toBe("/gallery");
  });

  it("is the other blog index for a page without a counterpart, and the other home on a status screen", () => {
    expect(languageSwitchHref("en", { alternates: { en: "/blogs/x" } }, "", [])).toBe("/es/blog");
    expect(languageSwitchHref("es", undefined, "", [])).toBe("/");
    expect(languageSwitchHref("en", undefined, "", [])).toBe("/es");
  });

  it("is none on a private page (a booking's), which speaks one language at one address", () => {
    expect(languageSwitchHref("es", { languageSwitch: false }, "?booked", [])).toBeUndefined();
  });
});
