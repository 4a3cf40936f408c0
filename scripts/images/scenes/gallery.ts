/**
 * Gallery before/after close-ups. Each category has two variants (different framing, colours and
 * details). "Before" and "after" share every parameter and random stream for the geometry, so an
 * after image is the same framing as its before with the surface repaired.
 */

import { type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import {
  blobD,
  crack,
  floorPlane,
  frontWall,
  makeCamera,
  project,
  quad,
  scale,
  sideWall,
  speckle,
  type Camera,
  type Plane,
} from "../perspective.ts";
import { agave, bush } from "../scenery.ts";
import { createDefs, group, mix, path, poly, rect, rng, svgDocument, type Defs, type Rng } from "../svg.ts";
import { backdrop } from "./backdrop.ts";
import { GRIME, lathPattern, renderDeck, type DeckScene, type State } from "./deckview.ts";
import { poolScene, type PoolOptions } from "./pool.ts";

export const GALLERY_SIZE = { width: 1200, height: 900 } as const;
export const GALLERY_SLUGS = [
  "deck-coating",
  "deck-drains",
  "merkote-deck-coating",
  "new-railing",
  "pool-coatings",
  "planters",
  "stucco",
  "tiles",
] as const;
export type GallerySlug = (typeof GALLERY_SLUGS)[number];
export type { State };
export type Variant = 1 | 2;

const W = GALLERY_SIZE.width;
const H = GALLERY_SIZE.height;

const glassRail: RailingOptions = { style: "glass", color: c.navy };
const navyPickets: RailingOptions = { style: "picket", color: c.navy };
const rustyPickets: RailingOptions = { style: "picket", color: "#34363a", rusty: true };

function deckScene(slug: GallerySlug, v: Variant): DeckScene | null {
  const seed = `${slug}-${v}`;
  const one = v === 1;
  switch (slug) {
    case "deck-coating":
      return one
        ? {
            seed,
            cam: { vp: 0.5, horizon: 0.3, eye: 1.6 },
            zFar: 6,
            wall: { x: -1.6, color: c.stucco, door: true },
            rightX: 3,
            sideRailing: true,
            posts: 4,
            railing: { before: glassRail, after: glassRail },
            view: "ocean",
            finish: { kind: "coating", color: c.coatingGrey },
            defects: { cracks: 5, stains: 5, peel: 4, puddles: 1, debris: 26 },
            drain: { x: 1.2, z: 5.2, r: 0.08 },
            pots: [[1.9, 4.4]],
          }
        : {
            seed,
            cam: { vp: 0.42, horizon: 0.26, eye: 1.65 },
            mirror: true,
            zFar: 5.5,
            wall: { x: -1.4, color: c.stuccoAlt, door: true },
            rightX: 3.4,
            sideRailing: true,
            posts: 5,
            railing: { before: navyPickets, after: navyPickets },
            view: "hills",
            finish: { kind: "coating", color: c.coatingTan },
            defects: { cracks: 6, stains: 4, peel: 5, puddles: 1, debris: 16 },
            drain: { x: 2.3, z: 4.9, r: 0.08 },
            pots: [[-0.95, 4.2]],
          };
    case "deck-drains":
      return one
        ? {
            seed,
            cam: { vp: 0.55, horizon: 0.1, eye: 1.5 },
            zFar: 4,
            wall: { x: -1.2, color: c.stuccoWhite, door: false },
            rightX: 2.2,
            sideRailing: true,
            posts: 4,
            railing: { before: glassRail, after: glassRail },
            view: "ocean",
            finish: { kind: "coating", color: c.coatingGrey },
            defects: { cracks: 2, stains: 3, peel: 1, debris: 24 },
            drain: { x: 0.5, z: 2.7, r: 0.1, puddle: 0.65 },
          }
        : {
            seed,
            cam: { vp: 0.45, horizon: 0.14, eye: 1.45 },
            mirror: true,
            zFar: 3.6,
            wall: { x: -0.9, color: c.stucco, door: true },
            rightX: 2.6,
            sideRailing: false,
            posts: 4,
            railing: { before: navyPickets, after: navyPickets },
            view: "hills",
            finish: { kind: "coating", color: c.coatingTan },
            defects: { cracks: 2, stains: 2, peel: 2, debris: 18 },
            drain: { x: -0.3, z: 2.8, r: 0.1, puddle: 0.55 },
            pots: [[1.6, 3.1]],
          };
    case "merkote-deck-coating":
      return one
        ? {
            seed,
            cam: { vp: 0.58, horizon: 0.28, eye: 1.6 },
            zFar: 5.4,
            wall: { x: -1.7, color: c.stuccoWhite, door: true },
            rightX: 2.6,
            sideRailing: true,
            posts: 4,
            railing: { before: navyPickets, after: navyPickets },
            view: "city",
            finish: { kind: "merkote", color: "#d6c19c" },
            defects: { cracks: 3, stains: 3, peel: 6, seams: true, debris: 10 },
            drain: { x: 1.4, z: 4.9, r: 0.07 },
          }
        : {
            seed,
            cam: { vp: 0.46, horizon: 0.28, eye: 1.6 },
            mirror: true,
            zFar: 6.5,
            wall: { x: -2, color: c.stucco, door: true },
            rightX: 3.2,
            sideRailing: true,
            posts: 4,
            railing: { before: glassRail, after: glassRail },
            view: "ocean",
            finish: { kind: "merkote", color: mix(c.coatingGrey, c.coatingTan, 0.45) },
            defects: { cracks: 4, stains: 4, peel: 6, seams: true, debris: 12 },
            pots: [[2.5, 5]],
          };
    case "new-railing":
      return one
        ? {
            seed,
            cam: { vp: 0.5, horizon: 0.3, eye: 1.6 },
            zFar: 3.4,
            wall: { x: -1.3, color: c.stucco, door: false },
            rightX: 2.2,
            sideRailing: true,
            posts: 4,
            railing: { before: rustyPickets, after: glassRail },
            view: "ocean",
            finish: { kind: "coating", color: c.coatingGrey },
            defects: { rust: true, stains: 1, cracks: 1, debris: 6 },
            pots: [[1.05, 2.9]],
          }
        : {
            seed,
            cam: { vp: 0.42, horizon: 0.3, eye: 1.6 },
            mirror: true,
            zFar: 3.8,
            wall: { x: -1.1, color: c.stuccoAlt, door: true },
            rightX: 2.8,
            sideRailing: true,
            posts: 5,
            railing: { before: { style: "picket", color: "#3b3430", rusty: true }, after: navyPickets },
            view: "hills",
            finish: { kind: "coating", color: c.coatingTan },
            defects: { rust: true, cracks: 2, debris: 8 },
          };
    case "planters":
      return one
        ? {
            seed,
            cam: { vp: 0.55, horizon: 0.28, eye: 1.6 },
            zFar: 6,
            wall: { x: -1.7, color: c.stucco, door: false },
            rightX: 3,
            sideRailing: true,
            posts: 4,
            railing: { before: glassRail, after: glassRail },
            view: "ocean",
            finish: { kind: "coating", color: c.coatingGrey },
            defects: { stains: 2, cracks: 1, debris: 10 },
            planter: {
              x0: -1.7,
              x1: -0.95,
              z0: 2.9,
              z1: 5.8,
              h: 0.75,
              color: c.stuccoWhite,
              flowers: c.bougainvillea,
            },
          }
        : {
            seed,
            cam: { vp: 0.45, horizon: 0.26, eye: 1.6 },
            mirror: true,
            zFar: 5.6,
            wall: { x: -1.5, color: c.stuccoAlt, door: false },
            rightX: 3,
            sideRailing: true,
            posts: 5,
            railing: { before: navyPickets, after: navyPickets },
            view: "hills",
            finish: { kind: "coating", color: c.coatingTan },
            defects: { stains: 2, cracks: 2, debris: 12 },
            planter: {
              x0: -1.5,
              x1: -0.75,
              z0: 3,
              z1: 5.2,
              h: 0.9,
              color: c.stucco,
              flowers: c.flowerYellow,
            },
            pots: [[2.2, 4.6]],
          };
    case "tiles":
      return one
        ? {
            seed,
            cam: { vp: 0.5, horizon: 0.3, eye: 1.6 },
            zFar: 5.5,
            wall: { x: -1.5, color: c.stucco, door: true },
            rightX: 2.8,
            sideRailing: true,
            posts: 4,
            railing: { before: navyPickets, after: navyPickets },
            view: "ocean",
            finish: { kind: "tile", color: "#c77b52", tile: 0.4, grout: "#dcd2c2" },
            defects: { brokenTiles: 9, stains: 3, debris: 8 },
            pots: [[2.1, 4.2]],
          }
        : {
            seed,
            cam: { vp: 0.44, horizon: 0.27, eye: 1.6 },
            mirror: true,
            zFar: 6,
            wall: { x: -1.6, color: c.stuccoWhite, door: true },
            rightX: 3,
            sideRailing: true,
            posts: 4,
            railing: { before: glassRail, after: glassRail },
            view: "city",
            finish: { kind: "tile", color: "#e4d9c5", tile: 0.6, grout: "#bdb3a2" },
            defects: { brokenTiles: 7, stains: 4, debris: 6 },
          };
    default:
      return null;
  }
}

/* ------------------------------------------------------------ stucco walls */

interface Opening {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  arch?: boolean;
}

/** Draws a window on any wall plane (frame, glass, reflection, sill). */
function planeWindow(defs: Defs, cam: Camera, plane: Plane, o: Opening, state: State): string {
  const out: string[] = [];
  const before = state === "before";
  const glass = defs.linear(
    [
      [0, c.glassDeep],
      [1, mix(c.glass, c.white, 0.4)],
    ],
    [0, 0, 0, 1],
  );
  out.push(
    poly(
      quad(cam, plane, o.u0 - 0.08, o.u1 + 0.08, o.v0 - 0.08, o.v1 + 0.08),
      before ? mix(c.stuccoWhite, GRIME, 0.35) : c.stuccoWhite,
    ),
  );
  out.push(poly(quad(cam, plane, o.u0, o.u1, o.v0, o.v1), c.navy));
  out.push(poly(quad(cam, plane, o.u0 + 0.05, o.u1 - 0.05, o.v0 + 0.05, o.v1 - 0.05), glass));
  const mu = (o.u0 + o.u1) / 2;
  out.push(poly(quad(cam, plane, mu - 0.025, mu + 0.025, o.v0, o.v1), c.navy));
  const w = o.u1 - o.u0;
  out.push(
    poly(
      [
        project(cam, plane.at(o.u0 + w * 0.1, o.v0 + 0.05)),
        project(cam, plane.at(o.u0 + w * 0.22, o.v0 + 0.05)),
        project(cam, plane.at(o.u0 + w * 0.42, o.v1 - 0.05)),
        project(cam, plane.at(o.u0 + w * 0.3, o.v1 - 0.05)),
      ],
      c.white,
      { opacity: 0.3 },
    ),
  );
  // Sill.
  out.push(
    poly(
      quad(cam, plane, o.u0 - 0.14, o.u1 + 0.14, o.v0 - 0.14, o.v0 - 0.06),
      before ? mix(c.stuccoWhite, GRIME, 0.4) : c.white,
    ),
  );
  return group(out);
}

function stuccoDamage(
  defs: Defs,
  cam: Camera,
  plane: Plane,
  r: Rng,
  windows: readonly Opening[],
  area: { u0: number; u1: number; v1: number },
  color: string,
): string {
  const out: string[] = [];
  for (const o of windows) {
    // Cracks from the window corners and water stains under the sill.
    out.push(
      crack(cam, plane, r, {
        u: o.u1 + 0.1,
        v: o.v1 + 0.1,
        len: r.range(0.6, 1),
        angle: r.range(0.6, 1.0),
        width: 0.01,
        branches: 1,
        color: "#4d4032",
      }),
    );
    out.push(
      crack(cam, plane, r, {
        u: o.u0 - 0.1,
        v: o.v0 - 0.15,
        len: r.range(0.6, 1.1),
        angle: Math.PI + r.range(0.5, 0.9),
        width: 0.01,
        branches: 1,
        color: "#4d4032",
      }),
    );
    for (let i = 0; i < 3; i++) {
      const u = o.u0 + (o.u1 - o.u0) * (0.2 + i * 0.3) + r.range(-0.05, 0.05);
      const len = r.range(0.4, 0.9);
      out.push(
        path(blobD(cam, plane, r, u, o.v0 - 0.15 - len / 2, 0.06, len / 2, 8, 0.25), c.stain, {
          opacity: 0.18,
        }),
      );
    }
  }
  // Spalled patch exposing lath and the brown coat.
  const su = r.range(area.u0 + 0.6, area.u1 - 0.6);
  const sv = r.range(0.6, 1.0);
  const outer = blobD(cam, plane, r, su, sv, 0.42, 0.3, 10, 0.35);
  const inner = blobD(cam, plane, r, su, sv, 0.3, 0.2, 9, 0.35);
  out.push(path(outer, "#a08a6c"));
  out.push(path(inner, lathPattern(defs)));
  out.push(path(outer, "none", { stroke: mix(color, c.white, 0.5), "stroke-width": 2 }));
  // Map cracking and dirt splash at the base.
  for (let i = 0; i < 4; i++) {
    out.push(
      crack(cam, plane, r, {
        u: r.range(area.u0 + 0.3, area.u1 - 0.3),
        v: r.range(0.3, area.v1 - 0.5),
        len: r.range(0.4, 0.9),
        angle: r.range(0, Math.PI * 2),
        width: 0.007,
        branches: 2,
        color: "#4d4032",
      }),
    );
  }
  const splash = quad(cam, plane, area.u0, area.u1, 0, 0.35);
  const grad = defs.linear(
    [
      [0, GRIME, 0],
      [1, GRIME, 0.45],
    ],
    [0, 0, 0, 1],
  );
  out.push(poly(splash, grad));
  return group(out);
}

function stuccoScene(v: Variant, state: State): string {
  const seed = `stucco-${v}`;
  const defs = createDefs("s");
  const before = state === "before";
  const one = v === 1;
  const color = one ? c.stucco : c.stuccoAlt;
  const wallColor = before ? mix(color, GRIME, 0.22) : color;
  const cam = one
    ? makeCamera(W, H, { vp: 0.5, horizon: 0.45, eye: 1.6, focal: 0.8 })
    : makeCamera(W, H, { vp: 0.8, horizon: 0.5, eye: 1.6, focal: 0.75 });
  const out: string[] = [];
  const groundY = project(cam, [0, 0, 30])[1];
  out.push(backdrop(defs, W, H, cam.hy, groundY, "hills", seed, one ? 0.85 : 0.95));
  const plane: Plane = one ? frontWall(4.6) : sideWall(-1.4);
  const area = one ? { u0: -2.9, u1: 2.4, v1: 2.95 } : { u0: 0.5, u1: 12, v1: 3.2 };
  const windows: Opening[] = one
    ? [{ u0: -1.5, u1: 0.3, v0: 0.9, v1: 2.2 }]
    : [
        { u0: 1.9, u1: 3.0, v0: 0.9, v1: 2.2 },
        { u0: 4.1, u1: 5.2, v0: 0.9, v1: 2.2 },
      ];
  // Ground: a concrete walkway and a planting strip.
  const ground = floorPlane(0);
  out.push(poly(quad(cam, ground, -8, 8, 0.5, 40), mix(c.hillNear, c.leaf, 0.3)));
  out.push(
    poly(one ? quad(cam, ground, -8, 8, 0.5, 3.9) : quad(cam, ground, -0.3, 1.1, 0.5, 40), c.concreteLight),
  );
  const wallQuad = quad(cam, plane, area.u0, area.u1, 0, area.v1);
  const fill = defs.linear(
    [
      [0, mix(wallColor, c.white, 0.14)],
      [1, mix(wallColor, c.navy, 0.1)],
    ],
    one ? [0, 0, 1, 1] : [1, 0, 0, 0],
  );
  out.push(poly(wallQuad, fill));
  out.push(
    speckle(cam, plane, rng(`stuccotex:${seed}`), {
      u0: area.u0,
      u1: area.u1,
      v0: 0,
      v1: area.v1,
      count: 700,
      size: 0.006,
      colors: [mix(wallColor, c.navy, 0.2), c.white],
      opacity: 0.5,
    }),
  );
  // Roof eave at the top of the wall.
  out.push(poly(quad(cam, plane, area.u0 - 0.3, area.u1 + 0.3, area.v1, area.v1 + 0.25), c.terracottaDark));
  out.push(
    poly(quad(cam, plane, area.u0 - 0.3, area.u1 + 0.3, area.v1 + 0.25, area.v1 + 0.55), c.terracotta),
  );
  if (one) {
    // Building corner on the right with the sun-lit return wall.
    const corner = sideWall(area.u1);
    out.push(poly(quad(cam, corner, 4.6, 1.2, 0, area.v1), mix(wallColor, c.white, 0.2)));
    out.push(poly(quad(cam, sideWall(area.u1), 4.6, 1.2, area.v1, area.v1 + 0.25), c.terracottaDark));
  }
  for (const o of windows) out.push(planeWindow(defs, cam, plane, o, state));
  // Wall lantern and hose bib.
  const lampU = one ? 1.0 : 3.55;
  const [lx, ly] = project(cam, plane.at(lampU, 1.9));
  const ls = scale(cam, plane.at(lampU, 1.9)[2]) * 0.28;
  out.push(rect(lx - ls * 0.3, ly - ls * 0.5, ls * 0.6, ls, c.navy, { rx: ls * 0.1 }));
  out.push(rect(lx - ls * 0.18, ly - ls * 0.35, ls * 0.36, ls * 0.6, c.interiorWarm));
  if (before)
    out.push(
      stuccoDamage(
        defs,
        cam,
        plane,
        rng(`stuccodamage:${seed}`),
        windows,
        one ? area : { ...area, u1: 5.5 },
        wallColor,
      ),
    );
  else {
    const sheen = defs.linear(
      [
        [0, c.white, 0.14],
        [1, c.white, 0],
      ],
      [0, 0, 1, 1],
    );
    out.push(poly(wallQuad, sheen));
  }
  // Planting bed along the wall base.
  const bedDepth = 4.25;
  const plants: string[] = [];
  for (let i = 0; i < 6; i++) {
    const u = one ? -2.6 + i * 0.95 : 3.5 + i * 1.2;
    const p3 = one ? ([u, 0, bedDepth] as const) : ([-1.05, 0, u] as const);
    const [bx, by] = project(cam, p3);
    const bs = scale(cam, p3[2]);
    plants.push(
      i % 3 === 1
        ? agave(bx, by, bs * 0.35, `${seed}:ag${i}`)
        : bush(bx, by, bs * 0.75, bs * 0.6, `${seed}:b${i}`, {
            ...(before
              ? { colors: ["#5d6a3c", "#7b844b", "#98a060"] as const }
              : { flowers: i % 2 === 0 ? c.lavender : c.flowerYellow, flowerCount: 10 }),
          }),
    );
  }
  out.push(...(one ? plants : plants.reverse()));
  return svgDocument(W, H, defs, group(out));
}

function poolVariant(v: Variant): PoolOptions {
  const one = v === 1;
  return {
    seed: `pool-coatings-${v}`,
    size: GALLERY_SIZE,
    cam: { vp: one ? 0.5 : 0.4, horizon: one ? 0.3 : 0.28, eye: 1.7, focal: 0.8 },
    pool: one ? { x0: -2.2, x1: 1.6, z0: 4.2, z1: 10 } : { x0: -0.6, x1: 3.2, z0: 4.2, z1: 11 },
    finish: one ? c.coatingSand : mix(c.coatingGrey, c.white, 0.2),
    wall: one ? c.stucco : c.stuccoWhite,
    view: one ? "hills" : "ocean",
    sunX: one ? 0.8 : 0.2,
    algaeSide: one ? "right" : "left",
    loungerX: one ? -2.4 : -0.3,
    pot: one ? [1.35, 3.1] : [-1.2, 3.1],
  };
}

/** SVG for one gallery image. */
export function gallerySvg(slug: GallerySlug, variant: Variant, state: State): string {
  if (slug === "pool-coatings") return poolScene(poolVariant(variant), state);
  if (slug === "stucco") return stuccoScene(variant, state);
  const scene = deckScene(slug, variant);
  if (!scene) throw new Error(`no gallery scene for ${slug}`);
  return renderDeck(scene, state);
}
