import type { IconNode } from "lucide";
import { filledIcons, lucideIcons, socialGlyphs } from "./icons.ts";

/**
 * The icons as CSS (decision 018): one rule per icon, `.i-<name>`, whose `--icon` is the icon drawn as
 * an SVG data URL; the `icon` class (app.css) paints `currentColor` through it as a mask. The rules
 * live in the site's one stylesheet (icon-plugin.ts hands them to Tailwind), so a page's HTML carries
 * a class per icon instead of its paths, and icons cost no request of their own: the stylesheet is
 * fetched before the first paint anyway and cached for a year.
 */

const OUTLINE = `fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
const FILLED = `fill="#000" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

const escapeAttr = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const shapes = (node: IconNode) =>
  node
    .map(
      ([tag, attrs]) =>
        `<${tag}${Object.entries(attrs)
          .map(([k, v]) => ` ${k}="${escapeAttr(v as string | number)}"`)
          .join("")}/>`,
    )
    .join("");

/** An SVG as a CSS `url()`: quotes swapped and the characters a URL or CSS string cannot hold escaped. */
export const svgUrl = (svg: string): string =>
  `url("data:image/svg+xml,${svg
    .replaceAll('"', "'")
    .replaceAll("%", "%25")
    .replaceAll("#", "%23")
    .replaceAll("<", "%3C")
    .replaceAll(">", "%3E")}")`;

const svg = (presentation: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${presentation}>${body}</svg>`;

/** Every icon's drawing as SVG markup, by name. */
export function iconSvgs(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(lucideIcons).map(([n, node]) => [n, svg(OUTLINE, shapes(node))])),
    ...Object.fromEntries(Object.entries(filledIcons).map(([n, node]) => [n, svg(FILLED, shapes(node))])),
    ...Object.fromEntries(
      Object.entries(socialGlyphs).map(([n, d]) => [n, svg(`fill="#000"`, `<path d="${escapeAttr(d)}"/>`)]),
    ),
  };
}

/** The rules Tailwind adds to the stylesheet: `.i-phone { --icon: url("data:…") }`, one per icon. */
export function iconRules(): Record<string, { "--icon": string }> {
  return Object.fromEntries(
    Object.entries(iconSvgs()).map(([name, markup]) => [`.i-${name}`, { "--icon": svgUrl(markup) }]),
  );
}
