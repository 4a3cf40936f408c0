import type { ReactNode } from "react";
import { MenuLink } from "~/components/ui/menu-link";
import { isNavGroup, type NavGroup } from "~/content/navigation";
import { useCopy } from "~/lib/rendering/use-copy";

/**
 * The main menu's entries as `<li>` items, for the desktop bar and the phone menu: a page as a link that
 * marks the page being shown, a group (Services, Areas) as the caller draws it.
 */
export function MainNavItems({
  group,
  linkClass,
  itemClass,
}: {
  group: (group: NavGroup) => ReactNode;
  linkClass: string;
  itemClass?: string;
}) {
  const { nav } = useCopy();
  return nav.main.map((entry) =>
    isNavGroup(entry) ? (
      group(entry)
    ) : (
      <li key={entry.href} className={itemClass}>
        <MenuLink to={entry.href} className={linkClass}>
          {entry.label}
        </MenuLink>
      </li>
    ),
  );
}
