/**
 * A tiny one-point perspective camera (shift lens: verticals stay vertical) plus surface features
 * drawn in world coordinates on any plane: blobs (stains, puddles, peeled coating), cracks,
 * speckle texture and boxes. Used by the close-up gallery scenes so defects foreshorten correctly.
 */

import { palette as c } from "./palette.ts";
import {
  at,
  ellipse,
  group,
  lerp,
  path,
  poly,
  polyD,
  smoothD,
  type Attrs,
  type Pt,
  type Rng,
} from "./svg.ts";

export type V3 = readonly [number, number, number];

export interface Camera {
  readonly w: number;
  readonly h: number;
  /** Screen x of the vanishing point. */
  readonly cx: number;
  /** Screen y of the horizon. */
  readonly hy: number;
  /** Focal length in pixels. */
  readonly f: number;
  /** Eye height in metres. */
  readonly eye: number;
}

export interface CameraOptions {
  /** Vanishing point x as a fraction of the width. */
  vp?: number;
  /** Horizon y as a fraction of the height. */
  horizon?: number;
  /** Focal length as a fraction of the width. */
  focal?: number;
  eye?: number;
}

export function makeCamera(w: number, h: number, o: CameraOptions = {}): Camera {
  return {
    w,
    h,
    cx: w * (o.vp ?? 0.5),
    hy: h * (o.horizon ?? 0.32),
    f: w * (o.focal ?? 0.85),
    eye: o.eye ?? 1.6,
  };
}

export function project(cam: Camera, p: V3): Pt {
  const z = Math.max(p[2], 0.05);
  return [cam.cx + (cam.f * p[0]) / z, cam.hy + (cam.f * (cam.eye - p[1])) / z];
}

export function projectAll(cam: Camera, pts: readonly V3[]): Pt[] {
  return pts.map((p) => project(cam, p));
}

/** Pixels per metre at depth z. */
export function scale(cam: Camera, z: number): number {
  return cam.f / Math.max(z, 0.05);
}

/** A plane parameterised by (u, v) in metres. */
export interface Plane {
  at(u: number, v: number): V3;
  /** Vertical squash of a small circle drawn on the plane at (u, v) (1 = facing the camera). */
  squash(cam: Camera, u: number, v: number): number;
}

/** Horizontal floor at height y: u = x, v = z. */
export function floorPlane(y = 0): Plane {
  return {
    at: (u, v) => [u, y, v],
    squash: (cam, _u, v) => Math.min(1, Math.abs(cam.eye - y) / Math.hypot(v, cam.eye - y)),
  };
}

/** Vertical wall at x: u = z, v = y. */
export function sideWall(x: number): Plane {
  return { at: (u, v) => [x, v, u], squash: () => 1 };
}

/** Vertical wall facing the camera at depth z: u = x, v = y. */
export function frontWall(z: number): Plane {
  return { at: (u, v) => [u, v, z], squash: () => 1 };
}

export function quad(cam: Camera, plane: Plane, u0: number, u1: number, v0: number, v1: number): Pt[] {
  return projectAll(cam, [plane.at(u0, v0), plane.at(u1, v0), plane.at(u1, v1), plane.at(u0, v1)]);
}

/** Projected polygon of plane points, subdividing edges so long edges stay straight in perspective. */
export function planePoly(cam: Camera, plane: Plane, pts: readonly Pt[]): Pt[] {
  return pts.map(([u, v]) => project(cam, plane.at(u, v)));
}

/** Irregular blob on a plane (stain, puddle, peeled patch); returns path data. */
export function blobD(
  cam: Camera,
  plane: Plane,
  r: Rng,
  u: number,
  v: number,
  ru: number,
  rv: number,
  n = 10,
  jitter = 0.3,
): string {
  const pts: Pt[] = [];
  const phase = r.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const k = 1 - jitter + r.next() * jitter * 2;
    pts.push(project(cam, plane.at(u + Math.cos(a) * ru * k, v + Math.sin(a) * rv * k)));
  }
  return smoothD(pts);
}

export interface CrackOptions {
  u: number;
  v: number;
  /** Total length in metres. */
  len: number;
  angle: number;
  /** Crack width in metres. */
  width?: number;
  branches?: number;
  color?: string;
}

/** A wandering crack with optional branches and a light lower lip. */
export function crack(cam: Camera, plane: Plane, r: Rng, o: CrackOptions): string {
  const strands: Pt[][] = [];
  const walk = (u: number, v: number, len: number, angle: number, depth: number): void => {
    const steps = Math.max(4, Math.round(len / 0.07));
    const step = len / steps;
    let a = angle;
    let cu = u;
    let cv = v;
    const pts: Pt[] = [[cu, cv]];
    for (let i = 0; i < steps; i++) {
      a += r.range(-0.55, 0.55);
      a = lerp(a, angle, 0.25);
      cu += Math.cos(a) * step;
      cv += Math.sin(a) * step;
      pts.push([cu, cv]);
      if (depth < 1 && i > 1 && i < steps - 2 && r.chance(((o.branches ?? 1) / steps) * 1.2)) {
        walk(cu, cv, len * r.range(0.25, 0.45), a + r.pick([-1, 1]) * r.range(0.5, 1.1), depth + 1);
      }
    }
    strands.push(pts);
  };
  walk(o.u, o.v, o.len, o.angle, 0);
  const out: string[] = [];
  const w = o.width ?? 0.012;
  for (const s of strands) {
    const mid = at(s, Math.floor(s.length / 2));
    const z = plane.at(mid[0], mid[1])[2];
    const px = Math.max(0.8, w * scale(cam, z));
    const screen = planePoly(cam, plane, s);
    const d = polyD(screen, false);
    out.push(
      path(d, "none", {
        stroke: c.white,
        "stroke-width": px * 0.9,
        opacity: 0.35,
        transform: `translate(0 ${(px * 0.6).toFixed(2)})`,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    );
    out.push(
      path(d, "none", {
        stroke: o.color ?? "#3a3128",
        "stroke-width": px,
        opacity: 0.85,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }),
    );
  }
  return group(out);
}

/** Fine speckle texture scattered over a rectangle of a plane. */
export function speckle(
  cam: Camera,
  plane: Plane,
  r: Rng,
  o: {
    u0: number;
    u1: number;
    v0: number;
    v1: number;
    count: number;
    size: number;
    colors: readonly string[];
    opacity?: number;
  },
): string {
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const u = r.range(o.u0, o.u1);
    const v = r.range(o.v0, o.v1);
    const p3 = plane.at(u, v);
    const [x, y] = project(cam, p3);
    if (x < -10 || x > cam.w + 10 || y < -10 || y > cam.h + 10) continue;
    const rx = Math.max(0.6, o.size * scale(cam, p3[2]) * r.range(0.6, 1.3));
    out.push(ellipse(x, y, rx, Math.max(0.5, rx * plane.squash(cam, u, v)), r.pick(o.colors)));
  }
  return group(out, o.opacity === undefined ? {} : { opacity: o.opacity });
}

export interface Box3Faces {
  front: string;
  top?: string;
  left?: string;
  right?: string;
}

/** Axis-aligned box; draws the faces the camera can see (camera is at x = 0). */
export function box3(
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  f: Box3Faces,
  a: Attrs = {},
): string {
  const out: string[] = [];
  const P = (x: number, y: number, z: number): Pt => project(cam, [x, y, z]);
  if (x0 > 0 && f.left) out.push(poly([P(x0, y0, z0), P(x0, y0, z1), P(x0, y1, z1), P(x0, y1, z0)], f.left));
  if (x1 < 0 && f.right)
    out.push(poly([P(x1, y0, z0), P(x1, y0, z1), P(x1, y1, z1), P(x1, y1, z0)], f.right));
  if (y1 < cam.eye && f.top)
    out.push(poly([P(x0, y1, z0), P(x1, y1, z0), P(x1, y1, z1), P(x0, y1, z1)], f.top));
  out.push(poly([P(x0, y0, z0), P(x1, y0, z0), P(x1, y1, z0), P(x0, y1, z0)], f.front));
  return group(out, a);
}

/** Fallen leaves / debris on the floor. */
export function debris(
  cam: Camera,
  r: Rng,
  o: { x0: number; x1: number; z0: number; z1: number; count: number; size?: number },
): string {
  const out: string[] = [];
  const cols = ["#8a6b3c", "#a5823f", "#6d6a3a", "#5b4a33", "#9c5b34"];
  for (let i = 0; i < o.count; i++) {
    const x = r.range(o.x0, o.x1);
    const z = r.range(o.z0, o.z1);
    const [sx, sy] = project(cam, [x, 0, z]);
    const s = (o.size ?? 0.035) * scale(cam, z) * r.range(0.6, 1.3);
    const rot = r.range(0, 180);
    out.push(
      ellipse(sx, sy, s, s * 0.42, r.pick(cols), {
        transform: `rotate(${rot.toFixed(0)} ${sx.toFixed(1)} ${sy.toFixed(1)})`,
      }),
    );
  }
  return group(out);
}

/** Debris clogging a drain: `count` pieces of `size` within `reach` of (x, z) on the floor. */
export function debrisAround(
  cam: Camera,
  r: Rng,
  x: number,
  z: number,
  reach: number,
  count: number,
  size: number,
): string {
  return debris(cam, r, { x0: x - reach, x1: x + reach, z0: z - reach, z1: z + reach, count, size });
}

/** A round floor drain at (x, z): clogged (before) or new stainless (after). */
export function drain(cam: Camera, r: Rng, x: number, z: number, radius: number, clogged: boolean): string {
  const plane = floorPlane(0.001);
  const ring = (rad: number): string => {
    const pts: Pt[] = [];
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      pts.push(project(cam, plane.at(x + Math.cos(a) * rad, z + Math.sin(a) * rad)));
    }
    return smoothD(pts);
  };
  const out: string[] = [];
  out.push(
    path(ring(radius * 1.25), clogged ? "#6a5a45" : c.concreteDark, { opacity: clogged ? 0.6 : 0.35 }),
  );
  out.push(path(ring(radius), clogged ? "#7b5a3a" : "#c9cfd3"));
  out.push(path(ring(radius * 0.8), clogged ? "#4a3a2a" : "#9aa3aa"));
  const slots: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const u = x + (i / 4) * radius * 0.7;
    const half = Math.sqrt(Math.max(0, (radius * 0.72) ** 2 - (u - x) ** 2));
    const a = project(cam, plane.at(u, z - half));
    const b = project(cam, plane.at(u, z + half));
    slots.push(`M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`);
  }
  const sw = Math.max(1, radius * 0.07 * scale(cam, z));
  out.push(
    path(slots.join(""), "none", {
      stroke: clogged ? "#2e241a" : "#4d565e",
      "stroke-width": sw,
      "stroke-linecap": "round",
    }),
  );
  if (clogged) {
    out.push(debrisAround(cam, r, x, z, radius * 1.1, 16, radius * 0.3));
  } else {
    out.push(path(ring(radius), "none", { stroke: c.white, "stroke-width": sw * 0.8, opacity: 0.7 }));
  }
  return group(out);
}
