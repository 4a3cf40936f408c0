/**
 * Low-level SVG string helpers shared by every scene: number formatting, elements, gradients,
 * smooth paths and a seeded random generator. Everything here is pure and deterministic, so the
 * same scene parameters always give byte-identical SVG.
 */

export type Pt = readonly [number, number];

/** Formats a coordinate with at most two decimals (no "-0", no exponent). */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? "0" : String(r);
}

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Readonly<Record<string, AttrValue>>;

function escapeAttr(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? num(v) : escapeAttr(v)}"`;
  }
  return out;
}

export type Children = string | readonly string[];

export function el(tag: string, a: Attrs = {}, children?: Children): string {
  const body = children === undefined ? "" : typeof children === "string" ? children : children.join("");
  return body === "" ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;
}

export function group(children: Children, a: Attrs = {}): string {
  return el("g", a, children);
}

export function rect(x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string {
  return el("rect", { x, y, width: w, height: h, fill, ...a });
}

export function circle(cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...a });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, fill, ...a });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a: Attrs = {},
): string {
  return el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...a });
}

export function ptsAttr(p: readonly Pt[]): string {
  return p.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
}

export function poly(p: readonly Pt[], fill: string, a: Attrs = {}): string {
  return el("polygon", { points: ptsAttr(p), fill, ...a });
}

export function polyline(p: readonly Pt[], stroke: string, width: number, a: Attrs = {}): string {
  return el("polyline", { points: ptsAttr(p), fill: "none", stroke, "stroke-width": width, ...a });
}

export function path(d: string, fill: string, a: Attrs = {}): string {
  return el("path", { d, fill, ...a });
}

/**
 * A pot or bucket seen side-on: a trapezoid standing on (x, y) whose top and bottom half-widths and
 * height are fractions of its size `s`.
 */
export function vessel(
  x: number,
  y: number,
  s: number,
  shape: { top: number; bottom: number; height: number },
  fill: string,
): string {
  return poly(
    [
      [x - s * shape.top, y - s * shape.height],
      [x + s * shape.top, y - s * shape.height],
      [x + s * shape.bottom, y],
      [x - s * shape.bottom, y],
    ],
    fill,
  );
}

/** Element access that satisfies `noUncheckedIndexedAccess` and fails loudly on a bad index. */
export function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${list.length})`);
  return v;
}

/** Straight polygon path data. */
export function polyD(p: readonly Pt[], closed = true): string {
  return p.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("") + (closed ? "Z" : "");
}

/** Catmull-Rom spline through the points, as cubic Bézier path data. */
export function smoothD(p: readonly Pt[], closed = true, tension = 1): string {
  const len = p.length;
  if (len < 3) return polyD(p, closed);
  const get = (i: number): Pt => (closed ? at(p, (i + len) % len) : at(p, Math.max(0, Math.min(len - 1, i))));
  const first = at(p, 0);
  let d = `M${num(first[0])} ${num(first[1])}`;
  const segments = closed ? len : len - 1;
  const k = tension / 6;
  for (let i = 0; i < segments; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Interpolation helpers. */
export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (v: number, shift: number): number => (v >> shift) & 255;
  const out = [16, 8, 0].map((s) => Math.round(lerp(ch(pa, s), ch(pb, s), t)));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface Defs {
  /** Linear gradient; (x1,y1)-(x2,y2) in objectBoundingBox units unless `user` is set. */
  linear(stops: readonly Stop[], dir?: readonly [number, number, number, number], user?: boolean): string;
  radial(
    stops: readonly Stop[],
    opts?: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; user?: boolean },
  ): string;
  /** Adds a raw definition (pattern, filter, clipPath) under a fresh id; `build` receives the id. */
  raw(build: (id: string) => string): string;
  toString(): string;
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, op]) =>
      el("stop", {
        offset: o,
        "stop-color": c,
        "stop-opacity": op === undefined || op === 1 ? undefined : op,
      }),
    )
    .join("");
}

/** Collects `<defs>` for one document; ids are sequential, hence deterministic. */
export function createDefs(prefix: string): Defs {
  const items: string[] = [];
  let count = 0;
  const nextId = (): string => `${prefix}${(count++).toString(36)}`;
  return {
    linear(stops, dir = [0, 0, 0, 1], user = false) {
      const id = nextId();
      const [x1, y1, x2, y2] = dir;
      items.push(
        el(
          "linearGradient",
          { id, x1, y1, x2, y2, gradientUnits: user ? "userSpaceOnUse" : undefined },
          stopsSvg(stops),
        ),
      );
      return `url(#${id})`;
    },
    radial(stops, o = {}) {
      const id = nextId();
      items.push(
        el(
          "radialGradient",
          {
            id,
            cx: o.cx ?? 0.5,
            cy: o.cy ?? 0.5,
            r: o.r ?? 0.5,
            fx: o.fx,
            fy: o.fy,
            gradientUnits: o.user ? "userSpaceOnUse" : undefined,
          },
          stopsSvg(stops),
        ),
      );
      return `url(#${id})`;
    },
    raw(build) {
      const id = nextId();
      items.push(build(id));
      return id;
    },
    toString() {
      return items.length === 0 ? "" : `<defs>${items.join("")}</defs>`;
    },
  };
}

export function svgDocument(width: number, height: number, defs: Defs, body: Children): string {
  const content = typeof body === "string" ? body : body.join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.toString()}${content}</svg>`;
}

/** Seeded pseudo-random numbers (mulberry32 over an FNV-1a hash of the seed). */
export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rng(seed: string): Rng {
  let a = hashString(seed);
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => at(list, Math.floor(next() * list.length)),
    chance: (p) => next() < p,
  };
}
