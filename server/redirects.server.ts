import type { RequestHandler } from "express";
import { sameSitePath } from "~/content/redirects";
import { CACHE } from "./cache-policy.server";

/**
 * Old and mistyped URLs answer 301 to their canonical page, in one hop; so do /index.html and
 * /any/page/index.html (the clean path is the page's only address). The target is always a path on this
 * site (`//evil.example/index.html` must not send anyone to evil.example), with the query kept.
 */
export function redirects(resolve: (path: string) => string | null): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const indexFile = /(^|\/)index\.html?$/i.test(req.path)
      ? req.path.replace(/\/?index\.html?$/i, "") || "/"
      : undefined;
    const target = indexFile ? (resolve(indexFile) ?? indexFile) : resolve(req.path);
    if (!target) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.setHeader("Cache-Control", CACHE.redirect);
    res.redirect(301, sameSitePath(target) + query);
  };
}

/**
 * A booking's private page has one address, without a trailing slash: `/book/manage/<token>/` answers
 * 301 there (308 for a POST, so a form sent from the slashed address is sent again, unchanged), before
 * the method guard could refuse the POST. The token is only moved, never logged or changed.
 */
export const manageTrailingSlash: RequestHandler = (req, res, next) => {
  const match = /^(\/book\/manage\/[^/]+)\/+$/.exec(req.path);
  if (!match?.[1]) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.setHeader("Cache-Control", CACHE.none);
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, match[1] + query);
};
