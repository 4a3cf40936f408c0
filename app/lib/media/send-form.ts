/**
 * Sends a form with the photos its picker holds, as one multipart POST (the text first, then the photos:
 * the same request a form without script sends), with XMLHttpRequest so each photo's progress can be
 * shown from the byte offset sent (multipart-body.ts). Browser only.
 */
import { filesProgress, multipartBody } from "./multipart-body";

export interface SentForm {
  status: number;
  /** The answer's text (JSON when `accept` asked for it). */
  text: string;
  /** The address the answer came from, after redirects. */
  url: string;
}

/**
 * Posts `form`'s text fields (its own file inputs are left out) and `photos` as field `field` to the
 * form's action, asking for `accept`; `onProgress` gets each photo's share sent (0 to 1). Rejects when
 * the connection fails, so the caller can fall back to the browser's own submission.
 */
export function sendWithPhotos(
  form: HTMLFormElement,
  photos: readonly { name: string; blob: Blob }[],
  { field, accept, onProgress }: { field: string; accept: string; onProgress: (shares: number[]) => void },
): Promise<SentForm> {
  const fields: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.push([name, value]);
  const { body, contentType, files } = multipartBody(
    fields,
    photos.map((p) => ({ field, filename: p.name, type: p.blob.type, blob: p.blob })),
  );
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.setRequestHeader("Accept", accept);
    xhr.upload.addEventListener("progress", (e) => onProgress(filesProgress(e.loaded, files)));
    xhr.addEventListener("load", () => {
      onProgress(files.map(() => 1));
      resolve({ status: xhr.status, text: xhr.responseText, url: xhr.responseURL });
    });
    xhr.addEventListener("error", () => reject(new Error("the connection failed")));
    xhr.addEventListener("abort", () => reject(new Error("the upload was cut off")));
    xhr.send(body);
  });
}

/**
 * The fallback when `sendWithPhotos` fails: the picker's photos go back into the form's file input
 * `field` (where the browser can set files) and the browser submits the form itself.
 */
export function submitNatively(
  form: HTMLFormElement,
  photos: readonly { name: string; blob: Blob }[],
  field: string,
): void {
  const input = form.querySelector<HTMLInputElement>(`input[type=file][name="${field}"]`);
  if (input && typeof DataTransfer === "function") {
    const files = new DataTransfer();
    for (const p of photos) files.items.add(new File([p.blob], p.name, { type: p.blob.type }));
    input.disabled = false;
    input.files = files.files;
  }
  form.submit();
}
