import type { RequestHandler } from "express";
import { CACHE } from "./cache-policy.server";

/** Strict policy for responses that are not pages (files, errors); pages carry their own. */
export const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Marks an answer that is not a page (an error, a health check, the API's JSON): strict CSP, never cached. */
export function setNonPageHeaders(res: { setHeader(name: string, value: string): unknown }) {
  res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
  res.setHeader("Cache-Control", CACHE.none);
}

/** Headers every response carries, error answers included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Sets SECURITY_HEADERS. Each response sets exactly one Content-Security-Policy where it is made
 * (prerendered pages, entry.server.tsx, static files, error answers), since two policies would both apply.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  next();
};
