/**
 * What a script adds to the header's `<details>` menus on the pages with an island (the menus work
 * without one; decision 018 keeps them `<details>`): Escape closes the menu and puts focus back on its
 * summary, and following a link in it closes it (a page restored from the back/forward cache shows it
 * closed). The header is server HTML, so the islands' runtime (app/islands/mount.tsx) installs this on
 * the document.
 *
 * A menu is the element marked `data-menu`: the phone menu's `<details>`, or a desktop group's `<li>`
 * (`data-menu="dropdown"`), which CSS also opens on hover and focus. A dismissed dropdown carries
 * `data-dismissed`, which hides it until the pointer or focus comes back from outside.
 */
export function listenForMenuDismiss(doc: Document): () => void {
  const menuOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>("[data-menu]") : null;

  const close = (menu: HTMLElement) => {
    const details = menu instanceof HTMLDetailsElement ? menu : menu.querySelector("details");
    if (details) details.open = false;
    if (menu.dataset.menu === "dropdown") menu.dataset.dismissed = "";
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const menu = menuOf(e.target);
    if (e.key !== "Escape" || !menu) return;
    close(menu);
    menu.querySelector<HTMLElement>("summary")?.focus();
  };
  const onClick = (e: MouseEvent) => {
    const menu = menuOf(e.target);
    if (menu && (e.target as Element).closest("a[href]")) close(menu);
  };
  // Pointer or focus coming back from outside shows a dismissed dropdown again.
  const onEnter = (e: FocusEvent | PointerEvent) => {
    const menu = menuOf(e.target);
    if (menu && !menu.contains(e.relatedTarget as Node | null)) delete menu.dataset.dismissed;
  };

  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("click", onClick);
  doc.addEventListener("focusin", onEnter);
  doc.addEventListener("pointerover", onEnter);
  return () => {
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("focusin", onEnter);
    doc.removeEventListener("pointerover", onEnter);
  };
}
