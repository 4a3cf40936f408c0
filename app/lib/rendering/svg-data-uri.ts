/**
 * An SVG as a `data:` URI: quotes become `%27` (React would write a quote inside an attribute as a
 * six-character entity, and a CSS `url("…")` must not meet one) and only the characters a URI cannot
 * carry are percent-encoded, so it stays about as short as the file. Used by the favicon
 * (./favicon.ts) and the icons' stylesheet rules (components/ui/icon-css.ts); no aliases here, since
 * Tailwind loads the latter before the site is bundled.
 */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>?[\\\]^`{|}]/g, (c) => encodeURIComponent(c))
    .replace(/["']/g, "%27");
  return `data:image/svg+xml,${body}`;
}
