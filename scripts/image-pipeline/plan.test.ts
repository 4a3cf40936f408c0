import { describe, expect, it } from "vitest";
import { images, SERVICE_IMAGE_KEYS } from "../../app/content/images.ts";
import { encoderOptions } from "./plan.ts";

describe("encoder settings", () => {
  const heroes = Object.keys(images).filter((key) => key.startsWith("hero-"));

  it("gives every page hero (each page's largest paint on a phone) lighter AVIF: 4:2:0 chroma, lower quality", () => {
    expect(heroes.length).toBeGreaterThan(0);
    const card = encoderOptions(SERVICE_IMAGE_KEYS[0] ?? "", "avif");
    for (const key of heroes) {
      const options = encoderOptions(key, "avif");
      expect(options.chromaSubsampling, key).toBe("4:2:0");
      expect(options.quality, key).toBeLessThan(card.quality);
    }
  });

  it("keeps full chroma and quality for the drawings' sharp colour edges elsewhere", () => {
    const quality = encoderOptions("project-1-before", "avif").quality;
    for (const key of [...SERVICE_IMAGE_KEYS, "project-1-before"]) {
      const options = encoderOptions(key, "avif");
      expect(options.chromaSubsampling, key).toBe("4:4:4");
      expect(options.quality, key).toBe(quality);
    }
  });
});
