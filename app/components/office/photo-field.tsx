import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { inputClass, secondaryButtonClass } from "~/components/office/office-page";
import { labelClass } from "~/components/office/work-ui";
import { projectEditorCopy } from "~/content/office/website";
import { PHOTO_ACCEPT } from "~/lib/media/limits";
import { preparePhoto } from "~/lib/media/photo-shrink";
import { pollPhoto, thumbnailOf, uploadPhoto } from "~/lib/office/photo-client";
import { mediaIdOf, type PhotoSlot, type PhotoValues } from "~/lib/office/project-form";

const copy = projectEditorCopy.photos;

/** A photo's state as the field shows it. */
export type PhotoPhase =
  | { phase: "none" }
  | { phase: "stored"; note: string }
  | { phase: "shrinking" }
  | { phase: "uploading"; percent: number }
  | { phase: "processing" }
  | { phase: "ready" }
  | { phase: "failed"; reason: string };

/** What the server knows of the photo already in the field (the loader's `media.view`). */
export interface StoredPhotoState {
  state: "pending" | "ready" | "failed";
  label: string;
  thumbnail?: string;
}

// Whether the page runs its script: the server (and the first client render) says no, then yes.
const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

const clampFocus = (n: number) => Math.round(Math.min(100, Math.max(0, n)));

/**
 * One project photo: take it with the camera or pick it from the library, shrunk in the browser and sent
 * with its progress shown, then its state (processing, ready with a thumbnail, failed with the reason);
 * its alt text in English and Spanish; its focal point, set by tapping the photo or with two number
 * inputs (arrow keys on the photo move it too). Posts `<slot>.source`, `.alt`, `.altEs`, `.focusX`,
 * `.focusY` with the editor's form; without JavaScript the photo already there is kept.
 */
export function PhotoField({
  slot,
  label,
  values,
  stored,
  errors,
  onBusy,
}: {
  slot: PhotoSlot;
  label: string;
  values: PhotoValues;
  stored: StoredPhotoState | undefined;
  errors: Record<string, string>;
  /** Tells the editor a photo is on its way (it holds Save until the photo has an id). */
  onBusy: (slot: PhotoSlot, busy: boolean) => void;
}) {
  const id = useId();
  const name = (field: keyof PhotoValues) => `${slot}.${field}`;
  const [source, setSource] = useState(values.source);
  const [focusX, setFocusX] = useState(values.focusX);
  const [focusY, setFocusY] = useState(values.focusY);
  const [image, setImage] = useState<string | undefined>(stored?.thumbnail);
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);
  const [phase, setPhase] = useState<PhotoPhase>(() => initialPhase(values.source, stored));
  const preview = useRef<string | undefined>(undefined);
  const poll = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    // A photo saved while it was still being prepared: keep asking until it is ready.
    const mediaId = mediaIdOf(values.source);
    if (mediaId !== undefined && stored?.state === "pending") follow(mediaId);
    return () => {
      poll.current?.abort();
      if (preview.current) URL.revokeObjectURL(preview.current);
    };
    // Once, for the photo the page was rendered with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function follow(mediaId: number) {
    poll.current?.abort();
    const controller = new AbortController();
    poll.current = controller;
    setPhase({ phase: "processing" });
    void pollPhoto(
      mediaId,
      (view) => {
        if (view.state === "ready") {
          setPhase({ phase: "ready" });
          const thumbnail = thumbnailOf(view);
          if (thumbnail) setImage(thumbnail);
        } else if (view.state === "failed") setPhase({ phase: "failed", reason: view.label });
      },
      { signal: controller.signal },
    );
  }

  async function send(file: File) {
    poll.current?.abort();
    onBusy(slot, true);
    const shown = image;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = undefined;
    setPhase({ phase: "shrinking" });
    const { blob, decoded } = await preparePhoto(file);
    // A photo the browser cannot show (a HEIC on a desktop, a damaged file) gets no preview.
    if (decoded) {
      preview.current = URL.createObjectURL(blob);
      setImage(preview.current);
    }
    setPhase({ phase: "uploading", percent: 0 });
    const { done } = uploadPhoto(blob, file.name, {
      onProgress: (share) => setPhase({ phase: "uploading", percent: Math.round(share * 100) }),
      failed: copy.uploadFailed,
    });
    const result = await done;
    onBusy(slot, false);
    if (!result.ok) {
      // Refused: the photo already in the field (if any) stays, with the reason beside it.
      setImage(shown);
      setPhase({ phase: "failed", reason: result.error });
      return;
    }
    setSource(`media:${result.id}`);
    follow(result.id);
  }

  const pick = (event: { currentTarget: HTMLInputElement }) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (file) void send(file);
  };

  function setFromTap(event: MouseEvent<HTMLButtonElement>) {
    // A keyboard's Enter or Space clicks with no position: the arrow keys and the inputs set it instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    setFocusX(String(clampFocus(((event.clientX - box.left) / box.width) * 100)));
    setFocusY(String(clampFocus(((event.clientY - box.top) / box.height) * 100)));
  }

  function moveWithKeys(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocusX(String(clampFocus(Number(focusX || 50) + move[0])));
    setFocusY(String(clampFocus(Number(focusY || 50) + move[1])));
  }

  const busy = phase.phase === "shrinking" || phase.phase === "uploading";
  const x = Number(focusX || 50);
  const y = Number(focusY || 50);
  const err = (field: string) => errors[`${slot}.${field}`];
  const errorId = (field: string) => `${id}-${field}-error`;
  const statusId = `${id}-status`;

  return (
    <fieldset
      className="space-y-3 rounded border border-slate-300 bg-white p-4"
      data-testid={`photo-${slot}`}
      aria-describedby={err("source") ? errorId("source") : undefined}
    >
      <legend className="px-1 text-base font-bold text-navy-950">{label}</legend>
      <input type="hidden" name={name("source")} value={source} />

      {image ? (
        <button
          type="button"
          className="relative inline-block min-h-11 min-w-11 max-w-full cursor-crosshair align-top overflow-hidden rounded border border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
          aria-label={copy.focusOn(label)}
          aria-describedby={statusId}
          onClick={setFromTap}
          onKeyDown={moveWithKeys}
          data-testid={`focus-${slot}`}
        >
          <img src={image} alt="" className="block h-auto max-h-80 w-auto max-w-full" />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-amber-400/70 shadow ring-2 ring-navy-950"
            style={{ left: `${x}%`, top: `${y}%` }}
          />
        </button>
      ) : null}

      <div id={statusId} aria-live="polite" className="text-sm" data-testid={`state-${slot}`}>
        <PhaseLine phase={phase} label={label} />
      </div>
      {err("source") ? (
        <p id={errorId("source")} className="text-sm font-semibold text-red-800">
          {err("source")}
        </p>
      ) : null}

      {hydrated ? (
        <div className="flex flex-wrap gap-2">
          <label
            className={`${secondaryButtonClass} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500`}
          >
            {copy.take}
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              capture="environment"
              className="sr-only"
              disabled={busy}
              onChange={pick}
              data-testid={`camera-${slot}`}
            />
          </label>
          <label
            className={`${secondaryButtonClass} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500`}
          >
            {source ? copy.replace : copy.choose}
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              className="sr-only"
              disabled={busy}
              onChange={pick}
              data-testid={`library-${slot}`}
            />
          </label>
        </div>
      ) : (
        <noscript>
          <p className="text-sm text-slate-700">{copy.noScript}</p>
        </noscript>
      )}
      <p className="text-xs text-slate-600">{copy.accepts}</p>

      <div className="grid gap-3 sm:grid-cols-2">
        <TextArea
          id={`${id}-alt`}
          name={name("alt")}
          label={`${copy.alt}: ${projectEditorCopy.english}`}
          defaultValue={values.alt}
          error={err("alt")}
          lang="en"
        />
        <TextArea
          id={`${id}-alt-es`}
          name={name("altEs")}
          label={`${copy.alt}: ${projectEditorCopy.spanish}`}
          defaultValue={values.altEs}
          error={err("altEs")}
          lang="es"
        />
      </div>
      <p className="text-xs text-slate-600">{copy.altHint}</p>

      <fieldset className="space-y-2" aria-describedby={`${id}-focus-hint`}>
        <legend className={labelClass}>{copy.focus}</legend>
        <p id={`${id}-focus-hint`} className="text-xs text-slate-600">
          {copy.focusHint}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <NumberInput
            id={`${id}-fx`}
            name={name("focusX")}
            label={copy.focusX}
            value={focusX}
            onChange={setFocusX}
          />
          <NumberInput
            id={`${id}-fy`}
            name={name("focusY")}
            label={copy.focusY}
            value={focusY}
            onChange={setFocusY}
          />
        </div>
        {err("focus") ? <p className="text-sm font-semibold text-red-800">{err("focus")}</p> : null}
      </fieldset>
    </fieldset>
  );
}

function initialPhase(source: string, stored: StoredPhotoState | undefined): PhotoPhase {
  if (!source) return { phase: "none" };
  if (source.startsWith("photo:")) return { phase: "stored", note: copy.fromRepository };
  if (source.startsWith("drawing:")) return { phase: "stored", note: copy.drawing };
  if (!stored) return { phase: "processing" };
  if (stored.state === "ready") return { phase: "ready" };
  if (stored.state === "failed") return { phase: "failed", reason: stored.label };
  return { phase: "processing" };
}

function PhaseLine({ phase, label }: { phase: PhotoPhase; label: string }) {
  switch (phase.phase) {
    case "none":
      return <p className="text-slate-700">{copy.none}</p>;
    case "stored":
      return <p className="text-slate-700">{phase.note}</p>;
    case "shrinking":
      return <p className="text-slate-800">{copy.shrinking}</p>;
    case "uploading":
      return (
        <div className="space-y-1">
          <p className="text-slate-800">{copy.uploading(phase.percent)}</p>
          <progress
            className="h-2 w-full accent-teal-700"
            max={100}
            value={phase.percent}
            aria-label={copy.progress(label)}
          >
            {phase.percent}%
          </progress>
        </div>
      );
    case "processing":
      return <p className="text-slate-800">{copy.processing}</p>;
    case "ready":
      return <p className="font-semibold text-emerald-800">{copy.ready}</p>;
    case "failed":
      return (
        <p role="alert" className="font-semibold text-red-800">
          {copy.failed(phase.reason)}
        </p>
      );
  }
}

function TextArea({
  id,
  name,
  label,
  defaultValue,
  error,
  lang,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  lang: "en" | "es";
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        lang={lang}
        dir="auto"
        defaultValue={defaultValue}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NumberInput({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-navy-950">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={inputClass}
      />
    </div>
  );
}
