/**
 * When each page last changed, for the sitemap's `lastmod`: the last commit that touched the content
 * files its registry entry names (an article's own date for articles).
 */
import contentDates from "virtual:content-dates";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import type { AnyPageEntry } from "./page-registry";

/**
 * Date (YYYY-MM-DD) the given content files last changed: the newest of their dates as the build read
 * them (the last commit that touched each, or its modification time outside git; see
 * scripts/content-dates-plugin.ts), so a server without the sources dates pages as the build did.
 * Undefined when none of them is known.
 */
export function lastChanged(files: readonly string[]): string | undefined {
  return files
    .map((f) => contentDates[f])
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
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
