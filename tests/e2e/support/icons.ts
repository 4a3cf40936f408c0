import { filledIcons, lucideIcons, socialGlyphs } from "~/components/ui/icons";

const attributes = (attrs: Record<string, string | number | undefined>) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${String(v)}"`)
    .join("");

const svg = (paint: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" ${paint}>${body}</svg>`;

const STROKE = `stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

/**
 * Every icon of the registry drawn on its own, black, straight from its Lucide data or glyph path: what
 * the stylesheet's strip (components/ui/icon-css.ts) must paint for `i-<name>`.
 */
export function iconReferences(): Record<string, string> {
  const shapes = (node: (typeof lucideIcons)[keyof typeof lucideIcons]) =>
    node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join("");
  return {
    ...Object.fromEntries(
      Object.entries(lucideIcons).map(([name, node]) => [name, svg(`fill="none" ${STROKE}`, shapes(node))]),
    ),
    ...Object.fromEntries(
      Object.entries(filledIcons).map(([name, node]) => [name, svg(`fill="#000" ${STROKE}`, shapes(node))]),
    ),
    ...Object.fromEntries(
      Object.entries(socialGlyphs).map(([name, d]) => [name, svg(`fill="#000"`, `<path d="${d}"/>`)]),
    ),
  };
}
