import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { Translation } from "~/content/i18n";
import { fill, type photoPickerCopy } from "~/content/widget-copy";
import { preparePhoto } from "~/lib/media/photo-shrink";
import { SNIFF_BYTES, sniff } from "~/lib/media/sniff";
import { formatFileSize } from "~/lib/rendering/format-file-size";

/** What one request may carry (the server enforces the same, app/lib/media/limits.ts). */
export interface PhotoLimits {
  count: number;
  photoBytes: number;
  requestBytes: number;
}

/** A photo picked, as it will be sent (shrunk), with the preview's object URL. */
export interface PickedPhoto {
  key: number;
  name: string;
  blob: Blob;
  /** The preview's object URL; none for a photo of an accepted type this browser cannot show. */
  preview?: string;
}

type Words = Translation<typeof photoPickerCopy>;

/**
 * The photos a form will send: picked from the camera or the library, shrunk in the browser (as the
 * office's editor does), refused here when they could never be kept (too many, too large, past the
 * request's total, not a photo the browser can read), removable, and each one's progress once sending.
 */
export function usePhotoPicker(limits: PhotoLimits, words: Words | undefined) {
  const [photos, setPhotos] = useState<readonly PickedPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [message, setMessage] = useState("");
  const [progress, setProgress] = useState<readonly number[] | null>(null);
  // The photos as last set (`add` awaits the shrinking, so it reads them here, not from a render's value).
  const current = useRef<readonly PickedPhoto[]>([]);
  const nextKey = useRef(1);
  const commit = (next: readonly PickedPhoto[]) => {
    current.current = next;
    setPhotos(next);
  };

  // Object URLs are released with the photos they show.
  useEffect(() => () => current.current.forEach((p) => p.preview && URL.revokeObjectURL(p.preview)), []);
  // One batch at a time: a second choice waits for the first to be prepared, so the limits count both.
  const adding = useRef<Promise<void>>(Promise.resolve());

  function add(files: readonly File[]): Promise<void> {
    adding.current = adding.current.then(() => addNow(files));
    return adding.current;
  }

  async function addNow(files: readonly File[]) {
    if (!words) return;
    setPreparing(true);
    const said: string[] = [];
    const kept: PickedPhoto[] = [];
    try {
      let total = current.current.reduce((sum, p) => sum + p.blob.size, 0);
      const limitMb = (bytes: number) => String(Math.round(bytes / (1024 * 1024)));
      for (const file of files) {
        const name = file.name;
        if (current.current.length + kept.length >= limits.count) {
          said.push(fill(words.tooMany, { max: limits.count, name }));
          continue;
        }
        try {
          // The type from the first bytes, as the server judges it: what it would refuse is not sent.
          const type = sniff(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
          if (!type.ok) {
            said.push(fill(type.kind === "heic" ? words.heic : words.unreadable, { name }));
            continue;
          }
          // A photo of an accepted type this browser cannot decode goes as picked, unshown: the server
          // decodes it (or names what is wrong with it).
          const { blob, decoded } = await preparePhoto(file);
          if (blob.size > limits.photoBytes)
            said.push(fill(words.tooLarge, { name, limit: limitMb(limits.photoBytes) }));
          else if (total + blob.size > limits.requestBytes)
            said.push(fill(words.overTotal, { name, limit: limitMb(limits.requestBytes) }));
          else {
            total += blob.size;
            const preview = decoded ? URL.createObjectURL(blob) : undefined;
            kept.push({ key: nextKey.current++, name, blob, ...(preview ? { preview } : {}) });
          }
        } catch {
          said.push(fill(words.unreadable, { name }));
        }
      }
    } finally {
      const all = [...current.current, ...kept];
      commit(all);
      if (kept.length > 0) said.push(fill(words.added, { count: all.length, max: limits.count }));
      setMessage(said.join(" "));
      setPreparing(false);
    }
  }

  function remove(key: number) {
    const photo = current.current.find((p) => p.key === key);
    if (!photo) return;
    if (photo.preview) URL.revokeObjectURL(photo.preview);
    commit(current.current.filter((p) => p.key !== key));
    if (words) setMessage(fill(words.removed, { name: photo.name }));
  }

  return { photos, preparing, message, progress, setProgress, add, remove, limits };
}

export type PhotoPickerState = ReturnType<typeof usePhotoPicker>;

interface PhotoPickerProps {
  picker: PhotoPickerState;
  words: Words;
  /** The file input's id, field name and `accept` list (the form's; without script it is the form's input). */
  id: string;
  name: string;
  accept: string;
  /** The input's label and its hint (the accepted types and limits), in the form's own words. */
  label: string;
  hint: string;
  /** The form is being sent: nothing can be added or removed. */
  sending: boolean;
  dark?: boolean;
  /** What an agent reading the form as a tool (WebMCP) is told of the field. */
  toolparamdescription?: string;
}

/**
 * The form's file input, and under it the photos picked: a preview, the size, a Remove button and,
 * while the form is sent, a progress bar each. Rendered by the server as the bare input (a form without
 * script sends the photos itself); once hydrated, a change of the input adds to the photos kept here
 * and the input is emptied, so a photo is never sent twice.
 */
export function PhotoPicker({
  picker,
  words,
  id,
  name,
  accept,
  label,
  hint,
  sending,
  dark,
  toolparamdescription,
}: PhotoPickerProps) {
  const { photos, progress, message, preparing, limits } = picker;
  const full = photos.length >= limits.count;
  const muted = dark ? "text-slate-300" : "text-slate-600";
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Photos chosen in the plain input before the script ran are taken over: shrunk, checked, removable.
  useEffect(() => {
    const field = input.current;
    if (!field?.files?.length) return;
    const files = [...field.files];
    field.value = "";
    void picker.add(files);
    // Once, at hydration: `picker` is the same hook's for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** Removes a photo and keeps focus in the list: on the next photo's Remove, else the one before, else the input. */
  const removeAt = (key: number, index: number) => {
    flushSync(() => picker.remove(key));
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
  };
  return (
    <div>
      <label htmlFor={id} className={`block text-sm font-semibold ${dark ? "text-white" : "text-navy-900"}`}>
        {label}
      </label>
      <p id={`${id}-hint`} className={`mt-1 text-sm ${muted}`}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        name={name}
        multiple
        accept={accept}
        aria-describedby={`${id}-hint`}
        toolparamdescription={toolparamdescription}
        ref={input}
        // Never disabled while it may hold focus (a disabled control drops it to the page): a choice
        // while photos are prepared waits its turn, and one past the limit is named in the status.
        disabled={sending}
        aria-disabled={full || undefined}
        className={`mt-2 block w-full min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-white ${dark ? "text-slate-200" : "text-slate-700"}`}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = "";
          if (files.length > 0) void picker.add(files);
        }}
      />
      <p role="status" className={`mt-2 text-sm ${dark ? "text-slate-100" : "text-navy-900"}`}>
        {preparing ? words.preparing : message}
      </p>
      {photos.length > 0 ? (
        <ul ref={list} className="mt-3 grid grid-cols-1 gap-3">
          {photos.map((photo, i) => {
            const n = i + 1;
            const share = progress?.[i];
            return (
              <li key={photo.key} className="flex items-center gap-3">
                {photo.preview ? (
                  <img
                    src={photo.preview}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="size-16 shrink-0 rounded-md bg-slate-100 ring-1 ring-slate-200"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className={`truncate text-sm font-semibold ${dark ? "text-white" : "text-navy-900"}`}>
                    {photo.name}
                  </p>
                  {share === undefined ? (
                    <p className={`text-sm ${muted}`}>
                      {formatFileSize(photo.blob.size)} · {words.ready}
                    </p>
                  ) : (
                    <progress
                      className="mt-1 block h-2 w-full accent-teal-700"
                      max={100}
                      value={Math.round(share * 100)}
                      aria-label={fill(words.progress, { n, name: photo.name })}
                    />
                  )}
                </div>
                <button
                  type="button"
                  disabled={sending}
                  onClick={() => removeAt(photo.key, i)}
                  aria-label={fill(words.removeLabel, { n, name: photo.name })}
                  className={`min-h-11 min-w-11 shrink-0 rounded-md px-3 text-sm font-semibold underline disabled:opacity-50 ${dark ? "text-amber-300" : "text-teal-700"}`}
                >
                  {words.remove}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
