import { createHash } from "node:crypto";
import type { ShownGalleryItem } from "./gallery";
import type { Lang } from "./i18n";
import { galleryDataPath } from "./paths";

/**
 * One language's gallery projects as the file the viewer fetches (/gallery.json, /es/galeria.json), and
 * the address the page names for it: the file's path with a hash of its content (`?v=…`). The file is
 * cached for a day like the site's other files, so a page built later never reads an older list (whose
 * image addresses a rebuild may have removed) from the browser's cache. The items are the request's
 * content snapshot's (app/lib/content-store/site-content.server.ts).
 */
export function galleryDataFile(
  lang: Lang,
  items: readonly ShownGalleryItem[],
): { body: string; url: string } {
  const body = JSON.stringify({ items });
  const version = createHash("sha256").update(body).digest("hex").slice(0, 10);
  return { body, url: `${galleryDataPath[lang]}?v=${version}` };
}
