import { describe, expect, it } from "vitest";
import { SHRINK_LONG_SIDE, fitWithin } from "../media/photo-shrink";
import { thumbnailOf } from "./photo-client";

describe("the browser's photo shrink", () => {
  it("brings a phone photo's long side down to about 2,560 px, keeping its shape", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: SHRINK_LONG_SIDE, height: 1920 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1920, height: SHRINK_LONG_SIDE });
  });

  it("never enlarges a photo already small enough", () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
});

describe("a ready photo's thumbnail", () => {
  const files = [
    { width: 400, format: "webp", url: "/media/1-400.a.webp" },
    { width: 800, format: "webp", url: "/media/1-800.b.webp" },
    { width: 1600, format: "webp", url: "/media/1-1600.c.webp" },
  ];
  it("is the smallest file at least as wide as asked", () => {
    expect(thumbnailOf({ files }, 500)).toBe("/media/1-800.b.webp");
  });
  it("is the widest when none is wide enough, and none without files", () => {
    expect(thumbnailOf({ files }, 5000)).toBe("/media/1-1600.c.webp");
    expect(thumbnailOf({ files: [] })).toBeUndefined();
  });
});
