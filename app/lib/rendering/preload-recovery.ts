/**
 * After a deploy, an open tab may ask for code-split chunks that no longer exist. Vite then fires
 * `vite:preloadError`; instead of leaving the visitor on a broken screen we reload the page once (the
 * new HTML points at the new chunks). A timestamp in sessionStorage stops a reload loop.
 */
export const RELOAD_KEY = "preload-error-reloaded-at";
const RELOAD_WINDOW_MS = 10_000;

export function installPreloadRecovery(win: Window): void {
  win.addEventListener("vite:preloadError", (event) => {
    const last = Number(win.sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return; // already reloaded once: let the error surface
    event.preventDefault();
    win.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    win.location.reload();
  });
}
