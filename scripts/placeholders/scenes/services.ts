/**
 * Service cards (1200 x 800): one illustration per service, reusing the shared builders with
 * their own framing, plus the interior floor-leveling scene and the roof deck.
 */

import { box, depthOffset, glazing, lounger, planterBox, railing, umbrella } from "../building.ts";
import { palette as c } from "../palette.ts";
import {
  crack,
  floorPlane,
  frontWall,
  makeCamera,
  project,
  quad,
  scale,
  sideWall,
  speckle,
} from "../perspective.ts";
import { bush, hillRanges, hillsideHomes, ocean, palm, sky, terrain } from "../scenery.ts";
import * as svg from "../svg.ts";
import { skyline } from "./backdrop.ts";
import { apartmentBlock, exteriorStair, hillsideHome } from "./exterior.ts";
import { poolScene } from "./pool.ts";
import { belowGrade, betweenSlab, planterCutaway } from "./sections.ts";

export const SERVICE_SIZE = { width: 1200, height: 800 } as const;

const W = SERVICE_SIZE.width;
const H = SERVICE_SIZE.height;

/** Sky, distant hills with homes and a near slope: the common backdrop of the exterior cards. */
function hillBackdrop(defs: svg.Defs, seed: string, horizon: number, sunX: number): string {
  const out: string[] = [
    sky(defs, W, H, { horizon, sun: [W * sunX, horizon * 0.3], clouds: seed, cloudCount: 3 }),
  ];
  const ridges = hillRanges(defs, W, H, seed, {
    far: { baseY: horizon + 20, amp: 170, haze: 0.2, homes: { scale: 5, count: 24, depth: 50, fade: 0.45 } },
    mid: { baseY: horizon + 120, amp: 150, homes: { scale: 8, count: 16, depth: 60, fade: 0.2 } },
  });
  return svg.group([...out, ...ridges]);
}

function deckCard(): string {
  const defs = svg.createDefs("k");
  const out: string[] = [hillBackdrop(defs, "svc-deck", 330, 0.85)];
  out.push(palm(160, 560, 480, 20, "svc-deck-1"));
  out.push(palm(250, 580, 400, -20, "svc-deck-2"));
  out.push(
    terrain(
      [
        [-20, 560],
        [400, 540],
        [800, 520],
        [1220, 500],
      ],
      H,
      c.hillNear,
    ),
  );
  out.push(
    svg.group(
      hillsideHome(defs, {
        seed: "svc-deck",
        postLen: 260,
        deckColor: svg.mix(c.coatingTan, c.coatingGrey, 0.4),
        lowerColor: c.stucco,
        upperColor: c.stuccoWhite,
      }),
      {
        transform: "translate(1010 560) scale(-1.02 1.02)",
      },
    ),
  );
  out.push(bush(180, 820, 420, 170, "svc-deck-fg1"));
  out.push(bush(1040, 830, 380, 150, "svc-deck-fg2", { flowers: c.flowerYellow, flowerCount: 20 }));
  return svg.svgDocument(W, H, defs, out);
}

function balconyCard(): string {
  const defs = svg.createDefs("k");
  const out: string[] = [hillBackdrop(defs, "svc-balcony", 420, 0.15)];
  out.push(palm(1130, 820, 620, -30, "svc-balcony-1"));
  out.push(
    svg.group(
      apartmentBlock(defs, {
        seed: "svc-balcony",
        floors: 3,
        bays: 3,
        color: c.stuccoAlt,
        surface: "#c9cdc8",
        rail: { style: "glass", color: c.navy },
      }),
      {
        transform: "translate(60 1055) scale(1.5)",
      },
    ),
  );
  return svg.svgDocument(W, H, defs, out);
}

function poolCard(): string {
  return poolScene(
    {
      seed: "svc-pool",
      size: SERVICE_SIZE,
      cam: { vp: 0.45, horizon: 0.3, eye: 1.8, focal: 0.75 },
      pool: { x0: -1.6, x1: 2.4, z0: 4.6, z1: 11 },
      finish: c.coatingSand,
      wall: c.stuccoWhite,
      view: "ocean",
      sunX: 0.15,
      algaeSide: "left",
      loungerX: -1.8,
      pot: [1.9, 3.4],
      umbrella: true,
    },
    "after",
  );
}

function stairsCard(): string {
  const defs = svg.createDefs("k");
  const out: string[] = [
    sky(defs, W, H, { horizon: 300, sun: [W * 0.9, 80], clouds: "svc-stairs", cloudCount: 2 }),
  ];
  out.push(palm(1120, 760, 560, -20, "svc-stairs-1"));
  // Facade behind the stair.
  out.push(svg.rect(-10, 110, 1010, 690, c.stucco));
  out.push(svg.rect(-10, 110, 1010, 690, c.navy, { opacity: 0.04 }));
  out.push(
    svg.poly(
      [
        [1000, 110],
        [1080, 56],
        [1080, 720],
        [1000, 800],
      ],
      svg.mix(c.stucco, c.navy, 0.22),
    ),
  );
  out.push(svg.rect(-20, 92, 1040, 22, c.terracotta));
  out.push(glazing(defs, 120, 190, 180, 150, { cols: 2, sill: true }));
  out.push(glazing(defs, 120, 520, 180, 120, { cols: 2, sill: true }));
  // Door on the landing.
  out.push(svg.rect(800, 200, 130, 250, c.teal));
  out.push(svg.rect(812, 212, 106, 110, c.tealLight, { opacity: 0.5 }));
  out.push(svg.ellipse(905, 340, 6, 6, c.flowerYellow));
  out.push(
    svg.group(
      exteriorStair(0, 220, {
        tread: "#cfd1cc",
        wall: c.stuccoWhite,
        rail: { style: "picket", color: c.navy },
        nosing: c.teal,
      }),
      {
        transform: "translate(130 790) scale(1.7)",
      },
    ),
  );
  out.push(svg.rect(0, 770, W, 30, c.concreteLight));
  out.push(bush(90, 790, 200, 120, "svc-stairs-b1", { flowers: c.lavender, flowerCount: 12 }));
  out.push(bush(1000, 800, 260, 140, "svc-stairs-b2", { flowers: c.bougainvillea, flowerCount: 20 }));
  return svg.svgDocument(W, H, defs, out);
}

function roofDeckCard(): string {
  const defs = svg.createDefs("k");
  const horizon = 300;
  const out: string[] = [sky(defs, W, H, { horizon, sun: [W * 0.2, 90], clouds: "svc-roof", cloudCount: 3 })];
  out.push(ocean(defs, W, horizon, 120, "svc-roof", W * 0.55));
  out.push(
    terrain(
      [
        [-20, horizon - 40],
        [300, horizon - 70],
        [660, horizon + 2],
      ],
      horizon + 140,
      svg.mix(c.hillFar, c.skyHaze, 0.3),
    ),
  );
  out.push(svg.rect(0, horizon + 60, W, 120, svg.mix(c.hillFar, c.skyHaze, 0.1)));
  out.push(skyline(40, 620, horizon + 70, 22, "svc-roof"));
  out.push(
    hillsideHomes(
      { svg: "", yAt: () => horizon + 120 },
      { seed: "svc-roof", x0: 0, x1: W, scale: 9, count: 40, depth: 60, fade: 0.25 },
    ),
  );
  // Building: roof 1000 wide, 640 deep.
  const x0 = 20;
  const bw = 860;
  const top = 560;
  const depth = 560;
  const [dx, dy] = depthOffset(depth);
  const surface = defs.linear(
    [
      [0, svg.mix("#c8ccc6", c.white, 0.35)],
      [1, "#c3c7c1"],
    ],
    [0, 0, 0, 1],
  );
  out.push(
    box(x0, top, bw, H - top + 10, depth, { front: c.stuccoWhite, top: surface, side: c.stuccoWhiteShade }),
  );
  const speck = svg.rng("svc-roof-speck");
  const dots: string[] = [];
  for (let i = 0; i < 260; i++) {
    const t = speck.next();
    const u = speck.next();
    dots.push(
      svg.ellipse(
        x0 + bw * u + dx * t,
        top + dy * t,
        1.4,
        0.8,
        speck.chance(0.5) ? c.white : c.concreteDark,
        {
          opacity: 0.5,
        },
      ),
    );
  }
  out.push(svg.group(dots));
  // Back and left parapets (inner faces), penthouse stair box.
  const ph = 46;
  out.push(svg.rect(x0 + dx, top + dy - ph, bw, ph, svg.mix(c.stuccoWhite, c.navy, 0.06)));
  out.push(
    svg.poly(
      [
        [x0, top],
        [x0 + dx, top + dy],
        [x0 + dx, top + dy - ph],
        [x0, top - ph],
      ],
      svg.mix(c.stuccoWhite, c.white, 0.3),
    ),
  );
  out.push(
    box(x0 + bw - 180 + dx * 0.55, top + dy * 0.55 - 150, 170, 150, 160, {
      front: c.stucco,
      top: c.stuccoLight,
      side: c.stuccoShade,
    }),
  );
  out.push(svg.rect(x0 + bw - 140 + dx * 0.55, top + dy * 0.55 - 120, 70, 120, c.teal));
  // Pergola, loungers, planters, umbrella.
  const P = (u: number, t: number): svg.Pt => [x0 + bw * u + dx * t, top + dy * t];
  const [ax, ay] = P(0.12, 0.55);
  for (const [px, py] of [
    [ax, ay],
    [ax + 300, ay],
  ] as const) {
    out.push(svg.rect(px - 5, py - 190, 10, 190, c.navy));
  }
  for (let i = 0; i < 9; i++) out.push(svg.rect(ax - 20 + i * 40, ay - 200, 14, 14, c.wood));
  out.push(svg.rect(ax - 30, ay - 196, 360, 10, c.woodDark));
  out.push(
    bush(P(0.06, 0.8)[0], P(0.06, 0.8)[1], 120, 90, "svc-roof-p1", {
      flowers: c.bougainvillea,
      flowerCount: 14,
    }),
  );
  out.push(lounger(P(0.18, 0.35)[0], P(0.18, 0.35)[1], 150));
  out.push(lounger(P(0.38, 0.35)[0], P(0.38, 0.35)[1], 150));
  out.push(umbrella(P(0.64, 0.4)[0], P(0.64, 0.4)[1], 220));
  out.push(
    planterBox(P(0.78, 0.15)[0], P(0.78, 0.15)[1] - 44, 130, 44, "svc-roof-pl", { flowers: c.flowerOrange }),
  );
  out.push(
    planterBox(P(0.05, 0.12)[0], P(0.05, 0.12)[1] - 44, 130, 44, "svc-roof-pl2", { flowers: c.lavender }),
  );
  // Front parapet with glass railing and right parapet top.
  out.push(
    svg.poly(
      [
        [x0 + bw, top],
        [x0 + bw + dx, top + dy],
        [x0 + bw + dx, top + dy - ph],
        [x0 + bw, top - ph],
      ],
      c.stuccoWhiteShade,
    ),
  );
  out.push(
    svg.poly(
      [
        [x0 + bw, top - ph],
        [x0 + bw + dx, top + dy - ph],
        [x0 + bw + dx - 12, top + dy - ph],
        [x0 + bw - 12, top - ph],
      ],
      c.white,
    ),
  );
  out.push(svg.rect(x0, top - ph, bw, ph + 2, c.stuccoWhite));
  out.push(svg.rect(x0 - 6, top - ph - 8, bw + 12, 10, c.white));
  out.push(railing(defs, x0, top - ph - 90, bw, 90, { style: "glass", color: c.navy, posts: 8 }));
  for (let i = 0; i < 3; i++)
    out.push(glazing(defs, x0 + 80 + i * 270, top + 60, 180, 140, { cols: 2, sill: true }));
  return svg.svgDocument(W, H, defs, out);
}

/** Interior room with a freshly self-levelled floor meeting the old slab at a wavy pour line. */
function floorLevelingCard(): string {
  const defs = svg.createDefs("k");
  const cam = makeCamera(W, H, { vp: 0.52, horizon: 0.36, eye: 1.6, focal: 0.62 });
  const back = 10;
  const xl = -3.4;
  const xr = 3.4;
  const ceil = 3.3;
  const out: string[] = [];
  const wallCol = c.stuccoWhite;
  // Back wall, side walls and ceiling.
  out.push(svg.poly(quad(cam, frontWall(back), xl, xr, 0, ceil), svg.mix(wallCol, c.navy, 0.04)));
  out.push(svg.poly(quad(cam, sideWall(xl), 0.3, back, 0, ceil), svg.mix(wallCol, c.interiorWarm, 0.25)));
  out.push(svg.poly(quad(cam, sideWall(xr), 0.3, back, 0, ceil), svg.mix(wallCol, c.navy, 0.1)));
  out.push(svg.poly(quad(cam, floorPlane(ceil), xl, xr, 0.3, back), svg.mix(wallCol, c.navy, 0.14)));
  // Ceiling light strips.
  for (const x of [-1.6, 0, 1.6])
    out.push(svg.poly(quad(cam, floorPlane(ceil - 0.01), x - 0.08, x + 0.08, 2, back - 1), c.white));
  // Windows on the left wall and a roll-up door on the back wall.
  const windows: [number, number][] = [
    [2.2, 3.6],
    [5.2, 6.6],
  ];
  const glass = defs.linear(
    [
      [0, c.skyMid],
      [1, svg.mix(c.skyHaze, c.white, 0.3)],
    ],
    [0, 0, 0, 1],
  );
  for (const [z0, z1] of windows) {
    out.push(svg.poly(quad(cam, sideWall(xl), z0 - 0.08, z1 + 0.08, 0.82, 2.58), c.navy));
    out.push(svg.poly(quad(cam, sideWall(xl), z0, z1, 0.9, 2.5), glass));
  }
  out.push(svg.poly(quad(cam, frontWall(back), -1.6, 1.6, 0, 2.8), c.concreteLight));
  for (let y = 0.2; y < 2.8; y += 0.2)
    out.push(
      svg.path(svg.polyD([project(cam, [-1.6, y, back]), project(cam, [1.6, y, back])], false), "none", {
        stroke: c.concreteDark,
        "stroke-width": 1.5,
        opacity: 0.6,
      }),
    );
  // Old slab (near) and fresh self-levelling compound (far).
  const floor = floorPlane(0);
  out.push(svg.poly(quad(cam, floor, xl, xr, 0.3, back), "#a9a59c"));
  const r = svg.rng("svc-floor");
  out.push(
    speckle(cam, floor, r, {
      u0: xl,
      u1: xr,
      v0: 1.5,
      v1: 5,
      count: 500,
      size: 0.01,
      colors: ["#8f8a80", "#c2bdb2", "#7a766d"],
      opacity: 0.8,
    }),
  );
  for (let i = 0; i < 5; i++)
    out.push(
      crack(cam, floor, r, {
        u: r.range(xl + 0.4, xr - 0.4),
        v: r.range(2, 4.2),
        len: r.range(0.8, 1.6),
        angle: r.range(-0.5, 0.5),
        width: 0.01,
        branches: 2,
      }),
    );
  for (let i = 0; i < 3; i++) {
    const x = r.range(xl + 0.5, xr - 0.5);
    const z = r.range(2.2, 4);
    out.push(
      svg.poly(quad(cam, floorPlane(0.001), x, x + r.range(0.4, 0.9), z, z + r.range(0.3, 0.6)), "#c4bfb4"),
    );
  }
  const edge: svg.Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const x = xl + ((xr - xl) * i) / 24;
    edge.push([x, 4.6 + Math.sin(i * 0.9) * 0.18 + Math.sin(i * 2.3) * 0.08]);
  }
  const pour = [
    ...edge.map(([x, z]) => project(cam, [x, 0.005, z])),
    project(cam, [xr, 0.005, back]),
    project(cam, [xl, 0.005, back]),
  ];
  const fresh = defs.linear(
    [
      [0, "#e6e8e6"],
      [1, "#c4c9c8"],
    ],
    [0, project(cam, [0, 0, back])[1], 0, project(cam, [0, 0, 4.6])[1]],
    true,
  );
  out.push(
    svg.path(
      svg.smoothD(pour.slice(0, edge.length), false) +
        `L${pour
          .slice(edge.length)
          .map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`)
          .join("L")}Z`,
      fresh,
    ),
  );
  out.push(
    svg.path(svg.smoothD(pour.slice(0, edge.length), false), "none", {
      stroke: c.white,
      "stroke-width": 3,
      opacity: 0.8,
    }),
  );
  // Reflections of the windows and the door in the glossy pour.
  for (const [z0, z1] of windows) {
    out.push(
      svg.poly(
        [
          project(cam, [xl, -0.9, Math.max(z0, 4.8)]),
          project(cam, [xl, -0.9, z1]),
          project(cam, [xl + 1.2, 0.004, z1]),
          project(cam, [xl + 1.2, 0.004, Math.max(z0, 4.8)]),
        ],
        c.white,
        { opacity: 0.18 },
      ),
    );
  }
  out.push(svg.poly(quad(cam, floorPlane(0.006), -1.4, 1.4, 7.4, back), c.white, { opacity: 0.16 }));
  // Tools: gauge rake lying at the edge, spiked roller on a pole, mixing bucket and bags.
  const [gx, gy] = project(cam, [-0.8, 0.02, 4.3]);
  const gs = scale(cam, 4.3);
  out.push(svg.rect(gx - gs * 0.3, gy - gs * 0.03, gs * 0.6, gs * 0.05, c.navy));
  out.push(
    svg.line(gx, gy - gs * 0.02, gx - gs * 0.9, gy + gs * 0.55, c.teal, gs * 0.03, {
      "stroke-linecap": "round",
    }),
  );
  const [sx, sy] = project(cam, [1.1, 0.06, 4.0]);
  const ss = scale(cam, 4.0);
  out.push(svg.rect(sx - ss * 0.25, sy - ss * 0.08, ss * 0.5, ss * 0.1, "#e67e22", { rx: ss * 0.03 }));
  for (let i = 0; i < 9; i++)
    out.push(
      svg.line(
        sx - ss * 0.23 + i * ss * 0.057,
        sy - ss * 0.08,
        sx - ss * 0.23 + i * ss * 0.057,
        sy - ss * 0.12,
        c.navy,
        2,
      ),
    );
  out.push(svg.line(sx, sy - ss * 0.08, sx + ss * 0.7, sy + ss * 0.8, c.navy, ss * 0.025));
  const [bx, by] = project(cam, [2.0, 0, 3.3]);
  const bs = scale(cam, 3.3);
  out.push(svg.ellipse(bx, by, bs * 0.25, bs * 0.06, c.navy, { opacity: 0.2 }));
  out.push(svg.vessel(bx, by, bs, { top: 0.18, bottom: 0.15, height: 0.42 }, c.white));
  out.push(svg.rect(bx - bs * 0.175, by - bs * 0.3, bs * 0.35, bs * 0.1, c.teal));
  out.push(svg.ellipse(bx, by - bs * 0.42, bs * 0.18, bs * 0.05, "#d5d8d6"));
  for (let i = 0; i < 3; i++) {
    const [qx, qy] = project(cam, [2.7, i * 0.14, 6.4]);
    const qs = scale(cam, 6.4);
    out.push(
      svg.rect(qx - qs * 0.35, qy - qs * 0.14, qs * 0.7, qs * 0.14, i % 2 === 0 ? "#e9e1cf" : "#ddd3bd", {
        rx: qs * 0.03,
      }),
    );
  }
  return svg.svgDocument(W, H, defs, out);
}

/** The service card drawings, by image key. */
export const serviceDrawers = {
  deck: deckCard,
  balcony: balconyCard,
  planter: () => planterCutaway(W, H),
  "pool-deck": poolCard,
  stairs: stairsCard,
  "roof-deck": roofDeckCard,
  "floor-leveling": floorLevelingCard,
  "below-grade": () => belowGrade(W, H),
  "between-slab": () => betweenSlab(W, H),
} satisfies Record<string, () => string>;
