import type { Route } from "./+types/gallery-data";
import { shownGalleryItems } from "~/content/gallery";
import { requestLang } from "~/content/registry.server";

/**
 * Every project of one language as the gallery's viewer shows it (/gallery.json, /es/galeria.json,
 * prerendered). The viewer's island gets only its first category in the page (decision 018) and
 * fetches this file after it hydrates, to switch categories in place.
 */
export function loader({ request }: Route.LoaderArgs) {
  return Response.json({ items: shownGalleryItems(requestLang(request)) });
}
