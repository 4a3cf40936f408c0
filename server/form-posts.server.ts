import { Router } from "express";
import { agentFiles } from "~/content/agent-files";
import type { Lang } from "~/content/i18n";
import type { BookingService } from "~/lib/booking/booking-service.server";
import type { LeadService } from "~/lib/leads/lead-service.server";
import { publicOrigin } from "~/lib/site/site-url";
import { bookingApi } from "./booking-api.server";
import { MCP_PATH } from "~/lib/discovery/mcp-server.server";
import type { Env } from "~/lib/site/env.server";
import type { Logger } from "~/lib/site/logger.server";
import { FORM_CONTENT_TYPES, JSON_CONTENT_TYPES, postGuards, withDataRoutes } from "./form-guards.server";
import { quoteApi } from "./quote-api.server";

/**
 * What may post, and how it is screened before any body is read: the form actions (with React Router's
 * `.data` twins) behind the form guards, then rendered by React Router; the JSON quote API behind the
 * same guards answering in JSON, into the same lead service.
 */
export function formPosts({
  formActions,
  formActionPatterns = [],
  langOf,
  env,
  leads,
  bookings,
  log,
}: {
  formActions: readonly string[];
  formActionPatterns?: readonly RegExp[];
  /** The language of a form page's refusal (a customer's token page speaks its customer's). */
  langOf?: (path: string) => Lang;
  env: Env;
  leads: LeadService;
  bookings: BookingService;
  log: Logger;
}): Router {
  const router = Router();
  const formGuards = postGuards({ siteUrl: env.SITE_URL, log, contentTypes: FORM_CONTENT_TYPES, langOf });
  // A form with photos was read already, within its own limits (photo-forms.server.ts).
  router.post(withDataRoutes(formActions), (req, res, next) =>
    res.locals.photoForm ? next() : formGuards(req, res, next),
  );
  // The token pages' forms (a booking's, a review's); a customer's "send more photos" page was read already.
  router.post("/{*path}", (req, res, next) =>
    !res.locals.photoForm && formActionPatterns.some((p) => p.test(req.path))
      ? formGuards(req, res, next)
      : next(),
  );
  router.post(
    [agentFiles.quoteApi, agentFiles.bookingsApi, MCP_PATH],
    postGuards({ siteUrl: env.SITE_URL, log, contentTypes: JSON_CONTENT_TYPES, answerAs: "json" }),
  );
  router.use(quoteApi(leads));
  router.use(bookingApi(bookings, () => publicOrigin(env.SITE_URL)));
  return router;
}
