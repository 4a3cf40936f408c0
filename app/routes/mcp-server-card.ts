import { mcpServerCard } from "~/lib/discovery/ard-manifest.server";

/** The MCP server's card (prerendered to a static file at build time; the ARD entry points at it). */
export function loader() {
  return new Response(`${JSON.stringify(mcpServerCard(), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
