/**
 * The two photographs of the testimonials page (1200 x 800), drawn like every other illustration:
 * the association's repaired condominium balconies, and a Pasadena Craftsman's recoated deck at dusk.
 */

import { palette as c } from "../palette.ts";
import { bush, hillRanges, palm, sky, terrain } from "../scenery.ts";
import { createDefs, group, svgDocument, type Defs } from "../svg.ts";
import { apartmentBlock, hillsideHome } from "./exterior.ts";

export const TESTIMONIAL_SIZE = { width: 1200, height: 800 } as const;

const W = TESTIMONIAL_SIZE.width;
const H = TESTIMONIAL_SIZE.height;

function ridges(defs: Defs, seed: string, horizon: number, warm: boolean): string {
  return group(
    hillRanges(defs, W, H, seed, {
      far: { baseY: horizon + 10, amp: 200, haze: 0.25 },
      mid: { baseY: horizon + 130, amp: 120, homes: { scale: 7, count: 14, depth: 60, fade: 0.25 } },
      warm,
    }),
  );
}

function condoBalconies(): string {
  const defs = createDefs("t");
  const out: string[] = [
    sky(defs, W, H, { horizon: 380, sun: [W * 0.85, 90], clouds: "tst-condo", cloudCount: 3 }),
    ridges(defs, "tst-condo", 360, false),
  ];
  out.push(palm(1010, 800, 600, -12, "tst-condo-1"));
  out.push(palm(1120, 800, 500, 14, "tst-condo-2"));
  out.push(
    group(
      apartmentBlock(defs, {
        seed: "tst-condo",
        floors: 3,
        bays: 4,
        color: c.stucco,
        surface: "#c9cdc8",
        rail: { style: "glass", color: c.navy },
        fresh: true,
      }),
      { transform: "translate(110 770) scale(0.8)" },
    ),
  );
  out.push(bush(120, 800, 360, 120, "tst-condo-fg1", { flowers: c.flowerOrange, flowerCount: 16 }));
  out.push(bush(620, 810, 420, 110, "tst-condo-fg2"));
  return svgDocument(W, H, defs, out);
}

function pasadenaDeck(): string {
  const defs = createDefs("t");
  const out: string[] = [
    sky(defs, W, H, { horizon: 320, sun: [W * 0.12, 240], warm: true, clouds: "tst-pas", cloudCount: 2 }),
    ridges(defs, "tst-pas", 300, true),
  ];
  out.push(
    terrain(
      [
        [-20, 600],
        [500, 570],
        [900, 560],
        [1220, 540],
      ],
      H,
      c.hillNear,
    ),
  );
  out.push(palm(1110, 600, 460, -10, "tst-pas-1"));
  out.push(
    group(
      hillsideHome(defs, {
        seed: "tst-pas",
        postLen: 200,
        deckColor: c.coatingTan,
        lowerColor: c.stuccoAlt,
        upperColor: c.stucco,
        rail: { style: "wood" },
        furnished: true,
      }),
      { transform: "translate(150 600) scale(1.02)" },
    ),
  );
  out.push(bush(140, 820, 420, 170, "tst-pas-fg1", { flowers: c.flowerYellow, flowerCount: 18 }));
  out.push(bush(1000, 830, 420, 160, "tst-pas-fg2"));
  return svgDocument(W, H, defs, out);
}

/** The testimonial photographs, by image key. */
export const testimonialDrawers = {
  "testimonial-condo-balconies": condoBalconies,
  "testimonial-pasadena-deck": pasadenaDeck,
} satisfies Record<string, () => string>;
