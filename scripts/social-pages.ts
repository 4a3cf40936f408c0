/**
 * The social-image list, read from the content records. Loaded through Vite by
 * scripts/social-images.ts (the records use `~/` paths and the blog folder is an import.meta.glob).
 */
import type { AnyPageEntry } from "~/content/page-registry";
import { registry } from "~/content/registry.server";
import { socialCardOf, socialCompany } from "~/lib/discovery/social-image";

/** Each page's card: its title, the label of its kind and the number to call, in the page's language. */
export function socialPages(entries: readonly AnyPageEntry[] = registry) {
  return { pages: entries.map(socialCardOf), company: socialCompany() };
}
