/** Gallery stucco walls: one scene per variant (drawn by ./stucco.ts). */

import { palette as c } from "../palette.ts";
import { type StuccoScene } from "./stucco.ts";

import { BRONZE, pick, TIMES, type Variant } from "./gallery-tables.ts";

/* ------------------------------------------------------------ stucco */

const STUCCO: readonly Omit<StuccoScene, "seed" | "time">[] = [
  // 1. Wall under a balcony slab, square on.
  {
    facing: "front",
    cam: { vp: 0.5, horizon: 0.52, eye: 1.6, focal: 0.8 },
    depth: 6.2,
    area: { u0: -2.8, u1: 2.6, v1: 2.6 },
    color: c.stucco,
    trim: c.navy,
    top: { kind: "balcony", y: 2.6, u0: -3, u1: 1, railing: { style: "glass", color: c.navy } },
    corner: true,
    openings: [{ u0: -2, u1: -0.2, v0: 0.9, v1: 2.1 }],
    lamps: [0.5],
    ground: "walk",
    plants: { at: [-2.5, -1.6, -0.7, 0.2, 1.1, 2], flowers: [c.lavender, c.flowerYellow], agaveEvery: 3 },
    view: "hills",
    sunX: 0.85,
    damage: {
      cornerCracks: 2,
      spalls: [[0.9, 0.8, 0.4]],
      mapCracks: 3,
      sillStains: true,
      topStains: 6,
      blisters: 0,
      base: false,
      splash: 0.35,
    },
  },
  // 2. Side wall receding right, white fascia and a stained soffit.
  {
    facing: "side",
    cam: { vp: 0.82, horizon: 0.56, eye: 1.6, focal: 0.72 },
    depth: 1.4,
    area: { u0: 0.5, u1: 14, v1: 3 },
    color: c.stuccoAlt,
    trim: "#f4f2ec",
    top: { kind: "fascia", color: "#f4f2ec" },
    openings: [
      { u0: 1.9, u1: 3.0, v0: 0.9, v1: 2.2 },
      { u0: 4.1, u1: 5.2, v0: 0.9, v1: 2.2 },
    ],
    lamps: [3.55],
    ground: "walk",
    plants: { at: [3.5, 4.7, 5.9, 7.1, 8.3, 9.5], flowers: [c.bougainvillea, c.flowerYellow], agaveEvery: 3 },
    view: "hills",
    sunX: 0.95,
    damage: {
      cornerCracks: 1,
      spalls: [[3.6, 1.3, 0.3]],
      mapCracks: 2,
      sillStains: false,
      topStains: 7,
      blisters: 0,
      base: false,
      splash: 0.25,
    },
  },
  // 3. Wall meeting a coated deck, seen from the left; the damage sits at the deck line.
  {
    facing: "front",
    cam: { vp: 0.3, horizon: 0.46, eye: 1.7, focal: 0.75 },
    depth: 5.4,
    area: { u0: -2.4, u1: 4.2, v1: 2.9 },
    color: "#dcdcc6",
    trim: "#5a4a3c",
    doorColor: c.wood,
    top: { kind: "parapet" },
    openings: [
      { u0: -0.9, u1: 0.2, v0: 0, v1: 2.2, door: true },
      { u0: 1.2, u1: 2.6, v0: 0.9, v1: 2.1 },
    ],
    lamps: [0.55],
    ground: "deck",
    plants: { at: [3, 3.8], flowers: [c.flowerOrange], agaveEvery: 2 },
    view: "ocean",
    sunX: 0.12,
    damage: {
      cornerCracks: 2,
      spalls: [[-1.7, 0.35, 0.3]],
      mapCracks: 2,
      sillStains: true,
      topStains: 0,
      blisters: 4,
      base: true,
      splash: 0.3,
    },
  },
  // 4. Mirrored side wall with arched windows under a tile eave, seen from low down.
  {
    facing: "side",
    cam: { vp: 0.78, horizon: 0.62, eye: 1.4, focal: 0.68 },
    mirror: true,
    depth: 1.6,
    area: { u0: 0.5, u1: 14, v1: 3.3 },
    color: "#f0d2c2",
    trim: BRONZE,
    top: { kind: "tile" },
    openings: [
      { u0: 2.1, u1: 3.1, v0: 0.8, v1: 1.9, arch: true },
      { u0: 4.3, u1: 5.3, v0: 0.8, v1: 1.9, arch: true },
      { u0: 6.5, u1: 7.5, v0: 0.8, v1: 1.9, arch: true },
    ],
    lamps: [],
    ground: "gravel",
    plants: { at: [3.7, 5.9, 8.1, 9.3], flowers: [c.lavender], agaveEvery: 2 },
    view: "ocean",
    sunX: 0.1,
    damage: {
      cornerCracks: 2,
      spalls: [[5.8, 1.1, 0.28]],
      mapCracks: 3,
      sillStains: true,
      topStains: 0,
      blisters: 0,
      base: false,
      splash: 0.4,
    },
  },
  // 5. Entry wall with a teal door: blistered stucco around the threshold.
  {
    facing: "front",
    cam: { vp: 0.62, horizon: 0.46, eye: 1.6, focal: 0.9 },
    depth: 5.4,
    area: { u0: -3.4, u1: 2.2, v1: 2.95 },
    color: "#e8d5b0",
    trim: "#f4f2ec",
    doorColor: c.teal,
    top: { kind: "fascia", color: c.woodLight },
    corner: true,
    openings: [
      { u0: -0.9, u1: 0.1, v0: 0, v1: 2.15, door: true },
      { u0: -2.6, u1: -1.6, v0: 1, v1: 2, arch: true },
    ],
    lamps: [0.45],
    ground: "gravel",
    plants: { at: [-3.1, -2.3, 0.8, 1.6], flowers: [c.flowerYellow, "#e0615a"], agaveEvery: 2 },
    view: "city",
    sunX: 0.2,
    damage: {
      cornerCracks: 1,
      spalls: [],
      mapCracks: 1,
      sillStains: false,
      topStains: 0,
      blisters: 9,
      base: false,
      splash: 0.3,
    },
  },
  // 6. Long side wall over a lawn: crumbling base and a rusted weep screed.
  {
    facing: "side",
    cam: { vp: 0.86, horizon: 0.44, eye: 1.6, focal: 0.7 },
    depth: 2.1,
    area: { u0: 0.5, u1: 16, v1: 3.1 },
    color: "#dedbd3",
    trim: c.navy,
    top: { kind: "tile" },
    openings: [{ u0: 2.6, u1: 4.2, v0: 1, v1: 2.2 }],
    lamps: [5],
    ground: "lawn",
    plants: { at: [5.6, 7.4, 9.2], flowers: [c.bougainvillea], agaveEvery: 0 },
    view: "hills",
    sunX: 0.9,
    damage: {
      cornerCracks: 1,
      spalls: [[1.5, 0.45, 0.32]],
      mapCracks: 2,
      sillStains: true,
      topStains: 0,
      blisters: 0,
      base: true,
      splash: 0.5,
    },
  },
];

export function stuccoScene(v: Variant): StuccoScene {
  const s = STUCCO[v - 1];
  if (!s) throw new Error(`no stucco variant ${v}`);
  return { ...s, seed: `stucco-${v}`, time: pick(TIMES, v, 2) };
}
