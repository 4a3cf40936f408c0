/**
 * The article editor's form, both ways: a stored article as the form's values, and the posted form as the
 * fields the store's `saveDraft` checks (the store's schema, content-record.ts, is the one judge of them;
 * this only reads the form). Plain functions, used on the server and in the browser (the slug suggestion).
 */
import type { StoredArticle } from "~/lib/content-store/content-record";

/** The form's values: every input as a string (tags as a list). */
export interface ArticleFormValues {
  title: string;
  slug: string;
  date: string;
  description: string;
  tags: string[];
  /** "none", "drawing" or "photo". */
  imageKind: ImageKind;
  drawing: string;
  media: string;
  imageAlt: string;
  imageAltEs: string;
  body: string;
  esTitle: string;
  esSlug: string;
  esDate: string;
  esDescription: string;
  esBody: string;
}

export const IMAGE_KINDS = ["none", "drawing", "photo"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const EMPTY: ArticleFormValues = {
  title: "",
  slug: "",
  date: "",
  description: "",
  tags: [],
  imageKind: "none",
  drawing: "",
  media: "",
  imageAlt: "",
  imageAltEs: "",
  body: "",
  esTitle: "",
  esSlug: "",
  esDate: "",
  esDescription: "",
  esBody: "",
};

/** The form's values for a stored article (a new one: empty, dated `today`). */
export function formValuesOf(article: StoredArticle | undefined, today: string): ArticleFormValues {
  if (!article) return { ...EMPTY, date: today };
  const source = article.image?.source;
  return {
    title: article.title,
    slug: article.slug,
    date: article.date,
    description: article.description,
    tags: [...article.tags],
    imageKind: !source ? "none" : "media" in source ? "photo" : "drawing",
    drawing: source && "drawing" in source ? source.drawing : "",
    media: source && "media" in source ? String(source.media) : "",
    imageAlt: article.image?.alt ?? "",
    imageAltEs: article.image?.altEs ?? "",
    body: article.body,
    esTitle: article.es?.title ?? "",
    esSlug: article.es?.slug ?? "",
    esDate: article.es?.date ?? "",
    esDescription: article.es?.description ?? "",
    esBody: article.es?.body ?? "",
  };
}

/** Longest a posted field may be before it is cut (the schema refuses far shorter; this bounds the work). */
const MAX_FIELD = 200_000;

/** The posted form's values (anything missing is empty; nothing a client sends throws). */
export function formValuesFrom(form: FormData): ArticleFormValues {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, MAX_FIELD) : "";
  };
  const kind = text("imageKind");
  return {
    title: text("title"),
    slug: text("slug"),
    date: text("date"),
    description: text("description"),
    tags: form
      .getAll("tags")
      .filter((t): t is string => typeof t === "string")
      .slice(0, 50),
    imageKind: IMAGE_KINDS.find((k) => k === kind) ?? "none",
    drawing: text("drawing"),
    media: text("media"),
    imageAlt: text("imageAlt"),
    imageAltEs: text("imageAltEs"),
    body: text("body"),
    esTitle: text("esTitle"),
    esSlug: text("esSlug"),
    esDate: text("esDate"),
    esDescription: text("esDescription"),
    esBody: text("esBody"),
  };
}

/** Whether any Spanish field is filled in (all empty: the article is English only). */
export const hasSpanish = (v: ArticleFormValues): boolean =>
  [v.esTitle, v.esSlug, v.esDescription, v.esBody, v.imageAltEs].some((s) => s.trim() !== "");

/**
 * The fields `saveDraft` checks: the English always; the image when one is chosen; the Spanish when any
 * Spanish field is filled in (its date the English one's unless given). A slug left empty is suggested
 * from the title.
 */
export function articleFieldsOf(v: ArticleFormValues): Record<string, unknown> {
  const trimmed = (s: string) => s.trim();
  const media = /^\d{1,12}$/.test(v.media.trim()) ? Number(v.media.trim()) : v.media.trim();
  const source =
    v.imageKind === "drawing" ? { drawing: v.drawing } : v.imageKind === "photo" ? { media } : undefined;
  const spanish = hasSpanish(v);
  return {
    slug: trimmed(v.slug) || suggestSlug(v.title, "en"),
    title: trimmed(v.title),
    description: trimmed(v.description),
    date: trimmed(v.date),
    tags: v.tags,
    ...(source
      ? {
          image: {
            source,
            alt: trimmed(v.imageAlt),
            ...(spanish && trimmed(v.imageAltEs) ? { altEs: trimmed(v.imageAltEs) } : {}),
          },
        }
      : {}),
    body: v.body.replace(/\r\n?/g, "\n").trim(),
    ...(spanish
      ? {
          es: {
            slug: trimmed(v.esSlug) || suggestSlug(v.esTitle, "es"),
            title: trimmed(v.esTitle),
            description: trimmed(v.esDescription),
            date: trimmed(v.esDate) || trimmed(v.date),
            body: v.esBody.replace(/\r\n?/g, "\n").trim(),
          },
        }
      : {}),
  };
}

/** The longest slug suggested (words past it are left out, never cut in the middle). */
const SLUG_MAX = 90;

/**
 * A slug from a title: its words joined by hyphens, accents dropped, anything not a letter or digit left
 * out. English keeps the words' capitals as the blog's addresses do (`How-to-Choose-the-Best-Deck-Stain`);
 * Spanish is lowercase, as blog/es/ names its files.
 */
export function suggestSlug(title: string, lang: "en" | "es"): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => (lang === "es" ? w.toLowerCase() : w));
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug;
}

/** The field paths of the store's errors and problems, as the form's input names. */
export const inputNameOf = (path: string): string =>
  ({
    "image.alt": "imageAlt",
    "image.altEs": "imageAltEs",
    "image.source": "imageKind",
    "image.source.media": "media",
    "image.source.drawing": "drawing",
    image: "imageKind",
    "es.slug": "esSlug",
    "es.title": "esTitle",
    "es.description": "esDescription",
    "es.date": "esDate",
    "es.body": "esBody",
    es: "esTitle",
  })[path] ??
  path.split(".")[0] ??
  path;
