import type { ErrorRequestHandler, Request } from "express";
import type { Logger } from "~/lib/site/logger.server";
import { refuse } from "./form-guards.server";
import { setNonPageHeaders } from "./security-headers.server";

interface HttpError {
  status?: number;
  statusCode?: number;
  message?: string;
  type?: string;
  code?: string;
}

/**
 * The last handler: a client that left gets nothing (logged at debug), a client's error (a 4xx from a
 * parser) one short refusal line, and only a fault of ours a 5xx with its stack in the log.
 */
export function errorAnswers(log: Logger): ErrorRequestHandler {
  return (err: HttpError, req, res, _next) => {
    // The client went away mid-request (reset, aborted body, the server's own request timeout, which
    // main.server.ts logs): nothing to answer and nothing wrong here.
    if (clientGone(err, req)) {
      log.debug(
        { method: req.method, path: req.path, reason: err.code ?? err.type ?? err.message },
        "client left",
      );
      return;
    }
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) {
      log.error({ err, method: req.method, path: req.path }, "request failed");
      if (res.headersSent) return;
      setNonPageHeaders(res);
      res.status(status).type("text/plain").send("Something went wrong! Please try again in a moment.");
      return;
    }
    if (res.headersSent) return;
    refuse(req, res, log, status, status === 404 ? "Not Found" : "Bad request", refusalReason(err));
  };
}

/**
 * What a client error's log line says. A path the router cannot decode is named as such: its message
 * quotes the raw path segment, which on a token-carrying path is the token itself, without the path around
 * it that the logger's masking recognises.
 */
export function refusalReason(err: HttpError): string {
  if (err instanceof URIError || err.message?.startsWith("Failed to decode param")) return "undecodable path";
  return err.type ?? err.message ?? "client error";
}

/** Whether an error only says the client stopped sending or closed the connection. */
export function clientGone(err: { type?: string; code?: string }, req: Request): boolean {
  return (
    err.type === "request.aborted" ||
    err.code === "ECONNRESET" ||
    err.code === "ECONNABORTED" ||
    err.code === "ERR_STREAM_PREMATURE_CLOSE" ||
    req.socket.destroyed
  );
}
