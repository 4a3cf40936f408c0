/**
 * The browser's side of a photo upload from the office's editors: the picked photo shrunk
 * (app/lib/media/photo-shrink.ts) is sent with XMLHttpRequest so the page can
 * show its progress (a streamed fetch has no Content-Length, so no progress), then ask the server for its
 * state until it is ready or failed. The server (server/media-routes.server.ts) checks everything again.
 */
import { MEDIA_UPLOAD_PATH } from "~/lib/media/limits";

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
