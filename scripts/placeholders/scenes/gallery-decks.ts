/** Gallery deck close-ups: six framings and one recipe per deck category (see ./deckview.ts). */

import { palette as c } from "../palette.ts";
import { makeCamera, type CameraOptions } from "../perspective.ts";
import { mix, rng, type Rng } from "../svg.ts";
import { type View } from "./backdrop.ts";
import { nearZ } from "./deck-parts.ts";
import {
  type DeckDrain,
  type DeckScene,
  type Defects,
  type Finish,
  type Planter,
  type PotSpot,
} from "./deck-types.ts";
import {
  BRONZE,
  FLOWERS,
  GALLERY_SIZE,
  pick,
  RAILS,
  TIMES,
  TRIMS,
  WALLS,
  WHITE_RAIL,
  type GallerySlug,
  type Variant,
} from "./gallery-tables.ts";

const W = GALLERY_SIZE.width;
const H = GALLERY_SIZE.height;

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
