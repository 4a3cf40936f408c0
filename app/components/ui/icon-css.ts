import type { IconNode } from "lucide";
import { el } from "../../../scripts/placeholders/svg.ts";
import { svgDataUri } from "../../lib/rendering/svg-data-uri.ts";
import { filledIcons, lucideIcons, socialGlyphs } from "./icons.ts";

/**
 * The icons as CSS (decision 022): one rule per icon, `.i-<name>`, whose `--icon` is the icon drawn as
 * an SVG data URI; the `icon` class (app.css) paints `currentColor` through it as a mask. The rules
 * live in the site's one stylesheet (icon-plugin.ts hands them to Tailwind), so a page's HTML carries
 * a class per icon instead of its paths, and icons cost no request of their own: the stylesheet is
 * fetched before the first paint anyway and cached for a year. Build-time only (Tailwind loads it),
 * so it draws with the placeholder drawings' SVG helpers.
 */

const STROKE = { stroke: "#000", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" };

const svg = (presentation: Record<string, string | number>, body: string | string[]) =>
  el("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 24 24", ...presentation }, body);

const shapes = (node: IconNode) => node.map(([tag, attrs]) => el(tag, attrs));

/** Every icon's drawing as SVG markup, by name. */
export function iconSvgs(): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(lucideIcons).map(([n, node]) => [n, svg({ fill: "none", ...STROKE }, shapes(node))]),
    ),
    ...Object.fromEntries(
      Object.entries(filledIcons).map(([n, node]) => [n, svg({ fill: "#000", ...STROKE }, shapes(node))]),
    ),
    ...Object.fromEntries(
      Object.entries(socialGlyphs).map(([n, d]) => [n, svg({ fill: "#000" }, el("path", { d }))]),
    ),
  };
}

/** The rules Tailwind adds to the stylesheet: `.i-phone { --icon: url("data:…") }`, one per icon. */
export function iconRules(): Record<string, { "--icon": string }> {
  return Object.fromEntries(
    Object.entries(iconSvgs()).map(([name, markup]) => [
      `.i-${name}`,
      { "--icon": `url("${svgDataUri(markup)}")` },
    ]),
  );
}
