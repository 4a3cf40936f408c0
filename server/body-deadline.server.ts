import type { Request, RequestHandler } from "express";
import type { Logger } from "~/lib/site/logger.server";
import { rawAnswer } from "./raw-answer.server";

import { BODY_TIMEOUT_MS } from "~/lib/site/env.server";

/**
 * Drops a request whose body has not all arrived `ms` after its headers (408, logged once as the
 * server's own request timeout is), except the requests `exempt` names. Node's `requestTimeout` is one
 * number for the whole server: it is set to the photo upload's longer time (main.server.ts), and this
 * keeps every other request to `ms`, so a client that stops sending half-way holds nothing longer.
 */
export function bodyDeadline(
  log: Logger,
  exempt: (req: Request) => boolean,
  ms: number = BODY_TIMEOUT_MS,
): RequestHandler {
  return (req, res, next) => {
    if (req.complete || exempt(req)) return next();
    const timer = setTimeout(() => {
      if (req.complete) return;
      log.info({ status: 408, reason: "ERR_HTTP_REQUEST_TIMEOUT" }, "request refused by the HTTP parser");
      if (res.headersSent) req.socket.destroy();
      else rawAnswer(req.socket, 408, "Request Timeout");
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once("end", clear);
    res.once("close", clear);
    next();
  };
}
