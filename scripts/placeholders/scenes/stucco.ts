/**
 * Stucco wall close-ups for the gallery: a house wall seen square-on ("front") or receding to one
 * side ("side"), with windows and doors, a roof edge (tile eave, fascia and soffit, a balcony slab
 * or a parapet), a planting bed and a path, lit for a time of day. "before" adds the damage the
 * scene asks for (corner cracks, spalls, sill and soffit stains, blisters, a rotten base with a
 * rusty weep screed); "after" is the same framing patched and recoated.
 */

import { railing, type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import {
  blobD,
  crack,
  floorPlane,
  frontWall,
  makeCamera,
  planePoly,
  project,
  quad,
  scale,
  sideWall,
  speckle,
  type Camera,
  type CameraOptions,
  type Plane,
} from "../perspective.ts";
import { agave, bush } from "../scenery.ts";
import * as svg from "../svg.ts";
import { backdrop, lightWash, type TimeOfDay, type View } from "./backdrop.ts";
import { lathPattern } from "./deck-parts.ts";
import { GRIME, type State } from "./deck-types.ts";

export interface Opening {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  /** Round-topped opening (the arch rises half the width above v1). */
  arch?: boolean;
  /** A door (solid panelled leaf) instead of a window. */
  door?: boolean;
}

export type WallTop =
  | { kind: "tile" }
  | { kind: "fascia"; color: string }
  | { kind: "parapet" }
  | { kind: "balcony"; y: number; u0: number; u1: number; railing: RailingOptions };

export type Ground = "walk" | "lawn" | "gravel" | "deck";

export interface StuccoDamage {
  /** Cracks running from each opening's corners. */
  cornerCracks: number;
  /** Spalled patches exposing lath: [u, v, size]. */
  spalls: readonly (readonly [u: number, v: number, size: number])[];
  /** Random hairline map cracks over the wall. */
  mapCracks: number;
  /** Water stains running down from window sills. */
  sillStains: boolean;
  /** Stains on the soffit / under the balcony slab, dripping down the wall. */
  topStains: number;
  /** Blisters around door thresholds. */
  blisters: number;
  /** Crumbling, efflorescent base with a rusty weep screed. */
  base: boolean;
  /** Dirt splashed up the wall from the ground (0..1). */
  splash: number;
}

export interface StuccoScene {
  seed: string;
  facing: "front" | "side";
  cam: CameraOptions;
  mirror?: boolean;
  /** Distance of the wall: z of a front wall, or how far left of the camera a side wall stands. */
  depth: number;
  /** Extent of the wall along the plane and its height. */
  area: { u0: number; u1: number; v1: number };
  color: string;
  /** Window and door frame colour. */
  trim: string;
  /** Door leaf colour. */
  doorColor?: string;
  top: WallTop;
  /** A sun-lit return wall at the right end (front walls only). */
  corner?: boolean;
  openings: readonly Opening[];
  lamps: readonly number[];
  ground: Ground;
  /** Planting bed: plant positions along the wall, flower colours (cycled), every nth an agave. */
  plants: { at: readonly number[]; flowers: readonly string[]; agaveEvery: number };
  view: View;
  time: TimeOfDay;
  sunX: number;
  damage: StuccoDamage;
}

const GROUND_FILL: Record<Ground, string> = {
  walk: c.concreteLight,
  lawn: svg.mix(c.leaf, c.leafLight, 0.35),
  gravel: "#d3bf9b",
  deck: c.coatingGrey,
};

/** Projected outline of an opening (grown by `g` metres), arched or square. */
function outline(cam: Camera, plane: Plane, o: Opening, g: number): svg.Pt[] {
  const pts: svg.Pt[] = [
    [o.u0 - g, o.v0 - (o.door ? 0 : g)],
    [o.u1 + g, o.v0 - (o.door ? 0 : g)],
  ];
  if (o.arch) {
    const mu = (o.u0 + o.u1) / 2;
    const r = (o.u1 - o.u0) / 2 + g;
    for (let i = 0; i <= 16; i++) {
      const a = (i / 16) * Math.PI;
      pts.push([mu + Math.cos(a) * r, o.v1 + Math.sin(a) * r]);
    }
  } else {
    pts.push([o.u1 + g, o.v1 + g], [o.u0 - g, o.v1 + g]);
  }
  return planePoly(cam, plane, pts);
}

/** A window (frame, glass, mullion, reflection, sill) or a panelled door on any wall plane. */
function opening(
  defs: svg.Defs,
  cam: Camera,
  plane: Plane,
  o: Opening,
  s: StuccoScene,
  before: boolean,
): string {
  const out: string[] = [];
  const surround = before ? svg.mix(c.stuccoWhite, GRIME, 0.35) : c.stuccoWhite;
  out.push(svg.poly(outline(cam, plane, o, 0.08), surround));
  out.push(svg.poly(outline(cam, plane, o, 0), s.trim));
  const w = o.u1 - o.u0;
  if (o.door) {
    const leaf = before ? svg.mix(s.doorColor ?? c.teal, GRIME, 0.25) : (s.doorColor ?? c.teal);
    out.push(
      svg.poly(outline(cam, plane, { ...o, u0: o.u0 + 0.05, u1: o.u1 - 0.05, v1: o.v1 - 0.05 }, 0), leaf),
    );
    const shade = svg.mix(leaf, c.navy, 0.25);
    for (const [a, b] of [
      [0.25, 0.95],
      [1.15, o.v1 - o.v0 - 0.3],
    ] as const) {
      out.push(
        svg.poly(quad(cam, plane, o.u0 + w * 0.2, o.u1 - w * 0.2, o.v0 + a, o.v0 + b), shade, {
          opacity: 0.6,
        }),
      );
    }
    const [kx, ky] = project(cam, plane.at(o.u1 - w * 0.14, 1.0));
    const ks = scale(cam, plane.at(o.u1, 1)[2]) * 0.035;
    out.push(svg.ellipse(kx, ky, ks, ks, "#d9c48a"));
    // Threshold.
    out.push(
      svg.poly(quad(cam, plane, o.u0 - 0.1, o.u1 + 0.1, 0, 0.05), before ? "#9c9486" : c.concreteLight),
    );
    return svg.group(out);
  }
  const glass = defs.linear(
    [
      [0, c.glassDeep],
      [1, svg.mix(c.glass, c.white, 0.4)],
    ],
    [0, 0, 0, 1],
  );
  out.push(
    svg.poly(outline(cam, plane, { ...o, u0: o.u0 + 0.05, u1: o.u1 - 0.05, v0: o.v0 + 0.05 }, 0), glass),
  );
  const mu = (o.u0 + o.u1) / 2;
  out.push(svg.poly(quad(cam, plane, mu - 0.025, mu + 0.025, o.v0, o.v1 + (o.arch ? w / 2 : 0)), s.trim));
  if (o.arch) out.push(svg.poly(quad(cam, plane, o.u0, o.u1, o.v1 - 0.025, o.v1 + 0.025), s.trim));
  out.push(
    svg.poly(
      [
        project(cam, plane.at(o.u0 + w * 0.1, o.v0 + 0.05)),
        project(cam, plane.at(o.u0 + w * 0.22, o.v0 + 0.05)),
        project(cam, plane.at(o.u0 + w * 0.42, o.v1 - 0.05)),
        project(cam, plane.at(o.u0 + w * 0.3, o.v1 - 0.05)),
      ],
      c.white,
      { opacity: 0.3 },
    ),
  );
  out.push(
    svg.poly(
      quad(cam, plane, o.u0 - 0.14, o.u1 + 0.14, o.v0 - 0.14, o.v0 - 0.06),
      before ? svg.mix(c.stuccoWhite, GRIME, 0.4) : c.white,
    ),
  );
  return svg.group(out);
}

/** A spalled patch: broken finish coat, the brown coat and the wire lath behind. */
function spall(
  defs: svg.Defs,
  cam: Camera,
  plane: Plane,
  r: svg.Rng,
  u: number,
  v: number,
  size: number,
  color: string,
): string {
  const outer = blobD(cam, plane, r, u, v, size, size * 0.72, 10, 0.35);
  const inner = blobD(cam, plane, r, u, v, size * 0.7, size * 0.48, 9, 0.35);
  return svg.group([
    svg.path(outer, "#a08a6c"),
    svg.path(inner, lathPattern(defs)),
    svg.path(outer, "none", { stroke: svg.mix(color, c.white, 0.5), "stroke-width": 2 }),
  ]);
}

function damage(defs: svg.Defs, cam: Camera, plane: Plane, s: StuccoScene, wallColor: string): string {
  const d = s.damage;
  const r = svg.rng(`stuccodamage:${s.seed}`);
  const { u0, u1, v1 } = s.area;
  const top = s.top.kind === "balcony" ? s.top.y : v1;
  const out: string[] = [];
  const crackCol = "#4d4032";
  for (const o of s.openings) {
    const peak = o.v1 + (o.arch ? (o.u1 - o.u0) / 2 : 0);
    for (let k = 0; k < d.cornerCracks; k++) {
      const right = k % 2 === 0;
      const up = k % 4 < 2;
      out.push(
        crack(cam, plane, r, {
          u: right ? o.u1 + 0.1 : o.u0 - 0.1,
          v: up ? peak + 0.1 : Math.max(0.3, o.v0 - 0.15),
          len: r.range(0.5, 1.1),
          angle: (right ? 0 : Math.PI) + (up ? 1 : -1) * (right ? 1 : -1) * r.range(0.5, 1.0),
          width: 0.01,
          branches: 1,
          color: crackCol,
        }),
      );
    }
    if (d.sillStains && !o.door) {
      for (let i = 0; i < 3; i++) {
        const u = o.u0 + (o.u1 - o.u0) * (0.2 + i * 0.3) + r.range(-0.05, 0.05);
        const len = Math.min(o.v0 - 0.2, r.range(0.4, 0.9));
        out.push(
          svg.path(blobD(cam, plane, r, u, o.v0 - 0.15 - len / 2, 0.06, len / 2, 8, 0.25), c.stain, {
            opacity: 0.18,
          }),
        );
      }
    }
  }
  if (d.topStains > 0) {
    // Streaks running down from the roof edge or the balcony slab.
    const a = s.top.kind === "balcony" ? s.top.u0 : u0;
    const b = s.top.kind === "balcony" ? s.top.u1 : u1;
    for (let i = 0; i < d.topStains; i++) {
      const u = r.range(a + 0.2, b - 0.2);
      const len = r.range(0.4, 1.3);
      out.push(
        svg.path(blobD(cam, plane, r, u, top - len / 2, r.range(0.08, 0.2), len / 2, 9, 0.3), c.stain, {
          opacity: 0.2,
        }),
      );
    }
    if (s.top.kind === "balcony") {
      for (const cu of [s.top.u0 + 0.05, s.top.u1 - 0.05])
        out.push(
          crack(cam, plane, r, {
            u: cu,
            v: top - 0.05,
            len: r.range(0.8, 1.3),
            angle: -Math.PI / 2 + r.range(-0.5, 0.5),
            width: 0.011,
            branches: 2,
            color: crackCol,
          }),
        );
    }
  }
  for (const [u, v, size] of d.spalls) out.push(spall(defs, cam, plane, r, u, v, size, wallColor));
  for (let i = 0; i < d.mapCracks; i++) {
    out.push(
      crack(cam, plane, r, {
        u: r.range(u0 + 0.3, u1 - 0.3),
        v: r.range(0.3, top - 0.5),
        len: r.range(0.4, 0.9),
        angle: r.range(0, Math.PI * 2),
        width: 0.007,
        branches: 2,
        color: crackCol,
      }),
    );
  }
  for (const o of s.openings) {
    if (!o.door) continue;
    for (let i = 0; i < d.blisters; i++) {
      const u = r.chance(0.5) ? r.range(o.u0 - 0.7, o.u0 - 0.12) : r.range(o.u1 + 0.12, o.u1 + 0.7);
      const v = r.range(0.12, 0.9);
      const rad = r.range(0.05, 0.12);
      const [bx, by] = project(cam, plane.at(u, v));
      const px = rad * scale(cam, plane.at(u, v)[2]);
      out.push(svg.ellipse(bx + px * 0.2, by + px * 0.3, px, px * 0.8, c.navy, { opacity: 0.25 }));
      out.push(svg.ellipse(bx, by, px, px * 0.8, svg.mix(wallColor, c.white, 0.3)));
      out.push(svg.ellipse(bx - px * 0.3, by - px * 0.25, px * 0.35, px * 0.25, c.white, { opacity: 0.6 }));
      if (r.chance(0.35))
        out.push(
          svg.path(blobD(cam, plane, r, u, v, rad * 0.6, rad * 0.45, 7, 0.4), "#a08a6c", {
            stroke: svg.mix(wallColor, c.white, 0.5),
            "stroke-width": 1.5,
          }),
        );
    }
  }
  if (d.base) {
    // Efflorescence and crumbling stucco just above the weep screed.
    const eff = defs.linear(
      [
        [0, c.efflorescence, 0],
        [1, c.efflorescence, 0.75],
      ],
      [0, 0, 0, 1],
    );
    out.push(svg.poly(quad(cam, plane, u0, u1, 0.15, 0.55), eff));
    for (let i = 0; i < Math.round((u1 - u0) / 1.2); i++) {
      const u = r.range(u0 + 0.3, u1 - 0.3);
      out.push(
        svg.path(blobD(cam, plane, r, u, 0.26, r.range(0.12, 0.3), r.range(0.06, 0.11), 9, 0.4), "#a08a6c"),
      );
    }
  }
  if (d.splash > 0) {
    const grad = defs.linear(
      [
        [0, GRIME, 0],
        [1, GRIME, d.splash],
      ],
      [0, 0, 0, 1],
    );
    out.push(svg.poly(quad(cam, plane, u0, u1, 0, 0.4), grad));
  }
  return svg.group(out);
}

/** The roof edge or the balcony slab along the top of the wall. */
function wallTop(
  defs: svg.Defs,
  cam: Camera,
  s: StuccoScene,
  plane: Plane,
  wallColor: string,
  before: boolean,
): string {
  const { u0, u1, v1 } = s.area;
  const front = s.facing === "front";
  const out: string[] = [];
  const t = s.top;
  /** A horizontal surface projecting `d` metres out from the wall at height y. */
  const overhang = (a: number, b: number, y: number, d: number): svg.Pt[] =>
    front
      ? quad(cam, floorPlane(y), a, b, s.depth - d, s.depth)
      : quad(cam, floorPlane(y), -s.depth, -s.depth + d, Math.max(0.3, a), b);
  /** The outer face of such a projection. */
  const edge = (d: number): Plane => (front ? frontWall(s.depth - d) : sideWall(-s.depth + d));
  if (t.kind === "tile") {
    out.push(svg.poly(quad(cam, plane, u0 - 0.3, u1 + 0.3, v1, v1 + 0.25), c.terracottaDark));
    out.push(svg.poly(quad(cam, plane, u0 - 0.3, u1 + 0.3, v1 + 0.25, v1 + 0.55), c.terracotta));
  } else if (t.kind === "fascia") {
    const soffit = before ? svg.mix(c.stuccoWhite, GRIME, 0.3) : c.stuccoWhite;
    out.push(svg.poly(overhang(u0 - 0.6, u1 + 0.6, v1, 0.7), soffit));
    out.push(svg.poly(overhang(u0 - 0.6, u1 + 0.6, v1 + 0.001, 0.12), c.navy, { opacity: 0.12 }));
    if (before && s.damage.topStains > 0) {
      const r = svg.rng(`soffit:${s.seed}`);
      const sp = floorPlane(v1 - 0.001);
      for (let i = 0; i < s.damage.topStains; i++) {
        const a = r.range(u0 + 0.5, u1 - 0.5);
        const [x, z] = front ? [a, s.depth - r.range(0.2, 0.5)] : [-s.depth + r.range(0.2, 0.5), a];
        out.push(
          svg.path(blobD(cam, sp, r, x, z, r.range(0.2, 0.45), r.range(0.12, 0.25), 10, 0.35), c.stain, {
            opacity: 0.3,
          }),
        );
      }
    }
    out.push(
      svg.poly(
        quad(cam, edge(0.7), u0 - 0.6, u1 + 0.6, v1 - 0.05, v1 + 0.25),
        before ? svg.mix(t.color, GRIME, 0.3) : t.color,
      ),
    );
    out.push(svg.poly(quad(cam, edge(0.7), u0 - 0.6, u1 + 0.6, v1 + 0.25, v1 + 0.3), c.navyMuted));
  } else if (t.kind === "parapet") {
    out.push(
      svg.poly(quad(cam, plane, u0 - 0.05, u1 + 0.05, v1, v1 + 0.12), svg.mix(wallColor, c.white, 0.45)),
    );
    out.push(svg.poly(quad(cam, plane, u0 - 0.05, u1 + 0.05, v1 - 0.04, v1), c.navy, { opacity: 0.15 }));
  } else {
    const cap = t.y + 2.7;
    out.push(
      svg.poly(quad(cam, plane, u0 - 0.05, u1 + 0.05, cap, cap + 0.12), svg.mix(wallColor, c.white, 0.45)),
    );
    const d = 1.3;
    out.push(
      svg.poly(
        overhang(t.u0, t.u1, t.y, d),
        before ? svg.mix(wallColor, GRIME, 0.3) : svg.mix(wallColor, c.navy, 0.12),
      ),
    );
    out.push(
      svg.poly(
        quad(cam, edge(d), t.u0, t.u1, t.y, t.y + 0.22),
        before ? svg.mix(c.stuccoWhite, GRIME, 0.3) : c.stuccoWhite,
      ),
    );
    if (front) {
      const [x0, yb] = project(cam, [t.u0, t.y + 0.22, s.depth - d]);
      const [x1, yt] = project(cam, [t.u1, t.y + 1.2, s.depth - d]);
      out.push(railing(defs, x0, yt, x1 - x0, yb - yt, { ...t.railing, seed: s.seed }));
    }
  }
  return svg.group(out);
}

/** SVG of a stucco wall scene. */
export function stuccoSvg(s: StuccoScene, state: State, W: number, H: number): string {
  const defs = svg.createDefs("s");
  const before = state === "before";
  const front = s.facing === "front";
  const wallColor = before ? svg.mix(s.color, GRIME, 0.22) : s.color;
  const cam = makeCamera(W, H, s.cam);
  const out: string[] = [];
  const groundY = project(cam, [0, 0, 30])[1];
  out.push(backdrop(defs, W, H, cam.hy, groundY, s.view, s.seed, s.sunX, s.time));
  const plane: Plane = front ? frontWall(s.depth) : sideWall(-s.depth);
  const { u0, u1, v1 } = s.area;
  // Above a balcony the upper storey rises another 2.7 m to a parapet.
  const wallTopY = s.top.kind === "balcony" ? s.top.y + 2.7 : v1;
  // Ground: lawn everywhere, the chosen surface in front of a 0.7 m planting bed.
  const ground = floorPlane(0);
  /** A strip of ground between d0 and d1 metres from the wall. */
  const strip = (d0: number, d1: number): svg.Pt[] =>
    front
      ? quad(cam, ground, u0 - 9, u1 + 9, s.depth - d1, s.depth - d0)
      : quad(cam, ground, -s.depth + d0, -s.depth + d1, 0.3, 40);
  out.push(svg.poly(quad(cam, ground, -12, 12, 0.3, 40), svg.mix(c.hillNear, c.leaf, 0.3)));
  const surface =
    before && s.ground !== "lawn" ? svg.mix(GROUND_FILL[s.ground], GRIME, 0.2) : GROUND_FILL[s.ground];
  out.push(svg.poly(strip(0.7, s.ground === "lawn" ? 30 : 2.4), surface));
  if (s.ground === "gravel" || s.ground === "deck")
    out.push(
      speckle(cam, ground, svg.rng(`ground:${s.seed}`), {
        u0: front ? u0 - 4 : -s.depth + 0.7,
        u1: front ? u1 + 4 : -s.depth + 2.4,
        v0: front ? s.depth - 2.4 : 0.5,
        v1: front ? s.depth - 0.7 : 20,
        count: 500,
        size: s.ground === "gravel" ? 0.012 : 0.006,
        colors: [svg.mix(surface, c.navy, 0.25), svg.mix(surface, c.white, 0.5)],
        opacity: 0.6,
      }),
    );
  if (s.ground !== "deck") out.push(svg.poly(strip(0, 0.7), "#6b5540"));
  else out.push(svg.poly(strip(0, 0.7), surface));
  const wallQuad = quad(cam, plane, u0, u1, 0, wallTopY);
  const fill = defs.linear(
    [
      [0, svg.mix(wallColor, c.white, 0.14)],
      [1, svg.mix(wallColor, c.navy, 0.1)],
    ],
    front ? [0, 0, 1, 1] : [1, 0, 0, 0],
  );
  out.push(svg.poly(wallQuad, fill));
  out.push(
    speckle(cam, plane, svg.rng(`stuccotex:${s.seed}`), {
      u0,
      u1,
      v0: 0,
      v1: wallTopY,
      count: 700,
      size: 0.006,
      colors: [svg.mix(wallColor, c.navy, 0.2), c.white],
      opacity: 0.5,
    }),
  );
  if (front && s.corner) {
    // Building corner on the right with the sun-lit return wall.
    const corner = sideWall(u1);
    out.push(svg.poly(quad(cam, corner, s.depth, 1.2, 0, wallTopY), svg.mix(wallColor, c.white, 0.2)));
    if (s.top.kind === "tile")
      out.push(svg.poly(quad(cam, corner, s.depth, 1.2, v1, v1 + 0.25), c.terracottaDark));
  }
  for (const o of s.openings) out.push(opening(defs, cam, plane, o, s, before));
  // Weep screed at the base of the wall.
  out.push(svg.poly(quad(cam, plane, u0, u1, 0.1, 0.15), before && s.damage.base ? c.rust : "#c3c7c9"));
  out.push(svg.poly(quad(cam, plane, u0, u1, 0.095, 0.105), c.navy, { opacity: 0.25 }));
  for (const lu of s.lamps) {
    const [lx, ly] = project(cam, plane.at(lu, 1.9));
    const ls = scale(cam, plane.at(lu, 1.9)[2]) * 0.28;
    out.push(svg.rect(lx - ls * 0.3, ly - ls * 0.5, ls * 0.6, ls, c.navy, { rx: ls * 0.1 }));
    out.push(svg.rect(lx - ls * 0.18, ly - ls * 0.35, ls * 0.36, ls * 0.6, c.interiorWarm));
  }
  if (before) out.push(damage(defs, cam, plane, s, wallColor));
  else {
    const sheen = defs.linear(
      [
        [0, c.white, 0.14],
        [1, c.white, 0],
      ],
      [0, 0, 1, 1],
    );
    out.push(svg.poly(wallQuad, sheen));
  }
  out.push(wallTop(defs, cam, s, plane, wallColor, before));
  // Planting bed along the wall base, far to near.
  const plants: string[] = [];
  const p = s.plants;
  for (const [i, u] of p.at.entries()) {
    const p3 = front ? ([u, 0, s.depth - 0.35] as const) : ([-s.depth + 0.35, 0, u] as const);
    const [bx, by] = project(cam, p3);
    const bs = scale(cam, p3[2]);
    plants.push(
      p.agaveEvery > 0 && i % p.agaveEvery === p.agaveEvery - 1
        ? agave(bx, by, bs * 0.35, `${s.seed}:ag${i}`, before ? "#9c9a6a" : c.agave)
        : bush(bx, by, bs * 0.75, bs * 0.6, `${s.seed}:b${i}`, {
            ...(before
              ? { colors: ["#5d6a3c", "#7b844b", "#98a060"] as const }
              : { flowers: p.flowers[i % p.flowers.length] ?? c.lavender, flowerCount: 10 }),
          }),
    );
  }
  out.push(...(front ? plants : plants.reverse()));
  out.push(lightWash(W, H, s.time));
  const body = svg.group(out);
  return svg.svgDocument(
    W,
    H,
    defs,
    s.mirror ? svg.group(body, { transform: `matrix(-1 0 0 1 ${W} 0)` }) : body,
  );
}
