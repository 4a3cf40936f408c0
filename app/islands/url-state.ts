import { createContext, use, useSyncExternalStore } from "react";

/**
 * An island's own URL state (the gallery's `?category&item`, the reference search's `?q`), without a
 * client router: it reads `location.search`, writes it with the History API and listens for `popstate`.
 * The server renders an island with the request's query string (`SearchContext`, set by `Island`), so
 * the first render in the browser sees the same value.
 */
export const SearchContext = createContext<string | undefined>(undefined);

const CHANGE = "island:search";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const browserSearch = () => window.location.search;

/** The page's query string ("" or "?…"), kept current across pushState, replaceState and back/forward. */
export function useSearch(): string {
  const server = use(SearchContext);
  return useSyncExternalStore(subscribe, browserSearch, () => server ?? browserSearch());
}

/**
 * Moves to `search` on the same page ("" for the bare page): a new history entry, or in place with
 * `replace`. The language switch follows, so it leads to the same view in the other language.
 */
export function setSearch(search: string, { replace = false }: { replace?: boolean } = {}) {
  const { pathname, hash } = window.location;
  const url = `${pathname}${search}${hash}`;
  if (replace) history.replaceState(history.state, "", url);
  else history.pushState(null, "", url);
  window.dispatchEvent(new Event(CHANGE));
  pointLanguageSwitch(document, search);
}

/** Points the header's language switch (`a[data-lang-switch]`) at the other language's page with `search`. */
export function pointLanguageSwitch(doc: Document, search: string) {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-lang-switch]")) {
    const target = new URL(link.getAttribute("href") ?? "", doc.baseURI);
    link.setAttribute("href", `${target.pathname}${search}`);
  }
}

/** Keeps the language switch right on back/forward too. */
export function followHistory(win: Window): () => void {
  const onPop = () => pointLanguageSwitch(win.document, win.location.search);
  win.addEventListener("popstate", onPop);
  return () => win.removeEventListener("popstate", onPop);
}
