/**
 * A page's sharing card (its 1200×630 social image) as a drawing: the words on it, the SVG and the file
 * name. One module for both makers, so they draw the same picture for the same words: the build
 * (scripts/social-images.ts, every page of the repository) and the server (social-image.server.ts, a
 * page the office publishes). Plain code with relative imports: Node runs the build script without a
 * bundler.
 */

/** Size of every page's social image (Open Graph's recommended 1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const WIDTH = SOCIAL_IMAGE.width;
export const HEIGHT = SOCIAL_IMAGE.height;

const brand = { navy: "#0b1f3a", navyLight: "#14305a", amber: "#f5b82e", sand: "#e9dfcc", teal: "#14917f" };

/** The families the drawing names: the files in assets/fonts are the only ones its maker sees. */
export const SOCIAL_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export interface SocialPage {
  /** Output file name without hash and extension (social-image.ts's socialImageName). */
  name: string;
  title: string;
  /** Small label above the title: the page's kind. */
  label: string;
  /** The number printed on the card: the one the page's language calls (the company's when absent). */
  phone?: string;
}

/** The company's lines at the foot of every card. */
export interface SocialCompany {
  name: string;
  host: string;
  phone: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits a title into at most `maxLines` lines of about `perLine` characters (ellipsis if longer). */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? "").replace(/[\s,.:;]+$/, "")}…`;
  return kept;
}

/** The sharing image of one page as SVG: brand mark, label, title, company and site host. */
export function socialSvg(page: SocialPage, company: SocialCompany): string {
  // Long titles get a smaller size so they stay within three lines.
  const big = page.title.length <= 48;
  const size = big ? 64 : 54;
  const lines = wrapTitle(page.title, big ? 28 : 34, 3);
  const lineHeight = Math.round(size * 1.18);
  const top = 250 - ((lines.length - 1) * lineHeight) / 2;
  const font = SOCIAL_FONT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brand.navy}"/><stop offset="1" stop-color="${brand.navyLight}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <path d="M0 540 C 150 500, 300 500, 450 540 S 750 580, 900 540 S 1100 500, 1200 530 L1200 630 L0 630 Z" fill="${brand.teal}" opacity="0.9"/>
  <path d="M0 575 C 150 545, 300 545, 450 575 S 750 605, 900 575 S 1100 545, 1200 570 L1200 630 L0 630 Z" fill="${brand.navy}" opacity="0.55"/>
  <rect x="80" y="72" width="8" height="${lines.length * lineHeight + 110}" fill="${brand.amber}"/>
  <g transform="translate(1040 64) scale(2.2)">
    <rect width="40" height="40" rx="9" fill="${brand.navyLight}"/>
    <path d="M7 15h26v5H7z" fill="${brand.amber}"/><path d="M10 20h3v9h-3zM27 20h3v9h-3z" fill="${brand.sand}"/>
    <path d="M6 31c3-2.5 5.5-2.5 8.5 0s5.5 2.5 8.5 0 5.5-2.5 8.5 0" stroke="${brand.teal}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
  </g>
  <text x="116" y="${top - 78}" font-family="${font}" font-size="26" font-weight="700" letter-spacing="3" fill="${brand.amber}">${escapeXml(page.label.toUpperCase())}</text>
  <text font-family="${font}" font-size="${size}" font-weight="700" fill="#ffffff">${lines
    .map((l, i) => `<tspan x="116" y="${top + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join("")}</text>
  <text x="116" y="${HEIGHT - 150}" font-family="${font}" font-size="30" font-weight="700" fill="${brand.sand}">${escapeXml(company.name)}</text>
  <text x="116" y="${HEIGHT - 112}" font-family="${font}" font-size="24" fill="${brand.sand}" opacity="0.85">${escapeXml(`${company.host} · ${page.phone ?? company.phone}`)}</text>
</svg>`;
}

/**
 * The 10 hex digits in a card's file name: a hash of its SVG and of the drawing's maker (`fingerprint`:
 * this module's and the renderer's sources, sharp's version, the font files, taken by the build). The same
 * words give the same name in the build, in the server and in a page's head tags, with no file read; new
 * words, or a new maker, a new name, so the files are cached for good. Pure code (FNV-1a, 64 bits), since
 * the head tags are computed in modules the browser bundle may also load.
 */
export function socialCardHash(fingerprint: string, svg: string): string {
  let hash = 0xcbf29ce484222325n;
  const text = `${fingerprint}\n${svg}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0").slice(0, 10);
}

/** `<name>.<first 10 hex digits of the hash>.png` (the Vite plugin reads the names back). */
export const socialFileName = (name: string, hash: string) => `${name}.${hash.slice(0, 10)}.png`;

/** A file name of that form: its page name and hash. */
export const SOCIAL_FILE = /^([a-z0-9][a-z0-9._-]*)\.([0-9a-f]{10})\.png$/;
