import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import type { PageMeta } from "~/content/types";
import { absoluteUrl } from "../site/site-url";
import { SOCIAL_IMAGE, socialImagePath } from "./social-image";
import { businessJsonLd, type JsonLd } from "./structured-data";

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

/**
 * Title, description, canonical URL, sharing tags and structured data of a page, built from its
 * content record. The company name is appended to every title here, so records never repeat it.
 */
export function pageMeta(meta: PageMeta, path: string, options: PageMetaOptions = {}): MetaDescriptor[] {
  const title = pageTitle(meta);
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImagePath(path));
  const imageAlt = `${meta.title}, ${company.name}`;
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_US" },
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
    ...[businessJsonLd(), ...(options.structuredData ?? [])].map((block) => ({ "script:ld+json": block })),
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
