/**
 * The whole page registry: the fixed pages and every service, area and article record as one entry each
 * (page-registry.ts defines them; articles come from the blog folder, read on the server only).
 */
import { listArticles } from "./blog.server";
import { langOfPath, type Lang } from "./i18n";
import {
  buildRegistry,
  recordSources,
  type AnyPageEntry,
  type CollectionKind,
  type FixedKind,
  type PageEntry,
  type PageRecords,
} from "./page-registry";

/** Every page of the site, in sitemap order. */
export const registry: readonly AnyPageEntry[] = buildRegistry(
  recordSources({ en: listArticles("en"), es: listArticles("es") }),
);

/** The entry of a fixed page in a language. */
export function fixedPage<K extends FixedKind>(kind: K, lang: Lang = "en"): PageEntry<K> {
  const entry = registry.find((e) => e.kind === kind && e.lang === lang);
  if (!entry) throw new Error(`page registry: no ${lang} ${kind} page`);
  return entry as PageEntry<K>;
}

/** The entry of a collection's record in a language that `matches`, or undefined (the route answers 404). */
export function collectionEntry<K extends CollectionKind>(
  kind: K,
  lang: Lang,
  matches: (record: PageRecords[K]) => boolean,
): PageEntry<K> | undefined {
  const entry = registry.find(
    (e) => e.kind === kind && e.lang === lang && matches(e.record as PageRecords[K]),
  );
  return entry as PageEntry<K> | undefined;
}

/** The entry at a path (a trailing slash ignored), or undefined. */
export function entryAt(pathname: string): AnyPageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return registry.find((e) => e.path === path);
}

/** The language of the page a request is for (its path's). */
export const requestLang = (request: Request): Lang => langOfPath(new URL(request.url).pathname);
