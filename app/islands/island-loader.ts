/**
 * The script each island's page carries inline (compiled, minified and inlined by the build:
 * `virtual:island-loader`, scripts/island-loader-plugin.ts; its CSP hash is computed like any inline
 * script's). It imports the island's module once the page has loaded and its hero image is on screen
 * (decision 003's rule, kept): nothing of the islands competes with the page's own text and images for
 * the first paint. The load event often comes before the hero is drawn (it has arrived, but the frame
 * that shows it has not been presented), so on a page with a hero (`fetchpriority="high"`) it waits for
 * the browser's largest-contentful-paint entry for the hero itself (one already reported counts; a
 * smaller image painted before it, such as a lazy thumbnail decoded sooner on a busy phone, does not), or
 * 3 s after load at most (the browser stops reporting once the visitor taps or scrolls). A page without a
 * hero waits for its first largest-contentful-paint entry (its text on screen): on a small page the load
 * event can come before the first frame, and a module fetched then was counted in the page's LCP
 * (Lighthouse measured `/book` at 0.9 s or 1.65 s by that race). A browser without that entry type waits
 * one frame after load. A module imported twice (two forms on a page) runs once.
 *
 * Browser code only, with no imports: it runs as it is, before any module of the site.
 */
export function loadIsland(
  entry: string,
  load = (url: string): unknown => import(/* @vite-ignore */ url),
): void {
  const go = () => setTimeout(() => load(entry));
  const lcp = "largest-contentful-paint";
  const afterLoad = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(lcp)) return void requestAnimationFrame(go);
    const hero = document.querySelector("img[fetchpriority=high]");
    let done = false;
    const stop = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      observer.disconnect();
      go();
    };
    const timer = setTimeout(stop, 3000);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => !hero || (e as LargestContentfulPaint).element === hero)) stop();
    });
    observer.observe({ type: lcp, buffered: true });
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
}
