import type { RequestHandler } from "express";

/**
 * Paths that carry a private token: a booking's page and calendar file, the contractor's feed, an office
 * invitation link.
 */
export const PRIVATE_PATH = /^\/(?:book\/manage|calendar|office\/invite)\//;

/** The office (issue 28): never indexed, whatever the page. */
const OFFICE_PATH = /^\/office(?:[/.]|$)/;

/**
 * A private page is never indexed, and sends no Referer to anything it links to (its address is the
 * booking's key). Set here, replacing the site-wide Referrer-Policy, so each header is sent once; they are
 * never cached either (what React Router renders is `no-store`).
 */
export const privatePages: RequestHandler = (req, res, next) => {
  if (PRIVATE_PATH.test(req.path)) {
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  } else if (OFFICE_PATH.test(req.path)) {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
};
