/**
 * The catalogue of placeholder drawings, by name: the heroes and service cards (named like the
 * registry keys that show them: heroes, service cards, the testimonial photos) and the gallery's before/after close-ups ("<category>-<n>-before"
 * and "-after"). The image registry (app/content) picks drawings by these names; this folder
 * knows nothing about pages.
 */

import { GALLERY_SLUGS, gallerySvg, variantsOf, type State } from "./gallery.ts";
import { heroDrawers } from "./heroes.ts";
import { serviceDrawers } from "./services.ts";
import { testimonialDrawers } from "./testimonials.ts";

export type Drawer = () => string;

function buildDrawers(): Record<string, Drawer> {
  const out: Record<string, Drawer> = { ...heroDrawers, ...serviceDrawers, ...testimonialDrawers };
  for (const slug of GALLERY_SLUGS) {
    for (const variant of variantsOf(slug)) {
      for (const state of ["before", "after"] as const satisfies readonly State[]) {
        out[`${slug}-${variant}-${state}`] = () => gallerySvg(slug, variant, state);
      }
    }
  }
  return out;
}

/** One drawer per placeholder name. */
export const drawers: Readonly<Record<string, Drawer>> = buildDrawers();

/** Every placeholder name. */
export const placeholderNames: readonly string[] = Object.keys(drawers);

/** The SVG source of a placeholder drawing (deterministic: same name, same string). */
export function drawPlaceholder(name: string): string {
  const draw = drawers[name];
  if (!draw) throw new Error(`No placeholder drawing named "${name}"`);
  return draw();
}
