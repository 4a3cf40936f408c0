import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { langInfo, langs, type Lang } from "~/content/i18n";
import type { PageMeta } from "~/content/types";
import { absoluteUrl } from "../site/site-url";
import { SOCIAL_IMAGE, socialImagePath } from "./social-image";
import { businessJsonLd, inLanguage, webPageJsonLd, type JsonLd } from "./structured-data";

export { absoluteUrl };

/** Browser title of a page: "Page | Company". */
export const pageTitle = (meta: PageMeta): string => `${meta.title} | ${company.name}`;

export interface PageMetaOptions {
  /** Open Graph type: "article" for blog posts. */
  type?: "website" | "article";
  /** JSON-LD blocks of this page besides the business block every page carries. */
  structuredData?: readonly JsonLd[];
  /** ISO date of an article, for article:published_time. */
  published?: string;
}

/** What the head tags need of a page: its registry entry's words, path and languages. */
export interface MetaPage {
  /** Its kind (the label on its sharing card). */
  kind: string;
  meta: PageMeta;
  path: string;
  lang: Lang;
  /** The page in each language it exists in (itself included). */
  alternates: Partial<Record<Lang, string>>;
}

/**
 * The hreflang links of a page with a counterpart: one per language, absolute, itself included, and
 * x-default on the English page (Google's rules for localized versions). None for a page in one language.
 */
export function hreflangLinks(alternates: MetaPage["alternates"]): { hrefLang: string; href: string }[] {
  const present = langs.filter((l) => alternates[l]);
  if (present.length < 2) return [];
  return [
    ...present.map((l) => ({ hrefLang: l as string, href: absoluteUrl(alternates[l] as string) })),
    ...(alternates.en ? [{ hrefLang: "x-default", href: absoluteUrl(alternates.en) }] : []),
  ];
}

/**
 * Title, description, canonical URL, language links, sharing tags and structured data of a page, built
 * from its registry entry. The company name is appended to every title here, so records never repeat it.
 */
export function pageMeta(page: MetaPage, options: PageMetaOptions = {}): MetaDescriptor[] {
  const { meta, path, lang } = page;
  const title = pageTitle(meta);
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImagePath(page));
  const imageAlt = `${meta.title}, ${company.name}`;
  const otherLocales = langs.filter((l) => l !== lang && page.alternates[l]);
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    ...hreflangLinks(page.alternates).map((l) => ({ tagName: "link" as const, rel: "alternate", ...l })),
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: langInfo[lang].ogLocale },
    ...otherLocales.map((l) => ({ property: "og:locale:alternate", content: langInfo[l].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    ...(options.published ? [{ property: "article:published_time", content: options.published }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...[
      businessJsonLd(lang),
      webPageJsonLd({ name: meta.title, description: meta.description, path, lang }),
      ...(options.structuredData ?? []).map((block) => inLanguage(block, lang)),
    ].map((block) => ({ "script:ld+json": block })),
  ];
}

/** Meta of a page that must not be indexed (404, errors). */
export function noIndexMeta(meta: PageMeta): MetaDescriptor[] {
  return [
    { title: pageTitle(meta) },
    { name: "description", content: meta.description },
    { name: "robots", content: "noindex" },
  ];
}
