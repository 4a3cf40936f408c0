/**
 * The social-image list, read from the content records. Loaded through Vite by
 * scripts/social-images.ts (the records use `~/` paths and the blog folder is an import.meta.glob).
 */
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import type { AnyPageEntry } from "~/content/page-registry";
import { registry } from "~/content/registry.server";
import { socialImageName } from "~/lib/discovery/social-image";
import { siteHost } from "~/lib/site/site-url";

/** Each page's card: its title, the label of its kind and the number to call, in the page's language. */
export function socialPages(entries: readonly AnyPageEntry[] = registry) {
  return {
    pages: entries.map((p) => {
      const { ui, phone } = copyFor(p.lang);
      const labels: Partial<Record<AnyPageEntry["kind"], string>> = ui.socialLabels;
      return {
        name: socialImageName(p.path),
        title: p.meta.title,
        label: labels[p.kind] ?? company.shortName,
        phone: phone.display,
      };
    }),
    company: { name: company.name, host: siteHost, phone: company.phone.display },
  };
}
