import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { hostHeaderValidation } from "@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js";
import type { BookingService } from "~/lib/booking/booking-service.server";
import { createMcpServer, MCP_PATH } from "~/lib/discovery/mcp-server.server";
import type { LeadService } from "~/lib/leads/lead-service.server";
import type { Env } from "~/lib/site/env.server";
import type { Logger } from "~/lib/site/logger.server";
import { publicOrigin } from "~/lib/site/site-url";
import { bookingAnswer, windowJson } from "./booking-api.server";
import { MAX_BODY_BYTES } from "./form-guards.server";
import { setNonPageHeaders } from "./security-headers.server";

/**
 * The methods /mcp answers (methodGuard lets them through there only, in every spelling Express routes
 * here: `/mcp/`, `/MCP`). The server is stateless, so it
 * offers no event stream to GET and no session to DELETE: both answer 405 with `Allow`, as the Streamable
 * HTTP transport allows, instead of holding a stream open that never carries anything.
 */
export const MCP_METHODS = ["POST", "OPTIONS"] as const;

/**
 * The MCP server at /mcp: Streamable HTTP, stateless (a server and transport per request, JSON answers).
 * DNS-rebinding protection is the SDK's own: its Host check (SITE_URL's host name, or this machine's names
 * without it) and its transport's Origin check (SITE_URL's origin).
 */
export function mcpEndpoint({
  env,
  bookings,
  leads,
  log,
}: {
  env: Env;
  bookings: BookingService;
  leads: LeadService;
  log: Logger;
}): Router {
  const router = Router();
  const origin = publicOrigin(env.SITE_URL);
  const hosts = env.SITE_URL ? [new URL(env.SITE_URL).hostname] : ["localhost", "127.0.0.1", "[::1]"];
  const origins = env.SITE_URL
    ? [env.SITE_URL]
    : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];

  const handle: RequestHandler = async (req, res) => {
    const { StreamableHTTPServerTransport } =
      await import("@modelcontextprotocol/sdk/server/streamableHttp.js");
    const server = await createMcpServer({
      bookings,
      leads,
      ip: req.ip ?? "unknown",
      userAgent: req.get("user-agent") ?? null,
      origin,
      answer: bookingAnswer,
      windowJson,
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: true,
      allowedOrigins: origins,
    });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      log.error({ err: error }, "MCP request failed");
      if (!res.headersSent)
        res
          .status(500)
          .json({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" }, id: null });
    }
  };

  // A body that is not JSON (or too large) is a JSON-RPC parse error, answered as one.
  const parseErrors: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = err.status === 413 ? 413 : 400;
    res.status(status).json({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error" }, id: null });
  };

  // Every answer is JSON for one agent (a booking's carries its private link): the strict CSP, never stored.
  const nonPage: RequestHandler = (_req, res, next) => {
    setNonPageHeaders(res);
    next();
  };

  router.all(
    MCP_PATH,
    nonPage,
    hostHeaderValidation(hosts),
    express.json({ limit: MAX_BODY_BYTES, strict: false }),
    handle,
    parseErrors,
  );
  return router;
}
