import { describe, expect, it } from "vitest";
import { countWord } from "./number-words";

describe("countWord", () => {
  it.each([
    [9, "en", false, "nine"],
    [9, "en", true, "Nine"],
    [9, "es", true, "Nueve"],
    [12, "es", false, "doce"],
    [13, "en", true, "13"],
  ] as const)("%i in %s (capital %s) → %s", (n, lang, capital, expected) => {
    expect(countWord(n, lang, capital)).toBe(expected);
  });
});
