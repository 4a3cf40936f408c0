/**
 * The browser's side of a photo upload from the office's editors: shrink the picked photo to about
 * 2,560 px on its long side (upright by its EXIF orientation), send it with XMLHttpRequest so the page can
 * show its progress (a streamed fetch has no Content-Length, so no progress), then ask the server for its
 * state until it is ready or failed. The server (server/media-routes.server.ts) checks everything again.
 */
import { MEDIA_UPLOAD_PATH } from "~/lib/media/limits";

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
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
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

/** What an upload came to: the photo's id and state, or the server's words for the refusal. */
export type UploadResult = { ok: true; id: number; state: string } | { ok: false; error: string };

/**
 * Sends one photo to `MEDIA_UPLOAD_PATH` (field `photo`), calling `onProgress` with the share sent
 * (0 to 1). `failed` is the page's words when the server gave none (the connection dropped).
 */
export function uploadPhoto(
  blob: Blob,
  name: string,
  { onProgress, failed }: { onProgress: (share: number) => void; failed: string },
): { done: Promise<UploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let body: { id?: unknown; state?: unknown; error?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's page): the page's own words below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body.id === "number")
        resolve({ ok: true, id: body.id, state: typeof body.state === "string" ? body.state : "pending" });
      else resolve({ ok: false, error: typeof body.error === "string" ? body.error : failed });
    });
    xhr.addEventListener("error", () => resolve({ ok: false, error: failed }));
    xhr.addEventListener("timeout", () => resolve({ ok: false, error: failed }));
    xhr.addEventListener("abort", () => resolve({ ok: false, error: failed }));
  });
  const form = new FormData();
  form.append("photo", blob, jpegName(name, blob.type));
  xhr.open("POST", MEDIA_UPLOAD_PATH);
  xhr.setRequestHeader("Accept", "application/json");
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** A shrunk photo's file name ends in .jpg (the server sniffs the type; the name is only for people). */
const jpegName = (name: string, type: string) =>
  type === "image/jpeg" && !/\.jpe?g$/i.test(name) ? `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg` : name;

/** A photo's state and smallest file, as GET /office/media/:id gives it. */
export interface PhotoState {
  id: number;
  state: "pending" | "ready" | "failed";
  label: string;
  width: number;
  height: number;
  files: { width: number; format: string; url?: string }[];
}

/**
 * Asks for a photo's state every `everyMs` until it is ready or failed (or `signal` aborts); `onState`
 * hears each answer. Gives up quietly after `maxMs` (the page then keeps saying "processing").
 */
export async function pollPhoto(
  id: number,
  onState: (state: PhotoState) => void,
  {
    everyMs = 1000,
    maxMs = 5 * 60_000,
    signal,
  }: { everyMs?: number; maxMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const until = Date.now() + maxMs;
  while (!signal?.aborted && Date.now() < until) {
    try {
      const res = await fetch(`${MEDIA_UPLOAD_PATH}/${id}`, {
        headers: { Accept: "application/json" },
        ...(signal ? { signal } : {}),
      });
      if (res.ok) {
        const view = (await res.json()) as PhotoState;
        onState(view);
        if (view.state !== "pending") return;
      }
    } catch {
      if (signal?.aborted) return;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The URL of a ready photo's smallest file at least `width` wide (or its widest), for a thumbnail. */
export function thumbnailOf(state: Pick<PhotoState, "files">, width = 320): string | undefined {
  const files = state.files.filter((f) => f.url);
  const wide = files.filter((f) => f.width >= width).sort((a, b) => a.width - b.width)[0];
  return (wide ?? files.sort((a, b) => b.width - a.width)[0])?.url;
}
