// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { listenForMenuDismiss } from "./menu-dismiss";

afterEach(() => {
  document.body.innerHTML = "";
});

function setUp() {
  document.body.innerHTML = `
    <details data-menu="phone" open><summary>Menu</summary><a href="/blog">Blog</a></details>
    <ul><li data-menu="dropdown"><details open><summary>Area</summary><a href="/malibu">Malibu</a></details></li></ul>
    <p id="elsewhere" tabindex="-1">x</p>`;
  const stop = listenForMenuDismiss(document);
  return {
    stop,
    phone: document.querySelector<HTMLDetailsElement>('[data-menu="phone"]')!,
    dropdown: document.querySelector<HTMLElement>('[data-menu="dropdown"]')!,
  };
}

describe("listenForMenuDismiss", () => {
  it("closes a menu on Escape and returns focus to its summary", () => {
    const { phone, stop } = setUp();
    phone.querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(phone.open).toBe(false);
    expect(document.activeElement?.textContent).toBe("Menu");
    stop();
  });

  it("closes a menu when one of its links is followed, and hides a dropdown until pointer or focus returns", () => {
    const { dropdown, stop } = setUp();
    dropdown.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dropdown.querySelector("details")!.open).toBe(false);
    expect(dropdown.hasAttribute("data-dismissed")).toBe(true);
    // Moving within the menu keeps it dismissed; coming back from outside shows it again.
    dropdown
      .querySelector("a")!
      .dispatchEvent(
        new FocusEvent("focusin", { bubbles: true, relatedTarget: dropdown.querySelector("summary") }),
      );
    expect(dropdown.hasAttribute("data-dismissed")).toBe(true);
    dropdown
      .querySelector("summary")!
      .dispatchEvent(
        new FocusEvent("focusin", { bubbles: true, relatedTarget: document.getElementById("elsewhere") }),
      );
    expect(dropdown.hasAttribute("data-dismissed")).toBe(false);
    stop();
  });

  it("leaves other keys and clicks outside menus alone", () => {
    const { phone, stop } = setUp();
    phone.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    document.getElementById("elsewhere")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(phone.open).toBe(true);
    stop();
  });
});
