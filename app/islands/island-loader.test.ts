// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { compileIslandLoader } from "../../scripts/island-loader-plugin";
import { islandLoader } from "./island";
import { loadIsland } from "./island-loader";

/** A PerformanceObserver that reports what the test hands it. */
type Entry = { url: string; element?: Element | null };
let reportLcp: (entries: Entry[]) => void = () => undefined;
class FakeObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  disconnect = vi.fn();
  constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
    reportLcp = (entries) => callback({ getEntries: () => entries });
  }
  observe() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.stubGlobal("requestAnimationFrame", (cb: () => void) => setTimeout(cb, 16));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the islands' loader", () => {
  it("on a page without a hero, waits for its first contentful paint (its text), not only the load event", () => {
    const load = vi.fn();
    loadIsland("/assets/a.js", load);
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
    reportLcp([{ url: "" }]);
    vi.advanceTimersByTime(10);
    expect(load).toHaveBeenCalledExactlyOnceWith("/assets/a.js");
  });

  it("imports one frame after load in a browser that reports no largest paint", () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class extends FakeObserver {
        static supportedEntryTypes: string[] = [];
      },
    );
    const load = vi.fn();
    loadIsland("/assets/d.js", load);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(load).toHaveBeenCalledExactlyOnceWith("/assets/d.js");
  });

  it("on a page with a hero, waits for the hero's largest paint, and imports once", () => {
    document.body.innerHTML = `<img fetchpriority="high" src="/hero.avif" alt=""><img src="/tile.avif" alt="">`;
    const [hero, tile] = document.querySelectorAll("img");
    const load = vi.fn();
    loadIsland("/assets/b.js", load);
    vi.advanceTimersByTime(1000);
    reportLcp([{ url: "" }]); // a text paint is not the hero
    reportLcp([{ url: "/tile.avif", element: tile }]); // nor a smaller image painted before it
    vi.advanceTimersByTime(10);
    expect(load).not.toHaveBeenCalled();
    reportLcp([{ url: "/hero.avif", element: hero }]);
    reportLcp([{ url: "/hero.avif", element: hero }]);
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledExactlyOnceWith("/assets/b.js");
  });

  it("gives up waiting for the hero 3 s after load", () => {
    document.body.innerHTML = `<img fetchpriority="high" src="/hero.avif" alt="">`;
    const load = vi.fn();
    loadIsland("/assets/c.js", load);
    vi.advanceTimersByTime(2990);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(load).toHaveBeenCalledOnce();
  });

  it("is inlined as one minified script that names the island's module", () => {
    const script = islandLoader("/assets/gallery-1a2b.js");
    expect(script).toBe(compileIslandLoader().replace("__ISLAND_ENTRY__", '"/assets/gallery-1a2b.js"'));
    expect(script).not.toMatch(/\n|: string|\/\*/);
    expect(script.length).toBeLessThan(600);
    expect(() => new Function(script)).not.toThrow();
  });
});
