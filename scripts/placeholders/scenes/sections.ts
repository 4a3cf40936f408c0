/**
 * Explanatory cut-away illustrations: a below-grade foundation section, a split-slab (between-slab)
 * layer stack and a planter cut-away. Flat diagram style, no text, same palette as the scenes.
 */

import { box, depthOffset, glazing } from "../building.ts";
import { palette as c } from "../palette.ts";
import { agave, bush, hillsideHomes, ridgeFrom, sky, terrain } from "../scenery.ts";
import * as svg from "../svg.ts";

function pebbles(defs: svg.Defs, base: string, dot: string, size: number, seed: string): string {
  const r = svg.rng(`pebbles:${seed}`);
  const items: string[] = [];
  for (let i = 0; i < 10; i++)
    items.push(
      svg.ellipse(r.range(0, size), r.range(0, size), r.range(1, 3), r.range(0.8, 2), dot, {
        opacity: r.range(0.4, 0.8),
      }),
    );
  const id = defs.raw(
    (pid) =>
      `<pattern id="${pid}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${svg.rect(0, 0, size, size, base)}${items.join("")}</pattern>`,
  );
  return `url(#${id})`;
}

function dimples(defs: svg.Defs, base: string): string {
  const id = defs.raw(
    (pid) =>
      `<pattern id="${pid}" width="10" height="10" patternUnits="userSpaceOnUse">${svg.rect(0, 0, 10, 10, base)}${svg.circle(5, 5, 2.6, svg.mix(base, c.white, 0.35))}</pattern>`,
  );
  return `url(#${id})`;
}

function gravel(x: number, y: number, w: number, h: number, seed: string): string {
  const r = svg.rng(`gravel:${seed}`);
  const out: string[] = [svg.rect(x, y, w, h, "#8f8a80")];
  const n = Math.round((w * h) / 90);
  for (let i = 0; i < n; i++) {
    out.push(
      svg.ellipse(
        x + r.range(3, w - 3),
        y + r.range(3, h - 3),
        r.range(3, 6),
        r.range(2.5, 4.5),
        r.pick(["#a9a49a", "#7d786f", "#c2bdb2", "#9a958b"]),
      ),
    );
  }
  return svg.group(out);
}

function drop(x: number, y: number, s: number): string {
  return svg.path(
    `M${x} ${y - s}Q${x + s * 0.75} ${y} ${x} ${y + s * 0.6}Q${x - s * 0.75} ${y} ${x} ${y - s}Z`,
    c.waterDeep,
    { opacity: 0.85 },
  );
}

function arrow(d: string, headX: number, headY: number, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const hx1 = headX - Math.cos(a - 0.5) * 12;
  const hy1 = headY - Math.sin(a - 0.5) * 12;
  const hx2 = headX - Math.cos(a + 0.5) * 12;
  const hy2 = headY - Math.sin(a + 0.5) * 12;
  return svg.group([
    svg.path(d, "none", {
      stroke: c.waterDeep,
      "stroke-width": 3,
      "stroke-dasharray": "7 6",
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
    svg.poly(
      [
        [headX, headY],
        [hx1, hy1],
        [hx2, hy2],
      ],
      c.waterDeep,
      { opacity: 0.85 },
    ),
  ]);
}

/** Foundation wall below grade: soil, drainage board, membrane, footing drain, dry basement. */
export function belowGrade(w: number, h: number): string {
  const defs = svg.createDefs("b");
  const grade = h * 0.36;
  const out: string[] = [
    sky(defs, w, h, { horizon: grade, sun: [w * 0.12, h * 0.1], clouds: "below-grade", cloudCount: 2 }),
  ];
  const farPts = [
    [-20, grade - 40],
    [w * 0.3, grade - 90],
    [w * 0.55, grade - 60],
    [w + 20, grade - 110],
  ] as const;
  out.push(terrain(farPts, grade + 10, svg.mix(c.hillFar, c.skyHaze, 0.2)));
  out.push(
    hillsideHomes(ridgeFrom(farPts), {
      seed: "below-grade",
      x0: 0,
      x1: w * 0.5,
      scale: 6,
      count: 12,
      depth: 30,
      fade: 0.4,
    }),
  );
  const wallX = w * 0.5;
  const wallW = w * 0.07;
  const footY = h * 0.83;
  // Soil.
  const soil = pebbles(defs, "#9a7653", "#6f5238", 38, "soil");
  out.push(svg.rect(0, grade, wallX, h - grade, soil));
  out.push(svg.rect(0, grade, wallX, 14, "#7a8f55"));
  for (let i = 0; i < 4; i++) out.push(bush(60 + i * 150, grade + 6, 110, 70, `bg:${i}`));
  out.push(agave(wallX - 70, grade + 4, 40, "bg"));
  // Interior: basement room with warm light.
  const roomFill = defs.linear(
    [
      [0, c.interiorWarm],
      [1, svg.mix(c.stuccoLight, c.interiorWarm, 0.4)],
    ],
    [0, 0, 0, 1],
  );
  out.push(svg.rect(wallX + wallW, grade - 10, w - wallX - wallW, footY - grade + 10, roomFill));
  // Above-grade house wall, window and eave.
  out.push(svg.rect(wallX - 12, 40, wallW + 24, grade - 30, c.stucco));
  out.push(
    svg.rect(wallX + wallW + 12, 40, w - wallX - wallW, grade - 30, svg.mix(c.interiorWarm, c.white, 0.3)),
  );
  out.push(svg.rect(wallX - 40, 24, w - wallX + 60, 22, c.terracotta));
  out.push(glazing(defs, wallX + wallW + 80, 90, 220, 150, { cols: 2, warm: false }));
  // Basement contents: sofa, lamp, rug.
  const fy = footY - 34;
  out.push(svg.rect(wallX + wallW + 60, fy - 70, 260, 70, c.tealLight, { rx: 16 }));
  out.push(svg.rect(wallX + wallW + 60, fy - 110, 260, 55, c.teal, { rx: 14 }));
  out.push(svg.rect(wallX + wallW + 430, fy - 200, 8, 200, c.navy));
  out.push(svg.path(`M${wallX + wallW + 404} ${fy - 200}h60l-14 -40h-32z`, c.flowerYellow));
  out.push(svg.ellipse(wallX + wallW + 250, fy + 4, 220, 10, c.navy, { opacity: 0.15 }));
  // Slab with vapour barrier.
  out.push(svg.rect(wallX + wallW, footY - 34, w - wallX - wallW, 34, c.concrete));
  out.push(svg.rect(wallX + wallW, footY, w - wallX - wallW, 6, c.teal));
  out.push(
    svg.rect(
      wallX + wallW,
      footY + 6,
      w - wallX - wallW,
      h - footY,
      pebbles(defs, "#8f8a80", "#c2bdb2", 20, "subbase"),
    ),
  );
  // Foundation wall and footing.
  out.push(svg.rect(wallX, grade - 10, wallW, footY - grade + 10, c.concrete));
  out.push(svg.rect(wallX - 60, footY, wallW + 120, h * 0.08, c.concreteDark));
  for (let y = grade + 40; y < footY - 20; y += 70) out.push(svg.circle(wallX + wallW * 0.5, y, 5, c.rust));
  // Gravel, perforated drain and filter fabric at the footing.
  out.push(gravel(wallX - 210, footY - 90, 150, h - footY + 90, "footing"));
  out.push(
    svg.path(`M${wallX - 215} ${footY - 95}h160v${h - footY + 95}`, "none", {
      stroke: c.white,
      "stroke-width": 2.5,
      "stroke-dasharray": "8 6",
    }),
  );
  out.push(svg.circle(wallX - 135, footY + 30, 30, c.navy));
  out.push(svg.circle(wallX - 135, footY + 30, 22, "#39465e"));
  for (let a = 0; a < 8; a++)
    out.push(
      svg.circle(
        wallX - 135 + Math.cos((a * Math.PI) / 4) * 26,
        footY + 30 + Math.sin((a * Math.PI) / 4) * 26,
        3,
        c.skyHaze,
      ),
    );
  // Drainage board and membrane on the soil side.
  out.push(svg.rect(wallX - 36, grade - 6, 22, footY - grade + 6, dimples(defs, c.navyLight)));
  out.push(svg.rect(wallX - 14, grade - 12, 14, footY - grade + 40, c.teal));
  out.push(svg.rect(wallX - 14, grade - 12, 4, footY - grade + 40, c.tealLight));
  out.push(
    svg.path(`M${wallX - 14} ${footY + 28}h-46v${h * 0.08 - 28}`, "none", {
      stroke: c.teal,
      "stroke-width": 8,
    }),
  );
  // Ground water: drops and flow arrows down to the drain.
  const r = svg.rng("drops");
  for (let i = 0; i < 9; i++)
    out.push(drop(r.range(40, wallX - 120), r.range(grade + 60, footY - 40), r.range(7, 11)));
  out.push(
    arrow(
      `M${wallX - 120} ${grade + 90}Q${wallX - 60} ${grade + 150} ${wallX - 60} ${footY - 150}`,
      wallX - 60,
      footY - 150,
      90,
    ),
  );
  out.push(
    arrow(
      `M${wallX - 260} ${grade + 200}Q${wallX - 170} ${footY - 160} ${wallX - 140} ${footY - 20}`,
      wallX - 140,
      footY - 20,
      80,
    ),
  );
  return svg.svgDocument(w, h, defs, out);
}

/** Split-slab cut-away: structural slab, membrane, protection, drainage mat, topping slab and pavers. */
export function betweenSlab(w: number, h: number): string {
  const defs = svg.createDefs("s");
  const out: string[] = [
    sky(defs, w, h, { horizon: h * 0.5, sun: [w * 0.85, h * 0.12], clouds: "between-slab", cloudCount: 3 }),
  ];
  // Courtyard backdrop: building face, windows, planters.
  out.push(svg.rect(0, h * 0.14, w, h * 0.5, c.stuccoAlt));
  for (let i = 0; i < 5; i++)
    out.push(glazing(defs, 60 + i * 230, h * 0.22, 150, 120, { cols: 2, sill: true }));
  out.push(svg.rect(0, h * 0.14 - 16, w, 16, c.terracotta));
  out.push(svg.rect(0, h * 0.52, w, h * 0.5, c.concretePale));
  for (let i = 0; i < 4; i++)
    out.push(
      bush(120 + i * 320, h * 0.52, 140, 90, `bs:${i}`, { flowers: c.bougainvillea, flowerCount: 10 }),
    );
  const layers = [
    { h: 95, front: c.concrete, top: c.concreteLight, inset: 0 },
    { h: 12, front: c.teal, top: c.tealLight, inset: 90 },
    { h: 10, front: c.navyMuted, top: svg.mix(c.navyMuted, c.white, 0.35), inset: 190 },
    {
      h: 22,
      front: dimples(defs, c.navyLight),
      top: dimples(defs, svg.mix(c.navyLight, c.white, 0.3)),
      inset: 290,
    },
    {
      h: 70,
      front: pebbles(defs, c.concreteLight, c.concreteDark, 24, "topping"),
      top: c.concretePale,
      inset: 420,
    },
    { h: 24, front: c.terracotta, top: c.terracottaLight, inset: 560 },
  ] as const;
  const x0 = w * 0.08;
  const bw = w * 0.84;
  const depth = 300;
  let y = h * 0.93;
  out.push(svg.ellipse(x0 + bw * 0.55, y + 6, bw * 0.55, 14, c.navy, { opacity: 0.18 }));
  for (const L of layers) {
    y -= L.h;
    out.push(
      box(x0 + L.inset, y, bw - L.inset, L.h, depth, {
        front: L.front,
        top: L.top,
        side: svg.mix(c.concreteDark, c.navy, 0.2),
      }),
    );
  }
  // Rebar in the structural slab and paver joints.
  for (let i = 0; i < 14; i++) out.push(svg.circle(x0 + 30 + i * ((bw - 60) / 13), h * 0.93 - 40, 6, c.rust));
  const [dx, dy] = depthOffset(depth);
  const pav = layers[layers.length - 1];
  if (pav) {
    const px0 = x0 + pav.inset;
    for (let x = px0 + 60; x < x0 + bw; x += 60)
      out.push(svg.line(x, y, x + dx, y + dy, svg.mix(c.terracottaDark, c.navy, 0.2), 2));
    for (let k = 1; k < 5; k++) {
      const t = k / 5;
      out.push(
        svg.line(
          px0 + dx * t,
          y + dy * t,
          x0 + bw + dx * t,
          y + dy * t,
          svg.mix(c.terracottaDark, c.navy, 0.2),
          2,
        ),
      );
    }
    for (let x = px0 + 60; x < x0 + bw; x += 60) out.push(svg.line(x, y, x, y + pav.h, c.terracottaDark, 2));
  }
  // Drain grate in the pavers.
  const dxr = x0 + bw - 120;
  out.push(svg.ellipse(dxr + dx * 0.4, y + dy * 0.4, 34, 12, "#c9cfd3"));
  out.push(svg.ellipse(dxr + dx * 0.4, y + dy * 0.4, 24, 8, "#4d565e"));
  // Water flowing on the membrane to the drain.
  out.push(
    arrow(
      `M${x0 + 140} ${h * 0.93 - 95 - 6}Q${x0 + 260} ${h * 0.93 - 110} ${x0 + 330} ${h * 0.93 - 102}`,
      x0 + 330,
      h * 0.93 - 102,
      0,
    ),
  );
  out.push(drop(x0 + 200, h * 0.93 - 140, 10));
  out.push(drop(x0 + 100, h * 0.93 - 160, 8));
  return svg.svgDocument(w, h, defs, out);
}

/** Planter box with a cut-away corner: stucco, wall, membrane, drainage board, gravel, fabric, soil. */
export function planterCutaway(w: number, h: number): string {
  const defs = svg.createDefs("q");
  const out: string[] = [
    sky(defs, w, h, { horizon: h * 0.45, sun: [w * 0.15, h * 0.12], clouds: "planter", cloudCount: 3 }),
  ];
  // Courtyard wall with a window and bougainvillea, paved floor.
  out.push(svg.rect(0, h * 0.12, w, h * 0.55, c.stucco));
  out.push(svg.rect(0, h * 0.12 - 18, w, 18, c.terracotta));
  out.push(glazing(defs, w * 0.68, h * 0.2, 200, 150, { cols: 2, sill: true }));
  out.push(bush(w * 0.93, h * 0.67, 170, 300, "planter-bv", { flowers: c.bougainvillea, flowerCount: 40 }));
  out.push(svg.rect(0, h * 0.67, w, h * 0.33, c.concretePale));
  for (let x = -40; x < w; x += 120)
    out.push(svg.line(x, h, x + 80, h * 0.67, svg.mix(c.concretePale, c.concreteDark, 0.35), 2));
  const x0 = w * 0.1;
  const bw = w * 0.62;
  const bh = h * 0.3;
  const depth = 260;
  const by = h * 0.9;
  out.push(svg.ellipse(x0 + bw * 0.6, by + 4, bw * 0.6, 16, c.navy, { opacity: 0.2 }));
  // Planter body (stucco) with the cut-away on the left third; soil top over the full width.
  const cut = bw * 0.38;
  out.push(
    box(x0, by - bh, bw, bh, depth, { front: c.stuccoWhite, top: "#5b4634", side: c.stuccoWhiteShade }),
  );
  const [tdx, tdy] = depthOffset(depth);
  out.push(
    svg.poly(
      [
        [x0 + 12, by - bh],
        [x0 + bw - 12, by - bh],
        [x0 + bw - 12 + tdx, by - bh + tdy],
        [x0 + 12 + tdx, by - bh + tdy],
      ],
      "none",
      { stroke: c.teal, "stroke-width": 5 },
    ),
  );
  // Plants growing from the soil.
  const [dx, dy] = depthOffset(depth * 0.5);
  out.push(
    bush(x0 + bw * 0.62 + dx, by - bh + dy + 4, bw * 0.5, h * 0.28, "planter-olive", {
      colors: [svg.mix(c.olive, c.leafDeep, 0.4), c.olive, svg.mix(c.olive, c.white, 0.3)],
    }),
  );
  out.push(
    bush(x0 + bw * 0.3 + dx, by - bh + dy + 12, bw * 0.35, h * 0.12, "planter-lav", {
      flowers: c.lavender,
      flowerCount: 30,
    }),
  );
  out.push(agave(x0 + bw * 0.9 + dx * 0.6, by - bh + dy * 0.6 + 6, 40, "planter-ag"));
  out.push(svg.rect(x0 + cut - 6, by - bh - 10, bw - cut + 12, 12, c.white));
  // Layers in section, from outside in.
  const layers: { w: number; fill: string }[] = [
    { w: 12, fill: c.stuccoWhite },
    { w: 30, fill: c.concrete },
    { w: 10, fill: c.teal },
    { w: 12, fill: dimples(defs, c.navyLight) },
  ];
  let lx = x0;
  for (const L of layers) {
    out.push(svg.rect(lx, by - bh, L.w, bh, L.fill));
    lx += L.w;
  }
  const inner = cut - (lx - x0);
  out.push(gravel(lx, by - bh * 0.28, inner, bh * 0.28, "planter"));
  out.push(
    svg.line(lx, by - bh * 0.28, lx + inner, by - bh * 0.28, c.white, 3, { "stroke-dasharray": "8 5" }),
  );
  out.push(svg.rect(lx, by - bh, inner, bh * 0.72, pebbles(defs, "#5b4634", "#7b624a", 26, "soil")));
  // Membrane also lines the floor of the planter.
  out.push(svg.rect(x0 + 42, by - 10, cut - 42, 10, c.teal));
  // Weep hole / outlet through the front wall.
  out.push(svg.ellipse(x0 + cut + 40, by - 18, 10, 7, c.navy));
  out.push(
    svg.path(`M${x0 + cut + 40} ${by - 12}q4 14 0 26`, "none", {
      stroke: c.waterDeep,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
  );
  return svg.svgDocument(w, h, defs, out);
}
