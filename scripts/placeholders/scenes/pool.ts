/**
 * Pool deck in perspective: coated deck with control joints around a pool with coping, waterline
 * tiles and caustics, a hedge and palms behind. Parameterised for the gallery pair and the service card.
 */

import { palette as c } from "../palette.ts";
import {
  blobD,
  crack,
  floorPlane,
  makeCamera,
  project,
  quad,
  scale,
  type CameraOptions,
} from "../perspective.ts";
import { palm, bush } from "../scenery.ts";
import { lounger, umbrella } from "../building.ts";
import * as svg from "../svg.ts";
import { type Camera } from "../perspective.ts";
import { backdrop, lightWash, type TimeOfDay, type View } from "./backdrop.ts";
import { floorCrack, knockdown, peel, pot, spot } from "./deck-parts.ts";
import { CONCRETE_BARE, GRIME, type State } from "./deck-types.ts";

export interface PoolOptions {
  seed: string;
  size: { width: number; height: number };
  cam: CameraOptions;
  /** Pool extents in metres (x across, z away from the camera). */
  pool: { x0: number; x1: number; z0: number; z1: number };
  finish: string;
  wall: string;
  view: View;
  sunX: number;
  /** Side of the pool where algae grows in the "before" state. */
  algaeSide: "left" | "right";
  loungerX: number;
  pot: readonly [x: number, z: number];
  umbrella?: boolean;
  time?: TimeOfDay;
  /** A spa beside the pool (same coping). */
  spa?: Basin;
  /** Lounger cushion / umbrella canopy colour (default teal). */
  accent?: string;
  /** Extra control joints every `joints` metres across the deck. */
  joints?: number;
  /** Hedge flowers along the back wall. */
  hedgeFlowers?: string;
  /** "before" damage: counts and a size multiplier. */
  defects?: { stains?: number; peel?: number; cracks?: number; algae?: number; size?: number };
}

export interface Basin {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

const COPING = 0.32;

/** Coping and water of a pool or spa: inner walls, a gradient water plane and caustic lines. */
function basin(defs: svg.Defs, cam: Camera, b: Basin, before: boolean, seed: string, spa: boolean): string {
  const { x0: px0, x1: px1, z0: pz0, z1: pz1 } = b;
  const out: string[] = [
    svg.poly(
      quad(cam, floorPlane(0.01), px0 - COPING, px1 + COPING, pz0 - COPING, pz1 + COPING),
      before ? svg.mix("#e6ddcf", GRIME, 0.3) : "#efe7da",
    ),
  ];
  const waterY = -0.16;
  const hole = quad(cam, floorPlane(0.011), px0, px1, pz0, pz1);
  const clip = defs.raw((id) => `<clipPath id="${id}">${svg.poly(hole, "#000")}</clipPath>`);
  const deep = spa ? svg.mix(c.poolDeep, c.poolLight, 0.4) : c.poolDeep;
  const wf = defs.linear(
    [
      [0, before ? svg.mix(deep, c.algae, 0.35) : deep],
      [1, before ? svg.mix(c.poolLight, c.algae, 0.3) : c.poolLight],
    ],
    [0, project(cam, [0, waterY, pz1])[1], 0, project(cam, [0, waterY, pz0])[1]],
    true,
  );
  const caustic = svg.rng(`caustic:${seed}`);
  const lines: string[] = [];
  const count = Math.round(Math.min(26, (px1 - px0) * (pz1 - pz0) * 1.2));
  for (let i = 0; i < count; i++) {
    const z = caustic.range(pz0 + 0.2, pz1 - 0.2);
    const x = caustic.range(px0 + 0.2, Math.max(px0 + 0.3, px1 - 0.8));
    const pts: svg.Pt[] = [];
    for (let k = 0; k < 5; k++)
      pts.push(project(cam, [x + k * 0.14, waterY, z + Math.sin(k * 1.7 + i) * 0.06]));
    lines.push(svg.polyD(pts, false));
  }
  const inner = [
    svg.poly(hole, before ? svg.mix("#2f6f98", c.algae, 0.3) : "#2f6f98"),
    svg.poly(quad(cam, floorPlane(waterY), px0, px1, pz0 - 1, pz1), wf),
    svg.path(lines.join(""), "none", {
      stroke: c.white,
      "stroke-width": 2.2,
      opacity: before ? 0.2 : 0.45,
      "stroke-linecap": "round",
    }),
  ];
  if (spa && !before) {
    // Jet bubbles.
    const r = svg.rng(`bubbles:${seed}`);
    for (let i = 0; i < 14; i++) {
      const [bx, by] = project(cam, [r.range(px0 + 0.2, px1 - 0.2), waterY, r.range(pz0 + 0.2, pz1 - 0.2)]);
      inner.push(svg.ellipse(bx, by, r.range(3, 8), r.range(1.5, 3), c.white, { opacity: 0.6 }));
    }
  }
  out.push(svg.group(inner, { "clip-path": `url(#${clip})` }));
  return svg.group(out);
}

export function poolScene(o: PoolOptions, state: State): string {
  const { seed } = o;
  const W = o.size.width;
  const H = o.size.height;
  const before = state === "before";
  const defs = svg.createDefs("p");
  const cam = makeCamera(W, H, o.cam);
  const { x0: px0, x1: px1, z0: pz0, z1: pz1 } = o.pool;
  const back = pz1 + 3;
  const finish = o.finish;
  const base = before ? svg.mix(finish, GRIME, 0.32) : finish;
  const floorY = project(cam, [0, 0, back])[1];
  const time = o.time ?? "midday";
  const accent = o.accent ?? c.teal;
  const d = o.defects ?? {};
  const ds = d.size ?? 1;
  const out: string[] = [backdrop(defs, W, H, cam.hy, floorY, o.view, seed, o.sunX, time)];
  // Hedge and a low stucco wall at the back of the deck.
  const [hx0] = project(cam, [-12, 0, back]);
  const [hx1] = project(cam, [12, 0, back]);
  const s = scale(cam, back);
  const palmSide = o.algaeSide === "right" ? 1 : -1;
  out.push(palm(project(cam, [palmSide * 3.5, 0, back + 1])[0], floorY, s * 3.6, s * 0.4, `${seed}:p1`));
  out.push(palm(project(cam, [palmSide * 4.6, 0, back + 2])[0], floorY, s * 3.1, -s * 0.35, `${seed}:p2`));
  out.push(
    bush(
      (hx0 + hx1) / 2,
      floorY - s * 0.5,
      hx1 - hx0,
      s * 1.3,
      `${seed}:hedge`,
      o.hedgeFlowers ? { flowers: o.hedgeFlowers, flowerCount: 40 } : {},
    ),
  );
  out.push(svg.rect(hx0, floorY - s * 0.7, hx1 - hx0, s * 0.7, o.wall));
  out.push(svg.rect(hx0, floorY - s * 0.76, hx1 - hx0, s * 0.08, svg.mix(o.wall, c.white, 0.4)));
  // Deck.
  const floor = floorPlane(0);
  const deckFill = defs.linear(
    [
      [0, svg.mix(base, c.white, before ? 0.05 : 0.25)],
      [1, svg.mix(base, c.navy, 0.08)],
    ],
    [0, floorY, 0, H],
    true,
  );
  out.push(svg.poly(quad(cam, floor, -12, 12, 0.4, back), deckFill));
  const tex = svg.rng(`pooltex:${seed}`);
  out.push(knockdown(cam, tex, -12, 12, back, base, before ? 160 : 300, before ? 0.35 : 0.6));
  // Control joints (crisp after, dirty and cracked before).
  const joints: string[] = [];
  for (const x of [px0 - 1.5, px1 + 1.5])
    joints.push(svg.polyD([project(cam, [x, 0, 0.6]), project(cam, [x, 0, back])], false));
  for (const z of [pz0 - 1.2, 2.2, pz1 + 1.4])
    joints.push(svg.polyD([project(cam, [-12, 0, z]), project(cam, [12, 0, z])], false));
  if (o.joints) {
    for (let x = px0 - 1.5 - o.joints; x > -12; x -= o.joints)
      joints.push(svg.polyD([project(cam, [x, 0, 0.6]), project(cam, [x, 0, back])], false));
    for (let x = px1 + 1.5 + o.joints; x < 12; x += o.joints)
      joints.push(svg.polyD([project(cam, [x, 0, 0.6]), project(cam, [x, 0, back])], false));
    for (let z = pz0 - 1.2 - o.joints; z > 0.6; z -= o.joints)
      joints.push(svg.polyD([project(cam, [-12, 0, z]), project(cam, [12, 0, z])], false));
  }
  out.push(
    svg.path(joints.join(""), "none", {
      stroke: before ? "#5a4e40" : svg.mix(base, c.navy, 0.3),
      "stroke-width": o.joints ? (before ? 3.2 : 2.6) : 2,
      opacity: before ? 0.6 : 0.7,
    }),
  );
  if (o.joints && !before)
    // Sealant bead beside each joint.
    out.push(
      svg.path(joints.join(""), "none", {
        stroke: svg.mix(base, c.white, 0.5),
        "stroke-width": 1.4,
        transform: "translate(0 2)",
        opacity: 0.8,
      }),
    );
  // Coping and water.
  const coping = COPING;
  out.push(basin(defs, cam, o.pool, before, seed, false));
  if (o.spa) out.push(basin(defs, cam, o.spa, before, `${seed}:spa`, true));
  const clear = (x: number, z: number, m: number): boolean =>
    [o.pool, ...(o.spa ? [o.spa] : [])].every(
      (b) => !(x > b.x0 - m && x < b.x1 + m && z > b.z0 - m && z < b.z1 + m),
    );
  if (before) {
    const r = svg.rng(`pooldefects:${seed}`);
    const plane = floorPlane(0.012);
    for (let i = 0; i < (d.stains ?? 6); i++) {
      const [x, z] = spot(r, cam, -4, 4, back, 0.4);
      if (!clear(x, z, 0.4)) continue;
      out.push(
        svg.path(
          blobD(cam, plane, r, x, z, r.range(0.4, 0.9) * ds, r.range(0.3, 0.6) * ds, 10, 0.35),
          c.stain,
          {
            opacity: 0.18,
          },
        ),
      );
    }
    // Peeling coating and algae along the coping.
    for (let i = 0; i < (d.peel ?? 5); i++) {
      const x = r.range(px0, px1);
      out.push(
        peel(
          cam,
          plane,
          r,
          x,
          pz0 - coping - 0.22,
          r.range(0.12, 0.22) * ds,
          CONCRETE_BARE,
          svg.mix(base, c.white, 0.45),
        ),
      );
    }
    for (let i = 0; i < (d.algae ?? 4); i++) {
      const z = r.range(pz0, pz1);
      const side = o.algaeSide === "right" ? px1 + coping + 0.15 : px0 - coping - 0.15;
      out.push(svg.path(blobD(cam, plane, r, side, z, 0.18, 0.5, 9, 0.35), c.algae, { opacity: 0.35 }));
    }
    for (let i = 0; i < (d.cracks ?? 6); i++) {
      const [x, z] = spot(r, cam, -4, 4, pz1, 0.3);
      if (x > px0 - 0.4 && x < px1 + 0.4 && z > pz0 - 0.4) continue;
      if (!clear(x, z, 0.4)) continue;
      out.push(floorCrack(cam, plane, r, [x, z], { len: [0.8, 1.8], size: ds, spread: 0.6, width: 0.011 }));
    }
    out.push(
      crack(cam, plane, r, {
        u: px0 - coping,
        v: pz0 - coping - 0.02,
        len: 1.2,
        angle: Math.PI * 0.9,
        width: 0.012,
        branches: 1,
      }),
    );
  } else {
    const sheenY0 = project(cam, [0, 0, back])[1];
    const sheen = defs.linear(
      [
        [0, c.white, 0.28],
        [1, c.white, 0],
      ],
      [0, sheenY0, 0, project(cam, [0, 0, pz0])[1]],
      true,
    );
    out.push(svg.poly(quad(cam, floorPlane(0.012), -12, 12, pz0, back), sheen));
  }
  // Loungers parallel to the picture plane on the far side and a potted plant in front.
  const lz = pz1 + 1.0;
  const [lx, ly] = project(cam, [o.loungerX, 0, lz]);
  const ls = scale(cam, lz) * 1.9;
  for (let i = 0; i < 2; i++) {
    out.push(
      svg.path(`M${lx + i * ls * 1.15} ${ly}h${ls}`, "none", {
        stroke: c.navy,
        "stroke-width": ls * 0.06,
        opacity: 0.15,
      }),
    );
  }
  out.push(...[0, 1].map((i) => lounger(lx + i * ls * 1.15, ly, ls, { stripe: accent })));
  out.push(pot(cam, o.pot[0], o.pot[1], `${seed}:pot`, before));
  if (o.umbrella) {
    const [ux, uy] = project(cam, [o.loungerX + 2.6, 0, lz + 0.3]);
    out.push(umbrella(ux, uy, scale(cam, lz + 0.3) * 2.4, accent));
  }
  out.push(lightWash(W, H, time));
  return svg.svgDocument(W, H, defs, svg.group(out));
}
