/**
 * Backs up the site's data (the database and the media folder of uploaded photos) and restores it.
 *   npm run backup                   a backup folder named by the UTC time (2026-11-28T02-40-16Z) under
 *                                    backups/ beside the database (data/backups/ by default), safe while
 *                                    the server runs; then deletes all but the newest BACKUP_KEEP backups
 *   npm run backup -- DIR            the same, under DIR
 *   npm run backup -- --keep N       keeps the newest N instead of BACKUP_KEEP (default backupKeepDays,
 *                                    app/content/company.ts, which the privacy page states)
 *   npm run backup -- --verify BACKUP  checks a backup folder against its manifest
 *   npm run backup -- --restore BACKUP puts a backup's database and media folder in place of LEADS_DB and
 *                                    MEDIA_DIR, with the server stopped (it refuses while any process has
 *                                    the database open); the current ones are kept aside, not deleted
 *   npm run backup -- --list         the backups under backups/ (or DIR), oldest first
 * Reads LEADS_DB, MEDIA_DIR and BACKUP_KEEP like the server (app/lib/site/env.server.ts). The work is in
 * app/lib/site/backup.server.ts, which `npm run leads -- --backup` also uses.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
// Lets the app's modules be imported by their bundler names; they are imported after it, below.
import "./ts-resolve.js";

const { envSchema } = await import("../app/lib/site/env.server.ts");
const { mediaRoot } = await import("../app/lib/media/media.server.ts");
const { createBackup, listBackups, restoreBackup, rotateBackups, verifyBackup } =
  await import("../app/lib/site/backup.server.ts");

const args = process.argv.slice(2);
const env = envSchema.pick({ LEADS_DB: true, MEDIA_DIR: true, BACKUP_KEEP: true }).safeParse(process.env);
if (!env.success) {
  console.error(env.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(2);
}
const { LEADS_DB: dbPath, MEDIA_DIR, BACKUP_KEEP } = env.data;
if (dbPath === ":memory:") {
  console.error("LEADS_DB is :memory:, a database that lives only inside one process: nothing to back up.");
  process.exit(2);
}
const media = mediaRoot(MEDIA_DIR, dbPath);

/** The value after a flag, if one is given. */
function valueOf(flag: string): string | undefined {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith("--")) {
    console.error(`${flag} needs a value.`);
    process.exit(2);
  }
  return value;
}

const fail = (error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
};

const restore = valueOf("--restore");
const verify = valueOf("--verify");
const keepArg = valueOf("--keep");
const keep = keepArg === undefined ? BACKUP_KEEP : Number(keepArg);
if (!Number.isInteger(keep) || keep < 1) {
  console.error("--keep takes a whole number of 1 or more, e.g. --keep 14");
  process.exit(2);
}
const flagValues = new Set([restore, verify, keepArg]);
const dirArg = args.find((a) => !a.startsWith("--") && !flagValues.has(a));
const into = dirArg ? resolve(dirArg) : join(dirname(dbPath), "backups");

if (restore) {
  try {
    const { manifest, aside } = restoreBackup({ folder: resolve(restore), dbPath, mediaRoot: media });
    console.log(
      `Restored ${resolve(restore)} (taken ${manifest.createdAt}: ${manifest.database.leads} lead${manifest.database.leads === 1 ? "" : "s"}, ${manifest.media.files.length} media file${manifest.media.files.length === 1 ? "" : "s"}) to ${dbPath} and ${media}.`,
    );
    if (aside.length) console.log(`What was there is kept aside:\n  ${aside.join("\n  ")}`);
    console.log(
      "It holds whatever was stored when it was taken: delete again anyone deleted since then, and run `npm run leads -- --delete-expired`. Then start the server.",
    );
  } catch (error) {
    fail(error);
  }
} else if (verify) {
  try {
    const manifest = verifyBackup(resolve(verify));
    console.log(
      `${resolve(verify)} is sound: the database copy matches its checksum and all ${manifest.media.files.length} media files are there.`,
    );
  } catch (error) {
    fail(error);
  }
} else if (args.includes("--list")) {
  const all = listBackups(into);
  console.log(all.length ? all.map((b) => b.path).join("\n") : `No backups in ${into}.`);
} else {
  if (!existsSync(dbPath)) {
    console.error(`No database at ${dbPath} yet (it is created when the server starts).`);
    process.exit(1);
  }
  try {
    const { folder, manifest } = await createBackup({ dbPath, mediaRoot: media, into });
    console.log(
      `Backed up ${manifest.database.leads} lead${manifest.database.leads === 1 ? "" : "s"} and ${manifest.media.files.length} media file${manifest.media.files.length === 1 ? "" : "s"} to ${folder}`,
    );
    const deleted = rotateBackups(into, keep);
    if (deleted.length)
      console.log(
        `Deleted ${deleted.length} older backup${deleted.length === 1 ? "" : "s"} (keeping ${keep}): ${deleted.join(", ")}`,
      );
  } catch (error) {
    fail(error);
  }
}
