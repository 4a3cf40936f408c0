import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { isCurrentPath } from "./current-path";

/**
 * A menu link that marks the page being shown with `aria-current="page"`, in the server's HTML (no
 * script needed): on prerendered pages (which React Router renders at a path with a trailing slash)
 * and on server-rendered ones alike. A plain link: public pages have no client router (decision 018).
 */
export function MenuLink({ to, children, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const current = isCurrentPath(to, useLocation().pathname);
  return (
    <a href={to} aria-current={current ? "page" : undefined} {...props}>
      {children}
    </a>
  );
}
