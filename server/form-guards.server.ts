import type { RequestHandler } from "express";

/** Largest form body accepted; the quote form's fields fit many times over. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Screens POST requests before any body is read: too large → 413, no declared length → 411,
 * from another site → 403. Everything else reaches the form action.
 */
export function formGuards(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();

    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if ((origin && origin !== ownOrigin) || (!origin && site === "cross-site")) {
      res.status(403).type("text/plain").send("Forms on this site can only be sent from this site.");
      return;
    }

    const length = req.get("content-length");
    if (length === undefined) {
      res.status(411).type("text/plain").send("Please send the form again from the page.");
      return;
    }
    if (!/^\d+$/.test(length) || Number(length) > MAX_BODY_BYTES) {
      res
        .status(413)
        .type("text/plain")
        .send("That form was too large to accept. Please shorten your message.");
      return;
    }
    next();
  };
}
