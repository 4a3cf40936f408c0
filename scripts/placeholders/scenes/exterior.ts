/**
 * Exterior building builders in elevation + oblique depth: the hillside home with its deck and
 * balcony, and an apartment block with balconies, an exterior stair and a roof deck. Each builder
 * draws in local pixels with the origin at the front-left foot of the building; callers place and
 * scale it, so heroes and service cards can frame the same building differently.
 */

import {
  box,
  depthOffset,
  glazing,
  lantern,
  lounger,
  planterBox,
  railing,
  tileRoof,
  umbrella,
  bistroSet,
  type RailingOptions,
} from "../building.ts";
import { palette as c } from "../palette.ts";
import { bush } from "../scenery.ts";
import { group, line, mix, poly, rect, rng, type Defs, type Pt } from "../svg.ts";

const RAIL = 84;

/** A railing running along a receding edge (from a front point back by depth d), as a parallelogram. */
export function depthRailing(
  defs: Defs,
  x: number,
  y: number,
  d: number,
  o: RailingOptions,
  h = RAIL,
): string {
  const [dx, dy] = depthOffset(d);
  const col = o.color ?? c.navy;
  const out: string[] = [];
  if (o.style === "glass") {
    const g = defs.linear(
      [
        [0, c.glass, 0.42],
        [1, c.glassDeep, 0.22],
      ],
      [0, 0, 1, 1],
    );
    out.push(
      poly(
        [
          [x, y - h * 0.06],
          [x + dx, y + dy - h * 0.06],
          [x + dx, y + dy - h * 0.94],
          [x, y - h * 0.94],
        ],
        g,
      ),
    );
  } else {
    const n = Math.max(2, Math.round(Math.abs(d) / 14));
    for (let i = 1; i < n; i++) {
      const t = i / n;
      out.push(line(x + dx * t, y + dy * t, x + dx * t, y + dy * t - h, col, Math.max(1.2, h * 0.025)));
    }
  }
  const pw = Math.max(2, h * 0.06);
  out.push(rect(x - pw / 2, y - h, pw, h, col));
  out.push(rect(x + dx - pw / 2, y + dy - h, pw, h, col));
  out.push(
    poly(
      [
        [x, y - h - pw * 0.5],
        [x + dx, y + dy - h - pw * 0.5],
        [x + dx, y + dy - h + pw * 0.5],
        [x, y - h + pw * 0.5],
      ],
      col,
    ),
  );
  return group(out);
}

/** A slab projecting towards the viewer from (x, y) on the facade: top face, edge and railings. */
export function projectingSlab(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  d: number,
  o: {
    surface: string;
    edge: string;
    thickness: number;
    rail: RailingOptions;
    sideRails?: boolean;
    furniture?: (front: Pt, back: Pt) => string;
  },
): string {
  const [dx, dy] = depthOffset(-d);
  const fx = x + dx;
  const fy = y + dy;
  const sheen = defs.linear(
    [
      [0, mix(o.surface, c.white, 0.35)],
      [1, o.surface],
    ],
    [0, 0, 0, 1],
  );
  const out: string[] = [
    poly(
      [
        [x, y],
        [x + w, y],
        [fx + w, fy],
        [fx, fy],
      ],
      sheen,
    ),
    rect(fx, fy, w, o.thickness, o.edge),
    poly(
      [
        [fx + w, fy],
        [x + w, y],
        [x + w, y + o.thickness],
        [fx + w, fy + o.thickness],
      ],
      mix(o.edge, c.navy, 0.2),
    ),
    // Soft shadow under the slab on the wall.
    poly(
      [
        [x, y + o.thickness],
        [x + w, y + o.thickness],
        [x + w, y + o.thickness + 18],
        [x, y + o.thickness + 18],
      ],
      c.navy,
      { opacity: 0.12 },
    ),
  ];
  if (o.sideRails !== false) out.push(depthRailing(defs, fx, fy, d, o.rail));
  if (o.furniture) out.push(o.furniture([fx, fy], [x, y]));
  out.push(railing(defs, fx, fy - RAIL, w, RAIL, { ...o.rail, posts: Math.max(2, Math.round(w / 110) + 1) }));
  if (o.sideRails !== false) out.push(depthRailing(defs, fx + w, fy, d, o.rail));
  return group(out);
}

export interface HomeOptions {
  seed: string;
  /** Length of the deck posts below the slab. */
  postLen: number;
  deckColor?: string;
  rail?: RailingOptions;
  lowerColor?: string;
  upperColor?: string;
  /** Draw the deck furniture. */
  furnished?: boolean;
}

/**
 * Two-storey hillside home: lower volume 770 x 240 with a 220-deep cantilevered deck in front,
 * upper volume set back 120 with a tile roof; the lower roof forms the upper balcony.
 */
export function hillsideHome(defs: Defs, o: HomeOptions): string {
  const lowerCol = o.lowerColor ?? c.stuccoWhite;
  const upperCol = o.upperColor ?? c.stucco;
  const deck = o.deckColor ?? "#bfc3bd";
  const rail = o.rail ?? { style: "glass", color: c.navy };
  const out: string[] = [];
  const LW = 770;
  const LH = 240;
  const LD = 220;
  // Upper volume (set back by 120, depth 100).
  const [ux, uy] = depthOffset(120);
  out.push(box(0, -LH, LW, LH, LD, { front: lowerCol, top: deck, side: mix(lowerCol, c.navy, 0.2) }));
  out.push(
    box(140 + ux, -LH + uy - 170, 500, 170, 100, { front: upperCol, side: mix(upperCol, c.navy, 0.22) }),
  );
  // Hip roof.
  const rx = 120 + ux;
  const ry = -LH + uy - 170;
  const [sdx, sdy] = depthOffset(100);
  out.push(
    poly(
      [
        [rx + 540, ry],
        [rx + 540 + sdx, ry + sdy],
        [rx + 500 + sdx, ry + sdy - 56],
        [rx + 500, ry - 56],
      ],
      c.terracottaDark,
    ),
  );
  out.push(tileRoof(defs, rx, ry - 56, 540, 56, 40));
  // Upper windows.
  out.push(glazing(defs, 230 + ux, -LH + uy - 150, 200, 150, { cols: 2, recess: true }));
  out.push(glazing(defs, 500 + ux, -LH + uy - 140, 110, 85, { cols: 2, sill: true }));
  // Balcony railing on the lower roof edge and a bistro set.
  if (o.furnished !== false) out.push(bistroSet(330, -LH - 22, 60));
  out.push(railing(defs, 0, -LH - RAIL, LW, RAIL, { ...rail, posts: 8 }));
  out.push(depthRailing(defs, 0, -LH, 120, rail));
  // Lower front: cornice, sliding doors, window, lantern, bougainvillea.
  out.push(rect(-6, -LH - 8, LW + 12, 12, c.white));
  out.push(glazing(defs, 60, -195, 380, 195, { cols: 3, warm: false }));
  out.push(glazing(defs, 510, -190, 200, 115, { cols: 2, sill: true }));
  out.push(lantern(470, -150, 26));
  out.push(
    bush(LW - 40, -4, 130, 150, `${o.seed}:bougainvillea`, {
      colors: [c.leafDark, c.leaf, c.leafLight],
      flowers: c.bougainvillea,
      flowerCount: 30,
    }),
  );
  // Deck: cantilevered 220 towards the viewer, on posts.
  const D = 220;
  const fdy = depthOffset(-D)[1];
  const posts = [-130, 100, 380, 640];
  for (const px of posts) {
    out.push(rect(px - 7, fdy + 18, 14, o.postLen, c.navy));
    out.push(rect(px + 2, fdy + 18, 5, o.postLen, c.navyLight));
  }
  // Diagonal braces between posts.
  for (let i = 0; i < posts.length - 1; i++) {
    const a = posts[i] ?? 0;
    const b = posts[i + 1] ?? 0;
    out.push(line(a, fdy + 30, b, fdy + 18 + o.postLen * 0.6, c.navyLight, 6, { opacity: 0.8 }));
  }
  out.push(
    projectingSlab(defs, -40, 0, LW + 40, D, {
      surface: deck,
      edge: c.stuccoWhite,
      thickness: 20,
      rail,
      ...(o.furnished === false
        ? {}
        : {
            furniture: ([fx, fy]: Pt) =>
              group([
                planterBox(fx + 30, fy - 60, 80, 40, `${o.seed}:planterL`, { flowers: c.bougainvillea }),
                lounger(fx + 150, fy - 22, 120),
                lounger(fx + 280, fy - 26, 120),
                umbrella(fx + 470, fy - 30, 170),
                planterBox(fx + 690, fy - 95, 80, 40, `${o.seed}:planterR`, { flowers: c.flowerOrange }),
              ]),
          }),
    }),
  );
  return group(out);
}

export interface BlockOptions {
  seed: string;
  floors: number;
  bays: number;
  bayW?: number;
  floorH?: number;
  depth?: number;
  balconyDepth?: number;
  color?: string;
  surface?: string;
  rail?: RailingOptions;
  /** Exterior stair from the ground to the first floor, starting at this x. */
  stairX?: number;
  roofDeck?: boolean;
  /** Highlight: render every balcony/stair/roof surface in fresh teal-grey coating. */
  fresh?: boolean;
}

/** An apartment block with projecting balconies on the upper floors. */
export function apartmentBlock(defs: Defs, o: BlockOptions): string {
  const bayW = o.bayW ?? 230;
  const floorH = o.floorH ?? 220;
  const depth = o.depth ?? 260;
  const bd = o.balconyDepth ?? 110;
  const col = o.color ?? c.stuccoAlt;
  const surface = o.surface ?? "#d3d4cf";
  const rail = o.rail ?? { style: "glass", color: c.navy };
  const W = o.bays * bayW;
  const H = o.floors * floorH;
  const r = rng(`block:${o.seed}`);
  const out: string[] = [];
  out.push(box(0, -H, W, H, depth, { front: col, top: surface, side: mix(col, c.navy, 0.22) }));
  // Parapet with coping.
  const [pdx, pdy] = depthOffset(depth);
  out.push(rect(-8, -H - 34, W + 16, 34, mix(col, c.white, 0.15)));
  out.push(
    poly(
      [
        [W + 8, -H - 34],
        [W + 8 + pdx, -H - 34 + pdy],
        [W + 8 + pdx, -H + pdy],
        [W + 8, -H],
      ],
      mix(col, c.navy, 0.3),
    ),
  );
  out.push(rect(-12, -H - 40, W + 24, 8, c.white));
  if (o.roofDeck) {
    out.push(umbrella(W * 0.3, -H - 20, 150, c.teal));
    out.push(
      bush(W * 0.75, -H - 30, 80, 60, `${o.seed}:roofplant`, { flowers: c.flowerOrange, flowerCount: 10 }),
    );
  }
  // Ground floor: entrance, windows, planters.
  for (let b = 0; b < o.bays; b++) {
    const x = b * bayW;
    if (b === Math.floor(o.bays / 2)) {
      out.push(rect(x + bayW * 0.3, -150, bayW * 0.4, 150, c.navy));
      out.push(glazing(defs, x + bayW * 0.34, -140, bayW * 0.32, 140, { cols: 2 }));
      out.push(rect(x + bayW * 0.22, -172, bayW * 0.56, 14, c.teal));
    } else {
      out.push(glazing(defs, x + bayW * 0.18, -160, bayW * 0.64, 100, { cols: 2, sill: true }));
    }
  }
  // Upper floors: sliding doors behind balconies, from the top down.
  for (let f = o.floors - 1; f >= 1; f--) {
    const y = -f * floorH;
    for (let b = 0; b < o.bays; b++) {
      const x = b * bayW;
      out.push(glazing(defs, x + bayW * 0.2, y - 170, bayW * 0.6, 170, { cols: 2, warm: r.chance(0.3) }));
    }
    for (let b = 0; b < o.bays; b++) {
      const x = b * bayW;
      const plant = r.chance(0.6);
      const seed = `${o.seed}:${f}:${b}`;
      out.push(
        projectingSlab(defs, x + 14, y, bayW - 28, bd, {
          surface,
          edge: mix(col, c.white, 0.25),
          thickness: 16,
          rail,
          furniture: ([fx, fy]) =>
            plant
              ? group([
                  bush(fx + bayW * 0.62, fy - 10, 60, 55, `${seed}:p`, {
                    flowers: r.pick([c.bougainvillea, c.flowerOrange, c.lavender]),
                    flowerCount: 8,
                  }),
                  rect(fx + bayW * 0.62 - 22, fy - 26, 44, 26, c.terracotta),
                ])
              : bistroSet(fx + bayW * 0.45, fy - 12, 52),
        }),
      );
    }
  }
  if (o.stairX !== undefined)
    out.push(
      exteriorStair(o.stairX, floorH, {
        tread: surface,
        wall: mix(col, c.white, 0.2),
        rail: { style: "picket", color: c.navy },
      }),
    );
  return group(out);
}

/**
 * Concrete exterior stair rising to the right along a facade, from (x, 0) to a landing at -rise;
 * it stands 110 in front of the facade.
 */
export function exteriorStair(
  x: number,
  rise: number,
  o: { tread: string; wall: string; rail: RailingOptions; nosing?: string; steps?: number },
): string {
  const n = o.steps ?? 14;
  const stepH = rise / n;
  const run = 26;
  const width = 110;
  const [dx, dy] = depthOffset(width);
  // Front plane is 110 in front of the facade.
  const fx = x - dx;
  const fy = -dy;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const sx = fx + i * run;
    const top = fy - (i + 1) * stepH;
    out.push(
      box(sx, top, run, (i + 1) * stepH, width, {
        front: o.wall,
        top: o.tread,
        side: mix(o.wall, c.navy, 0.2),
      }),
    );
    out.push(line(sx, top, sx + run, top, o.nosing ?? c.teal, 2.5));
  }
  // Landing.
  const lx = fx + n * run;
  out.push(
    box(lx, fy - rise, 140, rise, width, { front: o.wall, top: o.tread, side: mix(o.wall, c.navy, 0.2) }),
  );
  // Sloped picket railing on the open side.
  const col = o.rail.color ?? c.navy;
  const pickets: string[] = [];
  for (let i = 0; i < n; i++) {
    const px = fx + i * run + run / 2;
    const base = fy - (i + 1) * stepH;
    pickets.push(line(px, base, px, base - RAIL, col, 2));
  }
  out.push(group(pickets));
  out.push(line(fx, fy - stepH - RAIL, lx, fy - rise - RAIL, col, 6, { "stroke-linecap": "round" }));
  out.push(line(lx, fy - rise - RAIL, lx + 140, fy - rise - RAIL, col, 6, { "stroke-linecap": "round" }));
  out.push(rect(fx - 3, fy - stepH - RAIL, 6, RAIL + stepH, col));
  out.push(rect(lx + 137, fy - rise - RAIL, 6, RAIL, col));
  for (let k = 1; k < 5; k++) out.push(line(lx + k * 28, fy - rise, lx + k * 28, fy - rise - RAIL, col, 2));
  return group(out);
}
