/**
 * Landscape elements shared by every scene kind: sky, sun, clouds, ocean haze, hills with distant
 * houses, palms, shrubs, agaves and cypresses. All are 2D and positioned in screen pixels.
 */

import { palette as c } from "./palette.ts";
import * as svg from "./svg.ts";

export interface SkyOptions {
  /** Y of the horizon (where the haze is strongest). */
  horizon: number;
  sun?: svg.Pt;
  /** Warmer, late-afternoon tint. */
  warm?: boolean;
  /** Seed for the clouds; no clouds when omitted. */
  clouds?: string;
  cloudCount?: number;
  /** Explicit sky colours (time of day); overrides `warm`. */
  colors?: { top: string; mid: string; haze: string; cloud?: string };
}

export function sky(defs: svg.Defs, w: number, h: number, o: SkyOptions): string {
  const top = o.colors?.top ?? (o.warm ? svg.mix(c.skyTop, "#7f9fd0", 0.25) : c.skyTop);
  const haze = o.colors?.haze ?? (o.warm ? svg.mix(c.skyHaze, c.sunGlow, 0.45) : c.skyHaze);
  const grad = defs.linear(
    [
      [0, top],
      [0.55, o.colors?.mid ?? c.skyMid],
      [1, haze],
    ],
    [0, 0, 0, o.horizon],
    true,
  );
  const parts = [svg.rect(0, 0, w, h, grad)];
  if (o.sun) {
    const [sx, sy] = o.sun;
    const glow = defs.radial(
      [
        [0, c.sunCore, 0.95],
        [0.18, c.sunGlow, 0.7],
        [1, c.sunGlow, 0],
      ],
      { cx: sx, cy: sy, r: w * 0.32, user: true },
    );
    parts.push(svg.rect(0, 0, w, h, glow));
    parts.push(svg.circle(sx, sy, w * 0.028, c.sunCore));
  }
  if (o.clouds) parts.push(clouds(o.clouds, w, o.horizon, o.cloudCount ?? 3, o.colors?.cloud));
  return svg.group(parts);
}

/** Flat, soft clouds in the upper part of the sky. */
export function clouds(
  seed: string,
  w: number,
  horizon: number,
  count: number,
  color: string = c.cloud,
): string {
  const r = svg.rng(`clouds:${seed}`);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = w * ((i + 0.2 + r.next() * 0.6) / count);
    const cy = horizon * r.range(0.12, 0.45);
    const s = w * r.range(0.028, 0.048) * (1 - (cy / horizon) * 0.4);
    out.push(cloud(r, cx, cy, s, color));
  }
  return svg.group(out, { opacity: 0.9 });
}

/** A flat-bottomed cumulus: a long base capsule with a few puffs on top. */
export function cloud(r: svg.Rng, cx: number, cy: number, s: number, color: string = c.cloud): string {
  const puffs: string[] = [];
  const n = r.int(2, 4);
  const span = s * r.range(2.2, 3.2);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const px = cx + (t - 0.5) * span * 0.7 + r.range(-s * 0.2, s * 0.2);
    const pr = s * (0.38 + Math.sin(t * Math.PI) * 0.32) * r.range(0.85, 1.1);
    puffs.push(svg.circle(px, cy - pr * 0.45, pr, color));
  }
  return svg.group([
    svg.rect(cx - span / 2, cy - s * 0.32, span, s * 0.5, color, { rx: s * 0.25 }),
    ...puffs,
    svg.rect(
      cx - span / 2 + s * 0.2,
      cy + s * 0.08,
      span - s * 0.4,
      s * 0.1,
      svg.mix(c.skyMid, color, 0.45),
      {
        rx: s * 0.05,
      },
    ),
  ]);
}

export interface Ridge {
  svg: string;
  yAt(x: number): number;
}

/** A rolling hill silhouette from `baseY` upwards by up to `amp`, filled down to `bottom`. */
export function hills(
  defs: svg.Defs,
  w: number,
  bottom: number,
  o: { baseY: number; amp: number; color: string; seed: string; shade?: string; waves?: number },
): Ridge {
  const r = svg.rng(`hills:${o.seed}`);
  const waves = o.waves ?? 3;
  const phases = [r.range(0, 6.28), r.range(0, 6.28), r.range(0, 6.28)];
  const yAt = (x: number): number => {
    const t = x / w;
    const v =
      Math.sin(t * Math.PI * waves + svg.at(phases, 0)) * 0.55 +
      Math.sin(t * Math.PI * waves * 2.3 + svg.at(phases, 1)) * 0.3 +
      Math.sin(t * Math.PI * waves * 5.1 + svg.at(phases, 2)) * 0.15;
    return o.baseY - o.amp * (0.5 + v * 0.5);
  };
  const pts: svg.Pt[] = [];
  const steps = 36;
  for (let i = 0; i <= steps; i++) {
    const x = -20 + ((w + 40) * i) / steps;
    pts.push([x, yAt(x)]);
  }
  const fill = o.shade
    ? defs.linear(
        [
          [0, o.color],
          [1, o.shade],
        ],
        [0, o.baseY - o.amp, 0, bottom],
        true,
      )
    : o.color;
  const d = `${svg.smoothD(pts, false)}L${w + 20} ${bottom}L-20 ${bottom}Z`;
  return { svg: svg.path(d, fill), yAt };
}

/** Tiny hillside houses and trees scattered along a ridge (distant neighbourhood). */
export function hillsideHomes(
  ridge: Ridge,
  o: { seed: string; x0: number; x1: number; scale: number; count: number; depth: number; fade: number },
): string {
  const r = svg.rng(`homes:${o.seed}`);
  const out: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const x = svg.lerp(o.x0, o.x1, (i + r.next()) / o.count);
    const y = ridge.yAt(x) + o.depth * r.range(0.1, 1);
    const s = o.scale * r.range(0.8, 1.2);
    const wall = svg.mix(r.pick([c.stucco, c.stuccoWhite, c.stuccoAlt]), c.hillFar, o.fade);
    const roof = svg.mix(r.pick([c.terracotta, c.terracottaLight, c.navyMuted]), c.hillFar, o.fade);
    const tree = svg.mix(c.leafDark, c.hillFar, o.fade);
    if (r.chance(0.35)) {
      out.push(svg.ellipse(x + s * r.range(-1.5, 1.5), y - s * 0.4, s * 0.9, s * 0.75, tree));
      continue;
    }
    const bw = s * r.range(1.8, 2.8);
    const bh = s * r.range(0.9, 1.3);
    out.push(svg.rect(x - bw / 2, y - bh, bw, bh, wall));
    out.push(svg.rect(x - bw / 2 - s * 0.12, y - bh - s * 0.28, bw + s * 0.24, s * 0.3, roof));
    out.push(
      svg.rect(x - bw * 0.25, y - bh * 0.6, bw * 0.18, bh * 0.35, svg.mix(c.windowDark, c.hillFar, o.fade)),
    );
  }
  return svg.group(out);
}

/** One ridge of `hillRanges`; `homes` dots it with distant houses (seeded like the ridge unless `seed` is given). */
export interface HillRange {
  baseY: number;
  amp: number;
  homes?: { scale: number; count: number; depth: number; fade: number; seed?: string };
}

/**
 * The hill backdrop of the exterior scenes, filled down to `bottom`: a far ridge faded by `far.haze`
 * into the sky's haze (its sun glow when `warm`) and a shaded, gentler mid ridge, each optionally
 * dotted with homes. Returns the layers, farthest first, for the caller to lay over its sky.
 */
export function hillRanges(
  defs: svg.Defs,
  w: number,
  bottom: number,
  seed: string,
  { far, mid, warm = false }: { far: HillRange & { haze: number }; mid: HillRange; warm?: boolean },
): string[] {
  const farRidge = hills(defs, w, bottom, {
    baseY: far.baseY,
    amp: far.amp,
    color: svg.mix(c.hillFar, warm ? c.sunGlow : c.skyHaze, far.haze),
    seed: `${seed}f`,
  });
  const midRidge = hills(defs, w, bottom, {
    baseY: mid.baseY,
    amp: mid.amp,
    color: c.hillMid,
    shade: c.hillNear,
    seed: `${seed}m`,
    waves: 2,
  });
  const homes = (ridge: Ridge, range: HillRange, ridgeSeed: string): string[] =>
    range.homes
      ? [hillsideHomes(ridge, { x0: 0, x1: w, ...range.homes, seed: range.homes.seed ?? ridgeSeed })]
      : [];
  return [
    farRidge.svg,
    ...homes(farRidge, far, `${seed}f`),
    midRidge.svg,
    ...homes(midRidge, mid, `${seed}m`),
  ];
}

/** Ocean band from the horizon down, with a few sparkles. */
export function ocean(defs: svg.Defs, w: number, y: number, h: number, seed: string, x0 = 0): string {
  const grad = defs.linear(
    [
      [0, c.oceanFar],
      [1, c.ocean],
    ],
    [0, y, 0, y + h],
    true,
  );
  const r = svg.rng(`ocean:${seed}`);
  const glints: string[] = [];
  for (let i = 0; i < 9; i++) {
    const gy = y + h * r.range(0.15, 0.9);
    const gx = x0 + (w - x0) * r.next();
    const gl = w * r.range(0.02, 0.06);
    glints.push(svg.rect(gx, gy, gl, Math.max(1, h * 0.025), c.white, { opacity: 0.45, rx: 1 }));
  }
  return svg.group([svg.rect(x0, y, w - x0, h, grad), ...glints]);
}

/** A Mexican fan palm with a curved, tapering trunk and a frond crown. */
export function palm(x: number, baseY: number, height: number, lean: number, seed: string, fade = 0): string {
  const r = svg.rng(`palm:${seed}`);
  const top: svg.Pt = [x + lean, baseY - height];
  const ctrl: svg.Pt = [x + lean * 0.1, baseY - height * 0.55];
  const q = (t: number): svg.Pt => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left: svg.Pt[] = [];
  const right: svg.Pt[] = [];
  const n = 12;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [px, py] = q(t);
    const wdt = height * svg.lerp(0.034, 0.018, t);
    left.push([px - wdt, py]);
    right.push([px + wdt, py]);
  }
  const trunkCol = svg.mix("#8d6e52", c.hillFar, fade);
  const trunk = svg.poly([...left, ...right.reverse()], trunkCol);
  const rings: string[] = [];
  for (let i = 1; i < 22; i++) {
    const t = i / 22;
    const [px, py] = q(t);
    const wdt = height * svg.lerp(0.034, 0.018, t);
    rings.push(
      `M${(px - wdt).toFixed(1)} ${py.toFixed(1)}l${(wdt * 2).toFixed(1)} ${(-height * 0.004).toFixed(1)}`,
    );
  }
  const fronds: string[] = [];
  const count = 11;
  const L = height * 0.3;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI + (i / (count - 1)) * Math.PI + r.range(-0.12, 0.12);
    const len = L * r.range(0.8, 1.1);
    const droop = Math.abs(Math.cos(a)) * len * 0.55;
    const tip: svg.Pt = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.55 + droop];
    const mid: svg.Pt = [top[0] + Math.cos(a) * len * 0.55, top[1] + Math.sin(a) * len * 0.55 - len * 0.12];
    const nx = -(tip[1] - top[1]);
    const ny = tip[0] - top[0];
    const nl = Math.hypot(nx, ny) || 1;
    const wv = len * 0.16;
    const m1: svg.Pt = [mid[0] + (nx / nl) * wv, mid[1] + (ny / nl) * wv];
    const m2: svg.Pt = [mid[0] - (nx / nl) * wv * 0.5, mid[1] - (ny / nl) * wv * 0.5];
    const col = svg.mix(i % 2 === 0 ? c.leaf : c.leafDark, c.hillFar, fade);
    fronds.push(
      svg.path(
        `M${top[0].toFixed(1)} ${top[1].toFixed(1)}Q${m1[0].toFixed(1)} ${m1[1].toFixed(1)} ${tip[0].toFixed(1)} ${tip[1].toFixed(1)}Q${m2[0].toFixed(1)} ${m2[1].toFixed(1)} ${top[0].toFixed(1)} ${top[1].toFixed(1)}Z`,
        col,
      ),
    );
  }
  return svg.group([
    trunk,
    svg.path(rings.join(""), "none", {
      stroke: svg.mix("#6b4f38", c.hillFar, fade),
      "stroke-width": height * 0.004,
      opacity: 0.6,
    }),
    ...fronds,
    svg.circle(top[0], top[1] + height * 0.012, height * 0.022, svg.mix(c.leafDeep, c.hillFar, fade)),
  ]);
}

export interface BushOptions {
  colors?: readonly [dark: string, mid: string, light: string];
  flowers?: string;
  flowerCount?: number;
}

/** A rounded shrub made of overlapping circles, lit from the upper left. */
export function bush(x: number, y: number, w: number, h: number, seed: string, o: BushOptions = {}): string {
  const r = svg.rng(`bush:${seed}`);
  const [dark, mid, light] = o.colors ?? [c.leafDark, c.leaf, c.leafLight];
  const out: string[] = [];
  const n = Math.max(4, Math.round(w / (h * 0.45)));
  const layers: [string, number, number][] = [
    [dark, 0, 1],
    [mid, -0.08, 0.82],
    [light, -0.2, 0.45],
  ];
  for (const [col, lift, shrink] of layers) {
    for (let i = 0; i < n; i++) {
      const t = n === 1 ? 0.5 : i / (n - 1);
      const dome = Math.sin(t * Math.PI);
      const cx = x - w / 2 + w * svg.lerp(0.15, 0.85, t) - (col === light ? w * 0.06 : 0);
      const cr = h * (0.32 + dome * 0.22) * shrink * r.range(0.9, 1.1);
      const cy = y - cr - h * dome * 0.25 + h * lift * -1 * 0.6;
      if (col === light && (t > 0.7 || r.chance(0.3))) continue;
      out.push(svg.circle(cx, cy, cr, col));
    }
  }
  if (o.flowers) {
    const fc = o.flowerCount ?? Math.round(w / 6);
    for (let i = 0; i < fc; i++) {
      const t = r.next();
      const dome = Math.sin(t * Math.PI);
      const fx = x - w / 2 + w * svg.lerp(0.12, 0.88, t);
      const fy = y - h * r.range(0.15, 0.5 + dome * 0.45);
      out.push(svg.circle(fx, fy, Math.max(1.2, h * r.range(0.035, 0.06)), o.flowers));
    }
  }
  return svg.group(out);
}

/** An agave / succulent rosette of pointed leaves. */
export function agave(x: number, y: number, size: number, seed: string, color: string = c.agave): string {
  const r = svg.rng(`agave:${seed}`);
  const out: string[] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = -Math.PI + (i / (n - 1)) * Math.PI;
    const len = size * (0.55 + Math.sin((i / (n - 1)) * Math.PI) * 0.45) * r.range(0.85, 1.05);
    const tip: svg.Pt = [x + Math.cos(a) * len, y + Math.sin(a) * len * 0.95];
    const nx = Math.sin(a) * size * 0.1;
    const ny = -Math.cos(a) * size * 0.1;
    const col = i % 2 === 0 ? color : svg.mix(color, c.leafDeep, 0.3);
    out.push(svg.poly([[x + nx, y + ny], tip, [x - nx, y - ny]], col));
  }
  return svg.group(out);
}

/** An Italian cypress (narrow dark flame shape). */
export function cypress(x: number, baseY: number, height: number, fade = 0): string {
  const w = height * 0.16;
  const d = `M${x} ${baseY - height}C${x + w * 0.9} ${baseY - height * 0.7} ${x + w * 0.75} ${baseY - height * 0.1} ${x + w * 0.35} ${baseY}L${x - w * 0.35} ${baseY}C${x - w * 0.75} ${baseY - height * 0.1} ${x - w * 0.9} ${baseY - height * 0.7} ${x} ${baseY - height}Z`;
  return svg.group([
    svg.path(d, svg.mix(c.leafDeep, c.hillFar, fade)),
    svg.path(
      `M${x} ${baseY - height}C${x - w * 0.9} ${baseY - height * 0.7} ${x - w * 0.75} ${baseY - height * 0.1} ${x - w * 0.35} ${baseY}L${x - w * 0.05} ${baseY}C${x - w * 0.3} ${baseY - height * 0.35} ${x - w * 0.3} ${baseY - height * 0.75} ${x} ${baseY - height}Z`,
      svg.mix(c.leafDark, c.hillFar, fade),
    ),
  ]);
}

/** Simple flying birds (two arcs each). */
export function birds(x: number, y: number, s: number, count: number, seed: string): string {
  const r = svg.rng(`birds:${seed}`);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + r.range(-s * 4, s * 4);
    const by = y + r.range(-s * 1.5, s * 1.5);
    const k = s * r.range(0.6, 1);
    out.push(
      `M${(bx - k).toFixed(1)} ${by.toFixed(1)}q${(k * 0.5).toFixed(1)} ${(-k * 0.5).toFixed(1)} ${k.toFixed(1)} 0q${(k * 0.5).toFixed(1)} ${(-k * 0.5).toFixed(1)} ${k.toFixed(1)} 0`,
    );
  }
  return svg.path(out.join(""), "none", {
    stroke: c.navyMuted,
    "stroke-width": Math.max(1.2, s * 0.12),
    "stroke-linecap": "round",
    opacity: 0.7,
  });
}

/** A smooth ground/ridge silhouette through `pts`, filled down to `bottom`. */
export function terrain(pts: readonly svg.Pt[], bottom: number, fill: string, a: svg.Attrs = {}): string {
  const first = svg.at(pts, 0);
  const last = svg.at(pts, pts.length - 1);
  return svg.path(`${svg.smoothD(pts, false)}L${last[0]} ${bottom}L${first[0]} ${bottom}Z`, fill, a);
}

/** Piecewise-linear ridge through points (for placing distant homes). */
export function ridgeFrom(pts: readonly svg.Pt[]): Ridge {
  return {
    svg: "",
    yAt(x: number): number {
      for (let i = 1; i < pts.length; i++) {
        const a = svg.at(pts, i - 1);
        const b = svg.at(pts, i);
        if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / Math.max(1, b[0] - a[0]);
      }
      return svg.at(pts, pts.length - 1)[1];
    },
  };
}
