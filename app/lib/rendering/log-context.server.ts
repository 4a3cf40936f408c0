import { createContext, isRouteErrorResponse } from "react-router";
import type { Logger } from "../site/logger.server";

/** The server's logger, handed to React Router per request (server/render.server.ts); absent when prerendering. */
export const logContext = createContext<Logger | null>(null);

/** React Router's own words for an action post whose Origin is not the request's (its CSRF check). */
const CSRF_REFUSAL = /origin.*Aborting the action/i;

/**
 * How an error React Router reports should be logged. A client that left, or one whose request React
 * Router refused (a 4xx: no such route or data, a cross-origin action), is one short line or nothing;
 * only a fault in our code (a 5xx, or anything thrown) keeps its stack.
 */
export function classifyRouterError(
  error: unknown,
  aborted: boolean,
): { kind: "client-left" } | { kind: "refused"; status: number; reason: string } | { kind: "fault" } {
  if (aborted) return { kind: "client-left" };
  if (isRouteErrorResponse(error) && error.status < 500)
    return { kind: "refused", status: error.status, reason: error.statusText || "route error" };
  if (error instanceof Error && CSRF_REFUSAL.test(error.message))
    return { kind: "refused", status: 400, reason: "origin (React Router)" };
  return { kind: "fault" };
}
