/**
 * Backups of the site's data: the database (a consistent copy by SQLite's online backup, safe while the
 * server runs) and the media folder (the photos uploaded in the office), as one folder named by the UTC
 * time it was taken, with a manifest; their restore (server stopped) and their rotation. Used by
 * scripts/backup.ts (`npm run backup`) and by `npm run leads -- --backup`.
 *
 *   <backups>/2026-11-28T02-40-16Z/
 *     manifest.json   what is in it: the database copy's bytes and SHA-256, every media file and its bytes
 *     leads.db        the database copy
 *     media/          the media folder (encoded photos hard-linked when on the same file system: they
 *                     never change once written; anything else copied)
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { ENCODED_NAME } from "../media/media-files.server";
import { SiteDb } from "./site-db.server";

export const MANIFEST = "manifest.json";
export const DATABASE_COPY = "leads.db";
export const MEDIA_COPY = "media";
/** A backup's folder name: its UTC time, `2026-11-28T02-40-16Z`. */
export const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;
/** A database-only copy the leads tool used to write (`leads-2026-11-28T02-40-16.db`): rotated too. */
const OLD_BACKUP_NAME = /^leads-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2})\.db$/;

export interface Manifest {
  format: 1;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; leads: number };
  media: { folder: string; files: { path: string; bytes: number }[] };
}

/** The folder name for a backup taken at `now`. */
export const backupName = (now = new Date()) => `${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z`;

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Every file under `root`, as paths relative to it with "/" between folders. */
function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

/**
 * Copies one media file: an encoded photo (immutable, its name carries its hash) is hard-linked when
 * both folders are on one file system, so a nightly backup costs no space for photos already kept;
 * anything else (an upload waiting for the queue), or across file systems, is copied.
 */
function linkOrCopy(from: string, to: string) {
  mkdirSync(dirname(to), { recursive: true });
  if (ENCODED_NAME.test(to.slice(to.lastIndexOf(sep) + 1))) {
    try {
      linkSync(from, to);
      return;
    } catch {
      // Another file system, or links not allowed: a copy does the same.
    }
  }
  copyFileSync(from, to);
}

function copyTree(from: string, to: string, files: string[]) {
  mkdirSync(to, { recursive: true });
  for (const path of files) linkOrCopy(join(from, ...path.split("/")), join(to, ...path.split("/")));
}

function countLeads(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Takes a backup of `dbPath` and `mediaRoot` into a new folder under `into`: the database first (a
 * consistent copy while leads arrive), then the media folder, so every photo the copy names is in it.
 * Written under a `.partial` name and renamed when complete, so an interrupted run is never taken for
 * a backup (nor counted by the rotation).
 */
export async function createBackup(opts: {
  dbPath: string;
  mediaRoot: string;
  into: string;
  now?: Date;
}): Promise<{ folder: string; manifest: Manifest }> {
  let folder = join(opts.into, backupName(opts.now));
  // Names go by the second: a second run within the same second waits for the next one.
  if (existsSync(folder) && !opts.now) {
    await sleep(1000 - (Date.now() % 1000));
    folder = join(opts.into, backupName());
  }
  if (existsSync(folder)) throw new Error(`${folder} already exists; wait a second and try again.`);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    // No schema steps: a backup copies the database as it is, never changes it (a newer checkout's tool
    // must not migrate the file under a running older server).
    const site = new SiteDb(opts.dbPath, []);
    try {
      await site.backupTo(join(partial, DATABASE_COPY));
    } finally {
      site.close();
    }
    const dbFile = join(partial, DATABASE_COPY);
    const files = listFiles(opts.mediaRoot);
    copyTree(opts.mediaRoot, join(partial, MEDIA_COPY), files);
    const manifest: Manifest = {
      format: 1,
      createdAt: (opts.now ?? new Date()).toISOString(),
      database: {
        file: DATABASE_COPY,
        bytes: statSync(dbFile).size,
        sha256: sha256(dbFile),
        leads: countLeads(dbFile),
      },
      media: {
        folder: MEDIA_COPY,
        files: files.map((path) => ({
          path,
          bytes: statSync(join(partial, MEDIA_COPY, ...path.split("/"))).size,
        })),
      },
    };
    writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, folder);
    return { folder, manifest };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Checks a backup against its manifest: the database copy's bytes and checksum, that SQLite finds it
 * sound, and every media file's presence and size. Returns the manifest, or throws saying what is wrong.
 */
export function verifyBackup(folder: string): Manifest {
  const manifestFile = join(folder, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${folder} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  if (manifest.format !== 1) throw new Error(`${manifestFile}: unknown format ${String(manifest.format)}.`);
  const dbFile = join(folder, manifest.database.file);
  if (!existsSync(dbFile)) throw new Error(`${dbFile} is missing.`);
  if (statSync(dbFile).size !== manifest.database.bytes || sha256(dbFile) !== manifest.database.sha256)
    throw new Error(`${dbFile} does not match its checksum in ${MANIFEST}: the backup is damaged.`);
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const check = db.prepare("PRAGMA quick_check").get() as { quick_check: string };
    if (check.quick_check !== "ok") throw new Error(`${dbFile} is damaged: ${check.quick_check}`);
  } finally {
    db.close();
  }
  for (const { path, bytes } of manifest.media.files) {
    const file = join(folder, manifest.media.folder, ...path.split("/"));
    if (!existsSync(file)) throw new Error(`${file} is missing.`);
    if (statSync(file).size !== bytes) throw new Error(`${file} is not the size ${MANIFEST} says.`);
  }
  return manifest;
}

/**
 * Whether some process has the database open (the running server, or `npm run leads`). Every SQLite
 * connection to a WAL database holds a shared lock on it for as long as it is open; an exclusive lock is
 * granted only when there is none. So this asks the file itself, whichever port, user or pid file the
 * server has, and it cannot be fooled by a stale pid file or a server on another port.
 */
export function databaseInUse(dbPath: string): boolean {
  if (!existsSync(dbPath)) return false;
  const db = new DatabaseSync(dbPath);
  try {
    db.exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;");
    return false;
  } catch (error) {
    if (/locked|busy/i.test((error as Error).message)) return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the database and media folder, which must not be in use. What was there is
 * kept aside (`<file>.before-restore-<time>`, `<media>.before-restore-<time>`), never deleted.
 */
export function restoreBackup(opts: { folder: string; dbPath: string; mediaRoot: string; now?: Date }) {
  if (databaseInUse(opts.dbPath))
    throw new Error(
      `${opts.dbPath} is open in another process (the server, or npm run leads): stop the server first.`,
    );
  const manifest = verifyBackup(opts.folder);
  const suffix = `.before-restore-${backupName(opts.now)}`;
  const aside: string[] = [];
  for (const file of [opts.dbPath, `${opts.dbPath}-wal`, `${opts.dbPath}-shm`, opts.mediaRoot]) {
    if (!existsSync(file)) continue;
    renameSync(file, `${file}${suffix}`);
    aside.push(`${file}${suffix}`);
  }
  mkdirSync(dirname(opts.dbPath), { recursive: true });
  copyFileSync(join(opts.folder, manifest.database.file), opts.dbPath);
  const files = manifest.media.files.map((f) => f.path);
  copyTree(join(opts.folder, manifest.media.folder), opts.mediaRoot, files);
  return { manifest, aside };
}

/** The backups under `into`, oldest first (folders with a manifest, and the leads tool's old files). */
export function listBackups(into: string): { name: string; path: string; time: string }[] {
  if (!existsSync(into)) return [];
  return readdirSync(into)
    .flatMap((name) => {
      const path = join(into, name);
      if (BACKUP_NAME.test(name) && existsSync(join(path, MANIFEST)))
        return [{ name, path, time: name.slice(0, 19) }];
      const old = OLD_BACKUP_NAME.exec(name);
      return old?.[1] ? [{ name, path, time: old[1] }] : [];
    })
    .sort((a, b) => a.time.localeCompare(b.time));
}

/**
 * Deletes all but the newest `keep` backups under `into`, and what interrupted runs older than the newest
 * backup left (`<time>.partial`: it holds the same personal data); returns the names deleted.
 */
export function rotateBackups(into: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new Error("--keep takes a whole number of 1 or more.");
  const all = listBackups(into);
  const old = all.slice(0, Math.max(0, all.length - keep));
  const newest = all.at(-1)?.time ?? "";
  const partials = existsSync(into)
    ? readdirSync(into).filter((name) => {
        const stem = name.replace(/\.partial$/, "");
        return stem !== name && BACKUP_NAME.test(stem) && stem.slice(0, 19) < newest;
      })
    : [];
  for (const name of [...old.map((b) => b.name), ...partials])
    rmSync(join(into, name), { recursive: true, force: true });
  return [...old.map((b) => b.name), ...partials];
}
