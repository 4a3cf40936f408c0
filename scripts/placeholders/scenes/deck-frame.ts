/** What frames a deck: the side railing and drop, the house wall and the railings' shadows. */

import { railingColour, type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import { floorPlane, project, quad, scale, sideWall, speckle, type Camera } from "../perspective.ts";
import { bush } from "../scenery.ts";
import { group, mix, path, poly, polyD, rect, rng, type Defs, type Pt } from "../svg.ts";

import { GRIME, type State } from "./deck-types.ts";
import { nearZ, projectFloorRect } from "./deck-parts.ts";

/** Railing along the right edge of the deck, receding towards the far railing. */
export function sideRailing(
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

/**
 * Treetops below and beyond the side railing, where a narrow deck leaves the picture's edge
 * open: a foliage fill with a few canopies, clipped to the area outside the deck.
 */
export function sideDrop(
  defs: Defs,
  cam: Camera,
  xr: number,
  zNear: number,
  zF: number,
  seed: string,
): string {
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
export function leftWall(
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
    out.push(glint(cam, x, [0.9, 2.14], [w0 + 0.1, w0 + 0.3, w0 + 0.6, w0 + 0.4], 0.28));
  }
  if (door) {
    const d0 = zF - 2.6;
    const d1 = zF - 0.7;
    out.push(poly(quad(cam, plane, d0 - 0.07, d1 + 0.07, 0, 2.3), trim));
    const glass = glassFill();
    const mid = (d0 + d1) / 2;
    out.push(poly(quad(cam, plane, d0, mid - 0.03, 0.06, 2.22), glass));
    out.push(poly(quad(cam, plane, mid + 0.03, d1, 0.06, 2.22), glass));
    out.push(glint(cam, x, [0.06, 2.22], [d0 + 0.15, d0 + 0.45, d0 + 0.9, d0 + 0.6], 0.3));
    out.push(glint(cam, x, [0.06, 2.22], [mid + 0.2, mid + 0.32, mid + 0.62, mid + 0.5], 0.22));
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

/**
 * A white glint slanting across glass in the side wall at x: the band between z0 and z1 at height
 * `low` rises to the band between z3 and z2 at height `high`.
 */
function glint(
  cam: Camera,
  x: number,
  [low, high]: readonly [number, number],
  [z0, z1, z2, z3]: readonly [number, number, number, number],
  opacity: number,
): string {
  const corners = [project(cam, [x, low, z0]), project(cam, [x, low, z1])];
  corners.push(project(cam, [x, high, z2]), project(cam, [x, high, z3]));
  return poly(corners, c.white, { opacity });
}

/** Shadows of the railings cast towards the camera by a sun in front of the viewer. */
export function railShadows(
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
