/** Gallery pool decks: one scene per variant (drawn by ./pool.ts). */

import { palette as c } from "../palette.ts";
import { mix } from "../svg.ts";
import { type PoolOptions } from "./pool.ts";

import { GALLERY_SIZE, pick, TIMES, type Variant } from "./gallery-tables.ts";

/* ------------------------------------------------------------ pools */

const POOLS: readonly Omit<PoolOptions, "seed" | "size" | "time">[] = [
  // 1. Stained sand deck, pool to the left.
  {
    cam: { vp: 0.5, horizon: 0.3, eye: 1.7, focal: 0.8 },
    pool: { x0: -2.2, x1: 1.6, z0: 4.2, z1: 10 },
    finish: c.coatingSand,
    wall: c.stucco,
    view: "hills",
    sunX: 0.8,
    algaeSide: "right",
    loungerX: -2.4,
    pot: [1.35, 3.1],
    defects: { stains: 9, cracks: 4, size: 1.2 },
  },
  // 2. Grey deck with cracked coping.
  {
    cam: { vp: 0.4, horizon: 0.28, eye: 1.7, focal: 0.8 },
    pool: { x0: -0.6, x1: 3.2, z0: 4.2, z1: 11 },
    finish: mix(c.coatingGrey, c.white, 0.2),
    wall: c.stuccoWhite,
    view: "ocean",
    sunX: 0.2,
    algaeSide: "left",
    loungerX: -0.3,
    pot: [-1.2, 3.1],
    accent: c.navyMuted,
    defects: { stains: 4, cracks: 9, peel: 7 },
  },
  // 3. Sunny, cool-to-touch pale deck seen from high up.
  {
    cam: { vp: 0.55, horizon: 0.2, eye: 2.2, focal: 0.75 },
    pool: { x0: -1.4, x1: 1.8, z0: 4.6, z1: 10.5 },
    finish: "#ece4d4",
    wall: "#e8d5b0",
    view: "hills",
    sunX: 0.7,
    algaeSide: "left",
    loungerX: -1.8,
    pot: [1.5, 3.3],
    accent: c.flowerOrange,
    umbrella: true,
    hedgeFlowers: c.bougainvillea,
    defects: { stains: 7, cracks: 5, peel: 4, size: 0.9 },
  },
  // 4. Big HOA pool, wide lens, city beyond.
  {
    cam: { vp: 0.46, horizon: 0.34, eye: 1.6, focal: 0.65 },
    pool: { x0: -3.2, x1: 3.4, z0: 4.4, z1: 12 },
    finish: c.coatingTan,
    wall: "#dedbd3",
    view: "city",
    sunX: 0.3,
    algaeSide: "right",
    loungerX: -4.6,
    pot: [3.8, 3.2],
    umbrella: true,
    defects: { stains: 8, cracks: 6, peel: 6, algae: 6, size: 1.1 },
  },
  // 5. Tan deck cut into panels by expansion joints, pool to the right.
  {
    cam: { vp: 0.35, horizon: 0.3, eye: 1.7, focal: 0.8 },
    pool: { x0: 0.6, x1: 3.6, z0: 5, z1: 10.5 },
    finish: "#dcc7a4",
    wall: "#f0d2c2",
    view: "hills",
    sunX: 0.15,
    algaeSide: "right",
    loungerX: -1.6,
    pot: [-1, 3.4],
    accent: "#c8693f",
    joints: 1.8,
    defects: { stains: 5, cracks: 8, peel: 3, size: 1.1 },
  },
  // 6. Pool with a spa in the near corner.
  {
    cam: { vp: 0.52, horizon: 0.26, eye: 1.8, focal: 0.78 },
    pool: { x0: -0.7, x1: 2.8, z0: 5.4, z1: 11 },
    spa: { x0: -2.1, x1: -0.8, z0: 3.4, z1: 4.6 },
    finish: "#d7d8d2",
    wall: c.stuccoWhite,
    view: "ocean",
    sunX: 0.6,
    algaeSide: "left",
    loungerX: -0.6,
    pot: [2.6, 3.4],
    accent: c.tealLight,
    hedgeFlowers: c.flowerYellow,
    defects: { stains: 6, cracks: 5, peel: 5 },
  },
];

export function poolVariant(v: Variant): PoolOptions {
  const p = POOLS[v - 1];
  if (!p) throw new Error(`no pool variant ${v}`);
  return { ...p, seed: `pool-coatings-${v}`, size: GALLERY_SIZE, time: pick(TIMES, v, 3) };
}
