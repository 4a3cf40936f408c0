/**
 * Gallery before/after close-ups: six variants per category. A variant is a set of parameters —
 * a framing (camera, deck width and depth), a time of day, wall, trim, finish and railing colours,
 * the view, plants and furniture, and the size and placement of the damage — picked from the
 * shared tables below by each category's recipe and by seeded random streams. "Before" and
 * "after" share every parameter and random stream for the geometry, so an after image is the
 * same framing as its before with the surface repaired.
 */

import { type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import { makeCamera, type CameraOptions } from "../perspective.ts";
import { mix, rng, type Rng } from "../svg.ts";
import { type TimeOfDay, type View } from "./backdrop.ts";
import {
  nearZ,
  renderDeck,
  type DeckDrain,
  type DeckScene,
  type Defects,
  type Finish,
  type Planter,
  type PotSpot,
  type State,
} from "./deckview.ts";
import { poolScene, type PoolOptions } from "./pool.ts";
import { stuccoSvg, type StuccoScene } from "./stucco.ts";

export const GALLERY_SIZE = { width: 1200, height: 900 } as const;
export const GALLERY_SLUGS = [
  "deck-coating",
  "deck-drains",
  "merkote-deck-coating",
  "new-railing",
  "pool-coatings",
  "planters",
  "stucco",
  "tiles",
] as const;
export type GallerySlug = (typeof GALLERY_SLUGS)[number];
export type { State };
export const VARIANTS = [1, 2, 3, 4, 5, 6] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variants each category draws (tiles has five projects, so five scenes). */
export function variantsOf(slug: GallerySlug): readonly Variant[] {
  return slug === "tiles" ? VARIANTS.slice(0, 5) : VARIANTS;
}

const W = GALLERY_SIZE.width;
const H = GALLERY_SIZE.height;

/* ------------------------------------------------------------ shared tables */

/** Six times of day; each category walks through all of them from its own offset. */
const TIMES: readonly TimeOfDay[] = ["midday", "golden", "morning", "afternoon", "hazy", "clear"];

const WALLS: readonly string[] = [
  c.stucco,
  c.stuccoAlt,
  c.stuccoWhite,
  "#dcdcc6", // sage
  "#f0d2c2", // blush
  "#e8d5b0", // sand
  "#dedbd3", // warm grey
];

const TRIMS: readonly string[] = [c.navy, "#f4f2ec", "#5a4a3c", "#26282b", c.navyMuted];

const FLOWERS: readonly string[] = [
  c.bougainvillea,
  c.flowerYellow,
  c.lavender,
  c.flowerOrange,
  "#f3eef4",
  "#e0615a",
];

const BLACK = "#26282b";
const BRONZE = "#5a4a3c";
const WHITE_RAIL = "#f2f1ec";

/** Railings for scenes where the railing is not the subject (same before and after). */
const RAILS: readonly RailingOptions[] = [
  { style: "glass", color: c.navy },
  { style: "picket", color: c.navy },
  { style: "cable", color: BRONZE },
  { style: "glass", color: WHITE_RAIL },
  { style: "picket", color: BLACK },
  { style: "picket", color: WHITE_RAIL },
];

/** Picks from a table, walking it from `offset` so each category starts somewhere else. */
function pick<T>(list: readonly T[], v: Variant, offset: number): T {
  const item = list[(v - 1 + offset) % list.length];
  if (item === undefined) throw new Error("empty table");
  return item;
}

/* ------------------------------------------------------------ deck framings */

interface Framing {
  cam: CameraOptions;
  mirror: boolean;
  /** Visible floor depth (metres beyond the nearest visible floor point). */
  depth: number;
  /** Wall and right railing positions as fractions of the visible half-width at the far railing. */
  left: number;
  right: number;
  posts: number;
  door: boolean;
  window: boolean;
}

/** Six deck framings: straight on, mirrored three-quarter, looking down, a long narrow walkway, a wide open deck and a low crouch. */
const FRAMINGS: readonly Framing[] = [
  {
    cam: { vp: 0.5, horizon: 0.3, eye: 1.6, focal: 0.85 },
    mirror: false,
    depth: 3.4,
    left: 0.45,
    right: 0.85,
    posts: 4,
    door: true,
    window: false,
  },
  {
    cam: { vp: 0.42, horizon: 0.26, eye: 1.65, focal: 0.85 },
    mirror: true,
    depth: 3,
    left: 0.52,
    right: 0.9,
    posts: 5,
    door: true,
    window: true,
  },
  {
    cam: { vp: 0.56, horizon: 0.16, eye: 1.7, focal: 0.8 },
    mirror: false,
    depth: 2.4,
    left: 0.55,
    right: 0.8,
    posts: 4,
    door: false,
    window: true,
  },
  {
    cam: { vp: 0.6, horizon: 0.34, eye: 1.6, focal: 0.78 },
    mirror: true,
    depth: 5,
    left: 0.2,
    right: 0.42,
    posts: 3,
    door: true,
    window: true,
  },
  {
    cam: { vp: 0.36, horizon: 0.3, eye: 1.6, focal: 0.7 },
    mirror: false,
    depth: 3.2,
    left: 0.72,
    right: 0.95,
    posts: 6,
    door: true,
    window: false,
  },
  {
    cam: { vp: 0.52, horizon: 0.4, eye: 1.25, focal: 0.72 },
    mirror: true,
    depth: 3,
    left: 0.5,
    right: 0.8,
    posts: 4,
    door: true,
    window: false,
  },
];

/** Deck geometry of a framing: far railing depth, wall and right railing x, nearest floor depth. */
interface Geometry {
  zF: number;
  xl: number;
  xr: number;
  nz: number;
  /** Visible x range at depth z. */
  visible(z: number): [number, number];
}

function geometry(f: Framing, depthScale: number): Geometry {
  const cam = makeCamera(W, H, f.cam);
  const nz = nearZ(cam);
  const zF = nz + f.depth * depthScale;
  return {
    zF,
    nz,
    xl: -f.left * (cam.cx / cam.f) * zF,
    xr: f.right * ((W - cam.cx) / cam.f) * zF,
    visible: (z) => [(-cam.cx / cam.f) * z, ((W - cam.cx) / cam.f) * z],
  };
}

/** Seeded pots in the deck corners and along the side railing, clear of planters and drains. */
function pots(
  r: Rng,
  g: Geometry,
  count: number,
  offset: number,
  avoid: Pick<DeckScene, "planters" | "drain">,
): PotSpot[] {
  const spots: [number, number][] = [
    [g.xr - 0.45, g.zF - 0.45],
    [g.xl + 0.45, g.zF - 0.4],
  ];
  if (g.zF - 1.6 >= g.nz + 0.9) spots.push([g.xr - 0.4, g.zF - 1.6]);
  const free = ([x, z]: readonly [number, number]): boolean =>
    (avoid.planters ?? []).every(
      (p) => x < p.x0 - 0.35 || x > p.x1 + 0.35 || z < p.z0 - 0.35 || z > p.z1 + 0.35,
    ) &&
    (!avoid.drain || Math.hypot(x - avoid.drain.x, z - avoid.drain.z) > 0.8);
  const out: PotSpot[] = [];
  const start = r.int(0, spots.length - 1);
  for (let i = 0; i < spots.length && out.length < count; i++) {
    const s = spots[(start + i) % spots.length];
    if (!s) continue;
    const z = s[1] + r.range(-0.1, 0.1);
    const [v0, v1] = g.visible(z);
    const x = Math.max(v0 + 0.45, Math.min(v1 - 0.45, s[0] + r.range(-0.1, 0.1)));
    // Keep pots apart on screen too (two pots clamped to the picture edge would overlap).
    const apart = out.every(([px, pz]) => Math.abs(px / pz - x / z) > 0.22);
    if (free([x, z]) && apart) out.push([x, z, FLOWERS[(offset + out.length) % FLOWERS.length]]);
  }
  return out;
}

/** A seeded floor position well inside the deck and the picture. */
function floorSpot(
  r: Rng,
  g: Geometry,
  fx: readonly [number, number],
  fz: readonly [number, number],
): [number, number] {
  const z = g.nz + 0.6 + (g.zF - g.nz - 1) * r.range(fz[0], fz[1]);
  return [g.xl + (g.xr - g.xl) * r.range(fx[0], fx[1]), z];
}

interface DeckRecipe {
  /** Framing index (into FRAMINGS) per variant. */
  framings: readonly number[];
  views: readonly View[];
  /** Scales the framing's floor depth (close-ups of drains and railings). */
  depthScale: number;
  offset: number;
  finishes: readonly Finish[];
  defects(v: Variant, r: Rng): Defects;
  railing?(v: Variant): DeckScene["railing"];
  extras?(v: Variant, g: Geometry, r: Rng): Partial<DeckScene>;
  /** Pots per variant (defaults to one or two). */
  pots?(v: Variant, r: Rng): number;
}

const coating = (color: string): Finish => ({ kind: "coating", color });
const merkote = (color: string): Finish => ({ kind: "merkote", color });
const tile = (color: string, size: number, grout: string): Finish => ({
  kind: "tile",
  color,
  tile: size,
  grout,
});

const DECK_RECIPES: Partial<Record<GallerySlug, DeckRecipe>> = {
  "deck-coating": {
    framings: [0, 1, 2, 3, 5, 4],
    views: ["ocean", "hills", "hills", "ocean", "hills", "city"],
    depthScale: 1,
    offset: 0,
    finishes: [
      coating(c.coatingGrey),
      coating(c.coatingTan),
      coating("#b9bcb6"),
      coating(c.coatingSand),
      coating("#cbbfae"),
      coating("#aeb7b5"),
    ],
    defects: (v, r) => ({
      cracks: r.int(3, 7),
      stains: r.int(3, 6),
      peel: v === 3 ? 10 : r.int(2, 5),
      puddles: v === 3 ? 0 : r.int(0, 2),
      debris: r.int(8, 26),
      size: v === 3 ? 1.15 : r.range(0.8, 1.3),
    }),
    extras: (v, g, r) => {
      if (v !== 1 && v !== 6) return {};
      const [x, z] = floorSpot(r, g, [0.45, 0.75], [0.6, 0.9]);
      return { drain: { x, z, r: 0.08 } };
    },
  },
  "deck-drains": {
    framings: [0, 4, 3, 2, 1, 5],
    views: ["ocean", "hills", "city", "ocean", "hills", "city"],
    depthScale: 0.65,
    offset: 2,
    finishes: [
      coating(c.coatingGrey),
      coating(c.coatingTan),
      coating("#c3c0b6"),
      coating(c.coatingSand),
      coating("#b5b9b3"),
      coating("#d0c4ad"),
    ],
    defects: (v, r) => ({
      cracks: r.int(1, 3),
      stains: r.int(2, 4),
      peel: r.int(1, 2),
      puddles: v === 2 ? 1 : 0,
      debris: r.int(14, 26),
      size: r.range(0.7, 1.1),
    }),
    extras: (v, g, r): Partial<DeckScene> => {
      const shapes: readonly NonNullable<DeckDrain["shape"]>[] = [
        "scupper",
        "round",
        "round",
        "square",
        "square",
        "round",
      ];
      const shape = pick(shapes, v, 0);
      const [x, z] =
        v === 3
          ? [g.xl + 0.6, g.nz + (g.zF - g.nz) * r.range(0.3, 0.4)]
          : v === 6
            ? [g.xl + (g.xr - g.xl) * r.range(0.3, 0.6), g.zF - 0.55]
            : floorSpot(r, g, [0.3, 0.65], [0.3, 0.7]);
      const puddle = v === 2 ? 0.95 : r.range(0.45, 0.7);
      return {
        drain: {
          x: shape === "scupper" ? g.xl + (g.xr - g.xl) * r.range(0.45, 0.65) : x,
          z,
          r: shape === "scupper" ? 0.17 : shape === "square" ? 0.13 : 0.12,
          puddle,
          shape,
        },
      };
    },
    pots: (_v, r) => r.int(0, 1),
  },
  "merkote-deck-coating": {
    framings: [1, 0, 3, 5, 2, 4],
    views: ["hills", "ocean", "city", "hills", "hills", "ocean"],
    depthScale: 1,
    offset: 4,
    finishes: [
      merkote("#d6c19c"),
      merkote(mix(c.coatingGrey, c.coatingTan, 0.45)),
      merkote("#cdbfa4"),
      merkote("#d9b98f"),
      merkote("#c9c1b3"),
      merkote("#e6dfd2"),
    ],
    defects: (v, r) => ({
      cracks: r.int(2, 5),
      stains: r.int(2, 4),
      peel: v === 5 ? 11 : r.int(4, 7),
      seams: true,
      debris: r.int(6, 14),
      size: v === 5 ? 1.35 : r.range(0.8, 1.2),
    }),
  },
  "new-railing": {
    framings: [0, 1, 2, 4, 5, 3],
    views: ["ocean", "ocean", "hills", "city", "hills", "city"],
    depthScale: 0.35,
    offset: 1,
    finishes: [
      coating(c.coatingGrey),
      coating(c.coatingTan),
      coating(c.coatingSand),
      coating("#bcbfba"),
      coating("#cfc3ac"),
      coating("#b3bab8"),
    ],
    railing: (v) =>
      pick<DeckScene["railing"]>(
        [
          {
            before: { style: "picket", color: "#34363a", rusty: true },
            after: { style: "picket", color: c.navy },
          },
          {
            before: { style: "picket", color: "#3b3430", rusty: true },
            after: { style: "glass", color: c.navy },
          },
          {
            before: { style: "picket", color: "#55656e", rusty: true },
            after: { style: "picket", color: BRONZE },
          },
          {
            before: { style: "picket", color: WHITE_RAIL, rusty: true },
            after: { style: "cable", color: "#4a4f55" },
          },
          { before: { style: "wood", rusty: true }, after: { style: "picket", color: WHITE_RAIL } },
          {
            before: { style: "picket", color: "#2f4a3a", rusty: true },
            after: { style: "glass", color: WHITE_RAIL },
          },
        ],
        v,
        0,
      ),
    defects: (v, r) => ({
      rust: v !== 5,
      stains: v === 5 ? 4 : r.int(1, 2),
      cracks: r.int(1, 2),
      debris: r.int(5, 10),
      size: r.range(0.8, 1.2),
    }),
    pots: (_v, r) => r.int(0, 1),
  },
  planters: {
    framings: [0, 4, 1, 5, 2, 3],
    views: ["ocean", "city", "hills", "hills", "ocean", "city"],
    depthScale: 1,
    offset: 3,
    finishes: [
      coating(c.coatingGrey),
      coating(c.coatingTan),
      coating("#c8c2b4"),
      coating(c.coatingSand),
      coating("#b9bdb8"),
      coating("#d7cbb3"),
    ],
    defects: (_v, r) => ({
      stains: r.int(1, 3),
      cracks: r.int(1, 2),
      debris: r.int(8, 14),
      size: r.range(0.8, 1.1),
    }),
    extras: (v, g, r) => {
      const bodies = [c.stuccoWhite, c.stucco, "#d9d4c9", "#d8a080", c.stuccoAlt, "#e4e0d6"];
      const body = pick(bodies, v, 0);
      const flowers = pick(FLOWERS, v, 0);
      const box = (x0: number, x1: number, z0: number, z1: number, h: number): Planter => ({
        x0,
        x1,
        z0: Math.max(g.nz + 0.2, z0),
        z1,
        h,
        color: body,
        flowers,
      });
      const len = r.range(2.2, 3);
      const list: Planter[] =
        v === 1
          ? [box(g.xl, g.xl + 0.75, g.zF - len, g.zF - 0.1, 0.75)]
          : v === 2
            ? [
                box(g.xl + 0.3, g.xl + (g.xr - g.xl) * 0.42, g.zF - 0.75, g.zF - 0.1, 0.6),
                box(g.xl + (g.xr - g.xl) * 0.58, g.xr - 0.3, g.zF - 0.75, g.zF - 0.1, 0.6),
              ]
            : v === 3
              ? [box(g.xl, g.xl + 0.85, g.zF - len - 0.4, g.zF - 0.1, 1.1)]
              : v === 4
                ? [
                    box(g.xl, g.xl + 0.7, g.zF - 2.4, g.zF - 0.1, 0.7),
                    box(g.xl + 0.9, g.xl + (g.xr - g.xl) * 0.6, g.zF - 0.7, g.zF - 0.1, 0.55),
                  ]
                : v === 5
                  ? [box(g.xl, g.xl + 0.65, g.zF - 1.7, g.zF - 0.1, 0.6)]
                  : [box(g.xl, g.xr, g.zF - 0.7, g.zF - 0.05, 0.7)];
      return { planters: list };
    },
    pots: (v) => (v === 2 || v === 6 ? 0 : 1),
  },
  tiles: {
    framings: [1, 2, 4, 0, 5],
    views: ["hills", "ocean", "city", "ocean", "hills"],
    depthScale: 1,
    offset: 5,
    finishes: [
      tile("#c77b52", 0.4, "#dcd2c2"),
      tile("#8f8e87", 0.5, "#cbc6ba"),
      tile("#d9cbb3", 0.5, "#a89f90"),
      tile("#e4d9c5", 0.6, "#bdb3a2"),
      tile("#d08f5c", 0.3, "#e6dccb"),
    ],
    defects: (v, r) => ({
      brokenTiles: v === 3 ? r.int(4, 6) : r.int(7, 11),
      stains: v === 3 ? 6 : r.int(2, 4),
      debris: r.int(5, 10),
      size: r.range(0.8, 1.2),
    }),
  },
};

export function deckScene(slug: GallerySlug, v: Variant): DeckScene | null {
  const recipe = DECK_RECIPES[slug];
  if (!recipe) return null;
  const seed = `${slug}-${v}`;
  const r = rng(`variant:${seed}`);
  const f = FRAMINGS[recipe.framings[v - 1] ?? 0];
  if (!f) throw new Error(`no framing for ${seed}`);
  const g = geometry(f, recipe.depthScale);
  const rail = pick(RAILS, v, recipe.offset);
  const extras = recipe.extras?.(v, g, r) ?? {};
  const time = pick(TIMES, v, recipe.offset);
  return {
    seed,
    cam: f.cam,
    mirror: f.mirror,
    zFar: g.zF,
    wall: {
      x: g.xl,
      color: pick(WALLS, v, recipe.offset),
      door: f.door,
      window: f.window,
      trim: pick(TRIMS, v, recipe.offset),
    },
    rightX: g.xr,
    sideRailing: true,
    posts: f.posts,
    railing: recipe.railing?.(v) ?? { before: rail, after: rail },
    view: recipe.views[v - 1] ?? "ocean",
    finish: pick(recipe.finishes, v, 0),
    defects: recipe.defects(v, r),
    pots: pots(r, g, recipe.pots?.(v, r) ?? r.int(1, 2), v + recipe.offset, extras),
    time,
    sunX: r.range(0.15, 0.85),
    ...extras,
  };
}

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

function stuccoScene(v: Variant): StuccoScene {
  const s = STUCCO[v - 1];
  if (!s) throw new Error(`no stucco variant ${v}`);
  return { ...s, seed: `stucco-${v}`, time: pick(TIMES, v, 2) };
}

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

function poolVariant(v: Variant): PoolOptions {
  const p = POOLS[v - 1];
  if (!p) throw new Error(`no pool variant ${v}`);
  return { ...p, seed: `pool-coatings-${v}`, size: GALLERY_SIZE, time: pick(TIMES, v, 3) };
}

/** SVG for one gallery image. */
export function gallerySvg(slug: GallerySlug, variant: Variant, state: State): string {
  if (slug === "pool-coatings") return poolScene(poolVariant(variant), state);
  if (slug === "stucco") return stuccoSvg(stuccoScene(variant), state, W, H);
  const scene = deckScene(slug, variant);
  if (!scene) throw new Error(`no gallery scene for ${slug}`);
  return renderDeck(scene, state);
}
