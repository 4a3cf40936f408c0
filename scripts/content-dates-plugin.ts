/**
 * `virtual:content-dates`: when each content file last changed (app/content/**, path from the project
 * folder → YYYY-MM-DD), read once when the site is bundled: the date of the last commit that touched it,
 * or its modification time for a file git does not know. The sitemap's `lastmod` reads it
 * (app/content/page-dates.server.ts), so a server without the sources or git (a deploy) dates its pages
 * as the build did when it renders the sitemap again from the content store.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ROOT } from "./image-pipeline/plan.ts";

const ID = "virtual:content-dates";
const CONTENT = "app/content";

/** The date of the last commit that touched `file` (git's own simplification of its history), or undefined. */
function lastCommit(root: string, file: string): string | undefined {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined; // not a git checkout, or git is missing
  }
}

/** file → date of the content files under `root`/app/content (one `git log` each: about 2 s for all). */
export function contentDates(root = ROOT): Record<string, string> {
  const dates: Record<string, string> = {};
  const dir = path.join(root, CONTENT);
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const file = `${CONTENT}/${entry.split(path.sep).join("/")}`;
    const stat = statSync(path.join(root, file));
    if (!stat.isFile()) continue;
    dates[file] = lastCommit(root, file) ?? new Date(stat.mtimeMs).toISOString().slice(0, 10);
  }
  return dates;
}

export function contentDatesModule(): Plugin {
  const resolved = `\0${ID}`;
  return {
    name: "site-content-dates",
    resolveId: (id) => (id === ID ? resolved : undefined),
    load: (id) => (id === resolved ? `export default ${JSON.stringify(contentDates())};` : undefined),
  };
}
