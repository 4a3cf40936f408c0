/**
 * The social-image list, read from the content records. Loaded through Vite by
 * scripts/social-images.ts (the records use `~/` paths and the blog folder is an import.meta.glob).
 */
import { company } from "~/content/company";
import { indexedPages, type PageKind } from "~/content/indexed-pages.server";
import { socialImageName } from "~/lib/social-image";
import { siteHost } from "~/lib/site-url";

const labels: Record<PageKind, string> = {
  home: "Free inspections · Written warranties",
  page: company.shortName,
  service: "Our services",
  area: "Areas we serve",
  article: "From our blog",
};

export function socialPages() {
  return {
    pages: indexedPages().map((p) => ({
      name: socialImageName(p.path),
      title: p.meta.title,
      label: labels[p.kind],
    })),
    company: { name: company.name, host: siteHost, phone: company.phone.display },
  };
}
