import type { RequestHandler } from "express";
import type { Logger } from "~/lib/site/logger.server";
import type { Capabilities } from "./capabilities.server";
import { setNonPageHeaders } from "./security-headers.server";

/**
 * GET /healthz, for uptime checks: 200 only while a lead could be stored right now. A second line says
 * whether webhooks are on, not configured, or off because their configuration is invalid (the site still
 * works then, so the status stays 200). The answer is public, so it names no path, host or error: the
 * details go to the log (a failing check each time it is asked, an invalid webhook configuration once at
 * start-up).
 */
export function healthCheck(site: Pick<Capabilities, "health" | "webhooks">, log: Logger): RequestHandler {
  return (_req, res) => {
    const health = site.health();
    setNonPageHeaders(res);
    if (!health.ok) log.error({ reason: health.reason }, "health check failed");
    res
      .status(health.ok ? 200 : 503)
      .type("text/plain")
      .send(`${health.ok ? "ok" : "storage: unavailable"}\n${site.webhooks.status()}\n`);
  };
}
