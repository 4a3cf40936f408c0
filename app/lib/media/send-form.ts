/**
 * Sends a form with the photos its picker holds, as one multipart POST (the text first, then the photos:
 * the same request a form without script sends), with XMLHttpRequest so each photo's progress can be
 * shown from the byte offset sent (multipart-body.ts). Browser only.
 */
import { filesProgress, multipartBody } from "./multipart-body";
import { PHOTOS_UNSENT_FIELD } from "./photo-outcomes";

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
    // A connection that stalls (a phone's signal lost) is given up, so the form can go without photos:
    // nothing sent for STALL_MS, or no answer ANSWER_MS after the last byte.
    let last = Date.now();
    let uploaded = false;
    const watch = setInterval(() => {
      if (Date.now() - last > (uploaded ? ANSWER_MS : STALL_MS)) xhr.abort();
    }, 1000);
    const done = () => clearInterval(watch);
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.setRequestHeader("Accept", accept);
    xhr.upload.addEventListener("progress", (e) => {
      last = Date.now();
      onProgress(filesProgress(e.loaded, files));
    });
    xhr.upload.addEventListener("load", () => {
      last = Date.now();
      uploaded = true;
    });
    xhr.addEventListener("load", () => {
      done();
      onProgress(files.map(() => 1));
      resolve({ status: xhr.status, text: xhr.responseText, url: xhr.responseURL });
    });
    xhr.addEventListener("error", () => {
      done();
      reject(new Error("the connection failed"));
    });
    xhr.addEventListener("abort", () => {
      done();
      reject(new Error("the upload was cut off"));
    });
    xhr.send(body);
  });
}

/** How long an upload may send nothing before it is given up. */
export const STALL_MS = 30_000;
/** How long the answer may take once the last byte is sent (the server checks each photo first). */
export const ANSWER_MS = 60_000;

/**
 * The fallback when `sendWithPhotos` fails (the connection, or an answer that is not the form's): the
 * browser posts the form itself without the photos, so the request is never lost because of them, and
 * names each photo in `PHOTOS_UNSENT_FIELD` so the answer says it was not sent. A retry of a request that
 * did arrive is the same request again (a booking's form key; a quote within ten minutes).
 */
export function submitWithoutPhotos(
  form: HTMLFormElement,
  photos: readonly { name: string }[],
  field: string,
): void {
  const input = form.querySelector<HTMLInputElement>(`input[type=file][name="${field}"]`);
  if (input) input.value = "";
  for (const old of form.querySelectorAll(`input[name="${PHOTOS_UNSENT_FIELD}"]`)) old.remove();
  for (const photo of photos) {
    const unsent = document.createElement("input");
    unsent.type = "hidden";
    unsent.name = PHOTOS_UNSENT_FIELD;
    unsent.value = photo.name;
    form.append(unsent);
  }
  form.submit();
}
