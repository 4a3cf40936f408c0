import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { NavLink, useLocation } from "react-router";
import { DROPDOWN_CLOSE_DELAY_MS, type NavGroup } from "~/content/navigation";
import { topLinkClass } from "./nav-styles";
import { useDelayedClose } from "./use-delayed-close";

/**
 * A desktop menu group following the WAI-ARIA disclosure navigation pattern: the group label (a link
 * when the group has a page) plus a button with aria-expanded that shows the submenu. Hovering with a
 * mouse opens it; leaving closes it after DROPDOWN_CLOSE_DELAY_MS; Escape closes and returns focus.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { open, openNow, closeNow, closeLater, toggle } = useDelayedClose(DROPDOWN_CLOSE_DELAY_MS);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => closeNow(), [location.pathname, closeNow]);

  // Hovering already opened the menu for a mouse user, so a mouse click on the button keeps it open
  // (closing it under the pointer would be a surprise); keyboard and touch clicks toggle it.
  const lastPointer = useRef<string | null>(null);
  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === "mouse") openNow();
  };
  const onButtonClick = () => {
    if (lastPointer.current === "mouse") openNow();
    else toggle();
    lastPointer.current = null;
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType === "mouse") closeLater();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.stopPropagation();
      closeNow();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeNow();
  };

  return (
    // Hover and focus-leave handling sit on the item that holds both the button and its menu; keyboard
    // users open it with the button itself (WAI-ARIA disclosure navigation pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="flex items-center">
        {group.href ? (
          <NavLink to={group.href} end className={`${topLinkClass} pr-1`} prefetch="intent">
            {group.label}
          </NavLink>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onPointerDown={(e) => (lastPointer.current = e.pointerType)}
          onClick={onButtonClick}
          className={`${topLinkClass} ${group.href ? "pl-1" : ""} gap-1`}
        >
          {group.href ? <span className="sr-only">{group.label} submenu</span> : group.label}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 min-w-64 rounded-b-lg border-t-4 border-amber-400 bg-white py-2 shadow-xl"
      >
        {group.items.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              className="block px-4 py-2.5 text-sm font-medium text-navy-900 hover:bg-teal-50 hover:text-teal-700 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-700"
              prefetch="intent"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
