import { describe, expect, it } from "vitest";
import { resolveView } from "~/lib/widgets/gallery-state";
import { galleryCategories, galleryItems, galleryItemsFrom } from "./gallery";
import { registryFor } from "./images";
import { checkProjects } from "./project-schema";
import { projects } from "./projects";

describe("gallery content", () => {
  it("shows every project record, with unique ids, and passes the record schema", () => {
    expect(galleryItems.map((i) => i.id)).toEqual(projects.map((p) => p.id));
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(galleryItems.length);
    expect(() => checkProjects(projects)).not.toThrow();
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
    const registry = registryFor(projects);
    for (const item of galleryItems) {
      expect(registry[item.image.key], item.image.key).toBeDefined();
      expect(item.image.hash, item.image.key).toMatch(/^[0-9a-f]{10}$/);
      if (item.after) expect(registry[item.after.key], item.after.key).toBeDefined();
    }
  });

  it("describes every image in its record, each differently", () => {
    const alts = galleryItems.flatMap((i) => [i.image.alt, ...(i.after ? [i.after.alt] : [])]);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) expect(alt.length).toBeGreaterThanOrEqual(20);
  });

  it("turns a new record into a project of its category, single-image without an after photo", () => {
    const id = Math.max(...projects.map((p) => p.id)) + 1;
    const record = {
      id,
      category: "stucco",
      title: "Patched garage wall",
      city: "Torrance",
      date: "2026-05",
      before: { photo: "garage-wall.jpg", alt: "A freshly patched cream stucco garage wall" },
    } as const;
    const items = galleryItemsFrom([...projects, record]);
    const view = resolveView(
      items,
      galleryCategories.map((c) => c.slug),
      { category: "stucco", item: String(id) },
    );
    expect(view.selected?.title).toBe("Patched garage wall");
    expect(view.selected?.location).toBe("Torrance");
    expect(view.selected?.after).toBeUndefined();
    expect(view.selected?.image).toMatchObject({ key: `project-${id}-before`, width: 1200, height: 900 });
    expect(view.items.at(-1)?.id).toBe(id);
  });
});
