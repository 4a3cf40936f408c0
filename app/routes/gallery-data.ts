import type { Route } from "./+types/gallery-data";
import { galleryData } from "~/content/gallery-data.server";
import { requestLang } from "~/content/registry.server";

/**
 * Every project of one language as the gallery's viewer shows it (/gallery.json, /es/galeria.json,
 * prerendered). The viewer's island gets only the category the page shows (decision 018) and fetches
 * this file after it hydrates, to switch categories in place.
 */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(galleryData(requestLang(request)).body, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
