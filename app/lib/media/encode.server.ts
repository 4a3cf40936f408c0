/**
 * Encodes one accepted photo into the build's widths and formats (the gallery's: `galleryWidths` in
 * app/content/images.ts, `FORMATS` and `GALLERY_ENCODER_OPTIONS` in scripts/image-pipeline/plan.ts):
 * decoded with the pixel limit, turned upright by its EXIF orientation, every piece of metadata left
 * behind (sharp writes none unless asked: no GPS, camera or time), never enlarged. Each file is named
 * after a hash of its bytes. Runs in the queue, one photo at a time, never inside the upload request.
 */
import { createHash } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { OutputInfo, Sharp } from "sharp";
import { galleryWidths } from "~/content/images";
import { FORMATS, GALLERY_ENCODER_OPTIONS, type ImageFormat } from "../../../scripts/image-pipeline/plan.ts";
import { MAX_PHOTO_PIXELS } from "./limits";
import { loadSharp } from "./sharp.server";
import type { MediaVariant } from "./media-record";

/** The widths encoded: the gallery's, as the build makes them. */
export const MEDIA_WIDTHS: readonly number[] = galleryWidths;
export const MEDIA_FORMATS: readonly ImageFormat[] = FORMATS;
/**
 * A customer's photo (private): a thumbnail for the office's lists and one large copy, at most 2,560 px
 * wide, to read the damage in.
 */
export const PRIVATE_WIDTHS: readonly number[] = [400, 2560];
/** A customer's photo is seen only in the office, whose browsers all read WebP: no AVIF to encode. */
export const PRIVATE_FORMATS: readonly ImageFormat[] = ["webp"];

function encode(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  const options = GALLERY_ENCODER_OPTIONS[format];
  return format === "avif"
    ? pipeline.avif({ ...options }).toBuffer()
    : pipeline.webp({ ...options }).toBuffer();
}

/** Writes `outDir/<id>-<width>.<hash>.<format>` for every width (the gallery's unless told) and format; the files written. */
export async function encodePhoto(
  input: string,
  outDir: string,
  id: number,
  widthsWanted: readonly number[] = MEDIA_WIDTHS,
  formats: readonly ImageFormat[] = MEDIA_FORMATS,
): Promise<MediaVariant[]> {
  const largest = Math.max(...widthsWanted);
  const sharp = await loadSharp();
  // Decoded once, upright, at the largest width (a JPEG shrinks as it loads), then scaled from memory.
  const base = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "truncated" })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const raw = (buf: { data: Buffer; info: OutputInfo }): Sharp =>
    sharp(buf.data, { raw: { width: buf.info.width, height: buf.info.height, channels: buf.info.channels } });
  // Never enlarged: widths past the photo's own give way to its own width (once).
  const widths = [...new Set(widthsWanted.map((w) => Math.min(w, base.info.width)))].sort((a, b) => b - a);
  const variants: MediaVariant[] = [];
  for (const width of widths) {
    const scaled =
      width === base.info.width
        ? base
        : await raw(base).resize({ width, kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
    for (const format of formats) {
      const bytes = await encode(raw(scaled), format);
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
      const name = `${id}-${width}.${hash}.${format}`;
      const tmp = join(outDir, `${name}.tmp`);
      await writeFile(tmp, bytes);
      await rename(tmp, join(outDir, name));
      variants.push({ width, height: scaled.info.height, format, name, bytes: bytes.length });
    }
  }
  return variants.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
}
