import faviconSvg from "../../../public/favicon.svg?raw";

/**
 * An SVG as a `data:` URI: quotes become `%27` (React would write a quote inside an attribute as a
 * six-character entity) and only the characters a URI cannot carry are percent-encoded, so it stays
 * about as short as the file.
 */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>?[\\\]^`{|}]/g, (c) => encodeURIComponent(c))
    .replace(/["']/g, "%27");
  return `data:image/svg+xml,${body}`;
}

/**
 * The page's icon, written into every page instead of linked. The file is 350 bytes, less than the
 * headers of the request it saves; that request came after the load event and competed with the hero
 * image for a phone's first second (decision 018). `/favicon.svg` stays for the web manifest.
 */
export const faviconHref = svgDataUri(faviconSvg);
