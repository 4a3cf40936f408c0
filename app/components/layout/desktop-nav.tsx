import { MenuLink } from "~/components/ui/menu-link";
import { isNavGroup } from "~/content/navigation";
import { NavDropdown } from "./nav-dropdown";
import { topLinkClass } from "./nav-styles";
import { useCopy } from "~/lib/rendering/use-copy";

export function DesktopNav() {
  const { nav, ui } = useCopy();
  return (
    <nav aria-label={ui.header.mainNav} className="hidden bg-navy-900 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center justify-center px-8">
        {nav.main.map((entry) =>
          isNavGroup(entry) ? (
            <NavDropdown key={entry.label} group={entry} />
          ) : (
            <li key={entry.href}>
              <MenuLink to={entry.href} className={topLinkClass}>
                {entry.label}
              </MenuLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
