import type { RequestHandler } from "express";
import type { Logger } from "~/lib/site/logger.server";

/**
 * Says once, at the first request that shows it, that a request came from an address TRUST_PROXY trusts
 * as a proxy (loopback by default) without `X-Forwarded-For`. Behind a forwarder that sends no such
 * header (a TCP tunnel, socat, stunnel, an SSH forward) every visitor has the forwarder's address, so
 * they all share one rate-limit bucket, and a visitor's own `X-Forwarded-For` passes through unchanged
 * and picks its bucket. A local health check or a person on the machine sends none either: hence a
 * warning, once, rather than a refusal (docs/operations.md says which proxies are safe).
 */
export function forwardedForCheck(log: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (warned || req.get("x-forwarded-for") !== undefined) return next();
    const address = req.socket.remoteAddress;
    const trusted = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    if (address && trusted(address, 0)) {
      warned = true;
      log.warn(
        { address, path: req.path },
        `a request came from ${address}, which TRUST_PROXY trusts as a proxy, without X-Forwarded-For: if a proxy sent it, every visitor shares its address and one rate-limit bucket, and a visitor's own X-Forwarded-For picks its bucket (docs/operations.md: which proxies are safe). Said once.`,
      );
    }
    next();
  };
}
