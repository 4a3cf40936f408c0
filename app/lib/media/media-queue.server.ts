/**
 * The photo queue: encodes pending photos one at a time, in the server's process, outside any request.
 * Photos wait in the database (state `pending`) with their upload in `incoming/`, so a restart picks up
 * where it stopped: `start` looks for pending photos, and an upload `kick`s it. A photo is leased while
 * it is encoded, so a second process on the same file never takes the same one, and one that dies
 * mid-encode leaves the photo due again when the lease ends. A photo that cannot be encoded is marked
 * failed (with the encoder's message) and its upload deleted: nothing is retried, because the upload
 * was already decoded once when it was accepted.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../site/logger.server";
import { encodePhoto, MEDIA_FORMATS, MEDIA_WIDTHS, PRIVATE_FORMATS, PRIVATE_WIDTHS } from "./encode.server";
import { filesDir, type MediaDirs, uploadFile } from "./media-files.server";
import { applyServerSettings } from "./sharp.server";
import type { MediaStore } from "./media-store.server";

/** How long a photo is held by the process encoding it (a 50 MP photo takes well under this). */
export const MEDIA_LEASE_MS = 5 * 60_000;

export interface MediaQueueOptions {
  store: MediaStore;
  dirs: MediaDirs;
  log: Logger;
  /** The encoder (tests replace it). */
  encode?: typeof encodePhoto;
}

export interface MediaQueue {
  /** Starts working through pending photos (those left by a previous run too). */
  start(): void;
  /** A photo was accepted: encode it soon. */
  kick(): void;
  /** Resolves when nothing is pending or being encoded. */
  idle(): Promise<void>;
  /** Finishes the photo being encoded, then stops. */
  stop(): Promise<void>;
}

export function createMediaQueue({ store, dirs, log, encode = encodePhoto }: MediaQueueOptions): MediaQueue {
  let running: Promise<void> | undefined;
  let started = false;
  let again = false;

  async function one(): Promise<boolean> {
    const row = store.claimNext(Date.now(), MEDIA_LEASE_MS);
    if (!row) return false;
    const started = performance.now();
    const input = uploadFile(dirs, row.id);
    try {
      const variants = await encode(
        input,
        filesDir(dirs, row),
        row.id,
        row.public ? MEDIA_WIDTHS : PRIVATE_WIDTHS,
        row.public ? MEDIA_FORMATS : PRIVATE_FORMATS,
      );
      if (!store.markReady(row.id, variants)) {
        // Deleted while it was encoded (its person's data, say): the files just written go too.
        for (const variant of variants) await rm(join(filesDir(dirs, row), variant.name), { force: true });
        log.info({ media: row.id }, "photo deleted while it was encoded: its files removed");
        await rm(input, { force: true });
        return true;
      }
      log.info(
        { media: row.id, files: variants.length, ms: Math.round(performance.now() - started) },
        "photo ready",
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      store.markFailed(row.id, message);
      log.warn({ media: row.id, reason: message }, "photo could not be encoded");
    }
    // The upload still holds its metadata (GPS, camera, time): it goes as soon as it has been read.
    await rm(input, { force: true });
    return true;
  }

  async function drain() {
    do {
      again = false;
      while (started && (await one()));
    } while (started && again);
  }

  function kick() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "the photo queue stopped on an error"))
      .finally(() => {
        running = undefined;
        // A photo accepted between the last claim and this line is not left waiting for the next one.
        if (again) kick();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      // One libvips thread and no operation cache, from the first photo (sharp loads with it).
      applyServerSettings();
      kick();
    },
    kick,
    async idle() {
      while (running) await running;
    },
    async stop() {
      started = false;
      await running;
    },
  };
}
