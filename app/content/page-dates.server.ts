/**
 * When each page last changed, for the sitemap's `lastmod`: the last commit that touched the content
 * files its registry entry names (an article's own date for articles).
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "~/lib/site/project-root.server";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import type { AnyPageEntry } from "./page-registry";

const changeCache = new Map<string, string | undefined>();

/**
 * Date (YYYY-MM-DD) the given content files last changed: the last commit that touched them, or the
 * files' modification time outside a git checkout; undefined when neither can be read (a deployed
 * server without sources never needs it: the sitemap is prerendered at build time).
 */
export function lastChanged(files: readonly string[]): string | undefined {
  const key = files.join("\0");
  if (changeCache.has(key)) return changeCache.get(key);
  let date: string | undefined;
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...files], {
      cwd: projectRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(out)) date = out;
  } catch {
    // not a git checkout, or git is missing
  }
  if (!date) {
    try {
      const newest = Math.max(...files.map((f) => statSync(join(projectRoot, f)).mtimeMs));
      date = new Date(newest).toISOString().slice(0, 10);
    } catch {
      date = undefined;
    }
  }
  changeCache.set(key, date);
  return date;
}

/**
 * When the content store last changed the records a page shows (`updatedAt` of its snapshot, by content
 * key): an article its own record; a page reading a collection the newest of that collection's records.
 */
function storeChanged(page: AnyPageEntry, updatedAt: Readonly<Record<string, string>>): string | undefined {
  const keys = Object.keys(updatedAt);
  const prefixes = (page.reads ?? []).map((c) => (c === "projects" ? "project:" : "article:"));
  const shown =
    page.kind === "article" ? [page.key] : keys.filter((k) => prefixes.some((p) => k.startsWith(p)));
  return shown
    .map((k) => updatedAt[k]?.slice(0, 10))
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
}

/**
 * Last change of a page: an article's own date; for other pages their records' last change (and the
 * newest article for the blog index). A content snapshot's `updatedAt` (the store's records) dates the
 * records it names, so a page reading a collection changes when the office publishes one of them.
 */
export function pageLastModified(
  page: AnyPageEntry,
  snapshot?: Pick<ContentSnapshot, "updatedAt">,
): string | undefined {
  const stored = snapshot?.updatedAt ? storeChanged(page, snapshot.updatedAt) : undefined;
  const changed =
    page.kind === "article" ? undefined : lastChanged(page.sources.map((f) => `app/content/${f}`));
  return [changed, page.date, stored]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
}
