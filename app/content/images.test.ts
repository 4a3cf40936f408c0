import { describe, expect, it } from "vitest";
import { imageKeys, registryFor } from "./images";
import { projects } from "./projects";

const registry = registryFor(projects);
const allKeys = Object.keys(registry);

describe("image registry", () => {
  it("describes what every image shows, photo or drawing alike", () => {
    for (const key of allKeys) {
      const alt = registry[key]?.alt ?? "";
      expect(alt.length, key).toBeGreaterThanOrEqual(20);
      expect(alt, key).not.toMatch(/^(image|picture|photo) of\b/i);
    }
  });

  it("names a drawing or a photo for every image, and a focal point only within the frame", () => {
    for (const key of allKeys) {
      const info = registry[key];
      expect(info?.drawing ?? info?.photo, key).toBeTruthy();
      if (info?.focus) {
        expect(info.focus.x, key).toBeGreaterThanOrEqual(0);
        expect(info.focus.y, key).toBeLessThanOrEqual(100);
      }
    }
  });

  it("holds only images a page shows: heroes, service cards and the projects' images", () => {
    expect(allKeys).not.toContain("hero-areas");
    const projectKeys = allKeys.filter((k) => k.startsWith("project-"));
    expect(projectKeys).toHaveLength(projects.reduce((n, p) => n + (p.after ? 2 : 1), 0));
    expect(Object.keys(registryFor([]))).toEqual(imageKeys);
    expect(allKeys.filter((k) => !k.startsWith("project-"))).toEqual(imageKeys);
  });
});
