import type { RequestHandler } from "express";
import { isTokenPath } from "~/lib/site/token-paths";
import { OFFICE_PATH_PATTERN } from "./form-guards.server";

/**
 * A private page (a token-carrying path, in any spelling: app/lib/site/token-paths.ts) is never indexed,
 * and sends no Referer to anything it links to (its address is the booking's key), nor does the redirect
 * of another spelling to its one address. Set here, replacing the site-wide Referrer-Policy, so each header is sent once; they are
 * never cached either (what React Router renders is `no-store`).
 */
export const privatePages: RequestHandler = (req, res, next) => {
  if (isTokenPath(req.path)) {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  } else if (OFFICE_PATH_PATTERN.test(req.path)) {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
};
