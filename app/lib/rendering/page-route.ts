/**
 * What every page route shares: its loader's data carries the page's head tags, computed on the server
 * from its registry entry, and its `meta` export reads them back. A route module is then its loader (the
 * data its template and islands need) and its template:
 *
 *     export const loader = () => pageData(fixedPage("about"), { about });
 *     export { meta } from "~/lib/rendering/page-route";
 */
import type { MetaDescriptor } from "react-router";
import type { AnyPageEntry } from "~/content/page-registry";
import type { Lang } from "~/content/i18n";
import { noIndexMeta, pageMeta, type PageMetaOptions } from "../discovery/meta";

/**
 * A page's loader data: what its template needs, its head tags from its registry entry, and its
 * languages (the root layout's language switch reads `alternates`).
 */
export const pageData = <T extends object>(entry: AnyPageEntry, data: T, options?: PageMetaOptions) => ({
  ...data,
  lang: entry.lang,
  alternates: entry.alternates,
  meta: pageMeta(entry, options),
});

/** A page's head tags, as its loader computed them (none while an error screen shows). */
export const meta = ({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] =>
  loaderData?.meta ?? [];

/**
 * The loader data of a customer's private-link page (a review link, a "send more photos" link): in the
 * customer's language at its one address (no language switch), never indexed.
 */
export const tokenPageData = (lang: Lang, words: { metaTitle: string; metaDescription: string }) => ({
  lang,
  languageSwitch: false as const,
  meta: noIndexMeta({ title: words.metaTitle, description: words.metaDescription }),
});
