import type { RequestHandler } from "express";
import { agentFiles } from "~/content/agent-files";
import { OPENAPI_MEDIA_TYPE } from "~/lib/discovery/ard-manifest.server";

/** RFC 8288 Link header that points agents to the site's ARD catalog (with robots.txt and <link rel="ard">). */
export const ARD_LINK = `<${agentFiles.ard}>; rel="ard"; type="application/json"`;

/** RFC 8631 link from each JSON API to its description (the OpenAPI file). */
export const SERVICE_DESC_LINK = `<${agentFiles.openapi}>; rel="service-desc"; type="${OPENAPI_MEDIA_TYPE}"`;

const API_PATHS: readonly string[] = [
  agentFiles.quoteApi,
  agentFiles.availabilityApi,
  agentFiles.bookingsApi,
];

/**
 * Adds the catalog link to every page and file response (hashed build assets excepted), and to the JSON
 * APIs' answers the link to their OpenAPI description.
 */
export const agentDiscoveryHeader: RequestHandler = (req, res, next) => {
  if (API_PATHS.some((p) => req.path === p || req.path.startsWith(`${p}/`)))
    res.setHeader("Link", `${ARD_LINK}, ${SERVICE_DESC_LINK}`);
  else if (!req.path.startsWith("/assets/")) res.setHeader("Link", ARD_LINK);
  next();
};
