/**
 * What the public pages read of the gallery and the blog, derived from a `ContentSnapshot`: each
 * language's gallery items and featured tiles, each language's articles with their HTML (through the
 * blog's Markdown pipeline), related articles, the gallery's data file, and the page registry built from
 * the snapshot's articles. Memoised per snapshot object, so a page set rendered from one snapshot derives
 * it once. The repository's records (`repoSnapshot()`) give exactly the pages the build prerendered.
 *
 * Rules (decision 014, amended): a project without its Spanish words is shown in English only, never on
 * a Spanish page; an article without a translation is on the English pages only.
 */
import projectHashes from "virtual:project-image-hashes";
import type { RouterContextProvider } from "react-router";
import type { Article, ArticleSummary } from "~/content/article-schema";
import { articleBody } from "~/content/blog.server";
import {
  galleryCategoriesByLang,
  type GalleryItem,
  type GallerySlug,
  type ShownGalleryItem,
} from "~/content/gallery";
import { galleryItemHref, type ProjectTile } from "~/content/featured-projects";
import { placeName } from "~/content/es/areas";
import { langs, type Lang, type PerLang } from "~/content/i18n";
import { galleryWidths, projectImageKey, type Focus, type ImageEntry, type ImageRef } from "~/content/images";
import {
  buildRegistry,
  recordSources,
  type AnyPageEntry,
  type CollectionKind,
  type FixedKind,
  type PageEntry,
  type PageRecords,
} from "~/content/page-registry";
import { galleryDataFile } from "~/content/gallery-data.server";
import { galleryDataPath } from "~/content/paths";
import { previewAddress } from "~/lib/office/page-preview";
import {
  lettersIn,
  reviewsIn,
  type PublicLetter,
  type ReviewStats,
  type ShownLetter,
  type ShownReview,
} from "../reviews/review-record";
import type { StoredArticle, StoredProject, StoredProjectImage } from "./content-record";
import { repoSnapshot } from "./repo-snapshot.server";
import { contentContext, type ContentSnapshot, type SnapshotPhoto } from "./snapshot";

/** The snapshot a request renders from: the load context's, or the repository's records (the build's). */
export const snapshotOf = (context: Readonly<RouterContextProvider> | undefined): ContentSnapshot =>
  (context?.get(contentContext) ?? null) || repoSnapshot();

/** Whether a project has every Spanish word its page needs (title, each alt text, its description). */
export const hasSpanish = (p: StoredProject): boolean =>
  p.titleEs !== undefined &&
  p.before.altEs !== undefined &&
  (p.after === undefined || p.after.altEs !== undefined) &&
  (p.description === undefined || p.descriptionEs !== undefined);

/** The key an uploaded photo's files are named under (`<id>-<width>.<hash>.<format>`). */
export const mediaImageKey = (id: number): string => `media-${id}`;

/** An uploaded photo as an image entry: its real size, the widths encoded and each file's name. */
export function mediaImage(id: number, photo: SnapshotPhoto, alt: string, focus?: Focus): ImageEntry {
  if (photo.variants.length === 0) throw new Error(`uploaded photo ${id} has no encoded files`);
  const widths = [...new Set(photo.variants.map((v) => v.width))].sort((a, b) => a - b);
  return {
    key: mediaImageKey(id),
    alt,
    width: photo.width,
    height: photo.height,
    widths,
    ...(focus ? { focus } : {}),
    files: Object.fromEntries(photo.variants.map((v) => [`${v.width}.${v.format}`, v.name])),
  };
}

function photoOf(snapshot: ContentSnapshot, id: number, where: string): SnapshotPhoto {
  const photo = snapshot.photos[id];
  if (!photo) throw new Error(`${where}: uploaded photo ${id} is not ready`);
  return photo;
}

/** A project image as the gallery carries it (the repository's files keep their generated names). */
function projectImage(
  snapshot: ContentSnapshot,
  p: StoredProject,
  side: "before" | "after",
  image: StoredProjectImage,
  lang: Lang,
): ImageEntry {
  const alt = lang === "es" ? (image.altEs ?? image.alt) : image.alt;
  const { source, focus } = image;
  if ("media" in source) {
    return mediaImage(source.media, photoOf(snapshot, source.media, `project ${p.id}`), alt, focus);
  }
  const key = projectImageKey(p.id, side);
  const hash = projectHashes[key];
  return {
    key,
    alt,
    width: 1200,
    height: 900,
    widths: galleryWidths,
    ...(focus ? { focus } : {}),
    ...(hash ? { hash } : {}),
  };
}

/** A project as a language's gallery shows it (Spanish: its Spanish words, the place named the Spanish way). */
function galleryItem(snapshot: ContentSnapshot, p: StoredProject, lang: Lang): GalleryItem {
  const es = lang === "es";
  const description = es ? p.descriptionEs : p.description;
  return {
    id: p.id,
    category: p.category as GallerySlug,
    title: es ? (p.titleEs ?? p.title) : p.title,
    location: es ? placeName(p.city) : p.city,
    date: p.date,
    ...(description ? { description } : {}),
    image: projectImage(snapshot, p, "before", p.before, lang),
    ...(p.after ? { after: projectImage(snapshot, p, "after", p.after, lang) } : {}),
  };
}

/**
 * The featured projects a language shows as tiles, in the gallery's order. English: the featured ones.
 * Spanish: each featured project with its Spanish words; one without them gives its place to the newest
 * project (by month finished, then gallery order) that has them and is not already shown.
 */
export function featuredIn(projects: readonly StoredProject[], lang: Lang): StoredProject[] {
  const featured = projects.filter((p) => p.featured);
  if (lang === "en") return featured;
  const shown = new Set(featured.filter(hasSpanish).map((p) => p.id));
  const stand = projects
    .map((p, order) => ({ p, order }))
    .filter(({ p }) => hasSpanish(p) && !p.featured)
    .sort((a, b) => b.p.date.localeCompare(a.p.date) || a.order - b.order)
    .map(({ p }) => p);
  const out: StoredProject[] = [];
  for (const p of featured) {
    if (hasSpanish(p)) {
      out.push(p);
      continue;
    }
    const next = stand.find((s) => !shown.has(s.id));
    if (next) {
      shown.add(next.id);
      out.push(next);
    }
  }
  return out;
}

/** A key to compare two articles' images by (related articles share a drawing or a photo). */
const imageIdentity = (image: ImageRef | undefined) => (typeof image === "string" ? image : image?.key);

function articleImage(snapshot: ContentSnapshot, a: StoredArticle, lang: Lang) {
  if (!a.image) return {};
  const alt = lang === "es" ? (a.image.altEs ?? a.image.alt) : a.image.alt;
  const { source } = a.image;
  const image: ImageRef =
    "media" in source
      ? mediaImage(source.media, photoOf(snapshot, source.media, `article ${a.slug}`), alt)
      : source.drawing;
  return { image, imageAlt: alt };
}

/** An article in a language (Spanish: its translation, or null), through the blog's Markdown pipeline. */
function articleIn(snapshot: ContentSnapshot, a: StoredArticle, lang: Lang): Article | null {
  if (lang === "en") {
    return {
      title: a.title,
      description: a.description,
      date: a.date,
      ...articleImage(snapshot, a, lang),
      tags: a.tags,
      slug: a.slug,
      ...articleBody(a.body, lang),
    };
  }
  if (!a.es) return null;
  return {
    title: a.es.title,
    description: a.es.description,
    date: a.es.date,
    ...articleImage(snapshot, a, lang),
    tags: a.tags,
    translationOf: a.slug,
    slug: a.es.slug,
    ...articleBody(a.es.body, lang),
  };
}

const toSummary = ({ html: _html, markdown: _markdown, ...summary }: Article): ArticleSummary => summary;

export interface SiteContent {
  snapshot: ContentSnapshot;
  /** Each language's gallery items, in the gallery's order (Spanish: the projects with Spanish words). */
  galleryItems: PerLang<readonly GalleryItem[]>;
  /** A language's items without the fields the viewer does not show. */
  shownGalleryItems(lang: Lang): ShownGalleryItem[];
  /** A language's gallery data file and its versioned address (`/gallery.json?v=…`). */
  galleryData(lang: Lang): { body: string; url: string };
  /** The tiles of Home and /service in a language. */
  featuredProjects(lang: Lang): ProjectTile[];
  /** A language's articles, newest first, without their bodies. */
  listArticles(lang: Lang): ArticleSummary[];
  /** The article in this language with exactly this slug, or null. */
  findArticle(slug: string, lang: Lang): Article | null;
  /** Up to `count` other articles of the language sharing a tag or image, then the newest. */
  relatedArticles(slug: string, count: number, lang: Lang): ArticleSummary[];
  /** The published reviews a page in `lang` shows (its own language's, then those translated into it). */
  reviews(lang: Lang): ShownReview[];
  /** The count and average of the reviews received through the site (decision 034). */
  reviewStats: ReviewStats;
  /** The published letters as written (the featured one first): what their PDFs print. */
  letters: readonly PublicLetter[];
  /** The published letters as a page in `lang` shows them (translated and marked, when the office has). */
  lettersIn(lang: Lang): ShownLetter[];
  /** Every page, built from the snapshot's articles (see page-registry.ts). */
  registry: readonly AnyPageEntry[];
  fixedPage<K extends FixedKind>(kind: K, lang: Lang): PageEntry<K>;
  collectionEntry<K extends CollectionKind>(
    kind: K,
    lang: Lang,
    matches: (record: PageRecords[K]) => boolean,
  ): PageEntry<K> | undefined;
}

function derive(snapshot: ContentSnapshot): SiteContent {
  const projectsIn = (lang: Lang) =>
    lang === "en" ? snapshot.projects : snapshot.projects.filter(hasSpanish);
  const galleryItems: PerLang<readonly GalleryItem[]> = {
    en: projectsIn("en").map((p) => galleryItem(snapshot, p, "en")),
    es: projectsIn("es").map((p) => galleryItem(snapshot, p, "es")),
  };
  const shownGalleryItems = (lang: Lang): ShownGalleryItem[] =>
    galleryItems[lang].map(({ date: _date, ...shown }) => shown);
  const dataFiles = new Map<Lang, { body: string; url: string }>();
  const galleryData = (lang: Lang) => {
    let file = dataFiles.get(lang);
    if (!file) {
      file = galleryDataFile(lang, shownGalleryItems(lang));
      // A preview's viewer fetches the preview's projects (with the draft), not the published file.
      if (snapshot.preview) file.url = previewAddress(snapshot.preview.key, galleryDataPath[lang]);
      dataFiles.set(lang, file);
    }
    return file;
  };
  const featuredProjects = (lang: Lang): ProjectTile[] =>
    featuredIn(snapshot.projects, lang).map((p) => {
      const item = galleryItem(snapshot, p, lang);
      const category =
        galleryCategoriesByLang[lang].find((c) => c.slug === item.category)?.name ?? item.category;
      return {
        id: item.id,
        href: galleryItemHref(item, lang),
        image: item.after ?? item.image,
        category,
        title: item.title,
        location: item.location,
      };
    });

  const articles = Object.fromEntries(
    langs.map((lang) => [
      lang,
      snapshot.articles
        .map((a) => articleIn(snapshot, a, lang))
        .filter((a): a is Article => a !== null)
        .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)),
    ]),
  ) as PerLang<Article[]>;
  const summaries = Object.fromEntries(langs.map((lang) => [lang, articles[lang].map(toSummary)])) as PerLang<
    ArticleSummary[]
  >;
  const findArticle = (slug: string, lang: Lang) => articles[lang].find((a) => a.slug === slug) ?? null;
  const relatedArticles = (slug: string, count: number, lang: Lang) => {
    const self = findArticle(slug, lang);
    if (!self) return [];
    const others = articles[lang].filter((a) => a.slug !== slug);
    const selfImage = imageIdentity(self.image);
    const score = (a: Article) =>
      a.tags.filter((t) => self.tags.includes(t)).length * 2 +
      (selfImage !== undefined && imageIdentity(a.image) === selfImage ? 1 : 0);
    return [...others]
      .sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date))
      .slice(0, count)
      .map(toSummary);
  };

  const registry = buildRegistry(recordSources(summaries));
  return {
    snapshot,
    galleryItems,
    shownGalleryItems,
    galleryData,
    featuredProjects,
    listArticles: (lang) => summaries[lang],
    findArticle,
    relatedArticles,
    reviews: (lang) => reviewsIn(snapshot.reviews?.published ?? [], lang),
    reviewStats: snapshot.reviews?.stats ?? { count: 0, average: null },
    letters: snapshot.reviews?.letters ?? [],
    lettersIn: (lang) => lettersIn(snapshot.reviews?.letters ?? [], lang),
    registry,
    fixedPage: (kind, lang) => {
      const entry = registry.find((e) => e.kind === kind && e.lang === lang);
      if (!entry) throw new Error(`page registry: no ${lang} ${kind} page`);
      return entry as PageEntry<typeof kind>;
    },
    collectionEntry: (kind, lang, matches) =>
      registry.find(
        (e) => e.kind === kind && e.lang === lang && matches(e.record as PageRecords[typeof kind]),
      ) as PageEntry<typeof kind> | undefined,
  };
}

const derived = new WeakMap<ContentSnapshot, SiteContent>();

/** Everything the public pages read of the gallery and the blog, derived once per snapshot object. */
export function siteContent(snapshot: ContentSnapshot): SiteContent {
  let content = derived.get(snapshot);
  if (!content) {
    content = derive(snapshot);
    derived.set(snapshot, content);
  }
  return content;
}

/** A request's site content: its load context's snapshot, or the repository's records. */
export const contentFor = (context: Readonly<RouterContextProvider> | undefined): SiteContent =>
  siteContent(snapshotOf(context));
