import type { Route } from "./+types/sitemap";
import { sitemapXml } from "~/content/site-files.server";
import { contentFor } from "~/lib/content-store/site-content.server";

/** Every indexable page once, at its canonical URL, with the date it last changed. */
export function loader({ context }: Route.LoaderArgs) {
  const site = contentFor(context);
  return new Response(sitemapXml(site.registry, site.snapshot), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
