import { describe, expect, it } from "vitest";
import { FSI, isolateText, PDI } from "./bidi";

describe("isolating typed text", () => {
  it("wraps text with a bidi control or right-to-left letters in FSI … PDI", () => {
    for (const text of ["Ana \u202Egnp.exe", "\u200Fx", "a\u2066b", "שרה כהן", "مريم"])
      expect(isolateText(text)).toBe(`${FSI}${text}${PDI}`);
  });

  it("leaves plain text, accents included, as it is", () => {
    for (const text of ["", "José Núñez", "12 Ocean Ave, 90401", "Zoë O'Brien-Łukasz"])
      expect(isolateText(text)).toBe(text);
  });
});
