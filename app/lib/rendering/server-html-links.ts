import { langOfPath } from "~/content/i18n";

/**
 * Links inside server markup (`ServerHtml`, decision 009) are plain `<a href>`: on a page that
 * hydrated, these helpers give them what React Router's `<Link>` and `<NavLink>` would.
 */

/** Where a click on a link should go client-side, or null when the browser should follow it itself. */
export function appLinkTarget(e: MouseEvent, origin: string, current: string): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return null;
  const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-server-html]")) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  if (url.origin !== origin) return null; // tel:, mailto:, other sites
  // The other language is a full page load: its header, footer and <html lang> come from the server.
  if (langOfPath(url.pathname) !== langOfPath(new URL(current, origin).pathname)) return null;
  // Files (feeds, PDFs, Markdown twins) are not pages; a jump within the page is the browser's.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash && url.pathname + url.search === current) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Follows links in server markup client-side, as `<Link>` does; returns the listener's remover.
 * `navigate` is React Router's.
 */
export function listenForAppLinks(doc: Document, navigate: (to: string) => void): () => void {
  const onClick = (e: MouseEvent) => {
    const { origin, pathname, search } = doc.location;
    const to = appLinkTarget(e, origin, pathname + search);
    if (to === null) return;
    e.preventDefault();
    navigate(to);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * Whether a menu link leads to the page being shown. Exact, ignoring a trailing slash: React Router
 * prerenders `/contact` as a request for `/contact/`.
 */
export const isCurrentPath = (href: string, pathname: string): boolean =>
  withoutTrailingSlash(href) === withoutTrailingSlash(pathname);

/**
 * Keeps `aria-current="page"` on the menu links (`MenuLink`, marked `data-nav-link`) of the page being
 * shown after a client-side navigation.
 */
export function markCurrentLinks(doc: Document, pathname: string): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-nav-link]")) {
    if (isCurrentPath(new URL(link.href).pathname, pathname)) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}
