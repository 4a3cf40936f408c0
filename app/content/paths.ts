/**
 * Where each page lives, per language: the fixed pages' paths and the collections' route patterns. Kept
 * apart from the records (no imports) so a widget that links to a page takes these strings into the
 * browser, not the records. Spanish paths are ASCII (no accents or ñ in URLs), under /es.
 */
import type { Lang, PerLang } from "./i18n";

/** The English fixed pages' paths (the old site's, kept). A fixed page's kind is its key here. */
export const paths = {
  home: "/",
  about: "/about-us",
  services: "/service",
  gallery: "/gallery",
  testimonials: "/testimonials",
  reviewPolicy: "/review-policy",
  referenceSheet: "/reference-sheet",
  blog: "/blog",
  contact: "/contact",
  book: "/book",
  privacy: "/privacy",
} satisfies Readonly<Record<string, string>>;

/** The fixed pages: one template each (an entry in page-registry.ts's `fixedPages`). */
export type FixedKind = keyof typeof paths;
/** Kinds with one page per record, served by one route pattern per language. */
export type CollectionKind = "service" | "area" | "article";

export type FixedPaths = Readonly<Record<FixedKind, string>>;

/** The Spanish fixed pages' paths. */
export const esPaths: FixedPaths = {
  home: "/es",
  about: "/es/nosotros",
  services: "/es/servicios",
  gallery: "/es/galeria",
  testimonials: "/es/testimonios",
  reviewPolicy: "/es/politica-de-opiniones",
  referenceSheet: "/es/referencias",
  blog: "/es/blog",
  contact: "/es/contacto",
  book: "/es/reservar",
  privacy: "/es/privacidad",
};

export const pathsByLang: PerLang<FixedPaths> = { en: paths, es: esPaths };

/**
 * Where each language's gallery projects are published as JSON, beside the gallery page (as its Markdown
 * copy is): the page's viewer carries only the category it shows and fetches this file once it has
 * hydrated, to switch categories in place (decision 018).
 */
export const galleryDataPath: PerLang<string> = {
  en: `${paths.gallery}.json`,
  es: `${esPaths.gallery}.json`,
};

/**
 * Each collection's route pattern per language (the one parameter is the record's slug in that
 * language). Area pages live at the language's root; the template answers 404 for any other segment.
 */
export const collectionPatterns: Readonly<Record<CollectionKind, PerLang<string>>> = {
  service: { en: "/services/:slug", es: "/es/servicios/:slug" },
  article: { en: "/blogs/:slug", es: "/es/blog/:slug" },
  area: { en: "/:areaSlug", es: "/es/:areaSlug" },
};

/** The path of one record of a collection: its pattern with the slug filled in. */
export const collectionPath = (kind: CollectionKind, slug: string, lang: Lang = "en"): string =>
  collectionPatterns[kind][lang].replace(/:\w+/, slug);

export const servicePath = (slug: string, lang: Lang = "en") => collectionPath("service", slug, lang);
export const areaPath = (slug: string, lang: Lang = "en") => collectionPath("area", slug, lang);
export const articlePath = (slug: string, lang: Lang = "en") => collectionPath("article", slug, lang);
