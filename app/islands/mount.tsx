import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { listenForMenuDismiss } from "~/components/layout/menu-dismiss";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from "./island-markup";
import { followHistory } from "./url-state";

/**
 * The browser half of an island (see `Island`): finds the page's elements marked with this island's
 * name, reads each one's props from the JSON beside it and hydrates only that element. Every island
 * entry (app/islands/entries/) is one call to this.
 */
export function mountIslands<P extends object>(name: string, Component: ComponentType<P>) {
  whenParsed(() => {
    installPageOnce();
    // In a task of its own after the one that evaluated React, so neither grows into a long task.
    setTimeout(() => {
      for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}="${name}"]`)) {
        if (el.dataset.hydrated) continue;
        el.dataset.hydrated = "pending";
        const props = readProps(el) as P;
        startTransition(() => {
          hydrateRoot(
            el,
            <Hydrated onCommit={() => markHydrated(el)}>
              <Component {...props} />
            </Hydrated>,
          );
        });
      }
    }, 0);
  });
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
