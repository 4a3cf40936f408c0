import { openApiDocument } from "~/lib/discovery/openapi.server";

/** Prerendered to a static file at build time. */
export function loader() {
  return new Response(`${JSON.stringify(openApiDocument(), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
