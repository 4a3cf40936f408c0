/**
 * The media capability, built once (server/capabilities.server.ts): the store, the queue, uploads, the
 * storage cap, the daily sweep and the files. What the editor (published photos) and the forms
 * (customers' photos, later) use; see README.md.
 */
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { mediaCopy } from "~/content/office/media";
import { appSecret } from "../site/app-secrets.server";
import type { Logger } from "../site/logger.server";
import { projectRoot } from "../site/project-root.server";
import type { SiteDb } from "../site/site-db.server";
import { NEAR_CAP_SHARE, OFFICE_RESERVE_SHARE } from "./limits";
import { ENCODED_NAME, filesDir, mediaDirs, uploadFile } from "./media-files.server";
import { createMediaQueue } from "./media-queue.server";
import { type MediaRow, type MediaVariant, variantsOf } from "./media-record";
import { MediaStore } from "./media-store.server";
import { createPhotoLinks, PHOTO_LINK_SECRET } from "./photo-links.server";
import { type MediaReferrer, sweepMedia } from "./sweep.server";
import { rm } from "node:fs/promises";
import {
  clearFormPhotos,
  dropFormPhotos,
  type FormPhoto,
  heldPhotos,
  keepFormPhotos,
  receivePhoto,
  receivePhotoForm,
} from "./upload.server";

export type { MediaReferrer } from "./sweep.server";

/** How often the sweep runs while the server is up (and once a minute after it starts). */
export const SWEEP_EVERY_MS = 24 * 3600_000;

/**
 * The media folder: MEDIA_DIR, else `media/` beside the site's database (a database in memory, which
 * tests use, gets a folder of this process's in the system's temporary folder).
 */
export function mediaRoot(mediaDir: string | undefined, leadsDb: string): string {
  if (mediaDir) return resolve(projectRoot, mediaDir);
  return leadsDb === ":memory:"
    ? join(tmpdir(), `site-media-${process.pid}`)
    : join(dirname(leadsDb), "media");
}

export interface MediaOptions {
  db: SiteDb;
  /** The media folder (`mediaRoot`). */
  root: string;
  capBytes: number;
  log: Logger;
}

/** Storage against the cap: `near` past NEAR_CAP_SHARE of it (the office's banner), `full` at it (uploads refused). */
export interface MediaUsage {
  usedBytes: number;
  capBytes: number;
  state: "ok" | "near" | "full";
  /** The banner's or the refusal's words; none while there is room. */
  message?: string;
}

/** A photo as the office and the pages read it. */
export interface MediaView {
  id: number;
  state: MediaRow["state"];
  /** The state in the office's words. */
  label: string;
  width: number;
  height: number;
  /** Its files, smallest first, with the URL a public photo is served at. */
  files: { width: number; height: number; format: string; bytes: number; url?: string }[];
}

/** A customer's request's photos as a webhook attempt carries them (webhook-events.server.ts). */
export interface RequestPhotoLinks {
  /** One link per photo ready now, by media id, each signed at the attempt and good for 7 days. */
  photos: { url: string; expiresAt: string }[];
  /** Photos of the request still being encoded (no link yet). */
  pending: number;
}

/** The file a signed link serves: a photo's widest encoded file, WebP at that width (every tool opens it). */
const webpFirst = (v: MediaVariant) => (v.format === "webp" ? 0 : 1);
const servedVariant = (variants: readonly MediaVariant[]): MediaVariant | undefined =>
  [...variants].sort((a, b) => b.width - a.width || webpFirst(a) - webpFirst(b))[0];

/** What a signed photo link answers: the file, or the status of a refusal (never a 5xx). */
export type SignedPhotoAnswer =
  | { ok: true; file: string; format: MediaVariant["format"] }
  | { ok: false; status: 404 | 410; reason: string };

/** A customer's photo file for the office: the thumbnail or the largest copy, in WebP (every browser reads it). */
export type PrivateSize = "thumb" | "full";

export function createMedia({ db, root, capBytes, log }: MediaOptions) {
  const store = new MediaStore(db);
  const dirs = mediaDirs(root);
  const queue = createMediaQueue({ store, dirs, log });
  /** A file the disk refused while an upload was read: the server's fault, so an error in the log. */
  const notWritten = (error: Error) =>
    log.error({ err: error, dir: dirs.incoming }, "an uploaded photo could not be written to disk");
  /** Each holder's photos being kept: a second form for the same request waits for the first. */
  const keeping = new Map<string, Promise<unknown>>();
  const referrers: MediaReferrer[] = [];
  const links = createPhotoLinks(appSecret(db.db, PHOTO_LINK_SECRET));
  let sweepTimer: NodeJS.Timeout | undefined;

  const sweep = (now?: Date) => sweepMedia({ store, dirs, referrers, now, log });
  const runSweep = () =>
    void sweep().catch((error: unknown) => log.error({ err: error }, "the media sweep failed"));

  return {
    store,
    dirs,
    queue,
    /** Storage against the cap. */
    usage(): MediaUsage {
      const usedBytes = store.usedBytes();
      if (usedBytes >= capBytes)
        return { usedBytes, capBytes, state: "full", message: mediaCopy.refused.full(usedBytes, capBytes) };
      if (usedBytes >= capBytes * NEAR_CAP_SHARE)
        return { usedBytes, capBytes, state: "near", message: mediaCopy.nearCap(usedBytes, capBytes) };
      return { usedBytes, capBytes, state: "ok" };
    },
    /** Receives one photo from a request whose session and origin the caller has checked. */
    receive(
      req: IncomingMessage,
      { uploadedBy, isPublic }: { uploadedBy: number | null; isPublic: boolean },
    ) {
      return receivePhoto(req, {
        store,
        dirs,
        capBytes,
        uploadedBy,
        isPublic,
        kick: queue.kick,
        onWriteError: notWritten,
      });
    },
    /**
     * Reads a quote or booking form sent with photos (its text, its photos waiting to be judged); the
     * caller checked the origin. Refused whole only when too large, not multipart or cut off.
     */
    receiveForm(req: IncomingMessage) {
      return receivePhotoForm(req, dirs.incoming, notWritten);
    },
    /**
     * Keeps a stored request's photos (`holder`: "lead:12", "booking:7"): each through the pipeline,
     * private, referred to by `holder`, within the storage cap short of the office's reserve.
     */
    keepFormPhotos(photos: readonly FormPhoto[], holder: string, max?: number) {
      const customerCap = Math.floor(capBytes * (1 - OFFICE_RESERVE_SHARE));
      // What the holder has is counted once the forms sent before for it are kept (two at once, from
      // a double tap or two phones, would otherwise both count the same photos and pass the limit).
      const kept = (keeping.get(holder) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() =>
          keepFormPhotos(photos, holder, {
            ...(max === undefined ? {} : { max }),
            store,
            dirs,
            capBytes: customerCap,
            kick: queue.kick,
            held: heldPhotos(store.heldBy(holder)),
          }),
        );
      keeping.set(holder, kept);
      void kept
        .finally(() => {
          if (keeping.get(holder) === kept) keeping.delete(holder);
        })
        .catch(() => undefined);
      return kept;
    },
    /** A form's photos when its request was not stored: removed, each named "not-sent". */
    dropFormPhotos,
    /** Whatever a form's photos left in `incoming/`, removed (after the answer). */
    clearFormPhotos,
    /** The photos `holder` refers to, in the order they came. */
    photosOf(holder: string) {
      return store.heldBy(holder);
    },
    /** How many photos each holder has. */
    photoCounts(holders: readonly string[]) {
      return store.countHeld(holders);
    },
    /**
     * Where a private photo's file is on disk, when `holder` refers to it and it is ready: the office's
     * route (server/media-routes.server.ts) serves it behind the session.
     */
    privateFile(holder: string, id: number, size: PrivateSize): string | undefined {
      const row = store.heldBy(holder).find((r) => r.id === id);
      if (!row || row.public || row.state !== "ready") return undefined;
      const webp = variantsOf(row).filter((v) => v.format === "webp");
      const file = size === "thumb" ? webp[0] : webp.at(-1);
      return file && join(filesDir(dirs, row), file.name);
    },
    /**
     * Removes, rows and files, the photos among `ids` nothing refers to any more (a request deleted with
     * its person's data: its references went in the same transaction). How many went.
     */
    async removeUnreferenced(ids: readonly number[]): Promise<number> {
      let removed = 0;
      for (const id of ids) {
        const row = store.get(id);
        if (!row || store.isReferenced(id)) continue;
        store.delete(id);
        for (const variant of variantsOf(row))
          await rm(join(filesDir(dirs, row), variant.name), { force: true });
        await rm(uploadFile(dirs, id), { force: true });
        removed++;
      }
      return removed;
    },
    /** A photo with its state and files; undefined when there is none. */
    view(id: number, filesPath: string): MediaView | undefined {
      const row = store.get(id);
      if (!row) return undefined;
      return {
        id: row.id,
        state: row.state,
        label: mediaCopy.states[row.state],
        width: row.width,
        height: row.height,
        files: variantsOf(row).map(({ width, height, format, bytes, name }) => ({
          width,
          height,
          format,
          bytes,
          ...(row.public ? { url: `${filesPath}/${name}` } : {}),
        })),
      };
    },
    /** Where a public photo's encoded file is on disk; undefined for any other name. */
    publicFile(name: string): string | undefined {
      const m = ENCODED_NAME.exec(name);
      if (!m) return undefined;
      const row = store.get(Number(m[1]));
      if (!row?.public || !variantsOf(row).some((v) => v.name === name)) return undefined;
      return join(filesDir(dirs, row), name);
    },
    /** Signed links to customers' photos (photo-links.server.ts). */
    links,
    /** A request's photos (`holder` "lead:12") as links signed at `now` on `origin`, for a webhook attempt. */
    requestPhotoLinks(holder: string, origin: string, now = new Date()): RequestPhotoLinks {
      const rows = store.requestPhotos(holder, now);
      const ready = rows.filter((r) => r.state === "ready");
      return {
        photos: ready.map((r) => {
          const link = links.sign(r.id, now);
          return { url: new URL(link.path, origin).href, expiresAt: link.expiresAt.toISOString() };
        }),
        pending: rows.length - ready.length,
      };
    },
    /** The file behind a signed photo link's token at `now`, or why there is none. */
    signedFile(token: string, now = new Date()): SignedPhotoAnswer {
      const checked = links.check(token, now);
      if (!checked.ok) return checked;
      const row = store.customerPhoto(checked.mediaId, now);
      const variant = row && servedVariant(variantsOf(row));
      if (!row || !variant) return { ok: false, status: 404, reason: "no such photo" };
      return { ok: true, file: join(filesDir(dirs, row), variant.name), format: variant.format };
    },
    /** References that keep a photo (media_refs): `addRef(id, "project:12")`, `removeRef("project:12")`. */
    addRef: store.addRef.bind(store),
    removeRef: store.removeRef.bind(store),
    /** A capability whose references live in its own tables says which photos it uses. */
    registerReferrer(referrer: MediaReferrer) {
      referrers.push(referrer);
    },
    sweep,
    start() {
      queue.start();
      sweepTimer = setTimeout(function again() {
        runSweep();
        sweepTimer = setTimeout(again, SWEEP_EVERY_MS).unref();
      }, 60_000).unref();
    },
    async stop() {
      clearTimeout(sweepTimer);
      await queue.stop();
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
