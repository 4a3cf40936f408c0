/**
 * Shrinking a photo in the browser before it is sent (the office's editors and the quote form's photo
 * picker): about 2,560 px on its long side, upright by its EXIF orientation, as a JPEG. The server checks
 * and encodes everything again. Browser code (plain in Node for `fitWithin`).
 */

/** The long side a photo is shrunk to before it is sent: plenty for the gallery's widest file. */
export const SHRINK_LONG_SIDE = 2560;
/** The JPEG quality of a shrunk photo. */
export const SHRINK_QUALITY = 0.9;

/** The size a photo of `width`×`height` is sent at: its long side at most `max`, never enlarged. */
export function fitWithin(width: number, height: number, max = SHRINK_LONG_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo to send: shrunk to `SHRINK_LONG_SIDE` as a JPEG when it is larger, drawn upright by its
 * EXIF orientation. A photo already small enough, or one the browser cannot decode (the server then
 * names what is wrong with it: HEIC, damaged, not a photo), is sent as picked.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  return (await preparePhoto(file)).blob;
}

/** `shrinkPhoto`, saying also whether the browser could decode the photo (so whether it can preview it). */
export async function preparePhoto(file: File): Promise<{ blob: Blob; decoded: boolean }> {
  if (typeof createImageBitmap !== "function") return { blob: file, decoded: true };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { blob: file, decoded: false };
  }
  return { blob: await shrunk(file, bitmap), decoded: true };
}

async function shrunk(file: File, bitmap: ImageBitmap): Promise<Blob> {
  try {
    if (Math.max(bitmap.width, bitmap.height) <= SHRINK_LONG_SIDE) return file;
    const size = fitWithin(bitmap.width, bitmap.height);
    if (typeof OffscreenCanvas === "function") {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext("2d");
      if (!context) return file;
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      return await canvas.convertToBlob({ type: "image/jpeg", quality: SHRINK_QUALITY });
    }
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", SHRINK_QUALITY),
    );
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
