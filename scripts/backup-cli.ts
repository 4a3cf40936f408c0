/**
 * `npm run backup` itself (scripts/backup.ts starts it in its own process; the tests call it in theirs):
 * the commands scripts/backup.ts lists. Prints with console.log and console.error, and returns the exit
 * code. Load it after scripts/ts-resolve.js, which lets the app's modules be imported by their bundler names.
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { countNoun } from "../app/lib/rendering/count-noun.ts";
import { envSchema } from "../app/lib/site/env.server.ts";
import { mediaRoot } from "../app/lib/media/media.server.ts";
import {
  createBackup,
  listBackups,
  restoreBackup,
  rotateBackups,
  verifyBackup,
} from "../app/lib/site/backup.server.ts";

/**
 * Runs one command line (`args`, without node and the script) with the settings in `env` (LEADS_DB,
 * MEDIA_DIR, BACKUP_KEEP, read like the server reads them); a folder the operator names is relative to
 * `cwd`. Returns the process's exit code.
 */
export async function runBackup(
  args: string[],
  { env = process.env, cwd = process.cwd() }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  const settings = envSchema.pick({ LEADS_DB: true, MEDIA_DIR: true, BACKUP_KEEP: true }).safeParse(env);
  if (!settings.success) {
    console.error(settings.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
    return 2;
  }
  const { MEDIA_DIR, BACKUP_KEEP } = settings.data;
  if (settings.data.LEADS_DB === ":memory:") {
    console.error("LEADS_DB is :memory:, a database that lives only inside one process: nothing to back up.");
    return 2;
  }
  const dbPath = settings.data.LEADS_DB;
  const media = mediaRoot(MEDIA_DIR, dbPath);

  /** The value after a flag: undefined when the flag is not given, null when its value is missing. */
  const valueOf = (flag: string): string | undefined | null => {
    const i = args.indexOf(flag);
    if (i < 0) return undefined;
    const value = args[i + 1];
    if (!value || value.startsWith("--")) {
      console.error(`${flag} needs a value.`);
      return null;
    }
    return value;
  };
  const restore = valueOf("--restore");
  const verify = valueOf("--verify");
  const keepArg = valueOf("--keep");
  if (restore === null || verify === null || keepArg === null) return 2;
  const keep = keepArg === undefined ? BACKUP_KEEP : Number(keepArg);
  if (!Number.isInteger(keep) || keep < 1) {
    console.error("--keep takes a whole number of 1 or more, e.g. --keep 14");
    return 2;
  }
  const flagValues = new Set([restore, verify, keepArg]);
  const dirArg = args.find((a) => !a.startsWith("--") && !flagValues.has(a));
  const into = dirArg ? resolve(cwd, dirArg) : join(dirname(dbPath), "backups");

  try {
    if (restore) {
      const { manifest, aside } = restoreBackup({ folder: resolve(cwd, restore), dbPath, mediaRoot: media });
      console.log(
        `Restored ${resolve(cwd, restore)} (taken ${manifest.createdAt}: ${countNoun(manifest.database.leads, "lead")}, ${countNoun(manifest.media.files.length, "media file")}) to ${dbPath} and ${media}.`,
      );
      if (aside.length) console.log(`What was there is kept aside:\n  ${aside.join("\n  ")}`);
      console.log(
        "It holds whatever was stored when it was taken: delete again anyone deleted since then, and run `npm run leads -- --delete-expired`. Then start the server.",
      );
    } else if (verify) {
      const manifest = verifyBackup(resolve(cwd, verify));
      console.log(
        `${resolve(cwd, verify)} is sound: the database copy matches its checksum and all ${manifest.media.files.length} media files are there.`,
      );
    } else if (args.includes("--list")) {
      const all = listBackups(into);
      console.log(all.length ? all.map((b) => b.path).join("\n") : `No backups in ${into}.`);
    } else {
      if (!existsSync(dbPath)) {
        console.error(`No database at ${dbPath} yet (it is created when the server starts).`);
        return 1;
      }
      const { folder, manifest } = await createBackup({ dbPath, mediaRoot: media, into });
      console.log(
        `Backed up ${countNoun(manifest.database.leads, "lead")} and ${countNoun(manifest.media.files.length, "media file")} to ${folder}`,
      );
      const deleted = rotateBackups(into, keep);
      if (deleted.length)
        console.log(
          `Deleted ${countNoun(deleted.length, "older backup")} (keeping ${keep}): ${deleted.join(", ")}`,
        );
    }
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}
