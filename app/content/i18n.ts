/**
 * The site's languages and the shapes a translation takes. English is the original: its content modules
 * hold the facts (ids, image keys, ZIP codes, numbers, paths) and the English words. A Spanish module in
 * `app/content/es/` holds the same words in Spanish and never restates a fact: its type leaves the facts
 * out, and `withWords` / `translateAll` merge the two. A missing key fails the type check; a record left
 * untranslated, or a translation of a record that no longer exists, fails when the module loads (so the
 * build and the unit tests fail with its name).
 */

export const langs = ["en", "es"] as const;
export type Lang = (typeof langs)[number];
export const DEFAULT_LANG: Lang = "en";

/** Each language's BCP 47 tag (`<html lang>`, `Intl`), Open Graph locale and name in its own language. */
export const langInfo = {
  en: { tag: "en-US", ogLocale: "en_US", name: "English", prefix: "" },
  es: { tag: "es-US", ogLocale: "es_US", name: "Español", prefix: "/es" },
} as const satisfies Record<Lang, { tag: string; ogLocale: string; name: string; prefix: string }>;

export const isLang = (value: unknown): value is Lang => langs.includes(value as Lang);

/** The language of a site path: "/es" and everything under it is Spanish, the rest English. */
export const langOfPath = (pathname: string): Lang =>
  pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";

/**
 * The type a translation of a copy object satisfies: the same keys and shape, every string (an `as const`
 * literal too) widened to string, functions keeping their parameters.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** A record's words in another language: every field but the facts `F`, which the original keeps. */
export type Words<T, F extends keyof T = never> = Translation<Omit<T, F>>;

/** The original record with its words replaced by the translation's (facts kept). */
export const withWords = <T extends object, F extends keyof T>(original: T, words: Words<T, F>): T =>
  ({ ...original, ...(words as object) }) as T;

/**
 * Pairs each record with its translation by key, in the originals' order. Throws, naming the key, when a
 * record has no translation or a translation has no record, so nothing falls back to English unseen.
 */
export function translateAll<T extends object, F extends keyof T>(
  originals: readonly T[],
  key: (record: T) => string | number,
  words: Readonly<Record<string, Words<T, F>>>,
  what: string,
): T[] {
  const keys = new Set(originals.map((r) => String(key(r))));
  for (const k of Object.keys(words)) {
    if (!keys.has(k)) throw new Error(`${what}: a translation for "${k}", which no record has`);
  }
  return originals.map((r) => {
    const w = words[String(key(r))];
    if (!w) throw new Error(`${what}: no translation for "${String(key(r))}"`);
    return withWords<T, F>(r, w);
  });
}

/** A value per language; the type makes every language required. */
export type PerLang<T> = Readonly<Record<Lang, T>>;
