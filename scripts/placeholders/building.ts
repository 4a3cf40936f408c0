/**
 * Architectural pieces for the exterior (elevation + oblique depth) scenes: boxes, windows,
 * sliding doors, railings, tile roofs, planters and deck furniture. Light comes from the upper
 * left, so right-hand side faces are in shade. Depth recedes up and to the right (or left with
 * `dir = -1`) by OBLIQUE per unit of depth.
 */

import { palette as c } from "./palette.ts";
import { bush, agave } from "./scenery.ts";
import { ellipse, group, line, mix, path, poly, rect, rng, type Defs, type Pt } from "./svg.ts";

export const OBLIQUE = { x: 0.5, y: -0.34 } as const;

export function depthOffset(d: number, dir: 1 | -1 = 1): Pt {
  return [d * OBLIQUE.x * dir, d * OBLIQUE.y];
}

export interface BoxFaces {
  front: string;
  top?: string;
  side?: string;
}

/** Front rectangle (x, y, w, h) plus its top and side faces receding by depth d. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  f: BoxFaces,
  dir: 1 | -1 = 1,
): string {
  const [dx, dy] = depthOffset(d, dir);
  const out: string[] = [];
  const sx = dir === 1 ? x + w : x;
  if (f.side)
    out.push(
      poly(
        [
          [sx, y],
          [sx + dx, y + dy],
          [sx + dx, y + h + dy],
          [sx, y + h],
        ],
        f.side,
      ),
    );
  if (f.top)
    out.push(
      poly(
        [
          [x, y],
          [x + w, y],
          [x + w + dx, y + dy],
          [x + dx, y + dy],
        ],
        f.top,
      ),
    );
  out.push(rect(x, y, w, h, f.front));
  return group(out);
}

export interface WindowOptions {
  cols?: number;
  rows?: number;
  frame?: string;
  /** Warm interior light instead of sky reflection. */
  warm?: boolean;
  sill?: boolean;
  /** Recess shadow inside the opening. */
  recess?: boolean;
}

/** A glazed opening with frame, mullions and diagonal sky reflections. */
export function glazing(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  o: WindowOptions = {},
): string {
  const frame = o.frame ?? c.navy;
  const cols = o.cols ?? 1;
  const rows = o.rows ?? 1;
  const fw = Math.max(2, Math.min(w, h) * 0.045);
  const glass = o.warm
    ? defs.linear([
        [0, c.windowDark],
        [0.55, mix(c.windowDark, c.interiorWarm, 0.55)],
        [1, c.interiorWarm],
      ])
    : defs.linear([
        [0, c.glassDeep],
        [0.6, c.glass],
        [1, mix(c.glass, c.white, 0.5)],
      ]);
  const out: string[] = [];
  if (o.recess !== false)
    out.push(rect(x - fw * 0.8, y - fw * 0.8, w + fw * 1.6, h + fw * 1.6, c.navy, { opacity: 0.16 }));
  out.push(rect(x, y, w, h, glass));
  // Two diagonal reflections.
  const sh = (t: number, s: number): Pt[] => [
    [x + w * t, y + h],
    [x + w * (t + s), y + h],
    [x + w * Math.min(1, t + s + 0.35), y],
    [x + w * Math.min(1, t + 0.35), y],
  ];
  if (!o.warm) {
    out.push(poly(sh(0.08, 0.16), c.white, { opacity: 0.28 }));
    out.push(poly(sh(0.3, 0.06), c.white, { opacity: 0.22 }));
  } else {
    out.push(poly(sh(0.1, 0.12), c.white, { opacity: 0.1 }));
  }
  // Frame and mullions.
  out.push(rect(x, y, w, h, "none", { stroke: frame, "stroke-width": fw }));
  for (let i = 1; i < cols; i++)
    out.push(line(x + (w * i) / cols, y, x + (w * i) / cols, y + h, frame, fw * 0.8));
  for (let j = 1; j < rows; j++)
    out.push(line(x, y + (h * j) / rows, x + w, y + (h * j) / rows, frame, fw * 0.8));
  if (o.sill) out.push(rect(x - fw * 2, y + h + fw * 0.5, w + fw * 4, fw * 1.6, c.stuccoWhite));
  return group(out);
}

export interface RailingOptions {
  style: "glass" | "picket" | "cable" | "wood";
  color?: string;
  posts?: number;
  /** Worn out (for "before" scenes): metal rusty, peeling and bent; wood greyed, split and loose. */
  rusty?: boolean;
  seed?: string;
}

/** Weathered grey of old, unpainted wood. */
export const WEATHERED_WOOD = "#9d9384";

/** Colour of a railing's members (a worn wood railing turns silver grey). */
export function railingColour(o: RailingOptions): string {
  const col = o.color ?? (o.style === "wood" ? c.wood : c.navy);
  return o.style === "wood" && o.rusty ? mix(col, WEATHERED_WOOD, 0.65) : col;
}

/** A railing seen front-on, from (x, y) top-left; h is the rail height. */
export function railing(defs: Defs, x: number, y: number, w: number, h: number, o: RailingOptions): string {
  if (o.style === "wood") return woodRailing(x, y, w, h, o);
  const col = railingColour(o);
  const posts = o.posts ?? Math.max(2, Math.round(w / (h * 1.6)) + 1);
  const pw = Math.max(2, h * 0.06);
  const out: string[] = [];
  const r = rng(`railing:${o.seed ?? ""}`);
  if (o.style === "glass") {
    const g = defs.linear(
      [
        [0, c.glass, 0.42],
        [1, c.glassDeep, 0.22],
      ],
      [0, 0, 1, 1],
    );
    out.push(rect(x, y + h * 0.06, w, h * 0.9, g));
    for (let i = 0; i < posts - 1; i++) {
      const px = x + (w * i) / (posts - 1);
      const seg = w / (posts - 1);
      out.push(
        poly(
          [
            [px + seg * 0.15, y + h * 0.96],
            [px + seg * 0.3, y + h * 0.96],
            [px + seg * 0.5, y + h * 0.1],
            [px + seg * 0.35, y + h * 0.1],
          ],
          c.white,
          { opacity: 0.35 },
        ),
      );
    }
  } else if (o.style === "picket") {
    const spacing = h * 0.14;
    const count = Math.floor(w / spacing);
    const pk = Math.max(1.2, h * 0.025);
    for (let i = 1; i < count; i++) {
      const px = x + i * spacing;
      const bent = o.rusty && r.chance(0.08) ? r.range(-h * 0.12, h * 0.12) : 0;
      const pcol = o.rusty ? mix(col, c.rust, r.range(0, 0.22)) : col;
      out.push(
        `<path d="M${px.toFixed(1)} ${(y + h).toFixed(1)}Q${(px + bent).toFixed(1)} ${(y + h * 0.5).toFixed(1)} ${px.toFixed(1)} ${y.toFixed(1)}" stroke="${pcol}" stroke-width="${pk.toFixed(2)}" fill="none"/>`,
      );
    }
    out.push(rect(x, y + h * 0.88, w, pw * 0.8, col));
  } else {
    for (let k = 1; k < 6; k++)
      out.push(line(x, y + (h * k) / 6, x + w, y + (h * k) / 6, c.concreteDark, Math.max(1, h * 0.012)));
  }
  for (let i = 0; i < posts; i++) {
    const px = x + (w * i) / (posts - 1) - pw / 2;
    out.push(rect(px, y, pw, h, o.rusty ? mix(col, c.rust, 0.12) : col));
  }
  out.push(
    rect(x - pw * 0.3, y - pw * 0.3, w + pw * 0.6, pw * 1.1, o.rusty ? mix(col, c.rust, 0.3) : col, {
      rx: pw * 0.3,
    }),
  );
  if (o.rusty) {
    // Rust blooms, flaking paint and streaks.
    for (let i = 0; i < Math.round(w / (h * 0.1)); i++) {
      const onRail = r.chance(0.35);
      const rx = x + r.range(0, w);
      const ry = onRail ? y - pw * 0.3 : y + r.range(0, h * 0.9);
      const col2 = r.chance(0.75) ? r.pick([c.rust, c.rustLight]) : "#b9b2a6";
      const sw = onRail ? r.range(pw * 0.6, pw * 2) : r.range(pw * 0.25, pw * 0.45);
      const sh = onRail ? pw * 0.7 : r.range(pw * 0.8, pw * 3);
      out.push(rect(rx, ry, sw, sh, col2, { opacity: 0.85, rx: Math.min(sw, sh) * 0.4 }));
    }
    out.push(rect(x, y + h * 0.86, w, pw * 1.2, c.rust, { opacity: 0.35 }));
  }
  return group(out);
}

/** Wooden post-and-baluster railing with a wide cap; worn: grey, split, a loose and a missing baluster. */
function woodRailing(x: number, y: number, w: number, h: number, o: RailingOptions): string {
  const col = railingColour(o);
  const shade = mix(col, c.navy, 0.3);
  const posts = o.posts ?? Math.max(2, Math.round(w / (h * 1.6)) + 1);
  const r = rng(`woodrail:${o.seed ?? ""}`);
  const bw = Math.max(1.5, h * 0.05);
  const pw = Math.max(3, h * 0.1);
  const out: string[] = [];
  const spacing = h * 0.15;
  for (let px = x + spacing; px < x + w - spacing * 0.5; px += spacing) {
    if (o.rusty && r.chance(0.05)) continue;
    const lean = o.rusty && r.chance(0.08) ? r.range(-h * 0.08, h * 0.08) : 0;
    out.push(
      poly(
        [
          [px, y + h * 0.1],
          [px + bw, y + h * 0.1],
          [px + bw + lean, y + h * 0.9],
          [px + lean, y + h * 0.9],
        ],
        col,
      ),
    );
    out.push(rect(px + bw * 0.65, y + h * 0.1, bw * 0.35, h * 0.8, shade, { opacity: 0.5 }));
  }
  out.push(rect(x, y + h * 0.84, w, pw * 0.55, col));
  out.push(rect(x, y + h * 0.84 + pw * 0.4, w, pw * 0.15, shade, { opacity: 0.6 }));
  for (let i = 0; i < posts; i++) {
    const px = x + (w * i) / (posts - 1) - pw / 2;
    out.push(rect(px, y, pw, h, col));
    out.push(rect(px + pw * 0.68, y, pw * 0.32, h, shade, { opacity: 0.55 }));
  }
  out.push(rect(x - pw * 0.5, y - pw * 0.35, w + pw, pw * 0.7, mix(col, c.white, 0.12)));
  out.push(rect(x - pw * 0.5, y + pw * 0.2, w + pw, pw * 0.15, shade, { opacity: 0.7 }));
  if (o.rusty) {
    // Splits along the cap and the posts, dark rot at the post feet.
    const splits: string[] = [];
    for (let i = 0; i < Math.round(w / (h * 0.5)); i++) {
      const sx = x + r.range(0, w * 0.92);
      const len = r.range(h * 0.15, h * 0.5);
      splits.push(`M${sx.toFixed(1)} ${(y - pw * 0.05).toFixed(1)}h${len.toFixed(1)}`);
    }
    for (let i = 0; i < posts; i++) {
      const px = x + (w * i) / (posts - 1);
      splits.push(
        `M${(px - pw * 0.1).toFixed(1)} ${(y + h * 0.2).toFixed(1)}v${(h * r.range(0.2, 0.5)).toFixed(1)}`,
      );
      out.push(rect(px - pw / 2, y + h * 0.82, pw, h * 0.18, c.stain, { opacity: 0.45 }));
    }
    out.push(
      path(splits.join(""), "none", {
        stroke: mix(c.stain, c.navy, 0.4),
        "stroke-width": Math.max(1, h * 0.012),
      }),
    );
  }
  return group(out);
}

/** A barrel-tile roof band (front view of a hipped roof): trapezoid with tile ribs and a scalloped eave. */
export function tileRoof(defs: Defs, x: number, y: number, w: number, h: number, inset: number): string {
  const grad = defs.linear([
    [0, c.terracottaDark],
    [1, c.terracotta],
  ]);
  const shape: Pt[] = [
    [x + inset, y],
    [x + w - inset, y],
    [x + w, y + h],
    [x, y + h],
  ];
  const ribs: string[] = [];
  const step = Math.max(6, h * 0.22);
  for (let px = x + step / 2; px < x + w; px += step) {
    const t = (px - x) / w;
    const topX = x + inset + (w - 2 * inset) * t;
    ribs.push(`M${topX.toFixed(1)} ${y.toFixed(1)}L${px.toFixed(1)} ${(y + h).toFixed(1)}`);
  }
  const eave: string[] = [];
  for (let px = x; px < x + w - 1; px += step) {
    eave.push(ellipse(px + step / 2, y + h, step * 0.5, step * 0.28, c.terracottaLight));
  }
  return group([
    poly(shape, grad),
    path(ribs.join(""), "none", {
      stroke: c.terracottaLight,
      "stroke-width": Math.max(1, step * 0.22),
      opacity: 0.55,
    }),
    ...eave,
    rect(x, y + h + step * 0.2, w, step * 0.45, c.navy, { opacity: 0.18 }),
  ]);
}

/** A rectangular planter box with foliage; `state` "tired" gives stains and wilted plants. */
export function planterBox(
  x: number,
  y: number,
  w: number,
  h: number,
  seed: string,
  o: { body?: string; shade?: string; flowers?: string; tired?: boolean; succulents?: boolean } = {},
): string {
  const body = o.body ?? c.stuccoWhite;
  const shade = o.shade ?? c.stuccoWhiteShade;
  const out: string[] = [];
  const plantH = h * 1.1;
  const colors: readonly [string, string, string] = o.tired
    ? ["#6b7041", "#8a8a52", "#a7a066"]
    : [c.leafDark, c.leaf, c.leafLight];
  out.push(
    bush(x + w * 0.5, y + h * 0.1, w * 0.95, plantH, `${seed}:b`, {
      colors,
      ...(o.flowers && !o.tired ? { flowers: o.flowers } : {}),
    }),
  );
  if (o.succulents) {
    out.push(agave(x + w * 0.22, y + h * 0.05, h * 0.55, `${seed}:a1`));
    out.push(agave(x + w * 0.8, y + h * 0.05, h * 0.45, `${seed}:a2`));
  }
  out.push(rect(x, y, w, h, body));
  out.push(rect(x + w * 0.82, y, w * 0.18, h, shade));
  out.push(rect(x - h * 0.04, y - h * 0.06, w + h * 0.08, h * 0.1, mix(body, c.white, 0.4)));
  return group(out);
}

/**
 * The two lounge-chair models, in fractions of the chair's length (x from its back end, y up from
 * the ground): two legs, the seat with its raised back rest, and the strip along the seat's edge.
 */
const LOUNGERS = {
  deck: {
    legs: [
      [0.1, 0.2],
      [0.9, 0.8],
    ],
    legHeight: 0.18,
    legWidth: 0.035,
    seat: [
      [0.05, 0.2],
      [0.7, 0.2],
      [0.98, 0.5],
      [0.92, 0.53],
      [0.66, 0.27],
      [0.05, 0.27],
    ],
    edge: [
      [0.05, 0.2],
      [0.7, 0.2],
      [0.7, 0.17],
      [0.05, 0.17],
    ],
  },
  pool: {
    legs: [
      [0.1, 0.18],
      [0.88, 0.8],
    ],
    legHeight: 0.16,
    legWidth: 0.03,
    seat: [
      [0.04, 0.18],
      [0.68, 0.18],
      [0.96, 0.46],
      [0.9, 0.5],
      [0.64, 0.25],
      [0.04, 0.25],
    ],
    edge: [
      [0.04, 0.18],
      [0.68, 0.18],
      [0.68, 0.15],
      [0.04, 0.15],
    ],
  },
} as const satisfies Record<
  string,
  { legs: readonly Pt[]; legHeight: number; legWidth: number; seat: readonly Pt[]; edge: readonly Pt[] }
>;

/**
 * White lounge chair in side elevation (facing left), standing on y: the deck chair, whose seat
 * edge is shadowed, or with `pool` the slimmer pool chair with a coloured stripe along its seat.
 */
export function lounger(x: number, y: number, s: number, pool?: { stripe: string }): string {
  const m = pool ? LOUNGERS.pool : LOUNGERS.deck;
  const place = (pts: readonly Pt[]): Pt[] => pts.map(([px, py]) => [x + s * px, y - s * py]);
  return group([
    ...m.legs.map(([foot, top]) =>
      line(x + s * foot, y, x + s * top, y - s * m.legHeight, c.navy, s * m.legWidth),
    ),
    poly(place(m.seat), c.white),
    pool ? poly(place(m.edge), pool.stripe) : poly(place(m.edge), c.navy, { opacity: 0.25 }),
  ]);
}

/** Market umbrella (teal canopy) standing on y. */
export function umbrella(x: number, y: number, s: number, color: string = c.teal): string {
  return group([
    line(x, y, x, y - s, c.navy, s * 0.022),
    path(`M${x - s * 0.5} ${y - s * 0.78}Q${x} ${y - s * 1.12} ${x + s * 0.5} ${y - s * 0.78}Z`, color),
    path(
      `M${x - s * 0.5} ${y - s * 0.78}Q${x - s * 0.25} ${y - s * 0.72} ${x} ${y - s * 0.78}Q${x + s * 0.25} ${y - s * 0.72} ${x + s * 0.5} ${y - s * 0.78}`,
      mix(color, c.navy, 0.35),
    ),
    rect(x - s * 0.2, y - s * 0.01, s * 0.4, s * 0.02, c.navy),
  ]);
}

/** Bistro table with two chairs, standing on y. */
export function bistroSet(x: number, y: number, s: number): string {
  const chair = (cx: number, flip: number): string =>
    group([
      line(cx, y, cx, y - s * 0.45, c.navy, s * 0.03),
      line(cx + flip * s * 0.22, y, cx + flip * s * 0.22, y - s * 0.25, c.navy, s * 0.03),
      rect(Math.min(cx, cx + flip * s * 0.22), y - s * 0.27, s * 0.22, s * 0.04, c.navy),
    ]);
  return group([
    chair(x - s * 0.45, 1),
    chair(x + s * 0.45, -1),
    line(x, y, x, y - s * 0.38, c.navy, s * 0.035),
    ellipse(x, y - s * 0.4, s * 0.24, s * 0.04, c.navyLight),
    ellipse(x, y, s * 0.12, s * 0.02, c.navy),
  ]);
}

/** Exterior wall lantern. */
export function lantern(x: number, y: number, s: number): string {
  return group([
    rect(x - s * 0.3, y - s * 0.5, s * 0.6, s, c.navy, { rx: s * 0.1 }),
    rect(x - s * 0.18, y - s * 0.35, s * 0.36, s * 0.6, c.interiorWarm),
  ]);
}
