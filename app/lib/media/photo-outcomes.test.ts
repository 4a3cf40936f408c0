import { describe, expect, it } from "vitest";
import type { PhotoOutcome } from "./limits";
import { outcomesFromQuery, photosQuery, PHOTOS_PARAM } from "./photo-outcomes";

describe("a booking's photo outcomes in its redirect", () => {
  it("travel as codes, never file names, and come back numbered", () => {
    const sent: PhotoOutcome[] = [
      { name: "IMG_2044 (my house).jpg", kept: true },
      { name: "x.HEIC", kept: false, reason: "heic" },
      { name: "big.jpg", kept: false, reason: "too-large" },
    ];
    const query = photosQuery(sent);
    expect(query).not.toContain("IMG");
    const value = new URLSearchParams(query.slice(1)).get(PHOTOS_PARAM);
    expect(outcomesFromQuery(value, (i) => `Photo ${i + 1}`)).toEqual([
      { name: "Photo 1", kept: true },
      { name: "Photo 2", kept: false, reason: "heic" },
      { name: "Photo 3", kept: false, reason: "too-large" },
    ]);
    expect(photosQuery([])).toBe("");
  });

  it("ignores codes it does not know (a hand-edited address)", () => {
    expect(outcomesFromQuery("kept.<script>.storage-full", (i) => String(i))).toEqual([
      { name: "0", kept: true },
      { name: "2", kept: false, reason: "storage-full" },
    ]);
  });
});
