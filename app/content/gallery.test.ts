import { describe, expect, it } from "vitest";
import { galleryCategories, galleryItems } from "./gallery";
import { images } from "./images";

describe("gallery content", () => {
  it("has about 47 items with unique ids", () => {
    expect(galleryItems.length).toBeGreaterThanOrEqual(45);
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(galleryItems.length);
  });

  it("uses the eight categories, each with projects, and only registered images", () => {
    expect(galleryCategories.map((c) => c.name)).toEqual([
      "Deck Coating",
      "Deck Drains",
      "Merkote Deck Coating",
      "New Railing",
      "Pool Coatings",
      "Planters",
      "Stucco",
      "Tiles",
    ]);
    for (const c of galleryCategories)
      expect(
        galleryItems.some((i) => i.category === c.slug),
        c.slug,
      ).toBe(true);
    for (const item of galleryItems) {
      expect(images[item.image], item.image).toBeDefined();
      if (item.after) expect(images[item.after], item.after).toBeDefined();
    }
  });
});
