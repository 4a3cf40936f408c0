import { Icon } from "~/components/ui/icon";
import { useId, type CSSProperties } from "react";
import { MenuLink } from "~/components/ui/menu-link";
import { useCopy } from "~/lib/rendering/use-copy";
import { DROPDOWN_CLOSE_DELAY_MS, type NavGroup } from "~/content/navigation";
import { MenuLinkItems } from "~/components/ui/menu-link-items";
import { topLinkClass } from "./nav-styles";

/**
 * A desktop menu group, with no script: the group label (a link when the group has a page) and a
 * disclosure (`<details>`) holding the submenu. CSS shows the submenu while the group is hovered or
 * holds keyboard focus, and hides it DROPDOWN_CLOSE_DELAY_MS after the pointer leaves (a transition
 * delay, see `.nav-dropdown` in app.css); a click or tap on the summary opens it for touch. On pages
 * that hydrate, Escape closes it and returns focus, and following a link closes it (menu-dismiss.ts).
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const submenu = useCopy().ui.header.submenu;
  const menuId = useId();
  return (
    <li
      className="nav-dropdown relative flex items-center"
      style={{ "--nav-close-delay": `${DROPDOWN_CLOSE_DELAY_MS}ms` } as CSSProperties}
      data-menu="dropdown"
    >
      {group.href ? (
        <MenuLink to={group.href} className={`${topLinkClass} pr-1`}>
          {group.label}
        </MenuLink>
      ) : null}
      <details>
        <summary
          aria-controls={menuId}
          className={`${topLinkClass} ${group.href ? "pl-1" : ""} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}
        >
          {group.href ? <span className="sr-only">{submenu(group.label)}</span> : group.label}
          <Icon name="chevron-down" className="nav-dropdown-chevron size-4 transition-transform" />
        </summary>
        <ul
          id={menuId}
          className="nav-dropdown-menu absolute top-full left-0 z-50 min-w-64 rounded-b-lg border-t-4 border-amber-400 bg-white py-2 shadow-xl"
        >
          <MenuLinkItems
            links={group.items}
            className="block px-4 py-2.5 text-sm font-medium text-navy-900 hover:bg-teal-50 hover:text-teal-700 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-700"
          />
        </ul>
      </details>
    </li>
  );
}
