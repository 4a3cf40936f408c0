/**
 * Receives one photo: streamed by a multipart parser (@fastify/busboy) to a file in the media folder's
 * `incoming/`, with a limit per file and per request, then judged by its bytes (the type sniffed, the
 * pixels counted from its header, decoded once, small, to find a damaged file). An accepted photo is
 * stored as pending and handed to the queue; a refused one leaves nothing behind. The caller has
 * already checked the session and the origin (server/media-routes.server.ts): nothing is read before.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import Busboy from "@fastify/busboy";
import sharp from "sharp";
import { mediaCopy } from "~/content/office/media";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_UPLOAD_REQUEST_BYTES, type PhotoType } from "./limits";
import { type MediaDirs, uploadFile } from "./media-files.server";
import type { MediaStore } from "./media-store.server";
import { SNIFF_BYTES, sniff } from "./sniff";

export type UploadAnswer =
  | { ok: true; status: 202; id: number; state: "pending" }
  /** `reason`: a short word for the log. */
  | { ok: false; status: 400 | 409 | 411 | 413 | 415; error: string; reason: string };

export interface ReceiveOptions {
  store: MediaStore;
  dirs: MediaDirs;
  /** The storage cap, in bytes. */
  capBytes: number;
  /** The office account uploading. */
  uploadedBy: number | null;
  /** Served to anyone once ready (published photos); false keeps its files private. */
  isPublic: boolean;
  /** Hands the accepted photo to the queue. */
  kick: () => void;
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

interface Received {
  file?: string;
  bytes: number;
  tooLarge: boolean;
  files: number;
}

/** Streams the request's one file to `tmp`; what arrived. */
function receive(req: IncomingMessage, tmp: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const got: Received = { bytes: 0, tooLarge: false, files: 0 };
    let writing: Promise<void> | undefined;
    let bb: ReturnType<typeof Busboy>;
    try {
      bb = Busboy({
        headers: req.headers as Parameters<typeof Busboy>[0]["headers"],
        limits: {
          fileSize: MAX_PHOTO_BYTES,
          files: 1,
          fields: 8,
          fieldSize: 1024,
          parts: 10,
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
      if (seen > MAX_UPLOAD_REQUEST_BYTES) {
        got.tooLarge = true;
        req.unpipe(bb);
        req.resume();
        resolve(got);
      }
    });
    bb.on("file", (_field, stream) => {
      got.files++;
      if (got.files > 1) {
        stream.resume();
        return;
      }
      got.file = tmp;
      stream.on("data", (chunk: Buffer) => (got.bytes += chunk.length));
      stream.on("limit", () => (got.tooLarge = true));
      writing = pipeline(stream, createWriteStream(tmp, { flags: "wx" }));
      // A part cut off mid-way fails the write too: the request is refused, never left unhandled.
      writing.catch(reject);
    });
    bb.on("filesLimit", () => (got.files = Math.max(got.files, 2)));
    bb.on("error", (error) => reject(error as Error));
    bb.on("finish", () => {
      (writing ?? Promise.resolve()).then(() => resolve(got), reject);
    });
    req.on("aborted", () => reject(new Error("aborted")));
    req.on("error", reject);
    req.pipe(bb);
  });
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

/**
 * Reads one photo upload (multipart/form-data, one file) and stores it as pending, or refuses it. Never
 * throws for anything the client sent; nothing of a refused upload is kept.
 */
export async function receivePhoto(req: IncomingMessage, options: ReceiveOptions): Promise<UploadAnswer> {
  const { store, dirs, capBytes } = options;
  if (!/^multipart\/form-data\s*;/i.test(req.headers["content-type"] ?? ""))
    return refused(415, copy.notMultipart, "media type");
  const length = req.headers["content-length"];
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > MAX_UPLOAD_REQUEST_BYTES))
    return refused(413, copy.tooLarge, "too large");
  // Past the cap, nothing is read.
  const full = overCap(store, capBytes, 0);
  if (full) return full;

  const tmp = join(dirs.incoming, `receiving-${randomBytes(12).toString("hex")}.part`);
  try {
    let got: Received;
    try {
      got = await receive(req, tmp);
    } catch {
      return refused(400, copy.malformed, "malformed");
    }
    if (got.tooLarge) return refused(413, copy.tooLarge, "too large");
    if (got.files > 1) return refused(400, copy.tooManyFiles, "files");
    if (!got.file) return refused(400, copy.noFile, "no file");
    const sniffed = sniff(await head(tmp));
    if (!sniffed.ok) return refused(sniffed.kind === "empty" ? 400 : 415, copy[sniffed.kind], sniffed.kind);
    const photo = await inspect(tmp);
    if (!photo.ok) return photo;
    const over = overCap(store, capBytes, got.bytes);
    if (over) return over;
    const id = store.insertPending({
      type: sniffed.type satisfies PhotoType,
      public: options.isPublic ? 1 : 0,
      upload_bytes: got.bytes,
      width: photo.width,
      height: photo.height,
      uploaded_by: options.uploadedBy,
    });
    await rename(tmp, uploadFile(dirs, id));
    options.kick();
    return { ok: true, status: 202, id, state: "pending" };
  } finally {
    await rm(tmp, { force: true });
  }
}
