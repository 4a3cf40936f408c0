import { createContext } from "react-router";

/** The preview route's path (app/routes/office/preview.ts), which sets its own Content-Security-Policy. */
export const OFFICE_PREVIEW_PATH = "/office/preview";

/** A public page rendered for the office's preview: never stored, never cached, never indexed. */
export interface PreviewAnswer {
  status: number;
  body: string;
  /** The rendered answer's Content-Type. */
  type: string;
  /** A policy allowing exactly the page's own inline scripts (by hash), with the office's image rules. */
  csp: string;
}

/** What the office's preview route calls (built by server/capabilities.server.ts from the page sets). */
export interface PagePreview {
  /**
   * The page at `path` (a site path, with its query if any) rendered from the published records with the
   * draft of the record `key` applied (no key: the published records alone); undefined when there is no
   * such record.
   */
  render(key: string | undefined, path: string): Promise<PreviewAnswer | undefined>;
}

/** Request context: the preview, set for every request by server/render.server.ts like the office's work. */
export const pagePreviewContext = createContext<PagePreview>();

/** A record's key as the store names it: `project:<id>` or `article:<slug>`. */
export const PREVIEW_KEY = /^(?:project:\d{1,12}|article:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)$/;

/** The key segment of a preview of the published records alone (no draft applied). */
export const PUBLISHED_PREVIEW = "published";

/**
 * A preview's address: `/office/preview/<key>/<site path>?<site query>`. The page's own path and query
 * sit under the preview's, so a widget that keeps its view in the query (the gallery's `?category&item`)
 * reads and writes it as on the site, and a GET form on the page submits to the same preview.
 */
export const previewAddress = (key: string | undefined, sitePath: string) =>
  `${OFFICE_PREVIEW_PATH}/${key ?? PUBLISHED_PREVIEW}${sitePath.startsWith("/") ? "" : "/"}${sitePath}`;

/**
 * The record and site path a preview address asks for (`key` undefined: the published records, as for
 * `/office/preview` alone, which shows the home page); undefined
 * when the address is not a preview of this site's page (an unknown key, another host, the office).
 */
export function readPreviewAddress(
  pathname: string,
  search: string,
): { key: string | undefined; path: string } | undefined {
  const m = /^\/office\/preview(?:\/([^/]*)(\/.*)?)?$/i.exec(pathname);
  if (!m) return undefined;
  const segment = m[1] ?? "";
  const key = segment === PUBLISHED_PREVIEW || segment === "" ? undefined : segment;
  if (key !== undefined && !PREVIEW_KEY.test(key)) return undefined;
  const path = sitePath(`${m[2] ?? "/"}${search}`);
  return path === undefined ? undefined : { key, path };
}

/**
 * The site path a preview may show: a path of this site (not another host, not the office), at most 300
 * characters; undefined otherwise.
 */
export function sitePath(raw: string): string | undefined {
  if (raw.length > 300 || !raw.startsWith("/") || /^[/\\]{2}/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, "http://site.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://site.invalid" || /^\/office(?:[/.]|$)/i.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}
