import { useRef, type KeyboardEvent, type MouseEvent } from "react";

/**
 * What a script adds to a `<details>` menu on the pages that hydrate (the menu itself works without
 * one): Escape closes it and puts focus back on its summary, and following a link in it closes it, as
 * the page does not reload on a client-side navigation. `onDismiss` lets a menu that also opens on
 * hover or focus hide itself until the pointer or focus comes back.
 */
export function useMenuDismiss(onDismiss?: () => void) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
    onDismiss?.();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    close();
    ref.current?.querySelector("summary")?.focus();
  };
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest("a[href]")) close();
  };
  return { ref, onKeyDown, onClick };
}
