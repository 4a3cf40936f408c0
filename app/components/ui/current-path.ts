const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * Whether a menu link leads to the page being shown. Exact, ignoring a trailing slash: React Router
 * prerenders `/contact` as a request for `/contact/`.
 */
export const isCurrentPath = (href: string, pathname: string): boolean =>
  withoutTrailingSlash(href) === withoutTrailingSlash(pathname);
