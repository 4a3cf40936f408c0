/**
 * The deck/balcony close-up in one-point perspective: a view beyond the railing, the far and side
 * railings, the floor finish (coating, cementitious knock-down or tile), a house wall, planters and
 * pots. "before" adds weathering (cracks, stains, peeling, ponding, debris, rust); "after" adds a
 * fresh finish with sheen. `renderDeck` can also split the floor: before on one side, after on the other.
 */

import { railing, type RailingOptions } from "../building.ts";
import { palette as c } from "../palette.ts";
import {
  blobD,
  crack,
  debris,
  drain,
  floorPlane,
  makeCamera,
  project,
  quad,
  scale,
  speckle,
  type Camera,
} from "../perspective.ts";
import { createDefs, group, mix, path, poly, polyD, rect, rng, svgDocument, type Defs } from "../svg.ts";
import { backdrop, LIGHTS, lightWash } from "./backdrop.ts";
import { CONCRETE_BARE, GRIME, PLYWOOD, type DeckScene, type Finish, type State } from "./deck-types.ts";
import {
  floorCrack,
  nearZ,
  spot,
  grainPattern,
  lathPattern,
  puddle,
  peel,
  pot,
  planterBox,
  tiles,
  knockdown,
  squareDrain,
  scupperDrain,
  rollerAndBucket,
} from "./deck-parts.ts";
import { sideRailing, sideDrop, leftWall, railShadows } from "./deck-frame.ts";

interface DeckContext {
  s: DeckScene;
  defs: Defs;
  cam: Camera;
  xl: number;
  xr: number;
  zF: number;
  zNear: number;
  floorY: number;
  postX: readonly number[];
  rail: RailingOptions;
  curbH: number;
}

function baseColour(f: Finish, state: State): string {
  return state === "before" ? mix(f.color, GRIME, f.kind === "tile" ? 0.1 : 0.3) : f.color;
}

/** Floor finish, texture and state-specific surface layers. */
function floorLayers(k: DeckContext, state: State): string {
  const { s, defs, cam, xl, xr, zF, zNear, floorY, postX, curbH } = k;
  const H = cam.h;
  const before = state === "before";
  const finish = s.finish;
  const base = baseColour(finish, state);
  const floor = floorPlane(0);
  const out: string[] = [];
  const floorFill =
    finish.kind === "tile"
      ? (finish.grout ?? c.concreteLight)
      : defs.linear(
          [
            [0, mix(base, c.white, before ? 0.08 : 0.3)],
            [0.5, base],
            [1, mix(base, c.navy, 0.1)],
          ],
          [0, floorY, 0, H],
          true,
        );
  out.push(
    poly(
      quad(cam, floor, xl, xr, zNear, zF),
      before && finish.kind === "tile" ? mix(floorFill, GRIME, 0.45) : floorFill,
    ),
  );

  const tex = rng(`texture:${s.seed}`);
  if (finish.kind === "coating") {
    out.push(
      speckle(cam, floor, tex, {
        u0: xl,
        u1: xr,
        v0: nearZ(cam),
        v1: zF,
        count: 420,
        size: 0.005,
        colors: [mix(base, c.navy, 0.25), mix(base, c.white, 0.5)],
        opacity: 0.55,
      }),
    );
  } else if (finish.kind === "merkote") {
    out.push(knockdown(cam, tex, xl, xr, zF, base, before ? 260 : 520, before ? 0.5 : 0.8));
  } else {
    out.push(tiles(cam, finish, xl, xr, zF, state, s.defects.brokenTiles ?? 0, s.seed));
  }

  const d = s.defects;
  const ds = d.size ?? 1;
  if (before) {
    const r = rng(`defects:${s.seed}`);
    const blotch = floorPlane(0.001);
    for (let i = 0; i < 7; i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.3);
      out.push(
        path(
          blobD(cam, blotch, r, x, z, r.range(0.4, 1), r.range(0.3, 0.7), 10, 0.35),
          mix(base, c.navy, 0.3),
          { opacity: 0.13 },
        ),
      );
    }
    for (let i = 0; i < (d.stains ?? 0); i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.3);
      const rs = r.range(0.2, 0.5) * ds;
      out.push(path(blobD(cam, blotch, r, x, z, rs, rs * 0.8, 10, 0.35), c.stain, { opacity: 0.2 }));
      out.push(
        path(blobD(cam, blotch, r, x + 0.05, z, rs * 0.55, rs * 0.4, 9, 0.35), c.stain, { opacity: 0.2 }),
      );
    }
    if (d.seams) {
      for (let z = zF - 1.22; z > nearZ(cam) - 1; z -= 1.22) {
        out.push(crack(cam, blotch, r, { u: xl + 0.1, v: z, len: xr - xl - 0.2, angle: 0, width: 0.01 }));
      }
    }
    const substrate = finish.kind === "merkote" ? PLYWOOD : CONCRETE_BARE;
    for (let i = 0; i < (d.peel ?? 0); i++) {
      const [x, z] = spot(r, cam, xl, xr, zF, 0.3);
      const useLath = finish.kind === "merkote" && i % 2 === 1;
      const fill =
        finish.kind === "merkote" ? (useLath ? lathPattern(defs) : grainPattern(defs, substrate)) : substrate;
      out.push(peel(cam, blotch, r, x, z, r.range(0.12, 0.3) * ds, fill, mix(base, c.white, 0.4)));
    }
    for (let i = 0; i < (d.cracks ?? 0); i++) {
      const at = spot(r, cam, xl, xr, zF, 0.4);
      const width = () => r.range(0.007, 0.013);
      out.push(floorCrack(cam, blotch, r, at, { len: [0.7, 1.8], size: ds, spread: 0.5, width }));
    }
    for (let i = 0; i < (d.puddles ?? 0); i++) {
      // Keep puddles out from under the pots (a few tries, then take the last spot).
      let [x, z] = spot(r, cam, xl, xr, zF, 0.6);
      for (let t = 0; t < 6 && (s.pots ?? []).some(([px, pz]) => Math.hypot(px - x, pz - z) < 1); t++)
        [x, z] = spot(r, cam, xl, xr, zF, 0.6);
      out.push(puddle(defs, cam, blotch, r, x, z, r.range(0.35, 0.6) * ds, r.range(0.25, 0.4) * ds));
    }
    if (d.rust) {
      for (const px of postX) {
        out.push(
          path(blobD(cam, blotch, r, px + 0.02, zF - 0.2, 0.16, 0.22, 9, 0.35), c.rust, { opacity: 0.22 }),
        );
        out.push(path(blobD(cam, blotch, r, px, zF - 0.08, 0.07, 0.09, 8, 0.3), c.rust, { opacity: 0.45 }));
        const [sx, sy] = project(cam, [px, 0.1, zF]);
        out.push(
          rect(sx - 0.025 * scale(cam, zF), sy, 0.05 * scale(cam, zF), curbH * 0.9, c.rust, { opacity: 0.6 }),
        );
      }
    }
    if (s.wall) out.push(poly(quad(cam, blotch, xl, xl + 0.3, zNear, zF), GRIME, { opacity: 0.18 }));
    if ((d.debris ?? 0) > 0) {
      const rd = rng(`debris:${s.seed}`);
      out.push(
        debris(cam, rd, {
          x0: xl + 0.05,
          x1: xl + 0.6,
          z0: nearZ(cam),
          z1: zF,
          count: Math.round((d.debris ?? 0) * 0.5),
        }),
      );
      out.push(
        debris(cam, rd, {
          x0: xl,
          x1: xr,
          z0: zF - 0.4,
          z1: zF - 0.05,
          count: Math.round((d.debris ?? 0) * 0.5),
        }),
      );
    }
  } else {
    // Fresh finish: sheen near the railing and soft reflections of the posts.
    const zSheen = Math.max(nearZ(cam), zF - 1.6);
    const sheen = defs.linear(
      [
        [0, c.white, 0.3],
        [1, c.white, 0],
      ],
      [0, floorY, 0, project(cam, [0, 0, zSheen])[1]],
      true,
    );
    out.push(poly(quad(cam, floorPlane(0.001), xl, xr, zSheen, zF), sheen));
    const refl = defs.linear(
      [
        [0, k.rail.color ?? c.navy, 0.18],
        [1, c.navy, 0],
      ],
      [0, floorY, 0, project(cam, [0, 0, zF - 0.9])[1]],
      true,
    );
    for (const px of postX)
      out.push(poly(quad(cam, floorPlane(0.001), px - 0.03, px + 0.03, zF - 0.9, zF), refl));
  }
  if (s.drain) {
    const r = rng(`drain:${s.seed}`);
    const dr = s.drain;
    const scupper = dr.shape === "scupper";
    const pr = dr.puddle ?? 0.5;
    if (before)
      out.push(puddle(defs, cam, floorPlane(0.001), r, dr.x, scupper ? zF - pr * 0.55 : dr.z, pr, pr * 0.7));
    if (scupper) out.push(scupperDrain(cam, r, dr.x, zF, dr.r, before));
    else if (dr.shape === "square") out.push(squareDrain(cam, r, dr.x, dr.z, dr.r, before));
    else out.push(drain(cam, r, dr.x, dr.z, dr.r, before));
  }
  return group(out);
}

/**
 * Renders a deck scene. `split` shows the floor "before" left of world x = split and "after" to the
 * right, with a roller and a bucket at the edge of the fresh coat.
 */
export function renderDeck(s: DeckScene, state: State, split?: number): string {
  const W = s.size?.width ?? 1200;
  const H = s.size?.height ?? 900;
  const defs = createDefs("d");
  const cam = makeCamera(W, H, s.cam);
  const zF = s.zFar;
  const xl = s.wall ? s.wall.x : -12;
  const xr = s.rightX;
  const zNear = 0.35;
  const floorY = project(cam, [0, 0, zF])[1];
  const look: State = split === undefined ? state : "after";
  const before = look === "before";
  const curb = mix(baseColour(s.finish, look), c.navy, 0.12);
  const rail = { ...(before ? s.railing.before : s.railing.after), posts: s.posts, seed: s.seed };
  const railH = 1.05 * scale(cam, zF);
  const curbH = 0.1 * scale(cam, zF);
  const postX = Array.from({ length: s.posts }, (_, i) => xl + ((xr - xl) * i) / (s.posts - 1));
  const k: DeckContext = { s, defs, cam, xl, xr, zF, zNear, floorY, postX, rail, curbH };
  const time = s.time ?? "midday";
  const sunX = s.sunX ?? 0.78;
  const out: string[] = [backdrop(defs, W, H, cam.hy, floorY, s.view, s.seed, sunX, time)];

  // Far railing with its coated curb, and the side railing.
  const rx0 = project(cam, [xl, 0, zF])[0];
  const rx1 = project(cam, [xr, 0, zF])[0];
  out.push(railing(defs, rx0, floorY - railH, rx1 - rx0, railH - curbH * 0.6, rail));
  out.push(rect(rx0, floorY - curbH, rx1 - rx0, curbH, curb));
  if (s.sideRailing && rx1 < W) out.push(sideDrop(defs, cam, xr, zNear, zF, s.seed));
  if (s.sideRailing) out.push(sideRailing(defs, cam, xr, zNear, zF, rail, mix(curb, c.white, 0.1)));

  if (split === undefined) {
    out.push(floorLayers(k, state));
  } else {
    const clip = (x0: number, x1: number): string =>
      defs.raw(
        (id) =>
          `<clipPath id="${id}">${poly(quad(cam, floorPlane(0), x0, x1, zNear, zF + 0.5), "#000")}</clipPath>`,
      );
    const left = clip(xl - 1, split);
    const right = clip(split, xr + 1);
    out.push(group(floorLayers(k, "before"), { "clip-path": `url(#${left})` }));
    out.push(group(floorLayers(k, "after"), { "clip-path": `url(#${right})` }));
    out.push(
      path(polyD([project(cam, [split, 0, zNear]), project(cam, [split, 0, zF])], false), "none", {
        stroke: c.white,
        "stroke-width": 2,
        opacity: 0.6,
      }),
    );
  }
  const shadow = LIGHTS[time].shadow;
  const sun = {
    dx: Math.max(-0.6, Math.min(0.6, -1.2 * (sunX - (s.cam.vp ?? 0.5)))) * shadow,
    dz: -0.78 * shadow,
  };
  out.push(railShadows(cam, xl, xr, zF, postX, rail.style, s.sideRailing, sun));
  if (s.wall) {
    out.push(
      leftWall(
        defs,
        cam,
        s.wall.x,
        zNear,
        zF,
        s.wall.color,
        s.wall.door,
        look,
        s.seed,
        s.wall.trim,
        s.wall.window,
      ),
    );
    // Ambient occlusion along the wall.
    for (const wdt of [0.08, 0.18, 0.32])
      out.push(poly(quad(cam, floorPlane(0.001), xl, xl + wdt, zNear, zF), c.navy, { opacity: 0.05 }));
  }
  for (const [i, p] of (s.planters ?? []).entries())
    out.push(planterBox(defs, cam, p, look, `${s.seed}:${i}`));
  for (const [i, [px, pz, flowers]] of (s.pots ?? []).entries())
    out.push(pot(cam, px, pz, `${s.seed}:${i}`, before, flowers));
  if (split !== undefined) out.push(rollerAndBucket(cam, split + 0.25, nearZ(cam) + 0.9, s.finish.color));
  out.push(lightWash(W, H, time));

  const body = group(out);
  return svgDocument(W, H, defs, s.mirror ? group(body, { transform: `matrix(-1 0 0 1 ${W} 0)` }) : body);
}
