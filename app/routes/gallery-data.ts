import type { Route } from "./+types/gallery-data";
import { requestLang } from "~/content/registry.server";
import { contentFor } from "~/lib/content-store/site-content.server";

/**
 * Every project of one language as the gallery's viewer shows it (/gallery.json, /es/galeria.json,
 * prerendered, and produced again from the content store). The viewer's island gets only the category
 * the page shows (decision 018) and fetches this file after it hydrates, to switch categories in place.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(contentFor(context).galleryData(requestLang(request)).body, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
