import { useMatches } from "react-router";

/**
 * Which pages ship JavaScript. A route that has a scripted widget (a carousel, a slider, live search,
 * in-place form validation) exports `handle = hydrateHandle`; every other route ships no script at all
 * (issue 10): its menus, accordions and map are HTML and CSS. A new route therefore ships no script
 * unless it asks for it.
 */
export interface HydrationHandle {
  hydrate?: boolean;
  /**
   * A whole app area (the office under /office): a normal React Router client app, hydrated, without the
   * public header, footer and call bar.
   */
  clientApp?: boolean;
}

export const hydrateHandle = { hydrate: true } as const satisfies HydrationHandle;

const asksToHydrate = (handle: unknown): boolean =>
  typeof handle === "object" &&
  handle !== null &&
  ((handle as HydrationHandle).hydrate === true || (handle as HydrationHandle).clientApp === true);

/** True on an app area's routes (`handle.clientApp`): the root renders no public chrome around them. */
export function useIsClientApp(): boolean {
  return useMatches().some(
    (m) =>
      typeof m.handle === "object" && m.handle !== null && (m.handle as HydrationHandle).clientApp === true,
  );
}

/**
 * True when a matched route asks for the client, and always in the browser: code only runs there on a
 * page that hydrated, and once React Router runs it keeps running across client-side navigations into
 * reading pages (their modules load on demand, like any route's). The dev server hydrates every page,
 * so hot reload works everywhere; the widgets are the same HTML either way.
 */
export function useShouldHydrate(): boolean {
  const matches = useMatches();
  return (
    import.meta.env.DEV || typeof document !== "undefined" || matches.some((m) => asksToHydrate(m.handle))
  );
}
