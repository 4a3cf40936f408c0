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

/** file → date of the content files under `root`/app/content. */
export function contentDates(root = ROOT): Record<string, string> {
  const dates: Record<string, string> = {};
  try {
    // Newest first: each file's first appearance is its last change.
    const log = execFileSync("git", ["log", "--format=%x00%cs", "--name-only", "--", CONTENT], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const commit of log.split("\0").slice(1)) {
      const [date, ...files] = commit.split("\n").map((l) => l.trim());
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
      for (const file of files) if (file && !(file in dates)) dates[file] = date;
    }
  } catch {
    // not a git checkout, or git is missing: modification times below
  }
  const dir = path.join(root, CONTENT);
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const file = `${CONTENT}/${entry.split(path.sep).join("/")}`;
    if (file in dates) continue;
    const stat = statSync(path.join(root, file));
    if (stat.isFile()) dates[file] = new Date(stat.mtimeMs).toISOString().slice(0, 10);
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
