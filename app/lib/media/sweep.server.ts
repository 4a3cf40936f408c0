/**
 * The daily sweep: removes the photos nothing refers to, and files no photo owns. A photo is kept while
 * a reference holds it (`media_refs`: a record, a draft, a kept version, a deleted record within its 30
 * days, each written by the capability that owns it), while a referrer registered in code says it uses
 * it, or while it is a pending upload: younger than the grace period, the time an upload has to be
 * attached to what it was uploaded for.
 */
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../site/logger.server";
import { type MediaDirs, idOfFile, uploadFile, filesDir } from "./media-files.server";
import { variantsOf } from "./media-record";
import type { MediaStore } from "./media-store.server";

/** How long an upload nothing refers to is kept (a draft being written has this long to attach it). */
export const UNATTACHED_KEEP_MS = 2 * 24 * 3600_000;

/** Says which of these photo ids something still uses (a capability whose references live in its own tables). */
export type MediaReferrer = (ids: readonly number[]) => Iterable<number>;

export interface SweepOptions {
  store: MediaStore;
  dirs: MediaDirs;
  referrers?: readonly MediaReferrer[];
  now?: Date;
  graceMs?: number;
  log?: Logger;
}

export interface SweepResult {
  photos: number;
  files: number;
}

export async function sweepMedia({
  store,
  dirs,
  referrers = [],
  now = new Date(),
  graceMs = UNATTACHED_KEEP_MS,
  log,
}: SweepOptions): Promise<SweepResult> {
  const candidates = store.unreferenced(now, new Date(now.getTime() - graceMs));
  const ids = candidates.map((row) => row.id);
  const used = new Set<number>();
  for (const referrer of referrers) for (const id of referrer(ids)) used.add(id);
  let photos = 0;
  for (const row of candidates) {
    if (used.has(row.id)) continue;
    store.delete(row.id);
    const dir = filesDir(dirs, row);
    for (const variant of variantsOf(row)) await rm(join(dir, variant.name), { force: true });
    await rm(uploadFile(dirs, row.id), { force: true });
    photos++;
  }

  // Files no photo owns: left by a photo deleted outside the sweep, a crash mid-encode, or an upload cut
  // off mid-way. Only once older than the grace period, so an upload or encode under way is never touched.
  let files = 0;
  for (const dir of [dirs.incoming, dirs.public, dirs.private]) {
    for (const name of await readdir(dir)) {
      const id = idOfFile(name);
      const row = id === undefined ? undefined : store.get(id);
      // A pending photo's upload (and files being encoded), and a ready photo's own files.
      if (row && (row.state === "pending" || variantsOf(row).some((v) => v.name === name))) continue;
      const file = join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info || now.getTime() - info.mtimeMs < graceMs) continue;
      await rm(file, { force: true, recursive: true });
      files++;
    }
  }
  if (photos || files) log?.info({ photos, files }, "media sweep removed photos nothing refers to");
  return { photos, files };
}
