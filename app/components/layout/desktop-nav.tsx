import { MainNavItems } from "./main-nav-items";
import { NavDropdown } from "./nav-dropdown";
import { topLinkClass } from "./nav-styles";
import { useCopy } from "~/lib/rendering/use-copy";

export function DesktopNav() {
  const { ui } = useCopy();
  return (
    <nav aria-label={ui.header.mainNav} className="hidden bg-navy-900 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center justify-center px-8">
        <MainNavItems group={(g) => <NavDropdown key={g.label} group={g} />} linkClass={topLinkClass} />
      </ul>
    </nav>
  );
}
