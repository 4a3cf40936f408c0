/** What lies on a deck: floor finishes and textures, puddles, peeling, pots, planters and drains. */

import { palette as c } from "../palette.ts";
import {
  blobD,
  box3,
  crack,
  debris,
  debrisAround,
  floorPlane,
  frontWall,
  project,
  quad,
  scale,
  speckle,
  type Camera,
  type Plane,
} from "../perspective.ts";
import { agave, bush } from "../scenery.ts";
import * as svg from "../svg.ts";

import { GRIME, type Finish, type Planter, type State } from "./deck-types.ts";

/** Depth of the nearest visible floor point (bottom edge of the image). */
export function nearZ(cam: Camera, y = 0): number {
  return (cam.f * (cam.eye - y)) / (cam.h - cam.hy);
}

/** Random floor point inside the deck and the visible frustum. */
export function spot(
  r: svg.Rng,
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

/**
 * A two-branch crack from a floor point (u, v), running either way roughly level: its length drawn from
 * `len` and scaled by the scene's damage `size`, its heading within `spread` of level, its width `width`
 * (a number, or drawn from the same stream after the length and heading).
 */
export function floorCrack(
  cam: Camera,
  plane: Plane,
  r: svg.Rng,
  [u, v]: readonly [number, number],
  o: { len: readonly [number, number]; size: number; spread: number; width: number | (() => number) },
): string {
  return crack(cam, plane, r, {
    u,
    v,
    len: r.range(o.len[0], o.len[1]) * o.size,
    angle: r.range(-o.spread, o.spread) + r.pick([0, Math.PI]),
    width: typeof o.width === "number" ? o.width : o.width(),
    branches: 2,
  });
}

export function grainPattern(defs: svg.Defs, base: string): string {
  const id = defs.raw(
    (pid) =>
      `<pattern id="${pid}" width="40" height="9" patternUnits="userSpaceOnUse">${svg.rect(0, 0, 40, 9, base)}${svg.path("M0 3Q10 1.5 20 3T40 3M0 7.5Q12 6 24 7.5T40 7", "none", { stroke: svg.mix(base, c.woodDark, 0.45), "stroke-width": 1 })}</pattern>`,
  );
  return `url(#${id})`;
}

export function lathPattern(defs: svg.Defs): string {
  const id = defs.raw(
    (pid) =>
      `<pattern id="${pid}" width="12" height="8" patternUnits="userSpaceOnUse">${svg.rect(0, 0, 12, 8, "#6f6a62")}${svg.path("M0 0L6 8L12 0M0 8L6 0L12 8", "none", { stroke: "#b9b6ae", "stroke-width": 1.4 })}</pattern>`,
  );
  return `url(#${id})`;
}

/** Water puddle with a darker wet rim and a sky reflection. */
export function puddle(
  defs: svg.Defs,
  cam: Camera,
  plane: Plane,
  r: svg.Rng,
  x: number,
  z: number,
  rx: number,
  rz: number,
): string {
  const wet = blobD(cam, plane, r, x, z, rx * 1.25, rz * 1.25, 11, 0.25);
  const water = blobD(cam, plane, r, x, z, rx, rz, 11, 0.3);
  const fill = defs.linear([
    [0, svg.mix(c.skyMid, c.white, 0.35)],
    [1, c.waterDeep],
  ]);
  return svg.group([
    svg.path(wet, c.stain, { opacity: 0.22 }),
    svg.path(water, fill, { opacity: 0.82 }),
    svg.path(water, "none", { stroke: c.white, "stroke-width": 1.6, opacity: 0.55 }),
  ]);
}

/** Peeled patch of coating exposing the substrate, with a lifted light edge and shadow. */
export function peel(
  cam: Camera,
  plane: Plane,
  r: svg.Rng,
  x: number,
  z: number,
  size: number,
  substrate: string,
  edge: string,
): string {
  const d = blobD(cam, plane, r, x, z, size, size * 0.8, 9, 0.4);
  const lw = Math.max(1.2, 0.012 * scale(cam, z));
  return svg.group([
    svg.path(d, c.navy, {
      opacity: 0.25,
      transform: `translate(${(lw * 0.8).toFixed(1)} ${(lw * 1.2).toFixed(1)})`,
    }),
    svg.path(d, substrate),
    svg.path(d, "none", { stroke: edge, "stroke-width": lw, opacity: 0.9 }),
  ]);
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
  return svg.group([
    svg.ellipse(sx + s * 0.06, sy, s * 0.26, s * 0.06, c.navy, { opacity: 0.2 }),
    bush(sx, sy - s * 0.4, s * 0.62, s * 0.7, `${seed}:pot`, {
      colors,
      ...(tired ? {} : { flowers, flowerCount: 9 }),
    }),
    svg.vessel(sx, sy, s, { top: 0.2, bottom: 0.15, height: 0.45 }, c.terracotta),
    svg.poly(
      [
        [sx + s * 0.06, sy - s * 0.45],
        [sx + s * 0.2, sy - s * 0.45],
        [sx + s * 0.15, sy],
        [sx + s * 0.05, sy],
      ],
      c.terracottaDark,
      { opacity: 0.6 },
    ),
    svg.rect(sx - s * 0.23, sy - s * 0.5, s * 0.46, s * 0.08, c.terracottaLight),
  ]);
}

/** Built-in planter box against the wall. */
export function planterBox(defs: svg.Defs, cam: Camera, p: Planter, state: State, seed: string): string {
  const before = state === "before";
  const body = before ? svg.mix(p.color, GRIME, 0.25) : p.color;
  const out: string[] = [];
  const floor = floorPlane(0.002);
  if (before) {
    // Water seeping from the base onto the deck.
    const r = svg.rng(`planterleak:${seed}`);
    out.push(
      svg.path(blobD(cam, floor, r, (p.x0 + p.x1) / 2 + 0.25, p.z0 - 0.3, 0.75, 0.45, 11, 0.3), c.stain, {
        opacity: 0.28,
      }),
    );
    out.push(
      svg.path(blobD(cam, floor, r, (p.x0 + p.x1) / 2 + 0.1, p.z0 - 0.15, 0.45, 0.22, 9, 0.3), c.stain, {
        opacity: 0.3,
      }),
    );
  }
  out.push(
    box3(cam, p.x0, p.x1, 0, p.h, p.z0, p.z1, {
      front: svg.mix(body, c.navy, 0.1),
      right: svg.mix(body, c.white, 0.18),
      top: svg.mix(body, c.white, 0.35),
    }),
  );
  // Soil inset.
  out.push(
    svg.poly(
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
    const r = svg.rng(`plantercracks:${seed}`);
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
      out.push(
        svg.path(blobD(cam, faceFront, r, u, p.h - len / 2, r.range(0.02, 0.05), len / 2, 8, 0.3), drip),
      );
    }
    out.push(
      svg.path(
        blobD(cam, faceFront, r, (p.x0 + p.x1) / 2, 0.12, (p.x1 - p.x0) * 0.45, 0.1, 10, 0.3),
        c.stain,
        {
          opacity: 0.3,
        },
      ),
    );
  } else {
    out.push(svg.poly(quad(cam, faceFront, p.x0, p.x1, p.h - 0.05, p.h), c.white, { opacity: 0.5 }));
  }
  return svg.group(out);
}

/** Tiled floor; before: cracked and missing tiles, dirty grout. */
export function tiles(
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
  const tone = svg.rng(`tiles:${seed}`);
  const bad = svg.rng(`badtiles:${seed}`);
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
        out.push(svg.poly(quad(cam, plane, u0, u1, v0, v1), "#8f897e"));
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
      let col = svg.mix(f.color, t > 0 ? c.white : c.navy, Math.abs(t) * 0.07);
      if (state === "before") col = svg.mix(col, GRIME, 0.18 + Math.abs(t) * 0.08);
      out.push(svg.poly(q, col));
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
  return svg.group(out);
}

/** Knock-down texture of a cementitious (Merkote-type) deck coating. */
export function knockdown(
  cam: Camera,
  r: svg.Rng,
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
      svg.path(
        blobD(cam, plane, r, x, z, s, s * 0.8, 7, 0.45),
        r.chance(0.7) ? svg.mix(color, c.white, 0.18) : svg.mix(color, c.navy, 0.06),
      ),
    );
  }
  return svg.group(out, { opacity });
}

/** A square floor drain: a collar and a slotted grate (clogged and rusty before, stainless after). */
export function squareDrain(
  cam: Camera,
  r: svg.Rng,
  x: number,
  z: number,
  half: number,
  clogged: boolean,
): string {
  const plane = floorPlane(0.001);
  const out: string[] = [
    svg.poly(
      quad(cam, plane, x - half * 1.3, x + half * 1.3, z - half * 1.3, z + half * 1.3),
      clogged ? "#6a5a45" : c.concreteDark,
      {
        opacity: clogged ? 0.6 : 0.35,
      },
    ),
    svg.poly(quad(cam, plane, x - half, x + half, z - half, z + half), clogged ? "#7b5a3a" : "#c9cfd3"),
  ];
  const slots: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const u = x + (i / 4) * half;
    slots.push(
      svg.polyD(
        [project(cam, plane.at(u, z - half * 0.8)), project(cam, plane.at(u, z + half * 0.8))],
        false,
      ),
    );
  }
  const sw = Math.max(1, half * 0.12 * scale(cam, z));
  out.push(
    svg.path(slots.join(""), "none", {
      stroke: clogged ? "#2e241a" : "#4d565e",
      "stroke-width": sw,
      "stroke-linecap": "round",
    }),
  );
  if (clogged) out.push(debrisAround(cam, r, x, z, half * 1.2, 18, half * 0.3));
  else
    out.push(
      svg.poly(quad(cam, plane, x - half, x + half, z - half, z + half), "none", {
        stroke: c.white,
        "stroke-width": sw * 0.7,
        opacity: 0.7,
      }),
    );
  return svg.group(out);
}

/** A scupper through the far curb at x: choked with leaves before, a clean metal-lined outlet after. */
export function scupperDrain(
  cam: Camera,
  r: svg.Rng,
  x: number,
  zF: number,
  half: number,
  clogged: boolean,
): string {
  const front = frontWall(zF);
  const out: string[] = [
    svg.poly(quad(cam, front, x - half * 1.35, x + half * 1.35, -0.01, 0.1), clogged ? "#7b5a3a" : "#c9cfd3"),
    svg.poly(quad(cam, front, x - half, x + half, 0, 0.075), clogged ? "#2e241a" : "#3c4650"),
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
    out.push(
      svg.poly(quad(cam, front, x - half * 1.1, x + half * 1.1, 0.1, 0.35), c.stain, { opacity: 0.25 }),
    );
  } else {
    out.push(
      svg.poly(quad(cam, front, x - half * 1.35, x + half * 1.35, 0.085, 0.1), c.white, { opacity: 0.6 }),
    );
    out.push(
      svg.poly(quad(cam, floorPlane(0.001), x - half * 1.35, x + half * 1.35, zF - 0.12, zF), "#b7bec3"),
    );
  }
  return svg.group(out);
}

/** Paint roller on a pole and an open bucket of coating, standing at the split line. */
export function rollerAndBucket(cam: Camera, x: number, z: number, colour: string): string {
  const P = (px: number, py: number, pz: number): svg.Pt => project(cam, [px, py, pz]);
  const s = scale(cam, z);
  const [r0x, r0y] = P(x - 0.23, 0.05, z);
  const [r1x] = P(x + 0.23, 0.05, z);
  const [hx, hy] = P(x, 0.05, z);
  const [px, py] = P(x + 0.7, 0.03, Math.max(0.5, z - 2.2));
  const [bx, by] = P(x + 0.95, 0, z + 0.5);
  const bs = scale(cam, z + 0.5);
  return svg.group([
    svg.ellipse(hx, hy + s * 0.04, (r1x - r0x) * 0.6, s * 0.03, c.navy, { opacity: 0.2 }),
    svg.path(
      `M${hx.toFixed(1)} ${(hy - s * 0.05).toFixed(1)}L${hx.toFixed(1)} ${(hy - s * 0.16).toFixed(1)}`,
      "none",
      { stroke: c.navy, "stroke-width": Math.max(2, s * 0.025) },
    ),
    svg.path(`M${hx.toFixed(1)} ${(hy - s * 0.16).toFixed(1)}L${px.toFixed(1)} ${py.toFixed(1)}`, "none", {
      stroke: c.teal,
      "stroke-width": Math.max(3, s * 0.04),
      "stroke-linecap": "round",
    }),
    svg.rect(r0x, r0y - s * 0.07, r1x - r0x, s * 0.09, svg.mix(colour, c.white, 0.2), { rx: s * 0.03 }),
    svg.rect(r0x, r0y - s * 0.07, r1x - r0x, s * 0.03, c.white, { opacity: 0.45, rx: s * 0.015 }),
    // Bucket.
    svg.ellipse(bx + bs * 0.05, by, bs * 0.24, bs * 0.06, c.navy, { opacity: 0.2 }),
    svg.vessel(bx, by, bs, { top: 0.16, bottom: 0.13, height: 0.36 }, c.white),
    svg.rect(bx - bs * 0.155, by - bs * 0.25, bs * 0.31, bs * 0.1, c.teal),
    svg.ellipse(bx, by - bs * 0.36, bs * 0.16, bs * 0.045, svg.mix(colour, c.navy, 0.05)),
    svg.path(
      `M${(bx - bs * 0.16).toFixed(1)} ${(by - bs * 0.36).toFixed(1)}Q${bx.toFixed(1)} ${(by - bs * 0.62).toFixed(1)} ${(bx + bs * 0.16).toFixed(1)} ${(by - bs * 0.36).toFixed(1)}`,
      "none",
      { stroke: c.navyMuted, "stroke-width": Math.max(1.2, bs * 0.012) },
    ),
  ]);
}

export function projectFloorRect(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
): svg.Pt[] {
  return [
    project(cam, [x0, y, z0]),
    project(cam, [x1, y, z0]),
    project(cam, [x1, y, z1]),
    project(cam, [x0, y, z1]),
  ];
}
