import { describe, expect, it } from "vitest";
import { clampPercent, resolveView, step, viewSearch } from "./gallery-state";

const items = [
  { id: 1, category: "a" },
  { id: 2, category: "a" },
  { id: 3, category: "a" },
  { id: 4, category: "b" },
];
const categories = ["a", "b", "empty"];

describe("gallery state", () => {
  it("starts on the first category and its first item", () => {
    const v = resolveView(items, categories, {});
    expect(v).toMatchObject({ category: "a", index: 0 });
    expect(v.selected?.id).toBe(1);
  });

  it("choosing a category resets to its first item", () => {
    const v = resolveView(items, categories, { category: "b" });
    expect(v).toMatchObject({ category: "b", index: 0 });
    expect(v.selected?.id).toBe(4);
    expect(resolveView(items, categories, { category: "b", item: "2" }).selected?.id).toBe(4);
  });

  it("selects an item by id and falls back for unknown values", () => {
    expect(resolveView(items, categories, { category: "a", item: "3" }).index).toBe(2);
    expect(resolveView(items, categories, { category: "nope", item: "zz" })).toMatchObject({
      category: "a",
      index: 0,
    });
  });

  it("an empty category has no selection", () => {
    const v = resolveView(items, categories, { category: "empty" });
    expect(v.items).toEqual([]);
    expect(v.selected).toBeUndefined();
  });

  it("previous and next are bounded at both ends", () => {
    expect(step(0, -1, 3)).toBe(0);
    expect(step(0, 1, 3)).toBe(1);
    expect(step(2, 1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });

  it("clamps the slider to 0-100", () => {
    expect([clampPercent(-20), clampPercent(50), clampPercent(130), clampPercent(Number.NaN)]).toEqual([
      0, 50, 100, 50,
    ]);
  });

  it("writes the view to the URL, leaving the default view bare", () => {
    const defaults = { category: "a", itemId: 1 };
    expect(viewSearch("a", 1, defaults)).toBe("");
    expect(viewSearch("a", 2, defaults)).toBe("?category=a&item=2");
    expect(viewSearch("b", 4, defaults)).toBe("?category=b&item=4");
  });
});
