/**
 * Where photos live under the media folder (MEDIA_DIR, by default `media/` beside the site's database):
 * uploads waiting for the queue in `incoming/`, encoded files in `public/` (served at /media/) or
 * `private/` (never served there: customers' photos, later).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { MediaRow } from "./media-record";

export interface MediaDirs {
  root: string;
  incoming: string;
  public: string;
  private: string;
}

export function mediaDirs(root: string): MediaDirs {
  const dirs = {
    root,
    incoming: join(root, "incoming"),
    public: join(root, "public"),
    private: join(root, "private"),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return dirs;
}

/** A photo's upload while it waits for the queue (its metadata is still in it: never served). */
export const uploadFile = (dirs: MediaDirs, id: number) => join(dirs.incoming, `${id}.upload`);

/** The folder of a photo's encoded files. */
export const filesDir = (dirs: MediaDirs, row: Pick<MediaRow, "public">) =>
  row.public ? dirs.public : dirs.private;

/** An encoded file's name: `<id>-<width>.<hash>.<format>`, hash of its bytes. */
export const ENCODED_NAME = /^(\d+)-(\d+)\.([0-9a-f]{16})\.(avif|webp)$/;

/** The photo id a file in the media folders belongs to (an encoded file or a waiting upload), if any. */
export function idOfFile(name: string): number | undefined {
  const m = ENCODED_NAME.exec(name) ?? /^(\d+)\.upload$/.exec(name);
  return m ? Number(m[1]) : undefined;
}
