/**
 * The client side of server markup (`ServerHtml`, components/ui/server-html.tsx; decision 009). When a
 * page is reached by client-side navigation, its server-only fragments come from the page's own HTML,
 * which is prerendered and cached like any page. Routes call `withServerHtml` from their
 * `clientLoader`, which React Router runs on client-side navigation but not on the first load
 * (hydration keeps the markup the server sent).
 */

/** The fragments of a page's main content, by id. */
export function serverHtmlFragments(html: string): Record<string, string> {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const fragments: Record<string, string> = {};
  for (const el of doc.querySelectorAll<HTMLElement>("main [data-server-html]")) {
    if (el.dataset.serverHtml) fragments[el.dataset.serverHtml] = el.innerHTML;
  }
  return fragments;
}

/** Fetches a page's HTML and returns its fragments; a "not found" page has fragments too. */
export async function loadServerHtml(url: string): Promise<Record<string, string>> {
  const { pathname, search } = new URL(url);
  const response = await fetch(pathname + search, { headers: { Accept: "text/html" } });
  if (!response.ok && response.status !== 404) {
    throw new Response(null, { status: response.status, statusText: response.statusText });
  }
  return serverHtmlFragments(await response.text());
}

/** A route's `clientLoader`: its loader's data (for the head and the widgets) and its server markup. */
export async function withServerHtml<T extends object>({
  serverLoader,
  request,
}: {
  serverLoader: () => Promise<T>;
  request: Request;
}): Promise<T & { html: Record<string, string> }> {
  const [data, html] = await Promise.all([serverLoader(), loadServerHtml(request.url)]);
  return { ...data, html };
}

/** The fragments a client-side arrival loaded, from a route's loader data (none on the first load). */
export const serverHtmlOf = (data: object | undefined): Record<string, string> | undefined =>
  data && "html" in data ? (data.html as Record<string, string>) : undefined;

/**
 * For a route with server markup: its data never changes after a form post on the same page (the lead
 * forms answer through their own fetcher), so only a move to another address loads it again.
 */
export function revalidateOnNewAddress({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search
    ? false
    : defaultShouldRevalidate;
}
