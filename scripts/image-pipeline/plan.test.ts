import { describe, expect, it } from "vitest";
import { images, SERVICE_IMAGE_KEYS } from "../../app/content/images.ts";
import { encoderOptions } from "./plan.ts";

describe("encoder settings", () => {
  const heroes = Object.keys(images).filter((key) => key.startsWith("hero-"));

  it("gives every page hero (each page's largest paint on a phone) AVIF with 4:2:0 chroma", () => {
    expect(heroes.length).toBeGreaterThan(0);
    for (const key of heroes) expect(encoderOptions(key, "avif").chromaSubsampling, key).toBe("4:2:0");
  });

  it("keeps full chroma for the drawings' sharp colour edges elsewhere, at the heroes' quality", () => {
    for (const key of [...SERVICE_IMAGE_KEYS, "project-1-before"]) {
      const options = encoderOptions(key, "avif");
      expect(options.chromaSubsampling, key).toBe("4:4:4");
      expect(options.quality, key).toBe(encoderOptions(heroes[0] ?? "", "avif").quality);
    }
  });
});
