import { Link, useLocation, type LinkProps } from "react-router";
import { isCurrentPath } from "~/lib/rendering/server-html-links";

/**
 * A menu link that marks the page being shown with `aria-current="page"` by one rule everywhere: on
 * prerendered pages (which React Router renders at a path with a trailing slash, where `<NavLink end>`
 * marks nothing), on server-rendered ones, and after a client-side navigation (`markCurrentLinks`).
 */
export function MenuLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const current = isCurrentPath(to, useLocation().pathname);
  return <Link to={to} data-nav-link aria-current={current ? "page" : undefined} {...props} />;
}
