// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { installPreloadRecovery, RELOAD_KEY } from "./preload-recovery";

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
  return { win: win as unknown as Window, reload };
}

describe("installPreloadRecovery", () => {
  it("reloads once when a code-split chunk fails to load, then lets a second failure through", () => {
    window.sessionStorage.removeItem(RELOAD_KEY);
    const { win, reload } = fakeWindow();
    installPreloadRecovery(win);

    const first = new Event("vite:preloadError", { cancelable: true });
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event("vite:preloadError", { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
