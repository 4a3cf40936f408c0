/**
 * Views seen beyond a railing or a fence in the perspective scenes: ocean with a headland, LA
 * hillsides with homes, or a hazy city skyline, always with treetops rising from below.
 */

import { palette as c } from "../palette.ts";
import { bush, hillRanges, hills, hillsideHomes, ocean, palm, sky } from "../scenery.ts";
import { group, mix, path, rect, rng, smoothD, type Defs, type Pt } from "../svg.ts";

export type View = "ocean" | "hills" | "city";

/** Time of day / weather of a perspective scene: sky colours, sun height, clouds and shadow length. */
export type TimeOfDay = "midday" | "morning" | "afternoon" | "golden" | "hazy" | "clear";

export interface Light {
  /** Sun height as a fraction of the horizon's y (0 = top edge). */
  sunY: number;
  colors?: { top: string; mid: string; haze: string; cloud?: string };
  clouds: number;
  /** Colour wash laid over the finished picture (warm evening light, marine-layer haze). */
  wash?: readonly [color: string, opacity: number];
  /** Cast-shadow length relative to midday. */
  shadow: number;
}

export const LIGHTS: Readonly<Record<TimeOfDay, Light>> = {
  midday: { sunY: 0.38, clouds: 3, shadow: 1 },
  afternoon: { sunY: 0.3, clouds: 4, shadow: 1.15 },
  clear: {
    sunY: 0.24,
    clouds: 0,
    colors: { top: "#3d97d8", mid: "#86c6ee", haze: "#e8f4f6" },
    shadow: 0.85,
  },
  morning: {
    sunY: 0.66,
    clouds: 2,
    colors: { top: "#5ba6da", mid: "#a9d3ea", haze: "#f5e3d6", cloud: "#fff5ef" },
    wash: ["#ffd9c4", 0.06],
    shadow: 1.5,
  },
  golden: {
    sunY: 0.78,
    clouds: 3,
    colors: { top: "#5b8bcb", mid: "#aac4dc", haze: "#f8d49a", cloud: "#fff0da" },
    wash: ["#ffa94a", 0.1],
    shadow: 1.9,
  },
  hazy: {
    sunY: 0.34,
    clouds: 7,
    colors: { top: "#8db0c9", mid: "#bdd3de", haze: "#e9eeee", cloud: "#f5f7f8" },
    wash: ["#dfe7ec", 0.1],
    shadow: 0.55,
  },
};

/** The colour wash of a time of day over a w x h picture ("" when there is none). */
export function lightWash(w: number, h: number, time: TimeOfDay): string {
  const wash = LIGHTS[time].wash;
  return wash ? rect(0, 0, w, h, wash[0], { opacity: wash[1] }) : "";
}

/** A coastal headland silhouette sitting on the horizon, from x0 to x1. */
export function headland(
  x0: number,
  x1: number,
  horizon: number,
  height: number,
  color: string,
  seed: string,
): string {
  const r = rng(`headland:${seed}`);
  const pts: Pt[] = [[x0, horizon + 2]];
  const n = 8;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const falloff = x0 < x1 ? 1 - t : t;
    pts.push([
      x0 + (x1 - x0) * t,
      horizon - height * Math.pow(1 - Math.pow(1 - falloff, 1.6), 0.9) * r.range(0.85, 1.05),
    ]);
  }
  pts.push([x1, horizon + 2]);
  return path(`${smoothD(pts, false)}Z`, color);
}

/** Hazy downtown skyline sitting on y. */
export function skyline(x0: number, x1: number, y: number, unit: number, seed: string): string {
  const r = rng(`skyline:${seed}`);
  const out: string[] = [];
  let x = x0;
  while (x < x1) {
    const bw = unit * r.range(0.8, 2);
    const bh = unit * (r.chance(0.2) ? r.range(5, 8) : r.range(1.5, 4.5));
    const col = mix(c.hillFar, c.skyHaze, r.range(0.05, 0.4));
    out.push(rect(x, y - bh, bw, bh + 2, col));
    out.push(rect(x + bw * 0.7, y - bh, bw * 0.3, bh + 2, mix(col, c.navyMuted, 0.12)));
    x += bw + unit * r.range(0, 0.6);
  }
  return group(out);
}

/** A band of distant canopies (seen from above) along y, with a few palms. */
export function treetops(w: number, y: number, size: number, seed: string, palms = 2): string {
  const r = rng(`treetops:${seed}`);
  const out: string[] = [];
  for (let i = 0; i < palms; i++) {
    const px = w * ((i + 0.3 + r.next() * 0.4) / palms);
    out.push(palm(px, y + size * 2, size * r.range(4.5, 6), r.range(-size, size), `${seed}:p${i}`, 0.35));
  }
  let x = -size;
  let k = 0;
  while (x < w + size) {
    const bw = size * r.range(2, 3.6);
    out.push(
      bush(x + bw / 2, y + size * 0.6, bw, size * r.range(1.4, 2.2), `${seed}:t${k++}`, {
        colors: [
          mix(c.leafDeep, c.hillMid, 0.35),
          mix(c.leafDark, c.hillMid, 0.35),
          mix(c.leaf, c.hillMid, 0.3),
        ],
      }),
    );
    x += bw * 0.7;
  }
  return group(out);
}

/**
 * The full backdrop: sky, the chosen view from the horizon down, and treetops rising to `bottom`
 * (the screen y where the foreground starts).
 */
export function backdrop(
  defs: Defs,
  w: number,
  h: number,
  horizon: number,
  bottom: number,
  view: View,
  seed: string,
  sunX = 0.78,
  time: TimeOfDay = "midday",
): string {
  const light = LIGHTS[time];
  const out: string[] = [
    sky(defs, w, h, {
      horizon,
      sun: [w * sunX, horizon * light.sunY],
      clouds: seed,
      cloudCount: light.clouds,
      ...(light.colors ? { colors: light.colors } : {}),
    }),
  ];
  const depth = Math.max(40, bottom - horizon);
  if (view === "ocean") {
    out.push(ocean(defs, w, horizon, depth + 60, seed));
    out.push(headland(-20, w * 0.42, horizon, depth * 0.35, mix(c.hillFar, c.skyHaze, 0.35), seed));
    out.push(headland(-20, w * 0.22, horizon + depth * 0.1, depth * 0.3, c.hillFar, `${seed}b`));
  } else if (view === "hills") {
    out.push(
      ...hillRanges(defs, w, bottom + 60, seed, {
        far: { baseY: horizon + 4, amp: Math.min(depth * 0.7, horizon * 0.75), haze: 0.25 },
        mid: {
          baseY: horizon + depth * 0.45,
          amp: Math.min(depth * 0.6, horizon * 0.6 + depth * 0.45),
          homes: { seed, scale: depth * 0.045, count: 26, depth: depth * 0.25, fade: 0.25 },
        },
      }),
    );
  } else {
    const far = hills(defs, w, bottom + 60, {
      baseY: horizon - depth * 0.05,
      amp: depth * 0.45,
      color: mix(c.hillFar, c.skyHaze, 0.4),
      seed: `${seed}f`,
    });
    out.push(far.svg);
    out.push(rect(0, horizon - depth * 0.04, w, depth + 60, mix(c.hillFar, c.skyHaze, 0.15)));
    out.push(skyline(w * 0.3, w * 0.72, horizon + depth * 0.05, depth * 0.07, seed));
    out.push(
      hillsideHomes(
        { svg: "", yAt: () => horizon + depth * 0.3 },
        { seed, x0: 0, x1: w, scale: depth * 0.04, count: 30, depth: depth * 0.35, fade: 0.3 },
      ),
    );
  }
  out.push(treetops(w, bottom - depth * 0.12, depth * 0.09, seed));
  return group(out);
}
