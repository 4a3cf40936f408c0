import { NavLink } from "react-router";
import { isNavGroup } from "~/content/navigation";
import { NavDropdown } from "./nav-dropdown";
import { topLinkClass } from "./nav-styles";
import { useSiteNav } from "./use-site-nav";

export function DesktopNav() {
  const mainNav = useSiteNav().main;
  return (
    <nav aria-label="Main" className="hidden bg-navy-900 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center justify-center px-8">
        {mainNav.map((entry) =>
          isNavGroup(entry) ? (
            <NavDropdown key={entry.label} group={entry} />
          ) : (
            <li key={entry.href}>
              <NavLink to={entry.href} end className={topLinkClass} prefetch="intent">
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
