/**
 * Receives photos: streamed by a multipart parser (@fastify/busboy) to files in the media folder's
 * `incoming/`, with a limit per file, for the files together and per request, then each judged by its
 * bytes (the type sniffed, the pixels counted from its header, decoded once, small, to find a damaged
 * file). An accepted photo is stored as pending and handed to the queue; a refused one leaves nothing
 * behind. Two callers: the office's upload (one photo, `receivePhoto`) and the quote and booking forms
 * (their text fields and up to five photos, `receivePhotoForm` then `keepFormPhotos`). The caller has
 * already checked the session or the origin: nothing is read before.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import Busboy from "@fastify/busboy";
import { mediaCopy } from "~/content/office/media";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_FORM_BYTES,
  MAX_PHOTO_NAME,
  MAX_PHOTO_PIXELS,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  type PhotoOutcome,
  type PhotoRefusal,
  type PhotoType,
} from "./limits";
import { type MediaDirs, uploadFile } from "./media-files.server";
import type { MediaStore } from "./media-store.server";
import { loadSharp } from "./sharp.server";
import { SNIFF_BYTES, sniff } from "./sniff";

export type UploadAnswer =
  | { ok: true; status: 202; id: number; state: "pending" }
  /** `reason`: a short word for the log. */
  | { ok: false; status: 400 | 409 | 411 | 413 | 415 | 507; error: string; reason: string };

export interface ReceiveOptions {
  store: MediaStore;
  dirs: MediaDirs;
  /** The storage cap, in bytes (for customers' photos, short of the office's reserve). */
  capBytes: number;
  /** The office account uploading (null: a customer). */
  uploadedBy: number | null;
  /** Served to anyone once ready (published photos); false keeps its files private. */
  isPublic: boolean;
  /** Hands the accepted photo to the queue. */
  kick: () => void;
  /** Told when the disk refuses an upload's file (full, not writable): the server's fault, not the sender's. */
  onWriteError?: (error: Error) => void;
}

type Refusal = Extract<UploadAnswer, { ok: false }>;
const refused = (status: Refusal["status"], error: string, reason: string): Refusal => ({
  ok: false,
  status,
  error,
  reason,
});

const copy = mediaCopy.refused;

/** The storage cap's answer when it is reached, or `adding` more bytes would pass it. */
export function overCap(store: MediaStore, capBytes: number, adding: number): Refusal | undefined {
  const used = store.usedBytes();
  return used >= capBytes || used + adding > capBytes
    ? refused(409, copy.full(used, capBytes), "storage full")
    : undefined;
}

/** What one multipart request may hold. */
export interface PartLimits {
  /** Files kept for judging; one past this is named "too-many" and not read. */
  files: number;
  fileBytes: number;
  /** The files' bytes together; a file that would pass it is named "over-total" and dropped. */
  filesBytes: number;
  /** The whole body, stated or not (a chunked one is counted as it comes). */
  requestBytes: number;
  fields: number;
  fieldSize: number;
}

/** One file part as it arrived: on disk (`tmp`) unless it was refused while it came in. */
export interface ReceivedFile {
  /** The name the browser gave it (shown back to the visitor, never used as a path). */
  name: string;
  bytes: number;
  tmp?: string;
  refused?: Extract<PhotoRefusal, "too-large" | "over-total" | "too-many" | "storage-full">;
}

/** What a multipart request carried: its text fields in order, its files, and whether it passed the body's limit. */
export interface ReceivedParts {
  fields: [string, string][];
  files: ReceivedFile[];
  tooLarge: boolean;
}

/**
 * Streams a multipart request's parts: text fields kept in memory (within `fields` × `fieldSize`),
 * files each written to `dir` within their limits. Fills `got` as it goes, so the caller can remove
 * every file written even when the request is cut off (the promise then rejects). It settles only once
 * every file it opened is closed: a request cut off or past its limit stops the files still being
 * written, so none is left open (holding its disk space after its removal) or created after it.
 * A file the disk refuses (full, not writable) is that photo's refusal, told to `onWriteError`; the
 * rest of the request is read on.
 */
function receiveParts(
  req: IncomingMessage,
  dir: string,
  limits: PartLimits,
  got: ReceivedParts,
  onWriteError: (error: Error) => void = () => undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const writes: Promise<void>[] = [];
    const stop = new AbortController();
    let settled = false;
    /** Ends the reading: stops what is still being written, then answers once every file is closed. */
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      stop.abort();
      req.unpipe(bb);
      void Promise.allSettled(writes).then(() => (error ? reject(error) : resolve()));
    };
    let keptBytes = 0;
    let bb: ReturnType<typeof Busboy>;
    try {
      bb = Busboy({
        headers: req.headers as Parameters<typeof Busboy>[0]["headers"],
        limits: {
          fileSize: limits.fileBytes,
          // Past `files`, a few more are named (refused as too many) before the parser drops the rest.
          files: limits.files + 10,
          fields: limits.fields,
          fieldSize: limits.fieldSize,
          parts: limits.files + 10 + limits.fields + 2,
          headerPairs: 20,
        },
      });
    } catch (error) {
      reject(error as Error);
      return;
    }
    let seen = 0;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      // A request without a length (chunked) is held to the same total as one that states it.
      if (seen > limits.requestBytes && !got.tooLarge) {
        got.tooLarge = true;
        req.resume();
        settle();
      }
    });
    bb.on("field", (name: string, value: string) => got.fields.push([name, value]));
    bb.on("file", (_field, stream, filename: string | undefined) => {
      // A file input left empty sends a part with no name and no bytes.
      const name = String(filename ?? "").slice(0, MAX_PHOTO_NAME);
      if (!name || settled) {
        stream.resume();
        return;
      }
      const file: ReceivedFile = { name, bytes: 0 };
      got.files.push(file);
      if (got.files.length > limits.files) {
        file.refused = "too-many";
        stream.resume();
        return;
      }
      const tmp = join(dir, `receiving-${randomBytes(12).toString("hex")}.part`);
      file.tmp = tmp;
      stream.on("data", (chunk: Buffer) => (file.bytes += chunk.length));
      stream.on("limit", () => (file.refused = "too-large"));
      // Piped, not `pipeline`d: a write that fails must not destroy the part's stream, which the parser
      // waits on; the rest of the part is read and dropped instead.
      const writing = new Promise<"written" | "not written" | "stopped">((closed) => {
        const out = createWriteStream(tmp, { flags: "wx" });
        let ended: "not written" | "stopped" | undefined;
        out.on("error", (error) => {
          stream.unpipe(out);
          stream.resume();
          if (ended || stop.signal.aborted) return;
          ended = "not written";
          onWriteError(error);
        });
        // The part itself failed (the body cut off or malformed): the parser fails the request too.
        stream.on("error", () => {
          ended ??= "stopped";
          out.destroy();
        });
        out.on("close", () => closed(ended ?? (stop.signal.aborted ? "stopped" : "written")));
        stop.signal.addEventListener("abort", () => out.destroy(), { once: true });
        stream.pipe(out);
      }).then(async (how) => {
        if (how === "not written") file.refused = "storage-full";
        if (!file.refused && keptBytes + file.bytes > limits.filesBytes) file.refused = "over-total";
        if (file.refused) {
          file.tmp = undefined;
          await rm(tmp, { force: true });
        } else keptBytes += file.bytes;
      });
      writes.push(writing);
    });
    bb.on("error", (error) => settle(error as Error));
    bb.on("finish", () => {
      // Every part has ended; its file is written once its stream has closed.
      void Promise.allSettled(writes).then(() => settle());
    });
    req.on("aborted", () => settle(new Error("aborted")));
    req.on("close", () => {
      if (!req.complete) settle(new Error("aborted"));
    });
    req.on("error", (error) => settle(error));
    req.pipe(bb);
  });
}

/** Removes the files a request left in `incoming/` (refused, or not taken). */
async function removeReceived(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => f.tmp && rm(f.tmp, { force: true })));
}

/** The first bytes of a file. */
async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The photo's size as shown, and whether it can be decoded within the pixel limit. */
async function inspect(file: string): Promise<{ ok: true; width: number; height: number } | Refusal> {
  let width: number;
  let height: number;
  let orientation: number | undefined;
  const sharp = await loadSharp();
  try {
    // The header alone (no pixel limit yet), so a decompression bomb is named as what it is.
    ({ width, height, orientation } = await sharp(file, { limitInputPixels: false }).metadata());
  } catch {
    return refused(400, copy.damaged, "unreadable");
  }
  if (!width || !height) return refused(400, copy.damaged, "no size");
  if (width * height > MAX_PHOTO_PIXELS) return refused(413, copy.tooManyPixels, "too many pixels");
  try {
    // Decoded once, small (a JPEG shrinks as it loads), to find a damaged or cut-off file now rather
    // than in the queue.
    await sharp(file, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "truncated" })
      .resize({ width: 64, height: 64, fit: "inside" })
      .raw()
      .toBuffer();
  } catch {
    return refused(400, copy.damaged, "damaged");
  }
  // EXIF orientations 5-8 turn the photo a quarter: it is shown with width and height swapped.
  const turned = (orientation ?? 1) >= 5;
  return { ok: true, width: turned ? height : width, height: turned ? width : height };
}

/** A received file that passed the pipeline's checks: its type and its size as shown. */
interface Judged {
  ok: true;
  type: PhotoType;
  width: number;
  height: number;
}

/** Judges one received file by its bytes: the type sniffed, the pixels counted, decoded once, small. */
async function judgePhoto(file: string): Promise<Judged | Refusal> {
  const sniffed = sniff(await head(file));
  if (!sniffed.ok) return refused(sniffed.kind === "empty" ? 400 : 415, copy[sniffed.kind], sniffed.kind);
  const photo = await inspect(file);
  return photo.ok ? { ...photo, type: sniffed.type } : photo;
}

/**
 * Stores a judged file as pending (moved to its upload name and handed to the queue), or refuses it
 * past the storage cap; the caller removes a refused file.
 */
async function storePhoto(
  file: string,
  bytes: number,
  photo: Judged,
  options: ReceiveOptions,
): Promise<UploadAnswer> {
  const { store, dirs, capBytes } = options;
  const over = overCap(store, capBytes, bytes);
  if (over) return over;
  const id = store.insertPending({
    type: photo.type,
    public: options.isPublic ? 1 : 0,
    upload_bytes: bytes,
    width: photo.width,
    height: photo.height,
    uploaded_by: options.uploadedBy,
  });
  await rename(file, uploadFile(dirs, id));
  options.kick();
  return { ok: true, status: 202, id, state: "pending" };
}

const isMultipart = (req: IncomingMessage) =>
  /^multipart\/form-data\s*;/i.test(req.headers["content-type"] ?? "");
/** A stated length that is no number, or one past `max`. */
const statedTooLarge = (req: IncomingMessage, max: number) => {
  const length = req.headers["content-length"];
  return length !== undefined && (!/^\d+$/.test(length) || Number(length) > max);
};

/**
 * Reads one photo upload (multipart/form-data, one file) and stores it as pending, or refuses it. Never
 * throws for anything the client sent; nothing of a refused upload is kept.
 */
export async function receivePhoto(req: IncomingMessage, options: ReceiveOptions): Promise<UploadAnswer> {
  const { store, dirs, capBytes } = options;
  if (!isMultipart(req)) return refused(415, copy.notMultipart, "media type");
  if (statedTooLarge(req, MAX_UPLOAD_REQUEST_BYTES)) return refused(413, copy.tooLarge, "too large");
  // Past the cap, nothing is read.
  const full = overCap(store, capBytes, 0);
  if (full) return full;

  const got: ReceivedParts = { fields: [], files: [], tooLarge: false };
  try {
    try {
      await receiveParts(
        req,
        dirs.incoming,
        {
          files: 1,
          fileBytes: MAX_PHOTO_BYTES,
          filesBytes: MAX_PHOTO_BYTES,
          requestBytes: MAX_UPLOAD_REQUEST_BYTES,
          fields: 8,
          fieldSize: 1024,
        },
        got,
        options.onWriteError,
      );
    } catch {
      return refused(400, copy.malformed, "malformed");
    }
    const [file] = got.files;
    if (got.tooLarge || file?.refused === "too-large") return refused(413, copy.tooLarge, "too large");
    if (file?.refused === "storage-full") return refused(507, copy.notWritten, "not written");
    if (got.files.length > 1) return refused(400, copy.tooManyFiles, "files");
    if (!file?.tmp) return refused(400, copy.noFile, "no file");
    const photo = await judgePhoto(file.tmp);
    if (!photo.ok) return photo;
    return await storePhoto(file.tmp, file.bytes, photo, options);
  } finally {
    await removeReceived(got.files);
  }
}

/** The limits of a quote or booking form with photos. */
export const PHOTO_FORM_LIMITS: PartLimits = {
  files: MAX_REQUEST_PHOTOS,
  fileBytes: MAX_PHOTO_BYTES,
  filesBytes: MAX_REQUEST_PHOTOS_BYTES,
  requestBytes: MAX_PHOTO_FORM_BYTES,
  // The forms' fields (a dozen or so) and their longest, the message, in UTF-8's widest characters.
  fields: 40,
  fieldSize: 16 * 1024,
};

/** A form's photo, judged: kept for storing once its request is stored, or refused with its reason. */
export type FormPhoto =
  | { name: string; ok: true; tmp: string; bytes: number; photo: Judged }
  | { name: string; ok: false; reason: PhotoRefusal };

/** A form with photos as received: its text fields, and its photos judged, waiting in `incoming/`. */
export type PhotoForm =
  | { ok: true; fields: [string, string][]; photos: FormPhoto[] }
  /** Refused whole: the body is too large (413), not multipart (415), or cut off or unreadable (400). */
  | { ok: false; status: 400 | 413 | 415; reason: string };

/** Why the pipeline refused a photo, in the words the answer page has for it. */
function refusalOf(reason: string): PhotoRefusal {
  if (reason === "heic") return "heic";
  if (["avif", "svg", "zip", "unknown"].includes(reason)) return "not-photo";
  if (reason === "too many pixels") return "too-large";
  if (reason === "storage full") return "storage-full";
  return "unreadable";
}

/**
 * Reads a quote or booking form sent with photos (multipart/form-data): its text fields, and each photo
 * written to `incoming/` or refused as it came (too large, past the request's total, past five), then
 * judged by the office's pipeline (type, pixels, a damaged file). Nothing is stored yet: the caller
 * stores the request from the fields, then `keepFormPhotos` (or `dropFormPhotos`). A request cut off
 * mid-way leaves no file behind, open or not. A photo the disk refuses is refused as "storage-full";
 * the request is read on, so its text is still stored.
 */
export async function receivePhotoForm(
  req: IncomingMessage,
  incoming: string,
  onWriteError?: (error: Error) => void,
): Promise<PhotoForm> {
  if (!isMultipart(req)) return { ok: false, status: 415, reason: "media type" };
  if (statedTooLarge(req, PHOTO_FORM_LIMITS.requestBytes))
    return { ok: false, status: 413, reason: "too large" };
  const got: ReceivedParts = { fields: [], files: [], tooLarge: false };
  try {
    await receiveParts(req, incoming, PHOTO_FORM_LIMITS, got, onWriteError);
  } catch {
    await removeReceived(got.files);
    return { ok: false, status: 400, reason: "malformed" };
  }
  if (got.tooLarge) {
    await removeReceived(got.files);
    return { ok: false, status: 413, reason: "too large" };
  }
  const photos: FormPhoto[] = [];
  for (const file of got.files) {
    const { name, tmp } = file;
    if (file.refused || !tmp) {
      photos.push({ name, ok: false, reason: file.refused ?? "unreadable" });
      continue;
    }
    const judged = await judgePhoto(tmp).catch((): Refusal => refused(400, copy.damaged, "unreadable"));
    if (judged.ok) photos.push({ name, ok: true, tmp, bytes: file.bytes, photo: judged });
    else {
      await rm(tmp, { force: true });
      photos.push({ name, ok: false, reason: refusalOf(judged.reason) });
    }
  }
  return { ok: true, fields: got.fields, photos };
}

/** What a request already holds: its photos and their bytes as uploaded. */
export interface HeldPhotos {
  count: number;
  bytes: number;
}

/** What the photos a request holds already count against its limit. */
export const heldPhotos = (rows: readonly { upload_bytes: number }[]): HeldPhotos => ({
  count: rows.length,
  bytes: rows.reduce((sum, r) => sum + r.upload_bytes, 0),
});

/**
 * Keeps a received form's judged photos for `holder` (a stored request: "lead:12", "booking:7"), each
 * stored private and referred to by `holder`, within the storage cap and within the request's own limit
 * counting the photos it `held` already (a retry, or photos added later through a "send more photos"
 * link): past five photos "too-many", past 40 MB together "over-total". What became of each, in the
 * order sent. Every file left in `incoming/` is removed.
 */
export async function keepFormPhotos(
  photos: readonly FormPhoto[],
  holder: string,
  options: Omit<ReceiveOptions, "uploadedBy" | "isPublic"> & {
    held?: HeldPhotos;
    /** How many photos the holder may have in all (a request's five by default; a review's one). */
    max?: number;
  },
): Promise<PhotoOutcome[]> {
  const outcomes: PhotoOutcome[] = [];
  let { count, bytes } = options.held ?? { count: 0, bytes: 0 };
  for (const p of photos) {
    if (!p.ok) {
      outcomes.push({ name: p.name, kept: false, reason: p.reason });
      continue;
    }
    const past: PhotoRefusal | undefined =
      count >= (options.max ?? MAX_REQUEST_PHOTOS)
        ? "too-many"
        : bytes + p.bytes > MAX_REQUEST_PHOTOS_BYTES
          ? "over-total"
          : undefined;
    if (past) {
      await rm(p.tmp, { force: true });
      outcomes.push({ name: p.name, kept: false, reason: past });
      continue;
    }
    // A file the server cannot move is refused like a damaged one: the request stays stored.
    const answer = await storePhoto(p.tmp, p.bytes, p.photo, {
      ...options,
      uploadedBy: null,
      isPublic: false,
    }).catch((): UploadAnswer => refused(400, copy.damaged, "unreadable"));
    if (answer.ok) {
      options.store.addRef(answer.id, holder);
      count++;
      bytes += p.bytes;
      outcomes.push({ name: p.name, kept: true });
    } else {
      await rm(p.tmp, { force: true });
      outcomes.push({ name: p.name, kept: false, reason: refusalOf(answer.reason) });
    }
  }
  return outcomes;
}

/** A received form's photos when its request was not stored (`not-sent`): removed, and named so. */
export async function dropFormPhotos(photos: readonly FormPhoto[]): Promise<PhotoOutcome[]> {
  await Promise.all(photos.map((p) => p.ok && rm(p.tmp, { force: true })));
  return photos.map((p) => ({ name: p.name, kept: false, reason: "not-sent" }));
}

/** Removes what a form's photos left in `incoming/` (after its answer: nothing, when kept or dropped). */
export async function clearFormPhotos(photos: readonly FormPhoto[]): Promise<void> {
  await Promise.all(photos.map((p) => p.ok && rm(p.tmp, { force: true })));
}
