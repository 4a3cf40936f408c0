import { company } from "~/content/company";
import { paths } from "~/content/page-registry";

/** Web app manifest: name, colours and icons for home screens and browsers. */
export function loader() {
  const manifest = {
    name: company.name,
    short_name: company.shortName,
    description: company.tagline,
    start_url: paths.home,
    scope: "/",
    display: "browser",
    lang: "en-US",
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
