import type { Route } from "./+types/web-manifest";
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import { langInfo } from "~/content/i18n";
import { requestLang } from "~/content/registry.server";

/**
 * Web app manifest, one per language (/manifest.webmanifest, /es/manifest.webmanifest): name, colours and
 * icons for home screens and browsers, the description in the page's language and the start page in it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const words = copyFor(lang);
  const manifest = {
    name: company.name,
    short_name: company.shortName,
    description: words.company.tagline,
    start_url: words.paths.home,
    scope: "/",
    display: "browser",
    lang: langInfo[lang].tag,
    background_color: "#ffffff",
    theme_color: "#0b1f3a",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
