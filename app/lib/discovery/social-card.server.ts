/**
 * Draws a sharing card's SVG (social-card.ts) into its PNG, with the fonts in assets/fonts: the build and
 * the server share this, so both give the same bytes for the same card. sharp's prebuilt libvips draws
 * the SVG (librsvg) and finds fonts through its own fontconfig, which would otherwise read the machine's
 * /etc/fonts: a host without DejaVu Sans (a slim container) would draw every card without a word, and a
 * host with other versions another picture. FONTCONFIG_FILE, set before the first drawing of the process,
 * points it at assets/fonts/fonts.conf, which lists that folder only.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadSharp } from "../media/sharp.server.ts";
import { projectRoot } from "../site/project-root.server.ts";

/** The fonts' folder: files of the repository, present in a production install (git clone + npm ci --omit=dev). */
export const SOCIAL_FONTS_DIR = join(projectRoot, "assets/fonts");
/** The font files the card names (its regular and bold weights), read by the build's fingerprint too. */
export const SOCIAL_FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "fonts.conf"] as const;

/** The PNG encoder's settings (a palette of up to 256 colours: about 40 KB a card). */
export const SOCIAL_PNG = { compressionLevel: 9, palette: true, quality: 90 } as const;

let fontsSet = false;

/**
 * Points this process's fontconfig at assets/fonts (once; fontconfig reads its configuration at its first
 * use, so this runs before the first drawing). Throws when the folder is missing, rather than drawing
 * cards without words.
 */
export function pointFontconfigAtSocialFonts(): void {
  if (fontsSet) return;
  const conf = join(SOCIAL_FONTS_DIR, "fonts.conf");
  const missing = SOCIAL_FONT_FILES.filter((f) => !existsSync(join(SOCIAL_FONTS_DIR, f)));
  if (missing.length)
    throw new Error(`social images: missing font files in ${SOCIAL_FONTS_DIR}: ${missing.join(", ")}`);
  process.env.FONTCONFIG_FILE = conf;
  fontsSet = true;
}

/** The card's PNG (1200×630). */
export async function renderSocialCard(svg: string): Promise<Buffer> {
  pointFontconfigAtSocialFonts();
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png(SOCIAL_PNG).toBuffer();
}
