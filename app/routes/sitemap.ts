import { registry } from "~/content/registry.server";
import { sitemapXml } from "~/content/site-files.server";

/** Every indexable page once, at its canonical URL, with the date it last changed. */
export function loader() {
  return new Response(sitemapXml(registry), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
