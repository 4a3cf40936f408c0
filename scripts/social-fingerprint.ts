/**
 * The social images' maker as one hash: the drawing's and the renderer's sources, sharp's and libvips's
 * versions, and the font files. Each card's file name hashes it with the card's SVG
 * (app/lib/discovery/social-card.ts, `socialCardHash`), so a new maker gives every card a new name. The
 * build takes it once (scripts/social-images.ts names its files with it) and hands it to the site's
 * bundles (`fingerprint` of `virtual:social-image-hashes`), where the server names the cards it draws
 * and the head tags name every card, with the same hash.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { SOCIAL_FONT_FILES, SOCIAL_FONTS_DIR, SOCIAL_PNG } from "../app/lib/discovery/social-card.server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["app/lib/discovery/social-card.ts", "app/lib/discovery/social-card.server.ts"];

export function socialFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES) hash.update(readFileSync(path.join(ROOT, file)));
  for (const file of SOCIAL_FONT_FILES) hash.update(readFileSync(path.join(SOCIAL_FONTS_DIR, file)));
  hash.update(JSON.stringify(SOCIAL_PNG));
  hash.update(`sharp ${sharp.versions.sharp ?? ""} vips ${sharp.versions.vips}`);
  return hash.digest("hex").slice(0, 16);
}
