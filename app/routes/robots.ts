import { absoluteUrl } from "~/lib/meta";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /__test/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
