/**
 * The snapshot the public pages are rendered from, read from the content store: the published records,
 * the ready uploaded photos they use, the content version; with a draft applied for an office preview.
 */
import type { SiteDb } from "../site/site-db.server";
import type { ContentRecord } from "./content-record";
import type { ContentSnapshot } from "./snapshot";

export function loadSnapshot(_db: SiteDb, _options: { draft?: ContentRecord } = {}): ContentSnapshot {
  throw new Error("not built yet");
}
