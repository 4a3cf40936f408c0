import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { requestInfoContext as RequestInfoContext } from "~/lib/leads/lead-context";
import type { BookingService } from "~/lib/booking/booking-service.server";
import type { LeadService } from "~/lib/leads/lead-service.server";
import type { officeContext as OfficeContext } from "~/lib/office/office-context";
import type { OfficeService } from "~/lib/office/office-service.server";
import { contentSecurityPolicy } from "~/lib/rendering/csp";
import type { logContext as LogContext } from "~/lib/rendering/log-context.server";
import type { cspNonceContext as CspNonceContext } from "~/lib/rendering/nonce";
import type { Env } from "~/lib/site/env.server";
import type { Logger } from "~/lib/site/logger.server";
import { CACHE } from "./cache-policy.server";
import { OFFICE_PATH_PATTERN } from "./form-guards.server";

/** What app/entry.server.tsx exports besides the renderer. */
interface EntryExports {
  requestInfoContext: typeof RequestInfoContext;
  officeContext: typeof OfficeContext;
  logContext: typeof LogContext;
  cspNonceContext: typeof CspNonceContext;
}

/**
 * React Router, rendering what was not prerendered (form posts, data requests, the queries a page reads,
 * unknown paths), never cached, each answer allowing only the inline scripts that carry its own nonce.
 * The load context's keys come from the app build itself, so both sides use the same objects.
 */
export function renderPages({
  build,
  env,
  leads,
  bookings,
  office,
  log,
}: {
  build: ServerBuild;
  env: Env;
  leads: LeadService;
  bookings: BookingService;
  office: OfficeService;
  log: Logger;
}): RequestHandler {
  const { requestInfoContext, cspNonceContext, logContext, officeContext } = build.entry
    .module as unknown as EntryExports;
  const render = createRequestHandler({
    build: withActionOrigin(build, env.SITE_URL),
    mode: env.NODE_ENV,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { leads, bookings, clientIp: req.ip ?? "unknown" });
      context.set(officeContext, office);
      context.set(cspNonceContext, res.locals.cspNonce as string);
      context.set(logContext, log);
      return context;
    },
  });
  return (req, res, next) => {
    // The office's answers hold personal data: no cache anywhere, the browser's included.
    res.setHeader("Cache-Control", OFFICE_PATH_PATTERN.test(req.path) ? CACHE.private : CACHE.none);
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    render(req, res, next);
  };
}

/**
 * The build React Router serves from, told that SITE_URL's host may post to its actions.
 *
 * React Router checks an action's `Origin` against the URL it builds from `Host` and
 * `X-Forwarded-Proto`/`-Host` (`allowedActionOrigins` aside). Behind a proxy that sends `Host $host`
 * without the port and no `X-Forwarded-Host`, or one that passes the server's own address as `Host`,
 * that URL is not the public origin, and it would refuse (400, with a stack trace) a post our origin
 * guard (postGuards) has just accepted. SITE_URL is read when the server starts, after the build, so
 * the allowance is added here to the build object React Router reads, not in react-router.config.ts.
 * Our guard has already checked the whole origin (scheme included) by then; React Router compares hosts.
 */
export function withActionOrigin(build: ServerBuild, siteUrl: string | undefined): ServerBuild {
  if (!siteUrl) return build;
  const configured = Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : [];
  return { ...build, allowedActionOrigins: [...configured, new URL(siteUrl).host] };
}
