import type { RequestHandler } from "express";
import { sameSitePath } from "~/content/redirects";
import { isTokenPath, tokenPathOf } from "~/lib/site/token-paths";
import type { Logger } from "~/lib/site/logger.server";
import { CACHE } from "./cache-policy.server";
import { setNonPageHeaders } from "./security-headers.server";

/** The query of a request's URL, with its `?` (or nothing). */
const queryOf = (url: string) => (url.includes("?") ? url.slice(url.indexOf("?")) : "");

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
    // A token-carrying address is never stored by a cache, nor is a redirect to one.
    const token = isTokenPath(req.path) || isTokenPath(target);
    res.setHeader("Cache-Control", token ? CACHE.none : CACHE.redirect);
    res.redirect(301, sameSitePath(target) + queryOf(req.originalUrl));
  };
}

/**
 * A path carrying a secret token (app/lib/site/token-paths.ts) has one address: every other spelling the
 * router would still take for it (`/Book/Manage/<t>`, `/book/%6Danage/<t>`, `/book/./manage/<t>`,
 * `/book\manage\<t>`, a trailing slash) answers 301 there (308 for a POST, so a form sent from it is sent
 * again, unchanged), before the method guard could refuse the POST. The answer is never stored
 * (`no-store`) and, like the page, sends no Referer (private-pages.server.ts); the token is only moved,
 * never logged or changed. One that cannot be decoded is refused here (400), logged with its token masked
 * whatever its spelling (the logger's masking knows the prefixes only as written).
 */
export function tokenPathAddresses(log: Logger): RequestHandler {
  return (req, res, next) => {
    const match = tokenPathOf(req.path);
    if (!match || match.address === req.path) return next();
    if (match.address === undefined) {
      const path = `${match.prefix}[token]`;
      log.info(
        { status: 400, method: req.method, path, ip: req.ip, reason: "undecodable path" },
        "request refused",
      );
      setNonPageHeaders(res);
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    res.setHeader("Cache-Control", CACHE.none);
    res.redirect(
      req.method === "GET" || req.method === "HEAD" ? 301 : 308,
      match.address + queryOf(req.originalUrl),
    );
  };
}
