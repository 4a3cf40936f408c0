import type { IconNode } from "lucide";
import { el, group } from "../../../scripts/placeholders/svg.ts";
import { svgDataUri } from "../../lib/rendering/svg-data-uri.ts";
import { filledIcons, lucideIcons, socialGlyphs } from "./icons.ts";

/**
 * The icons as CSS (decision 022): every icon drawn side by side in one SVG, a strip of 24 px cells,
 * which the `icon` class (app.css) uses as its mask, scaled so one cell fills the icon's square and
 * moved to the cell its `i-<name>` class names. The rules live in the site's one stylesheet
 * (icon-plugin.ts hands them to Tailwind), so a page's HTML carries a class per icon instead of its
 * paths, and icons cost no request of their own.
 *
 * One image, not one per icon: Chrome builds a small document for every SVG image it paints, and a
 * data URI per icon cost a page with 14 different icons about as much style and layout work again as
 * the page itself. Build-time only (Tailwind loads it), so it draws with the placeholder drawings' SVG
 * helpers.
 */

/** Each icon's cell in the strip. */
const CELL = 24;

const STROKE = { stroke: "#000", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" };

const shapes = (node: IconNode) => node.map(([tag, attrs]) => el(tag, attrs));

/**
 * The icons in the strip's order, each with its paint: Lucide's outlines, the filled ones, then the
 * social glyphs. Every drawing stays inside its 24 px cell.
 */
function drawings() {
  return [
    ...Object.entries(lucideIcons).map(([name, node]) => ({ name, paint: "outline", body: shapes(node) })),
    ...Object.entries(filledIcons).map(([name, node]) => ({ name, paint: "filled", body: shapes(node) })),
    ...Object.entries(socialGlyphs).map(([name, d]) => ({ name, paint: "glyph", body: [el("path", { d })] })),
  ] as const;
}

const PAINT = {
  outline: { fill: "none", ...STROKE },
  filled: { fill: "#000", ...STROKE },
  glyph: { fill: "#000" },
} as const;

/** The strip: one SVG, icon `i` drawn in the cell from x = 24·i, its paint set once per kind. */
export function iconSprite(): { markup: string; names: string[] } {
  const icons = drawings();
  const cells = (paint: keyof typeof PAINT) =>
    group(
      icons.flatMap((icon, i) =>
        icon.paint === paint
          ? [group(icon.body, i === 0 ? {} : { transform: `translate(${i * CELL})` })]
          : [],
      ),
      PAINT[paint],
    );
  const markup = el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${icons.length * CELL} ${CELL}` },
    [cells("outline"), cells("filled"), cells("glyph")],
  );
  return { markup, names: icons.map((icon) => icon.name) };
}

/**
 * The rules Tailwind adds to the stylesheet: the strip and its width in cells on `.icon`
 * (`--icon`, `--icon-strip`), and each icon's cell as a mask position on `.i-<name>` (`--icon-x`):
 * with the strip n squares wide, cell i is in view at i / (n − 1) of the way along.
 */
export function iconRules(): Record<string, Record<string, string>> {
  const { markup, names } = iconSprite();
  const percent = (i: number) => `${Math.round((i / Math.max(1, names.length - 1)) * 1e6) / 1e4}%`;
  return {
    ".icon": { "--icon": `url("${svgDataUri(markup)}")`, "--icon-strip": `${names.length * 100}%` },
    ...Object.fromEntries(names.map((name, i) => [`.i-${name}`, { "--icon-x": percent(i) }])),
  };
}
