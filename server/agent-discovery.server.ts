import type { RequestHandler } from "express";
import { agentFiles } from "~/content/agent-files";

/** RFC 8288 Link header that points agents to the site's ARD catalog (with robots.txt and <link rel="ard">). */
export const ARD_LINK = `<${agentFiles.ard}>; rel="ard"; type="application/json"`;

/** Adds the catalog link to every page and file response (hashed build assets excepted). */
export const agentDiscoveryHeader: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith("/assets/")) res.setHeader("Link", ARD_LINK);
  next();
};
