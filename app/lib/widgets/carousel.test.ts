import { describe, expect, it } from "vitest";
import { isRotating, lastStart, nextIndex, previousIndex, slidesPerView, viewLabel } from "./carousel";

describe("carousel rules", () => {
  it("shows one slide up to 800 px, two up to 1200 px and three above", () => {
    expect([390, 700, 800].map(slidesPerView)).toEqual([1, 1, 1]);
    expect([801, 1000, 1200].map(slidesPerView)).toEqual([2, 2, 2]);
    expect([1201, 1440, 1920].map(slidesPerView)).toEqual([3, 3, 3]);
  });

  it("advances one slide at a time and wraps after the last full view", () => {
    expect(lastStart(9, 3)).toBe(6);
    expect(nextIndex(0, 9, 3)).toBe(1);
    expect(nextIndex(5, 9, 3)).toBe(6);
    expect(nextIndex(6, 9, 3)).toBe(0);
    expect(nextIndex(8, 9, 1)).toBe(0);
    expect(nextIndex(0, 2, 3)).toBe(0);
  });

  it("goes back one slide and wraps from the first to the last full view", () => {
    expect(previousIndex(1, 9, 3)).toBe(0);
    expect(previousIndex(0, 9, 3)).toBe(6);
    expect(previousIndex(8, 9, 3)).toBe(6);
  });

  it("rotates only while playing, not hovered and not focused", () => {
    expect(isRotating({ playing: true, hovered: false, focused: false })).toBe(true);
    expect(isRotating({ playing: true, hovered: true, focused: false })).toBe(false);
    expect(isRotating({ playing: true, hovered: false, focused: true })).toBe(false);
    expect(isRotating({ playing: false, hovered: false, focused: false })).toBe(false);
  });

  it("describes the current view", () => {
    expect(viewLabel(0, 9, 3)).toBe("Showing 1 to 3 of 9");
    expect(viewLabel(8, 9, 1)).toBe("Showing 9 of 9");
  });
});
