/**
 * Page heroes (1600 x 900): the hillside home, the services building, the LA panorama for the
 * areas page, the crew van for About, the Santa Monica office for Contact and the coating-in-progress
 * close-up for the blog.
 */

import { box, glazing, lantern, tileRoof } from "../building.ts";
import { palette as c } from "../palette.ts";
import {
  agave,
  birds,
  bush,
  cypress,
  hillRanges,
  hillsideHomes,
  ocean,
  palm,
  ridgeFrom,
  sky,
  terrain,
} from "../scenery.ts";
import * as svg from "../svg.ts";
import { headland } from "./backdrop.ts";
import { renderDeck } from "./deckview.ts";
import { apartmentBlock, hillsideHome, projectingSlab } from "./exterior.ts";

export const HERO_SIZE = { width: 1600, height: 900 } as const;
const W = HERO_SIZE.width;
const H = HERO_SIZE.height;

/** Foreground band of shrubs, agaves and flowers along the bottom edge. */
export function foreground(defs: svg.Defs, w: number, y: number, seed: string, size = 1): string {
  const r = svg.rng(`fg:${seed}`);
  const out: string[] = [];
  const grad = defs.linear(
    [
      [0, c.hillNear],
      [1, svg.mix(c.chaparral, c.leafDeep, 0.4)],
    ],
    [0, y - 40, 0, y + 120],
    true,
  );
  out.push(
    terrain(
      [
        [-20, y + 10],
        [w * 0.25, y - 10 * size],
        [w * 0.55, y + 15],
        [w * 0.8, y - 5],
        [w + 20, y + 5],
      ],
      y + 400,
      grad,
    ),
  );
  let x = -30;
  let k = 0;
  while (x < w + 40) {
    const bw = r.range(70, 190) * size;
    const kind = r.next();
    if (kind < 0.22)
      out.push(agave(x + bw / 2, y + r.range(30, 60) * size, r.range(40, 65) * size, `${seed}:a${k}`));
    else
      out.push(
        bush(x + bw / 2, y + r.range(40, 80) * size, bw, r.range(60, 130) * size, `${seed}:b${k}`, {
          ...(kind > 0.7
            ? { flowers: r.pick([c.flowerYellow, c.lavender, c.bougainvillea]), flowerCount: 14 }
            : {}),
          ...(kind > 0.45 && kind <= 0.7
            ? { colors: [c.leafDeep, svg.mix(c.olive, c.leafDark, 0.3), c.olive] as const }
            : {}),
        }),
      );
    x += bw * r.range(0.75, 1.25);
    k++;
  }
  return svg.group(out);
}

function heroHome(): string {
  const defs = svg.createDefs("h");
  const horizon = 430;
  const out: string[] = [sky(defs, W, H, { horizon, sun: [300, 150], clouds: "hero-home", cloudCount: 4 })];
  out.push(ocean(defs, W, horizon, 320, "hero-home"));
  out.push(headland(-20, 460, horizon, 46, svg.mix(c.hillFar, c.skyHaze, 0.5), "hero-home-pv"));
  out.push(birds(560, 210, 9, 4, "hero-home"));
  const farPts: svg.Pt[] = [
    [440, horizon + 1],
    [720, 405],
    [960, 340],
    [1180, 300],
    [1420, 262],
    [1620, 250],
  ];
  const coastFill = defs.linear(
    [
      [0, svg.mix(c.hillFar, c.skyHaze, 0.25)],
      [0.5, svg.mix(c.hillFar, c.hillMid, 0.5)],
      [1, c.hillNear],
    ],
    [0, horizon, 0, H],
    true,
  );
  const coastline = `M-20 780C120 700 300 520 440 ${horizon + 1}`;
  out.push(
    svg.path(
      `${svg.smoothD(farPts, false)}L${W + 20} ${H}L-20 ${H}L-20 780C120 700 300 520 440 ${horizon + 1}Z`,
      coastFill,
    ),
  );
  out.push(svg.path(coastline, "none", { stroke: c.white, "stroke-width": 3, opacity: 0.55 }));
  out.push(
    hillsideHomes(
      ridgeFrom([
        [60, 740],
        [420, 470],
      ]),
      { seed: "hero-home-coast", x0: 120, x1: 420, scale: 7, count: 12, depth: 40, fade: 0.3 },
    ),
  );
  out.push(
    hillsideHomes(ridgeFrom(farPts), {
      seed: "hero-home-far",
      x0: 900,
      x1: 1600,
      scale: 6,
      count: 26,
      depth: 60,
      fade: 0.45,
    }),
  );
  const midPts: svg.Pt[] = [
    [300, 720],
    [560, 590],
    [820, 500],
    [1080, 452],
    [1340, 420],
    [1620, 400],
  ];
  const midFill = defs.linear(
    [
      [0, c.hillMid],
      [1, c.hillNear],
    ],
    [0, 400, 0, 640],
    true,
  );
  out.push(terrain(midPts, H, midFill));
  out.push(
    hillsideHomes(ridgeFrom(midPts), {
      seed: "hero-home-mid",
      x0: 700,
      x1: 1600,
      scale: 9,
      count: 22,
      depth: 70,
      fade: 0.2,
    }),
  );
  out.push(palm(1452, 660, 430, 24, "hero-home-1"));
  out.push(palm(1528, 668, 370, -30, "hero-home-2"));
  out.push(cypress(1372, 650, 230));
  out.push(cypress(1400, 660, 190));
  const pad = defs.linear(
    [
      [0, c.hillNear],
      [1, c.chaparral],
    ],
    [0, 640, 0, 900],
    true,
  );
  out.push(
    terrain(
      [
        [-20, 700],
        [260, 690],
        [540, 652],
        [900, 640],
        [1620, 624],
      ],
      H,
      pad,
    ),
  );
  out.push(bush(1520, 650, 200, 110, "hero-home-hedge"));
  out.push(
    svg.group(hillsideHome(defs, { seed: "hero-home", postLen: 240 }), {
      transform: "translate(640 660) scale(0.85)",
    }),
  );
  out.push(foreground(defs, W, 820, "hero-home"));
  return svg.svgDocument(W, H, defs, out);
}

/** Sky with far and mid hills dotted with homes (shared by several heroes). */
function hillsHorizon(defs: svg.Defs, seed: string, horizon: number, sun: svg.Pt): string {
  // The ridges take their gradient ids before the sky does.
  const ridges = hillRanges(defs, W, H, seed, {
    far: { baseY: horizon + 10, amp: 200, haze: 0.25, homes: { scale: 6, count: 34, depth: 60, fade: 0.45 } },
    mid: { baseY: horizon + 130, amp: 170, homes: { scale: 9, count: 24, depth: 70, fade: 0.2 } },
  });
  return svg.group([sky(defs, W, H, { horizon, sun, clouds: seed, cloudCount: 4 }), ...ridges]);
}

function heroServices(): string {
  const defs = svg.createDefs("h");
  const out: string[] = [hillsHorizon(defs, "hero-services", 470, [1380, 140])];
  out.push(palm(1440, 830, 560, -20, "hero-services-1"));
  out.push(palm(1520, 840, 470, 25, "hero-services-2"));
  out.push(cypress(1330, 820, 260));
  out.push(svg.rect(0, 800, W, 100, c.concreteLight));
  out.push(svg.rect(0, 800, W, 8, c.concretePale));
  out.push(
    svg.group(
      apartmentBlock(defs, {
        seed: "hero-services",
        floors: 3,
        bays: 4,
        bayW: 200,
        color: c.stucco,
        surface: "#c9cdc8",
        rail: { style: "glass", color: c.navy },
        stairX: -449,
        roofDeck: true,
      }),
      { transform: "translate(540 812) scale(0.95)" },
    ),
  );
  const r = svg.rng("hero-services-planters");
  for (let i = 0; i < 5; i++) {
    const x = 600 + i * 150;
    out.push(
      bush(x + 40, 852, 90, 60, `hero-services-p${i}`, {
        flowers: r.pick([c.flowerOrange, c.lavender, c.bougainvillea]),
        flowerCount: 8,
      }),
    );
    out.push(svg.rect(x, 840, 80, 40, c.stuccoWhite));
    out.push(svg.rect(x + 64, 840, 16, 40, c.stuccoWhiteShade));
  }
  out.push(foreground(defs, W, 870, "hero-services", 0.7));
  return svg.svgDocument(W, H, defs, out);
}

/** The crew's cargo van in side elevation, facing right, standing on y. */
function van(x: number, y: number, s: number): string {
  const body = `M${x} ${y - 40 * s}V${y - 230 * s}Q${x} ${y - 250 * s} ${x + 20 * s} ${y - 250 * s}H${x + 400 * s}Q${x + 430 * s} ${y - 250 * s} ${x + 445 * s} ${y - 220 * s}L${x + 500 * s} ${y - 130 * s}Q${x + 540 * s} ${y - 120 * s} ${x + 545 * s} ${y - 90 * s}V${y - 40 * s}Z`;
  const wheel = (wx: number): string =>
    svg.group([
      svg.circle(wx, y - 40 * s, 46 * s, c.black),
      svg.circle(wx, y - 40 * s, 26 * s, "#9aa3aa"),
      svg.circle(wx, y - 40 * s, 10 * s, c.navy),
    ]);
  return svg.group([
    svg.ellipse(x + 270 * s, y, 300 * s, 14 * s, c.navy, { opacity: 0.25 }),
    svg.path(body, c.white),
    svg.path(`M${x} ${y - 120 * s}H${x + 545 * s}V${y - 96 * s}H${x}Z`, c.teal),
    svg.path(`M${x} ${y - 96 * s}H${x + 545 * s}V${y - 86 * s}H${x}Z`, c.navy),
    svg.path(
      `M${x + 410 * s} ${y - 236 * s}H${x + 432 * s}L${x + 478 * s} ${y - 150 * s}H${x + 410 * s}Z`,
      c.windowDark,
    ),
    svg.path(
      `M${x + 416 * s} ${y - 228 * s}L${x + 440 * s} ${y - 228 * s}L${x + 448 * s} ${y - 212 * s}L${x + 420 * s} ${y - 170 * s}Z`,
      c.white,
      { opacity: 0.25 },
    ),
    svg.line(x + 400 * s, y - 240 * s, x + 400 * s, y - 50 * s, c.concreteLight, 2 * s),
    svg.line(x + 300 * s, y - 240 * s, x + 300 * s, y - 50 * s, c.concreteLight, 2 * s),
    // Logo: a wave over a roofline.
    svg.circle(x + 170 * s, y - 180 * s, 38 * s, c.navy),
    svg.path(
      `M${x + 140 * s} ${y - 172 * s}L${x + 170 * s} ${y - 198 * s}L${x + 200 * s} ${y - 172 * s}`,
      "none",
      { stroke: c.white, "stroke-width": 6 * s, "stroke-linejoin": "round" },
    ),
    svg.path(`M${x + 140 * s} ${y - 160 * s}q15 -10 30 0t30 0`, "none", {
      stroke: c.tealLight,
      "stroke-width": 6 * s,
      "stroke-linecap": "round",
    }),
    svg.rect(x + 230 * s, y - 196 * s, 150 * s, 14 * s, c.navy, { rx: 7 * s }),
    svg.rect(x + 230 * s, y - 172 * s, 110 * s, 10 * s, c.teal, { rx: 5 * s }),
    svg.rect(x + 530 * s, y - 90 * s, 18 * s, 14 * s, c.flowerYellow, { rx: 3 * s }),
    svg.rect(x - 6 * s, y - 70 * s, 14 * s, 22 * s, c.terracotta),
    svg.rect(x + 478 * s, y - 176 * s, 10 * s, 22 * s, c.navy),
    // Roof rack with a ladder.
    svg.rect(x + 30 * s, y - 262 * s, 360 * s, 8 * s, c.navyMuted),
    svg.rect(x + 20 * s, y - 278 * s, 380 * s, 10 * s, c.concreteLight),
    ...Array.from({ length: 10 }, (_, i) =>
      svg.rect(x + (30 + i * 38) * s, y - 278 * s, 6 * s, 10 * s, c.concreteDark),
    ),
    wheel(x + 110 * s),
    wheel(x + 440 * s),
  ]);
}

function cone(x: number, y: number, s: number): string {
  return svg.group([
    svg.poly(
      [
        [x - 18 * s, y],
        [x + 18 * s, y],
        [x + 6 * s, y - 60 * s],
        [x - 6 * s, y - 60 * s],
      ],
      "#f07a2a",
    ),
    svg.rect(x - 12 * s, y - 36 * s, 24 * s, 8 * s, c.white),
    svg.rect(x - 24 * s, y - 4 * s, 48 * s, 6 * s, "#d9621b"),
  ]);
}

function heroAbout(): string {
  const defs = svg.createDefs("h");
  const out: string[] = [hillsHorizon(defs, "hero-about", 460, [260, 140])];
  out.push(palm(140, 780, 600, 30, "hero-about-1"));
  out.push(cypress(1480, 760, 300));
  out.push(cypress(1530, 770, 250));
  // Two-storey house with a coated balcony and a tile roof.
  const hx = 420;
  const hy = 760;
  out.push(box(hx, hy - 440, 900, 440, 200, { front: c.stuccoWhite, side: c.stuccoWhiteShade }));
  out.push(tileRoof(defs, hx - 20, hy - 520, 940, 80, 60));
  out.push(glazing(defs, hx + 80, hy - 400, 220, 150, { cols: 2, sill: true }));
  out.push(glazing(defs, hx + 600, hy - 400, 220, 150, { cols: 2, sill: true }));
  out.push(glazing(defs, hx + 360, hy - 420, 180, 190, { cols: 2 }));
  out.push(glazing(defs, hx + 80, hy - 170, 240, 130, { cols: 3, sill: true }));
  out.push(svg.rect(hx + 620, hy - 200, 150, 200, c.teal));
  out.push(lantern(hx + 800, hy - 150, 24));
  out.push(
    projectingSlab(defs, hx + 330, hy - 230, 240, 90, {
      surface: "#c9cdc8",
      edge: c.stuccoWhite,
      thickness: 16,
      rail: { style: "picket", color: c.navy },
    }),
  );
  // Ladder against the balcony.
  out.push(svg.line(hx + 300, hy + 10, hx + 340, hy - 250, c.concreteDark, 8));
  out.push(svg.line(hx + 350, hy + 10, hx + 390, hy - 250, c.concreteDark, 8));
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    out.push(
      svg.line(hx + 300 + 40 * t, hy + 10 - 260 * t, hx + 350 + 40 * t, hy + 10 - 260 * t, c.concreteDark, 5),
    );
  }
  out.push(bush(hx + 40, hy, 160, 110, "hero-about-b1", { flowers: c.bougainvillea, flowerCount: 16 }));
  out.push(bush(hx + 860, hy, 140, 100, "hero-about-b2", { flowers: c.flowerYellow, flowerCount: 10 }));
  // Sidewalk and street.
  out.push(svg.rect(0, hy, W, 40, c.concreteLight));
  out.push(svg.rect(0, hy + 40, W, 10, c.concreteDark));
  out.push(svg.rect(0, hy + 50, W, H - hy - 50, "#5f6470"));
  for (let x = 40; x < W; x += 180) out.push(svg.rect(x, hy + 110, 90, 8, c.white, { opacity: 0.8 }));
  out.push(van(560, hy + 96, 1.25));
  out.push(cone(420, hy + 96, 1));
  out.push(cone(1320, hy + 96, 1));
  // Buckets of coating on the sidewalk.
  for (const [i, bx] of [1360, 1420].entries()) {
    out.push(
      svg.poly(
        [
          [bx - 22, hy + 4],
          [bx + 22, hy + 4],
          [bx + 18, hy + 40],
          [bx - 18, hy + 40],
        ],
        c.white,
      ),
    );
    out.push(svg.rect(bx - 21, hy + 14, 42, 10, i === 0 ? c.teal : c.navy));
  }
  return svg.svgDocument(W, H, defs, out);
}

function heroContact(): string {
  const defs = svg.createDefs("h");
  const horizon = 520;
  const out: string[] = [
    sky(defs, W, H, { horizon, sun: [1350, 120], clouds: "hero-contact", cloudCount: 4 }),
  ];
  out.push(ocean(defs, W, horizon, 200, "hero-contact"));
  out.push(headland(-20, 520, horizon, 70, svg.mix(c.hillFar, c.skyHaze, 0.35), "hero-contact"));
  out.push(palm(170, 820, 620, 30, "hero-contact-1"));
  out.push(palm(260, 830, 520, -20, "hero-contact-2"));
  // Two-storey office building with a storefront, awning and upper balcony.
  const bx = 380;
  const by = 800;
  const bw = 900;
  out.push(
    box(bx, by - 440, bw, 440, 180, {
      front: c.stuccoAlt,
      top: c.stuccoAltShade,
      side: svg.mix(c.stuccoAlt, c.navy, 0.22),
    }),
  );
  out.push(svg.rect(bx - 10, by - 462, bw + 20, 26, c.stuccoWhite));
  out.push(svg.rect(bx - 14, by - 468, bw + 28, 8, c.white));
  out.push(glazing(defs, bx + 60, by - 200, 520, 200, { cols: 4 }));
  out.push(svg.rect(bx + 640, by - 210, 140, 210, c.navy));
  out.push(glazing(defs, bx + 652, by - 200, 116, 200, { cols: 1 }));
  // Awning.
  out.push(
    svg.poly(
      [
        [bx + 40, by - 230],
        [bx + 800, by - 230],
        [bx + 780, by - 190],
        [bx + 20, by - 190],
      ],
      c.teal,
    ),
  );
  for (let x = bx + 20; x < bx + 780; x += 38) out.push(svg.path(`M${x} ${by - 190}q19 14 38 0`, c.teal));
  out.push(svg.rect(bx + 40, by - 234, 760, 6, svg.mix(c.teal, c.white, 0.3)));
  // Sign emblem (no text).
  out.push(svg.rect(bx + 300, by - 330, 300, 56, c.navy, { rx: 10 }));
  out.push(svg.circle(bx + 332, by - 302, 18, c.teal));
  out.push(svg.rect(bx + 362, by - 312, 200, 10, c.white, { rx: 5 }));
  out.push(svg.rect(bx + 362, by - 296, 140, 8, c.tealLight, { rx: 4 }));
  out.push(glazing(defs, bx + 60, by - 410, 160, 120, { cols: 2, sill: true }));
  out.push(glazing(defs, bx + 680, by - 410, 160, 120, { cols: 2, sill: true }));
  // Sidewalk, planters, bench and street lamp.
  out.push(svg.rect(0, by, W, H - by, c.concreteLight));
  for (let x = 0; x < W; x += 160) out.push(svg.line(x, by, x - 60, H, c.concrete, 2));
  for (const px of [bx + 20, bx + 830]) {
    out.push(
      bush(px + 40, by - 50, 110, 90, `hero-contact-pl${px}`, { flowers: c.bougainvillea, flowerCount: 12 }),
    );
    out.push(svg.rect(px, by - 60, 80, 60, c.stuccoWhite));
  }
  out.push(svg.rect(1340, by - 200, 10, 200, c.navy));
  out.push(svg.rect(1322, by - 226, 46, 30, c.navy, { rx: 6 }));
  out.push(svg.rect(1330, by - 220, 30, 18, c.interiorWarm));
  out.push(svg.rect(1400, by - 60, 140, 10, c.woodDark));
  out.push(svg.rect(1400, by - 90, 140, 12, c.wood));
  out.push(svg.rect(1410, by - 50, 8, 50, c.navy));
  out.push(svg.rect(1522, by - 50, 8, 50, c.navy));
  out.push(palm(1480, 880, 600, -24, "hero-contact-3"));
  out.push(foreground(defs, W, 880, "hero-contact", 0.55));
  return svg.svgDocument(W, H, defs, out);
}

function heroBlog(): string {
  return renderDeck(
    {
      seed: "hero-blog",
      size: HERO_SIZE,
      cam: { vp: 0.44, horizon: 0.3, eye: 1.6, focal: 0.7 },
      zFar: 5.6,
      wall: { x: -1.8, color: c.stucco, door: true },
      rightX: 3.4,
      sideRailing: true,
      posts: 5,
      railing: { before: { style: "glass", color: c.navy }, after: { style: "glass", color: c.navy } },
      view: "ocean",
      finish: { kind: "coating", color: c.coatingGrey },
      defects: { cracks: 7, stains: 6, peel: 5, debris: 20 },
      pots: [[2.6, 4.4]],
    },
    "after",
    0.3,
  );
}

/** The hero drawings, by image key. */
export const heroDrawers = {
  "hero-home": heroHome,
  "hero-services": heroServices,
  "hero-about": heroAbout,
  "hero-contact": heroContact,
  "hero-blog": heroBlog,
} satisfies Record<string, () => string>;
