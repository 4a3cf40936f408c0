/**
 * The whole page registry: the fixed pages and every service, area and article record as one entry each
 * (page-registry.ts defines them; articles come from the blog folder, read on the server only).
 */
import { areas } from "./areas";
import { listArticles } from "./blog.server";
import {
  buildRegistry,
  fixedPages,
  paths,
  type AnyPageEntry,
  type CollectionKind,
  type FixedKind,
  type PageEntry,
  type PageRecords,
} from "./page-registry";
import { servicePages } from "./services";

/** Every page of the site, in sitemap order. */
export const registry: readonly AnyPageEntry[] = buildRegistry({
  paths,
  fixedPages,
  servicePages,
  areas,
  articles: listArticles(),
});

/** The entry of a fixed page. */
export function fixedPage<K extends FixedKind>(kind: K): PageEntry<K> {
  const entry = registry.find((e) => e.kind === kind);
  if (!entry) throw new Error(`page registry: no ${kind} page`);
  return entry as PageEntry<K>;
}

/** The entry of a collection's record that `matches`, or undefined (the route answers 404). */
export function collectionEntry<K extends CollectionKind>(
  kind: K,
  matches: (record: PageRecords[K]) => boolean,
): PageEntry<K> | undefined {
  const entry = registry.find((e) => e.kind === kind && matches(e.record as PageRecords[K]));
  return entry as PageEntry<K> | undefined;
}
