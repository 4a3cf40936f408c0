import type { SiteNav } from "~/content/navigation";
import { siteIndex } from "~/content/site-index";

/**
 * The menus, built from the page records (see content/site-index.ts). Only server markup reads them:
 * the header and footer are `ServerHtml` (decision 009), so neither they nor the records reach the
 * browser bundle.
 */
export function useSiteNav(): SiteNav {
  return siteIndex.nav;
}
