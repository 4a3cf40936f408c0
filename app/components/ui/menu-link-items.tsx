import { MenuLink } from "./menu-link";

/** The `<li>` items of a menu list: one link each, marking the page being shown (`MenuLink`). */
export function MenuLinkItems({
  links,
  className,
}: {
  links: readonly { label: string; href: string }[];
  className: string;
}) {
  return links.map((link) => (
    <li key={link.href}>
      <MenuLink to={link.href} className={className}>
        {link.label}
      </MenuLink>
    </li>
  ));
}
