import { useRouteLoaderData } from "react-router";
import type { SiteNav } from "~/content/navigation";

const EMPTY: SiteNav = { main: [], footer: [], footerAreas: [] };

/**
 * The menus, built on the server from the page records (see content/site-index.ts) and handed to the
 * layout by the root loader, so the records themselves never ship to the browser.
 */
export function useSiteNav(): SiteNav {
  const data = useRouteLoaderData<{ nav: SiteNav }>("root");
  return data?.nav ?? EMPTY;
}
