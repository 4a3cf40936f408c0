import { useLocation, useMatches } from "react-router";
import { isLang, langOfPath, type Lang } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";

/**
 * The language of the page being rendered: the one its loader names (`pageData` adds it; a booking's
 * private page speaks the booking's language at one address), else its path's ("/es…" is Spanish).
 * Safe in the browser.
 */
export const useLang = (): Lang => {
  const named = (useMatches().at(-1)?.loaderData as { lang?: unknown } | undefined)?.lang;
  const { pathname } = useLocation();
  return isLang(named) ? named : langOfPath(pathname);
};

/** The other language: the one the switch offers. */
export const otherLang = (lang: Lang): Lang => (lang === "en" ? "es" : "en");

/** What a page's loader data says about its languages (`pageData` adds it). */
export interface PageLangData {
  alternates?: Partial<Record<Lang, string>>;
  /** False on a private page (a booking's): it speaks one language at one address and offers no switch. */
  languageSwitch?: false;
}

/**
 * Where the language switch leads: the same page in the other language, keeping the query parameters the
 * page reads (`queryParams`, e.g. the gallery's project, the reference search); a page without a
 * counterpart (an untranslated article) leads to the other language's blog index, and a status screen to
 * its home page. A private page gets none (undefined).
 */
export function languageSwitchHref(
  lang: Lang,
  page: PageLangData | undefined,
  search: string,
  queryParams: readonly string[],
): string | undefined {
  if (page?.languageSwitch === false) return undefined;
  const to = otherLang(lang);
  const target = page?.alternates?.[to] ?? (page?.alternates ? pathsByLang[to].blog : pathsByLang[to].home);
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of queryParams) for (const value of from.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${target}?${query}` : target;
}
