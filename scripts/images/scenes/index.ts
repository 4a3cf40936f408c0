/**
 * Maps every registry key to the function that draws it. The registry (app/content/images.ts) is
 * the list of keys; this module is the list of drawers, and the generator checks they agree.
 */

import type {
  GalleryImageKey,
  HeroImageKey,
  ImageKey,
  ServiceImageKey,
} from "../../../app/content/images.ts";
import { GALLERY_SLUGS, gallerySvg, VARIANTS, type State } from "./gallery.ts";
import { HERO_KEYS, heroSvg } from "./heroes.ts";
import { SERVICE_KEYS, serviceSvg } from "./services.ts";
import { TESTIMONIAL_KEYS, testimonialSvg } from "./testimonials.ts";

export type Drawer = () => string;

function buildDrawers(): Record<ImageKey, Drawer> {
  const out: Partial<Record<ImageKey, Drawer>> = {};
  for (const key of HERO_KEYS) out[key satisfies HeroImageKey] = () => heroSvg(key);
  for (const key of SERVICE_KEYS) out[key satisfies ServiceImageKey] = () => serviceSvg(key);
  for (const key of TESTIMONIAL_KEYS) out[key] = () => testimonialSvg(key);
  for (const slug of GALLERY_SLUGS) {
    for (const variant of VARIANTS) {
      for (const state of ["before", "after"] as const satisfies readonly State[]) {
        const key: GalleryImageKey = `gallery-${slug}-${variant}-${state}`;
        out[key] = () => gallerySvg(slug, variant, state);
      }
    }
  }
  return out as Record<ImageKey, Drawer>;
}

/** One drawer per image key. */
export const drawers: Readonly<Record<ImageKey, Drawer>> = buildDrawers();

/** The SVG source of an illustration (deterministic: same key, same string). */
export function svgFor(key: ImageKey): string {
  const draw = drawers[key];
  if (!draw) throw new Error(`No drawer for image key "${key}"`);
  return draw();
}
