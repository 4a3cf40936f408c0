import { Link, useLocation, type LinkProps } from "react-router";
import { isCurrentPath } from "./current-path";

/**
 * A menu link that marks the page being shown with `aria-current="page"`, in the server's HTML (no
 * script needed): on prerendered pages (which React Router renders at a path with a trailing slash,
 * where `<NavLink end>` marks nothing) and on server-rendered ones alike.
 */
export function MenuLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const current = isCurrentPath(to, useLocation().pathname);
  return <Link to={to} data-nav-link aria-current={current ? "page" : undefined} {...props} />;
}
