import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import type { PageMeta } from "~/content/types";

/** Absolute URL of a site path, for canonical links and sharing tags. */
export const absoluteUrl = (path: string): string => new URL(path, company.siteUrl).href;

/**
 * Title, description, canonical URL and sharing tags of a page, built from its content record.
 * The company name is appended to every title here, so records never repeat it.
 */
export function pageMeta(meta: PageMeta, path: string): MetaDescriptor[] {
  const title = `${meta.title} | ${company.name}`;
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
  ];
}

/** Meta of a page that must not be indexed (404, errors). */
export function noIndexMeta(meta: PageMeta): MetaDescriptor[] {
  return [
    { title: `${meta.title} | ${company.name}` },
    { name: "description", content: meta.description },
    { name: "robots", content: "noindex" },
  ];
}
