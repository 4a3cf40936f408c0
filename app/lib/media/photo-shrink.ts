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
  const bitmap = await decode(file);
  if (!bitmap) return { blob: file, decoded: false };
  // Drawing or encoding can still fail (a canvas past a phone's memory): the photo goes as picked.
  return { blob: await shrunk(file, bitmap).catch(() => file), decoded: true };
}

/** The photo decoded upright, or undefined. A browser that predates `imageOrientation` refuses the option. */
async function decode(file: File): Promise<ImageBitmap | undefined> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    if (!(error instanceof TypeError)) return undefined;
  }
  try {
    return await createImageBitmap(file);
  } catch {
    return undefined;
  }
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
    // Its memory goes now, not when the collector comes (a phone's canvases share a small budget).
    canvas.width = canvas.height = 0;
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
