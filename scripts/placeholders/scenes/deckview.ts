/**
 * The deck/balcony close-up in one-point perspective: a view beyond the railing, the far and side
 * railings, the floor finish (coating, cementitious knock-down or tile), a house wall, planters and
 * pots. "before" adds weathering (cracks, stains, peeling, ponding, debris, rust); "after" adds a
 * fresh finish with sheen. `renderDeck` can also split the floor: before on one side, after on the other.
 */

import { railing, railingColour, type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import {
  blobD,
  box3,
  crack,
  debris,
  drain,
  floorPlane,
  frontWall,
  makeCamera,
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
import {
  createDefs,
  ellipse,
  group,
  mix,
  path,
  poly,
  polyD,
  rect,
  rng,
  svgDocument,
  type Defs,
  type Pt,
  type Rng,
} from "../svg.ts";
import { backdrop, LIGHTS, lightWash, type TimeOfDay, type View } from "./backdrop.ts";

export type State = "before" | "after";

export const GRIME = "#85755e";
export const CONCRETE_BARE = "#a7a49b";
const PLYWOOD = "#c4a171";

export interface Finish {
  kind: "coating" | "merkote" | "tile";
  color: string;
  /** Tile size in metres. */
  tile?: number;
  grout?: string;
}

export interface Defects {
  cracks?: number;
  stains?: number;
  peel?: number;
  puddles?: number;
  debris?: number;
  /** Open plywood seams (cementitious deck systems). */
  seams?: boolean;
  brokenTiles?: number;
  /** Rust streaks under the railing posts. */
  rust?: boolean;
  /** Size multiplier for stains, peeling, cracks and puddles (default 1). */
  size?: number;
}

export interface Planter {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  h: number;
  color: string;
  flowers: string;
}

export interface DeckDrain {
  x: number;
  z: number;
  r: number;
  puddle?: number;
  /** Round floor drain (default), square grate, or a scupper through the far curb at x. */
  shape?: "round" | "square" | "scupper";
}

/** A potted plant at (x, z), optionally with its flower colour. */
export type PotSpot = readonly [x: number, z: number, flowers?: string];

export interface DeckScene {
  seed: string;
  size?: { width: number; height: number };
  cam: CameraOptions;
  mirror?: boolean;
  zFar: number;
  wall?: {
    x: number;
    color: string;
    door: boolean;
    /** A window on the wall instead of (or in front of) the door. */
    window?: boolean;
    /** Door and window frame colour (default navy). */
    trim?: string;
  };
  rightX: number;
  sideRailing: boolean;
  posts: number;
  railing: { before: RailingOptions; after: RailingOptions };
  view: View;
  finish: Finish;
  defects: Defects;
  drain?: DeckDrain;
  planters?: readonly Planter[];
  pots?: readonly PotSpot[];
  time?: TimeOfDay;
  /** Sun position as a fraction of the width (default 0.78). */
  sunX?: number;
}

/** Depth of the nearest visible floor point (bottom edge of the image). */
export function nearZ(cam: Camera, y = 0): number {
  return (cam.f * (cam.eye - y)) / (cam.h - cam.hy);
}

/** Random floor point inside the deck and the visible frustum. */
export function spot(
  r: Rng,
  cam: Camera,
  xl: number,
  xr: number,
  zF: number,
  margin: number,
): [number, number] {
  const z = r.range(nearZ(cam) + margin * 0.5, zF - margin);
  const vx0 = ((0 - cam.cx) * z) / cam.f;
  const vx1 = ((cam.w - cam.cx) * z) / cam.f;
  const x = r.range(Math.max(xl + margin, vx0 + margin * 0.5), Math.min(xr - margin, vx1 - margin * 0.5));
  return [x, z];
}

function grainPattern(defs: Defs, base: string): string {
  const id = defs.raw(
    (pid) =>
      `<pattern id="${pid}" width="40" height="9" patternUnits="userSpaceOnUse">${rect(0, 0, 40, 9, base)}${path("M0 3Q10 1.5 20 3T40 3M0 7.5Q12 6 24 7.5T40 7", "none", { stroke: mix(base, c.woodDark, 0.45), "stroke-width": 1 })}</pattern>`,
  );
  return `url(#${id})`;
}

export function lathPattern(defs: Defs): string {
  const id = defs.raw(
    (pid) =>
      `<pattern id="${pid}" width="12" height="8" patternUnits="userSpaceOnUse">${rect(0, 0, 12, 8, "#6f6a62")}${path("M0 0L6 8L12 0M0 8L6 0L12 8", "none", { stroke: "#b9b6ae", "stroke-width": 1.4 })}</pattern>`,
  );
  return `url(#${id})`;
}

/** Water puddle with a darker wet rim and a sky reflection. */
export function puddle(
  defs: Defs,
  cam: Camera,
  plane: Plane,
  r: Rng,
  x: number,
  z: number,
  rx: number,
  rz: number,
): string {
  const wet = blobD(cam, plane, r, x, z, rx * 1.25, rz * 1.25, 11, 0.25);
  const water = blobD(cam, plane, r, x, z, rx, rz, 11, 0.3);
  const fill = defs.linear([
    [0, mix(c.skyMid, c.white, 0.35)],
    [1, c.waterDeep],
  ]);
  return group([
    path(wet, c.stain, { opacity: 0.22 }),
    path(water, fill, { opacity: 0.82 }),
    path(water, "none", { stroke: c.white, "stroke-width": 1.6, opacity: 0.55 }),
  ]);
}

/** Peeled patch of coating exposing the substrate, with a lifted light edge and shadow. */
export function peel(
  cam: Camera,
  plane: Plane,
  r: Rng,
  x: number,
  z: number,
  size: number,
  substrate: string,
  edge: string,
): string {
  const d = blobD(cam, plane, r, x, z, size, size * 0.8, 9, 0.4);
  const lw = Math.max(1.2, 0.012 * scale(cam, z));
  return group([
    path(d, c.navy, {
      opacity: 0.25,
      transform: `translate(${(lw * 0.8).toFixed(1)} ${(lw * 1.2).toFixed(1)})`,
    }),
    path(d, substrate),
    path(d, "none", { stroke: edge, "stroke-width": lw, opacity: 0.9 }),
  ]);
}

/** Railing along the right edge of the deck, receding towards the far railing. */
function sideRailing(
  defs: Defs,
  cam: Camera,
  x: number,
  zNear: number,
  zF: number,
  o: RailingOptions,
  curb: string,
): string {
  const plane = sideWall(x);
  const base = railingColour(o);
  const col = o.rusty && o.style !== "wood" ? mix(base, c.rust, 0.45) : base;
  const wood = o.style === "wood";
  const out: string[] = [poly(quad(cam, plane, zNear, zF, 0, 0.1), curb)];
  const postZ: number[] = [];
  for (let z = zF; z > zNear; z -= 1.3) postZ.push(z);
  if (o.style === "glass") {
    const glass = defs.linear(
      [
        [0, c.glass, 0.42],
        [1, c.glassDeep, 0.22],
      ],
      [0, 0, 1, 1],
    );
    out.push(poly(quad(cam, plane, zNear, zF, 0.1, 1.0), glass));
    for (const z of postZ) {
      out.push(poly(quad(cam, plane, z - 0.75, z - 0.55, 0.15, 0.95), c.white, { opacity: 0.25 }));
    }
  } else if (o.style === "cable") {
    for (let k = 1; k < 6; k++)
      out.push(
        path(
          polyD([project(cam, [x, 0.1 + k * 0.15, zNear]), project(cam, [x, 0.1 + k * 0.15, zF])], false),
          "none",
          {
            stroke: c.concreteDark,
            "stroke-width": Math.max(1, 0.01 * scale(cam, (zF + zNear) / 2)),
          },
        ),
      );
  } else {
    const r = rng(`siderail:${o.seed ?? ""}`);
    const segs: string[] = [];
    for (let z = zF; z > zNear; z -= wood ? 0.15 : 0.12) {
      const [px, py0] = project(cam, [x, 0.1, z]);
      const py1 = project(cam, [x, 1.0, z])[1];
      const bend = o.rusty && r.chance(0.06) ? r.range(-0.3, 0.3) * (py0 - py1) * 0.15 : 0;
      segs.push(
        `M${px.toFixed(1)} ${py0.toFixed(1)}Q${(px + bend).toFixed(1)} ${((py0 + py1) / 2).toFixed(1)} ${px.toFixed(1)} ${py1.toFixed(1)}`,
      );
    }
    out.push(
      path(segs.join(""), "none", {
        stroke: col,
        "stroke-width": Math.max(1.2, (wood ? 0.045 : 0.018) * scale(cam, (zF + zNear) / 2)),
      }),
    );
    out.push(poly(quad(cam, plane, zNear, zF, 0.12, wood ? 0.2 : 0.16), col));
  }
  const pw = wood ? 0.06 : 0.035;
  for (const z of postZ) {
    const [a0, b0] = project(cam, [x - pw, 0, z]);
    const [a1, b1] = project(cam, [x + pw, 1.05, z]);
    out.push(rect(a0, b1, a1 - a0, b0 - b1, col));
  }
  out.push(poly(quad(cam, plane, zNear, zF, 1.0, 1.07), col));
  const cap = wood ? 0.09 : 0.04;
  out.push(poly(projectFloorRect(cam, x - cap, x + cap, zNear, zF, 1.07), mix(col, c.white, 0.25)));
  return group(out);
}

function projectFloorRect(cam: Camera, x0: number, x1: number, z0: number, z1: number, y: number): Pt[] {
  return [
    project(cam, [x0, y, z0]),
    project(cam, [x1, y, z0]),
    project(cam, [x1, y, z1]),
    project(cam, [x0, y, z1]),
  ];
}

/**
 * Treetops below and beyond the side railing, where a narrow deck leaves the picture's edge
 * open: a foliage fill with a few canopies, clipped to the area outside the deck.
 */
function sideDrop(defs: Defs, cam: Camera, xr: number, zNear: number, zF: number, seed: string): string {
  const area = quad(cam, floorPlane(0), xr, xr + 60, zNear, zF);
  const clip = defs.raw((id) => `<clipPath id="${id}">${poly(area, "#000")}</clipPath>`);
  const r = rng(`drop:${seed}`);
  const out: string[] = [poly(area, mix(c.leafDeep, c.hillMid, 0.3))];
  let i = 0;
  for (let z = zF + 0.4; z > zNear; z -= 0.7) {
    const s = scale(cam, z);
    for (let k = 0; k < 3; k++) {
      const [x, y] = project(cam, [xr + 0.4 + k * 1.3 + r.range(0, 0.6), 0, z]);
      out.push(
        bush(x, y + s * 0.5, s * 1.5, s * 0.9, `${seed}:drop${i++}`, {
          colors: [
            mix(c.leafDeep, c.hillMid, 0.25),
            mix(c.leafDark, c.hillMid, 0.3),
            mix(c.leaf, c.hillMid, 0.3),
          ],
        }),
      );
    }
  }
  return group(out, { "clip-path": `url(#${clip})` });
}

/** The house wall on the left of the deck, with eave, optional sliding door and a cove at its base. */
function leftWall(
  defs: Defs,
  cam: Camera,
  x: number,
  zNear: number,
  zF: number,
  color: string,
  door: boolean,
  state: State,
  seed: string,
  trim: string = c.navy,
  window = false,
): string {
  const plane = sideWall(x);
  const top = 3.3;
  const [farX] = project(cam, [x, 0, zF]);
  const fill = defs.linear(
    [
      [0, mix(color, c.navy, 0.14)],
      [1, mix(color, c.white, 0.12)],
    ],
    [0, 0, farX, 0],
    true,
  );
  const out: string[] = [poly(quad(cam, plane, zNear, zF, 0, top), fill)];
  out.push(
    speckle(cam, plane, rng(`wall:${seed}`), {
      u0: zNear,
      u1: zF,
      v0: 0,
      v1: top,
      count: 260,
      size: 0.006,
      colors: [mix(color, c.navy, 0.2), c.white],
      opacity: 0.5,
    }),
  );
  // Wall end (the corner where the railing meets the house).
  const [e0, eb] = project(cam, [x - 0.25, 0, zF]);
  const [e1, et] = project(cam, [x, top, zF]);
  out.push(rect(e0, et, e1 - e0, eb - et, mix(color, c.navy, 0.22)));
  // Soffit and fascia of the roof overhang.
  out.push(poly(projectFloorRect(cam, x, x + 0.55, zNear, zF + 0.25, top), mix(color, c.navy, 0.3)));
  out.push(poly(quad(cam, sideWall(x + 0.55), zNear, zF + 0.25, top, top + 0.22), c.navyLight));
  const glassFill = (): string =>
    defs.linear(
      [
        [0, c.glassDeep],
        [1, mix(c.glass, c.white, 0.35)],
      ],
      [0, 0, 0, 1],
    );
  if (window) {
    // A two-light window nearer the camera than the door.
    const w1 = (door ? zF - 2.9 : zF - 0.8) - 0.2;
    const w0 = w1 - 1.4;
    out.push(poly(quad(cam, plane, w0 - 0.1, w1 + 0.1, 0.78, 0.84), mix(color, c.white, 0.5)));
    out.push(poly(quad(cam, plane, w0 - 0.06, w1 + 0.06, 0.84, 2.2), trim));
    const wm = (w0 + w1) / 2;
    const g = glassFill();
    out.push(poly(quad(cam, plane, w0, wm - 0.03, 0.9, 2.14), g));
    out.push(poly(quad(cam, plane, wm + 0.03, w1, 0.9, 2.14), g));
    out.push(
      poly(
        [
          project(cam, [x, 0.9, w0 + 0.1]),
          project(cam, [x, 0.9, w0 + 0.3]),
          project(cam, [x, 2.14, w0 + 0.6]),
          project(cam, [x, 2.14, w0 + 0.4]),
        ],
        c.white,
        { opacity: 0.28 },
      ),
    );
  }
  if (door) {
    const d0 = zF - 2.6;
    const d1 = zF - 0.7;
    out.push(poly(quad(cam, plane, d0 - 0.07, d1 + 0.07, 0, 2.3), trim));
    const glass = glassFill();
    const mid = (d0 + d1) / 2;
    out.push(poly(quad(cam, plane, d0, mid - 0.03, 0.06, 2.22), glass));
    out.push(poly(quad(cam, plane, mid + 0.03, d1, 0.06, 2.22), glass));
    out.push(
      poly(
        [
          project(cam, [x, 0.06, d0 + 0.15]),
          project(cam, [x, 0.06, d0 + 0.45]),
          project(cam, [x, 2.22, d0 + 0.9]),
          project(cam, [x, 2.22, d0 + 0.6]),
        ],
        c.white,
        { opacity: 0.3 },
      ),
    );
    out.push(
      poly(
        [
          project(cam, [x, 0.06, mid + 0.2]),
          project(cam, [x, 0.06, mid + 0.32]),
          project(cam, [x, 2.22, mid + 0.62]),
          project(cam, [x, 2.22, mid + 0.5]),
        ],
        c.white,
        { opacity: 0.22 },
      ),
    );
  }
  // Cove / base of the wall.
  out.push(
    poly(
      quad(cam, plane, zNear, zF, 0, 0.1),
      state === "after" ? mix(color, c.white, 0.35) : mix(color, GRIME, 0.55),
    ),
  );
  return group(out);
}

/** Terracotta pot with a plant at (x, z). */
export function pot(
  cam: Camera,
  x: number,
  z: number,
  seed: string,
  tired: boolean,
  flowers: string = c.flowerOrange,
): string {
  const [sx, sy] = project(cam, [x, 0, z]);
  const s = scale(cam, z);
  const colors: readonly [string, string, string] = tired
    ? ["#6b6a3e", "#8b8650", "#a59d63"]
    : [c.leafDark, c.leaf, c.leafLight];
  return group([
    ellipse(sx + s * 0.06, sy, s * 0.26, s * 0.06, c.navy, { opacity: 0.2 }),
    bush(sx, sy - s * 0.4, s * 0.62, s * 0.7, `${seed}:pot`, {
      colors,
      ...(tired ? {} : { flowers, flowerCount: 9 }),
    }),
    poly(
      [
        [sx - s * 0.2, sy - s * 0.45],
        [sx + s * 0.2, sy - s * 0.45],
        [sx + s * 0.15, sy],
        [sx - s * 0.15, sy],
      ],
      c.terracotta,
    ),
    poly(
      [
        [sx + s * 0.06, sy - s * 0.45],
        [sx + s * 0.2, sy - s * 0.45],
        [sx + s * 0.15, sy],
        [sx + s * 0.05, sy],
      ],
      c.terracottaDark,
      { opacity: 0.6 },
    ),
    rect(sx - s * 0.23, sy - s * 0.5, s * 0.46, s * 0.08, c.terracottaLight),
  ]);
}

/** Built-in planter box against the wall. */
function planterBox(defs: Defs, cam: Camera, p: Planter, state: State, seed: string): string {
  const before = state === "before";
  const body = before ? mix(p.color, GRIME, 0.25) : p.color;
  const out: string[] = [];
  const floor = floorPlane(0.002);
  if (before) {
    // Water seeping from the base onto the deck.
    const r = rng(`planterleak:${seed}`);
    out.push(
      path(blobD(cam, floor, r, (p.x0 + p.x1) / 2 + 0.25, p.z0 - 0.3, 0.75, 0.45, 11, 0.3), c.stain, {
        opacity: 0.28,
      }),
    );
    out.push(
      path(blobD(cam, floor, r, (p.x0 + p.x1) / 2 + 0.1, p.z0 - 0.15, 0.45, 0.22, 9, 0.3), c.stain, {
        opacity: 0.3,
      }),
    );
  }
  out.push(
    box3(cam, p.x0, p.x1, 0, p.h, p.z0, p.z1, {
      front: mix(body, c.navy, 0.1),
      right: mix(body, c.white, 0.18),
      top: mix(body, c.white, 0.35),
    }),
  );
  // Soil inset.
  out.push(
    poly(
      projectFloorRect(cam, p.x0 + 0.06, p.x1 - 0.06, p.z0 + 0.06, p.z1 - 0.06, p.h + 0.001),
      before ? "#5b4a37" : "#4a3b2c",
    ),
  );
  const colors: readonly [string, string, string] = before
    ? ["#6d6b3f", "#8c8751", "#aaa067"]
    : [c.leafDark, c.leaf, c.leafLight];
  // Plants in a row along the planter's long side, far to near.
  const alongX = p.x1 - p.x0 > p.z1 - p.z0;
  const n = Math.max(2, Math.round((alongX ? p.x1 - p.x0 : p.z1 - p.z0) / 0.8));
  for (let i = n - 1; i >= 0; i--) {
    const t = (i + 0.5) / n;
    const z = alongX ? (p.z0 + p.z1) / 2 : p.z0 + (p.z1 - p.z0) * t;
    const px = alongX ? p.x0 + (p.x1 - p.x0) * t : (p.x0 + p.x1) / 2;
    const [tx, ty] = project(cam, [px, p.h, z]);
    const s = scale(cam, z);
    const wdt = (alongX ? (p.x1 - p.x0) / n : p.x1 - p.x0) * s * 1.25;
    if (i % 2 === 1) {
      out.push(agave(tx, ty, s * (before ? 0.22 : 0.32), `${seed}:ag${i}`, before ? "#9c9a6a" : c.agave));
    } else {
      out.push(
        bush(tx, ty + s * 0.05, wdt, s * (before ? 0.38 : 0.62), `${seed}:pl${i}`, {
          colors,
          ...(before ? {} : { flowers: p.flowers, flowerCount: 18 }),
        }),
      );
    }
  }
  const faceFront = frontWall(p.z0);
  if (before) {
    const r = rng(`plantercracks:${seed}`);
    out.push(
      crack(cam, faceFront, r, {
        u: p.x0 + 0.1,
        v: p.h * 0.75,
        len: 0.6,
        angle: -0.4,
        width: 0.008,
        branches: 1,
      }),
    );
    out.push(crack(cam, faceFront, r, { u: p.x1 - 0.15, v: 0.05, len: 0.5, angle: -1.9, width: 0.008 }));
    // Efflorescence drips from the coping.
    const drip = defs.linear([
      [0, c.efflorescence, 0.85],
      [1, c.efflorescence, 0],
    ]);
    for (let i = 0; i < 5; i++) {
      const u = p.x0 + 0.08 + ((p.x1 - p.x0 - 0.16) * (i + r.next() * 0.5)) / 5;
      const len = r.range(0.15, p.h * 0.7);
      out.push(path(blobD(cam, faceFront, r, u, p.h - len / 2, r.range(0.02, 0.05), len / 2, 8, 0.3), drip));
    }
    out.push(
      path(blobD(cam, faceFront, r, (p.x0 + p.x1) / 2, 0.12, (p.x1 - p.x0) * 0.45, 0.1, 10, 0.3), c.stain, {
        opacity: 0.3,
      }),
    );
  } else {
    out.push(poly(quad(cam, faceFront, p.x0, p.x1, p.h - 0.05, p.h), c.white, { opacity: 0.5 }));
  }
  return group(out);
}

/** Tiled floor; before: cracked and missing tiles, dirty grout. */
function tiles(
  cam: Camera,
  f: Finish,
  xl: number,
  xr: number,
  zF: number,
  state: State,
  count: number,
  seed: string,
): string {
  const size = f.tile ?? 0.4;
  const plane = floorPlane(0);
  const tone = rng(`tiles:${seed}`);
  const bad = rng(`badtiles:${seed}`);
  const zn = nearZ(cam) - size;
  const out: string[] = [];
  const broken = new Set<string>();
  const missing = new Set<string>();
  const cols = Math.ceil((xr - xl) / size);
  const rows = Math.ceil((zF - zn) / size);
  if (state === "before") {
    for (let k = 0; k < count; k++) {
      const key = `${bad.int(0, cols - 1)}:${bad.int(0, Math.max(1, rows - 2))}`;
      (k % 3 === 2 ? missing : broken).add(key);
    }
  }
  const g = size * 0.035;
  for (let j = 0; j < rows; j++) {
    const v1 = zF - j * size;
    const v0 = v1 - size;
    for (let i = 0; i < cols; i++) {
      const u0 = xl + i * size;
      const u1 = Math.min(xr, u0 + size);
      const t = tone.range(-1, 1);
      const key = `${i}:${j}`;
      const q = quad(cam, plane, u0 + g, u1 - g, v0 + g, v1 - g);
      if (q.every(([x]) => x < -5) || q.every(([x]) => x > cam.w + 5) || q.every(([, y]) => y > cam.h + 5))
        continue;
      if (missing.has(key)) {
        out.push(poly(quad(cam, plane, u0, u1, v0, v1), "#8f897e"));
        out.push(
          speckle(cam, plane, bad, {
            u0,
            u1,
            v0,
            v1,
            count: 30,
            size: 0.008,
            colors: ["#6f6a60", "#b3ada1"],
          }),
        );
        continue;
      }
      let col = mix(f.color, t > 0 ? c.white : c.navy, Math.abs(t) * 0.07);
      if (state === "before") col = mix(col, GRIME, 0.18 + Math.abs(t) * 0.08);
      out.push(poly(q, col));
      if (broken.has(key)) {
        out.push(
          crack(cam, plane, bad, {
            u: u0 + g,
            v: bad.range(v0 + size * 0.2, v1 - size * 0.2),
            len: size * 1.1,
            angle: bad.range(-0.4, 0.4),
            width: 0.006,
            branches: 1,
          }),
        );
      }
    }
  }
  return group(out);
}

/** Knock-down texture of a cementitious (Merkote-type) deck coating. */
export function knockdown(
  cam: Camera,
  r: Rng,
  xl: number,
  xr: number,
  zF: number,
  color: string,
  count: number,
  opacity: number,
): string {
  const plane = floorPlane(0.001);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, z] = spot(r, cam, xl, xr, zF, 0.02);
    const s = r.range(0.02, 0.05);
    out.push(
      path(
        blobD(cam, plane, r, x, z, s, s * 0.8, 7, 0.45),
        r.chance(0.7) ? mix(color, c.white, 0.18) : mix(color, c.navy, 0.06),
      ),
    );
  }
  return group(out, { opacity });
}

/** Shadows of the railings cast towards the camera by a sun in front of the viewer. */
function railShadows(
  cam: Camera,
  xl: number,
  xr: number,
  zF: number,
  posts: readonly number[],
  style: RailingOptions["style"],
  side: boolean,
  sun: { dx: number; dz: number },
): string {
  const sdx = sun.dx;
  const sdz = sun.dz;
  const H1 = 1.05;
  const clampX = (x: number): number => Math.max(xl, Math.min(xr, x));
  const plane = floorPlane(0.002);
  const P = (x: number, z: number): Pt => project(cam, plane.at(clampX(x), z));
  const shapes: string[] = [];
  const q = (a: Pt, b: Pt, c2: Pt, d: Pt): void => {
    shapes.push(polyD([a, b, c2, d]));
  };
  const topZ = zF + sdz * H1;
  q(P(xl, topZ - 0.035), P(xr + sdx * H1, topZ - 0.035), P(xr + sdx * H1, topZ + 0.035), P(xl, topZ + 0.035));
  for (const px of posts) {
    q(P(px - 0.035, zF), P(px + 0.035, zF), P(px + 0.035 + sdx * H1, topZ), P(px - 0.035 + sdx * H1, topZ));
  }
  if (style === "picket" || style === "wood") {
    for (let px = xl + 0.14; px < xr; px += style === "wood" ? 0.15 : 0.139) {
      q(
        P(px - 0.01, zF - 0.1),
        P(px + 0.01, zF - 0.1),
        P(px + 0.01 + sdx * H1, topZ),
        P(px - 0.01 + sdx * H1, topZ),
      );
    }
  }
  const out = [path(shapes.join(""), c.navy, { opacity: 0.17 })];
  if (style === "glass") {
    out.push(poly([P(xl, zF), P(xr, zF), P(xr + sdx * H1, topZ), P(xl, topZ)], c.navy, { opacity: 0.05 }));
  }
  if (side) {
    const sx = xr + sdx * H1;
    const side: string[] = [];
    const near = nearZ(cam) - 1;
    side.push(
      polyD([
        P(sx - 0.035, near),
        P(sx + 0.035, near),
        P(sx + 0.035, zF + sdz * H1),
        P(sx - 0.035, zF + sdz * H1),
      ]),
    );
    for (let z = zF; z > near; z -= 1.3)
      side.push(
        polyD([P(xr, z - 0.035), P(xr, z + 0.035), P(sx, z + 0.035 + sdz * H1), P(sx, z - 0.035 + sdz * H1)]),
      );
    out.push(path(side.join(""), c.navy, { opacity: 0.15 }));
    if (style === "glass")
      out.push(poly([P(xr, near), P(xr, zF), P(sx, zF + sdz * H1), P(sx, near)], c.navy, { opacity: 0.05 }));
  }
  return group(out);
}

interface DeckContext {
  s: DeckScene;
  defs: Defs;
  cam: Camera;
  xl: number;
  xr: number;
  zF: number;
  zNear: number;
  floorY: number;
  postX: readonly number[];
  rail: RailingOptions;
  curbH: number;
}

function baseColour(f: Finish, state: State): string {
  return state === "before" ? mix(f.color, GRIME, f.kind === "tile" ? 0.1 : 0.3) : f.color;
}

/** Floor finish, texture and state-specific surface layers. */
function floorLayers(k: DeckContext, state: State): string {
  const { s, defs, cam, xl, xr, zF, zNear, floorY, postX, curbH } = k;
  const H = cam.h;
  const before = state === "before";
  const finish = s.finish;
  const base = baseColour(finish, state);
  const floor = floorPlane(0);
  const out: string[] = [];
  const floorFill =
    finish.kind === "tile"
      ? (finish.grout ?? c.concreteLight)
      : defs.linear(
          [
            [0, mix(base, c.white, before ? 0.08 : 0.3)],
            [0.5, base],
            [1, mix(base, c.navy, 0.1)],
          ],
          [0, floorY, 0, H],
          true,
        );
  out.push(
    poly(
      quad(cam, floor, xl, xr, zNear, zF),
      before && finish.kind === "tile" ? mix(floorFill, GRIME, 0.45) : floorFill,
    ),
  );

  const tex = rng(`texture:${s.seed}`);
  if (finish.kind === "coating") {
    out.push(
      speckle(cam, floor, tex, {
        u0: xl,
        u1: xr,
        v0: nearZ(cam),
        v1: zF,
        count: 420,
        size: 0.005,
        colors: [mix(base, c.navy, 0.25), mix(base, c.white, 0.5)],
        opacity: 0.55,
      }),
    );
  } else if (finish.kind === "merkote") {
    out.push(knockdown(cam, tex, xl, xr, zF, base, before ? 260 : 520, before ? 0.5 : 0.8));
  } else {
    out.push(tiles(cam, finish, xl, xr, zF, state, s.defects.brokenTiles ?? 0, s.seed));
  }

  const d = s.defects;
  const ds = d.size ?? 1;
  if (before) {
    const r = rng(`defects:${s.seed}`);
    const blotch = floorPlane(0.001);
    for (let i = 0; i < 7; i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.3);
      out.push(
        path(
          blobD(cam, blotch, r, x, z, r.range(0.4, 1), r.range(0.3, 0.7), 10, 0.35),
          mix(base, c.navy, 0.3),
          { opacity: 0.13 },
        ),
      );
    }
    for (let i = 0; i < (d.stains ?? 0); i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.3);
      const rs = r.range(0.2, 0.5) * ds;
      out.push(path(blobD(cam, blotch, r, x, z, rs, rs * 0.8, 10, 0.35), c.stain, { opacity: 0.2 }));
      out.push(
        path(blobD(cam, blotch, r, x + 0.05, z, rs * 0.55, rs * 0.4, 9, 0.35), c.stain, { opacity: 0.2 }),
      );
    }
    if (d.seams) {
      for (let z = zF - 1.22; z > nearZ(cam) - 1; z -= 1.22) {
        out.push(crack(cam, blotch, r, { u: xl + 0.1, v: z, len: xr - xl - 0.2, angle: 0, width: 0.01 }));
      }
    }
    const substrate = finish.kind === "merkote" ? PLYWOOD : CONCRETE_BARE;
    for (let i = 0; i < (d.peel ?? 0); i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.3);
      const useLath = finish.kind === "merkote" && i % 2 === 1;
      const fill =
        finish.kind === "merkote" ? (useLath ? lathPattern(defs) : grainPattern(defs, substrate)) : substrate;
      out.push(peel(cam, blotch, r, x, z, r.range(0.12, 0.3) * ds, fill, mix(base, c.white, 0.4)));
    }
    for (let i = 0; i < (d.cracks ?? 0); i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.4);
      out.push(
        crack(cam, blotch, r, {
          u: x,
          v: z,
          len: r.range(0.7, 1.8) * ds,
          angle: r.range(-0.5, 0.5) + r.pick([0, Math.PI]),
          width: r.range(0.007, 0.013),
          branches: 2,
        }),
      );
    }
    for (let i = 0; i < (d.puddles ?? 0); i++) {
      // Keep puddles out from under the pots (a few tries, then take the last spot).
      let [x, z] = spot(r, cam, xl, xr, zF, 0.6);
      for (let t = 0; t < 6 && (s.pots ?? []).some(([px, pz]) => Math.hypot(px - x, pz - z) < 1); t++)
        [x, z] = spot(r, cam, xl, xr, zF, 0.6);
      out.push(puddle(defs, cam, blotch, r, x, z, r.range(0.35, 0.6) * ds, r.range(0.25, 0.4) * ds));
    }
    if (d.rust) {
      for (const px of postX) {
        out.push(
          path(blobD(cam, blotch, r, px + 0.02, zF - 0.2, 0.16, 0.22, 9, 0.35), c.rust, { opacity: 0.22 }),
        );
        out.push(path(blobD(cam, blotch, r, px, zF - 0.08, 0.07, 0.09, 8, 0.3), c.rust, { opacity: 0.45 }));
        const [sx, sy] = project(cam, [px, 0.1, zF]);
        out.push(
          rect(sx - 0.025 * scale(cam, zF), sy, 0.05 * scale(cam, zF), curbH * 0.9, c.rust, { opacity: 0.6 }),
        );
      }
    }
    if (s.wall) out.push(poly(quad(cam, blotch, xl, xl + 0.3, zNear, zF), GRIME, { opacity: 0.18 }));
    if ((d.debris ?? 0) > 0) {
      const rd = rng(`debris:${s.seed}`);
      out.push(
        debris(cam, rd, {
          x0: xl + 0.05,
          x1: xl + 0.6,
          z0: nearZ(cam),
          z1: zF,
          count: Math.round((d.debris ?? 0) * 0.5),
        }),
      );
      out.push(
        debris(cam, rd, {
          x0: xl,
          x1: xr,
          z0: zF - 0.4,
          z1: zF - 0.05,
          count: Math.round((d.debris ?? 0) * 0.5),
        }),
      );
    }
  } else {
    // Fresh finish: sheen near the railing and soft reflections of the posts.
    const zSheen = Math.max(nearZ(cam), zF - 1.6);
    const sheen = defs.linear(
      [
        [0, c.white, 0.3],
        [1, c.white, 0],
      ],
      [0, floorY, 0, project(cam, [0, 0, zSheen])[1]],
      true,
    );
    out.push(poly(quad(cam, floorPlane(0.001), xl, xr, zSheen, zF), sheen));
    const refl = defs.linear(
      [
        [0, k.rail.color ?? c.navy, 0.18],
        [1, c.navy, 0],
      ],
      [0, floorY, 0, project(cam, [0, 0, zF - 0.9])[1]],
      true,
    );
    for (const px of postX)
      out.push(poly(quad(cam, floorPlane(0.001), px - 0.03, px + 0.03, zF - 0.9, zF), refl));
  }
  if (s.drain) {
    const r = rng(`drain:${s.seed}`);
    const dr = s.drain;
    const scupper = dr.shape === "scupper";
    const pr = dr.puddle ?? 0.5;
    if (before)
      out.push(puddle(defs, cam, floorPlane(0.001), r, dr.x, scupper ? zF - pr * 0.55 : dr.z, pr, pr * 0.7));
    if (scupper) out.push(scupperDrain(cam, r, dr.x, zF, dr.r, before));
    else if (dr.shape === "square") out.push(squareDrain(cam, r, dr.x, dr.z, dr.r, before));
    else out.push(drain(cam, r, dr.x, dr.z, dr.r, before));
  }
  return group(out);
}

/** A square floor drain: a collar and a slotted grate (clogged and rusty before, stainless after). */
function squareDrain(cam: Camera, r: Rng, x: number, z: number, half: number, clogged: boolean): string {
  const plane = floorPlane(0.001);
  const out: string[] = [
    poly(
      quad(cam, plane, x - half * 1.3, x + half * 1.3, z - half * 1.3, z + half * 1.3),
      clogged ? "#6a5a45" : c.concreteDark,
      {
        opacity: clogged ? 0.6 : 0.35,
      },
    ),
    poly(quad(cam, plane, x - half, x + half, z - half, z + half), clogged ? "#7b5a3a" : "#c9cfd3"),
  ];
  const slots: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const u = x + (i / 4) * half;
    slots.push(
      polyD([project(cam, plane.at(u, z - half * 0.8)), project(cam, plane.at(u, z + half * 0.8))], false),
    );
  }
  const sw = Math.max(1, half * 0.12 * scale(cam, z));
  out.push(
    path(slots.join(""), "none", {
      stroke: clogged ? "#2e241a" : "#4d565e",
      "stroke-width": sw,
      "stroke-linecap": "round",
    }),
  );
  if (clogged)
    out.push(
      debris(cam, r, {
        x0: x - half * 1.2,
        x1: x + half * 1.2,
        z0: z - half * 1.2,
        z1: z + half * 1.2,
        count: 18,
        size: half * 0.3,
      }),
    );
  else
    out.push(
      poly(quad(cam, plane, x - half, x + half, z - half, z + half), "none", {
        stroke: c.white,
        "stroke-width": sw * 0.7,
        opacity: 0.7,
      }),
    );
  return group(out);
}

/** A scupper through the far curb at x: choked with leaves before, a clean metal-lined outlet after. */
function scupperDrain(cam: Camera, r: Rng, x: number, zF: number, half: number, clogged: boolean): string {
  const front = frontWall(zF);
  const out: string[] = [
    poly(quad(cam, front, x - half * 1.35, x + half * 1.35, -0.01, 0.1), clogged ? "#7b5a3a" : "#c9cfd3"),
    poly(quad(cam, front, x - half, x + half, 0, 0.075), clogged ? "#2e241a" : "#3c4650"),
  ];
  if (clogged) {
    out.push(
      debris(cam, r, {
        x0: x - half * 1.6,
        x1: x + half * 1.6,
        z0: zF - 0.18,
        z1: zF - 0.02,
        count: 22,
        size: half * 0.22,
      }),
    );
    out.push(poly(quad(cam, front, x - half * 1.1, x + half * 1.1, 0.1, 0.35), c.stain, { opacity: 0.25 }));
  } else {
    out.push(poly(quad(cam, front, x - half * 1.35, x + half * 1.35, 0.085, 0.1), c.white, { opacity: 0.6 }));
    out.push(poly(quad(cam, floorPlane(0.001), x - half * 1.35, x + half * 1.35, zF - 0.12, zF), "#b7bec3"));
  }
  return group(out);
}

/** Paint roller on a pole and an open bucket of coating, standing at the split line. */
function rollerAndBucket(cam: Camera, x: number, z: number, colour: string): string {
  const P = (px: number, py: number, pz: number): Pt => project(cam, [px, py, pz]);
  const s = scale(cam, z);
  const [r0x, r0y] = P(x - 0.23, 0.05, z);
  const [r1x] = P(x + 0.23, 0.05, z);
  const [hx, hy] = P(x, 0.05, z);
  const [px, py] = P(x + 0.7, 0.03, Math.max(0.5, z - 2.2));
  const [bx, by] = P(x + 0.95, 0, z + 0.5);
  const bs = scale(cam, z + 0.5);
  return group([
    ellipse(hx, hy + s * 0.04, (r1x - r0x) * 0.6, s * 0.03, c.navy, { opacity: 0.2 }),
    path(
      `M${hx.toFixed(1)} ${(hy - s * 0.05).toFixed(1)}L${hx.toFixed(1)} ${(hy - s * 0.16).toFixed(1)}`,
      "none",
      { stroke: c.navy, "stroke-width": Math.max(2, s * 0.025) },
    ),
    path(`M${hx.toFixed(1)} ${(hy - s * 0.16).toFixed(1)}L${px.toFixed(1)} ${py.toFixed(1)}`, "none", {
      stroke: c.teal,
      "stroke-width": Math.max(3, s * 0.04),
      "stroke-linecap": "round",
    }),
    rect(r0x, r0y - s * 0.07, r1x - r0x, s * 0.09, mix(colour, c.white, 0.2), { rx: s * 0.03 }),
    rect(r0x, r0y - s * 0.07, r1x - r0x, s * 0.03, c.white, { opacity: 0.45, rx: s * 0.015 }),
    // Bucket.
    ellipse(bx + bs * 0.05, by, bs * 0.24, bs * 0.06, c.navy, { opacity: 0.2 }),
    poly(
      [
        [bx - bs * 0.16, by - bs * 0.36],
        [bx + bs * 0.16, by - bs * 0.36],
        [bx + bs * 0.13, by],
        [bx - bs * 0.13, by],
      ],
      c.white,
    ),
    rect(bx - bs * 0.155, by - bs * 0.25, bs * 0.31, bs * 0.1, c.teal),
    ellipse(bx, by - bs * 0.36, bs * 0.16, bs * 0.045, mix(colour, c.navy, 0.05)),
    path(
      `M${(bx - bs * 0.16).toFixed(1)} ${(by - bs * 0.36).toFixed(1)}Q${bx.toFixed(1)} ${(by - bs * 0.62).toFixed(1)} ${(bx + bs * 0.16).toFixed(1)} ${(by - bs * 0.36).toFixed(1)}`,
      "none",
      { stroke: c.navyMuted, "stroke-width": Math.max(1.2, bs * 0.012) },
    ),
  ]);
}

/**
 * Renders a deck scene. `split` shows the floor "before" left of world x = split and "after" to the
 * right, with a roller and a bucket at the edge of the fresh coat.
 */
export function renderDeck(s: DeckScene, state: State, split?: number): string {
  const W = s.size?.width ?? 1200;
  const H = s.size?.height ?? 900;
  const defs = createDefs("d");
  const cam = makeCamera(W, H, s.cam);
  const zF = s.zFar;
  const xl = s.wall ? s.wall.x : -12;
  const xr = s.rightX;
  const zNear = 0.35;
  const floorY = project(cam, [0, 0, zF])[1];
  const look: State = split === undefined ? state : "after";
  const before = look === "before";
  const curb = mix(baseColour(s.finish, look), c.navy, 0.12);
  const rail = { ...(before ? s.railing.before : s.railing.after), posts: s.posts, seed: s.seed };
  const railH = 1.05 * scale(cam, zF);
  const curbH = 0.1 * scale(cam, zF);
  const postX = Array.from({ length: s.posts }, (_, i) => xl + ((xr - xl) * i) / (s.posts - 1));
  const k: DeckContext = { s, defs, cam, xl, xr, zF, zNear, floorY, postX, rail, curbH };
  const time = s.time ?? "midday";
  const sunX = s.sunX ?? 0.78;
  const out: string[] = [backdrop(defs, W, H, cam.hy, floorY, s.view, s.seed, sunX, time)];

  // Far railing with its coated curb, and the side railing.
  const rx0 = project(cam, [xl, 0, zF])[0];
  const rx1 = project(cam, [xr, 0, zF])[0];
  out.push(railing(defs, rx0, floorY - railH, rx1 - rx0, railH - curbH * 0.6, rail));
  out.push(rect(rx0, floorY - curbH, rx1 - rx0, curbH, curb));
  if (s.sideRailing && rx1 < W) out.push(sideDrop(defs, cam, xr, zNear, zF, s.seed));
  if (s.sideRailing) out.push(sideRailing(defs, cam, xr, zNear, zF, rail, mix(curb, c.white, 0.1)));

  if (split === undefined) {
    out.push(floorLayers(k, state));
  } else {
    const clip = (x0: number, x1: number): string =>
      defs.raw(
        (id) =>
          `<clipPath id="${id}">${poly(quad(cam, floorPlane(0), x0, x1, zNear, zF + 0.5), "#000")}</clipPath>`,
      );
    const left = clip(xl - 1, split);
    const right = clip(split, xr + 1);
    out.push(group(floorLayers(k, "before"), { "clip-path": `url(#${left})` }));
    out.push(group(floorLayers(k, "after"), { "clip-path": `url(#${right})` }));
    out.push(
      path(polyD([project(cam, [split, 0, zNear]), project(cam, [split, 0, zF])], false), "none", {
        stroke: c.white,
        "stroke-width": 2,
        opacity: 0.6,
      }),
    );
  }
  const shadow = LIGHTS[time].shadow;
  const sun = {
    dx: Math.max(-0.6, Math.min(0.6, -1.2 * (sunX - (s.cam.vp ?? 0.5)))) * shadow,
    dz: -0.78 * shadow,
  };
  out.push(railShadows(cam, xl, xr, zF, postX, rail.style, s.sideRailing, sun));
  if (s.wall) {
    out.push(
      leftWall(
        defs,
        cam,
        s.wall.x,
        zNear,
        zF,
        s.wall.color,
        s.wall.door,
        look,
        s.seed,
        s.wall.trim,
        s.wall.window,
      ),
    );
    // Ambient occlusion along the wall.
    for (const wdt of [0.08, 0.18, 0.32])
      out.push(poly(quad(cam, floorPlane(0.001), xl, xl + wdt, zNear, zF), c.navy, { opacity: 0.05 }));
  }
  for (const [i, p] of (s.planters ?? []).entries())
    out.push(planterBox(defs, cam, p, look, `${s.seed}:${i}`));
  for (const [i, [px, pz, flowers]] of (s.pots ?? []).entries())
    out.push(pot(cam, px, pz, `${s.seed}:${i}`, before, flowers));
  if (split !== undefined) out.push(rollerAndBucket(cam, split + 0.25, nearZ(cam) + 0.9, s.finish.color));
  out.push(lightWash(W, H, time));

  const body = group(out);
  return svgDocument(W, H, defs, s.mirror ? group(body, { transform: `matrix(-1 0 0 1 ${W} 0)` }) : body);
}
