import { describe, expect, it } from "vitest";
import { images, SERVICE_IMAGE_KEYS } from "../../app/content/images.ts";
import { encoderOptions } from "./plan.ts";

describe("encoder settings", () => {
  const heroes = Object.keys(images).filter((key) => key.startsWith("hero-"));

  it("gives every page hero (each page's largest paint on a phone) lighter AVIF: 4:2:0 chroma, lower quality", () => {
    expect(heroes.length).toBeGreaterThan(0);
    const testimonial = encoderOptions("testimonial-pasadena-deck", "avif");
    for (const key of heroes) {
      const options = encoderOptions(key, "avif");
      expect(options.chromaSubsampling, key).toBe("4:2:0");
      expect(options.quality, key).toBeLessThan(testimonial.quality);
    }
  });

  it("gives the service illustrations (an article's largest paint on a phone) lower quality, full chroma", () => {
    const testimonial = encoderOptions("testimonial-pasadena-deck", "avif");
    for (const key of SERVICE_IMAGE_KEYS) {
      const options = encoderOptions(key, "avif");
      expect(options.chromaSubsampling, key).toBe("4:4:4");
      expect(options.quality, key).toBeLessThan(testimonial.quality);
    }
  });

  it("keeps full chroma and quality for the drawings' sharp colour edges elsewhere", () => {
    const quality = encoderOptions("testimonial-pasadena-deck", "avif").quality;
    for (const key of ["testimonial-pasadena-deck", "testimonial-condo-balconies", "project-1-before"]) {
      const options = encoderOptions(key, "avif");
      expect(options.chromaSubsampling, key).toBe("4:4:4");
      expect(options.quality, key).toBe(quality);
    }
  });
});
