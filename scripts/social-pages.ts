/**
 * The social-image list, read from the content records. Loaded through Vite by
 * scripts/social-images.ts (the records use `~/` paths and the blog folder is an import.meta.glob).
 */
import { company } from "~/content/company";
import type { AnyPageEntry } from "~/content/page-registry";
import { registry } from "~/content/registry.server";
import { socialImageName } from "~/lib/discovery/social-image";
import { siteHost } from "~/lib/site/site-url";

/** The small label above a card's title, by page kind (a fixed page without one: the company's name). */
const labels: Partial<Record<AnyPageEntry["kind"], string>> = {
  home: "Free inspections · Written warranties",
  service: "Our services",
  area: "Areas we serve",
  article: "From our blog",
};

export function socialPages(entries: readonly AnyPageEntry[] = registry) {
  return {
    pages: entries.map((p) => ({
      name: socialImageName(p.path),
      title: p.meta.title,
      label: labels[p.kind] ?? company.shortName,
    })),
    company: { name: company.name, host: siteHost, phone: company.phone.display },
  };
}
