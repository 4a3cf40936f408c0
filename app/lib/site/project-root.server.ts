import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder: the nearest folder above `from` that holds package.json. Server code finds its
 * files (the leads database, the built site, the content sources) from here, never from the working
 * folder, so a server started from anywhere sees the same files. It is the same folder whether this
 * module runs as source (app/lib, in development and tests) or bundled (build/server, build/server-app).
 */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir)
      throw new Error(`No package.json above ${from}: cannot find the project folder`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** Where the leads database is when LEADS_DB is unset. */
export const DEFAULT_LEADS_DB = "./data/leads.db";

/**
 * The leads database file LEADS_DB names: relative paths (and the default) from the project folder, so the
 * server and `npm run leads` open the same file from any working folder; `:memory:` as it is.
 */
export const leadsDbPath = (value: string | undefined): string => {
  const path = value?.trim() || DEFAULT_LEADS_DB;
  return path === ":memory:" ? path : resolve(projectRoot, path);
};
