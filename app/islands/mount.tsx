import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { listenForMenuDismiss } from "~/components/layout/menu-dismiss";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from "./island-markup";
import { followHistory } from "./url-state";

/**
 * The browser half of an island (see `Island`): finds the page's elements marked with this island's
 * name, reads each one's props from the JSON beside it and hydrates only that element. Every island
 * entry (app/islands/entries/) is one call to this.
 */
export function mountIslands<P extends object>(name: string, Component: ComponentType<P>) {
  const scan = () => {
    for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}="${name}"]`)) {
      if (el.dataset.hydrated) continue;
      el.dataset.hydrated = "pending";
      const props = readProps(el) as P;
      startTransition(() => {
        roots.set(
          el,
          hydrateRoot(
            el,
            <Hydrated onCommit={() => markHydrated(el)}>
              <Component {...props} />
            </Hydrated>,
          ),
        );
      });
    }
  };
  scans.push(scan);
  whenParsed(() => {
    installPageOnce();
    // In a task of its own after the one that evaluated React, so neither grows into a long task.
    setTimeout(scan, 0);
  });
}

/** Each island's element and its React root, and each island module's scan of the page. */
const roots = new Map<HTMLElement, Root>();
const scans: (() => void)[] = [];

/**
 * After a widget replaced the page's body with a server answer (the booking form's photos): the islands
 * that left the page are unmounted, and those in the new markup hydrated by the modules already loaded
 * (a module runs once, so the answer's own scripts would not).
 */
export function remountIslands() {
  for (const [el, root] of roots)
    if (!el.isConnected) {
      root.unmount();
      roots.delete(el);
    }
  for (const scan of scans) scan();
}

function readProps(el: HTMLElement): unknown {
  const data = el.nextElementSibling;
  if (!data?.hasAttribute(ISLAND_PROPS_ATTR)) throw new Error("island without its props");
  return JSON.parse(data.textContent ?? "{}");
}

/** Tells `onCommit` once React has attached the island to the server's markup. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Marks the element, and the document once every island on the page has hydrated (tests wait for it). */
function markHydrated(el: HTMLElement) {
  el.dataset.hydrated = "true";
  const all = document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`);
  if ([...all].every((e) => e.dataset.hydrated === "true"))
    document.documentElement.dataset.hydrated = "true";
}

function whenParsed(run: () => void) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

const PAGE_FLAG = "__islandPage";

/** What a page with any island gets once: Escape for the header's menus, the language switch on back/forward. */
function installPageOnce() {
  const w = window as unknown as Record<string, boolean>;
  if (w[PAGE_FLAG]) return;
  w[PAGE_FLAG] = true;
  listenForMenuDismiss(document);
  followHistory(window);
}
