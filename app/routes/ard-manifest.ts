import { ardManifest } from "~/lib/discovery/ard-manifest.server";

/** Prerendered to a static file at build time. */
export function loader() {
  return new Response(`${JSON.stringify(ardManifest(), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
