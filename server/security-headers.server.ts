import type { RequestHandler } from "express";

/** Strict policy for responses that are not pages (files, errors); pages carry their own. */
export const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * Headers sent with every response. Each response sets exactly one Content-Security-Policy where it is
 * made (prerendered pages, entry.server.tsx, static files), since two policies would both apply.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  );
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  next();
};
