/**
 * Content-Security-Policy for HTML responses. Inline scripts are never allowed wholesale: server-rendered
 * pages carry a per-request nonce, prerendered pages the SHA-256 hashes of their own inline scripts.
 */

export type ScriptSource = { nonce: string } | { hashes: readonly string[] };

/** Third-party origin allowed in frames: the office map, loaded only after a click. */
export const MAP_FRAME_ORIGINS = ["https://www.google.com", "https://maps.google.com"] as const;

/**
 * The policy of a page. `blobImages`: a page with a photo picker (the office's, the quote and booking
 * forms) also shows `blob:` images, the previews of photos picked before they are sent; other pages
 * never do.
 */
export function contentSecurityPolicy(scripts: ScriptSource, { blobImages = false } = {}): string {
  const scriptSrc =
    "nonce" in scripts
      ? [`'self'`, `'nonce-${scripts.nonce}'`]
      : [`'self'`, ...scripts.hashes.map((h) => `'sha256-${h}'`)];
  return [
    `default-src 'self'`,
    `script-src ${scriptSrc.join(" ")}`,
    // Style attributes (slider positions, widths) need inline styles; scripts never do.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:${blobImages ? " blob:" : ""}`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `frame-src ${MAP_FRAME_ORIGINS.join(" ")}`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join("; ");
}

/** Inline `<script>` bodies of an HTML document (scripts with a `src` are not inline). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(re)) {
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attrs)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** Whether a page has a file input (a photo picker), so shows `blob:` previews of the photos picked. */
export const picksPhotos = (html: string): boolean => /<input\b[^>]*\btype="file"/i.test(html);
