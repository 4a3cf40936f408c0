import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file below `dir`, sub-folders included, whose name `keep` accepts: the one directory walk of the
 * server (prerendered pages and text files) and the build (precompression).
 */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
