import { createServer, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "~/lib/site/env.server";
import { officeOffReason } from "~/lib/office/office-service.server";
import { localOfficeOrigin } from "~/lib/office/office-origin";
import { createLogger } from "~/lib/site/logger.server";
import { builtSiteOrigin, siteOrigin } from "~/lib/site/site-url";
import { createApp } from "./app.server";
import { createCapabilities } from "./capabilities.server";
import { PHOTO_FORM_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from "~/lib/media/limits";
import { rawAnswer } from "./raw-answer.server";

const env = parseEnv();
if (env.ENABLE_TEST_ROUTES) process.env.ENABLE_TEST_ROUTES = "1";
const log = createLogger(env.LOG_LEVEL);

const buildUrl = new URL("../server/index.js", import.meta.url);
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const build = (await import(buildUrl.href)) as ServerBuild;

if (!env.SITE_URL && env.NODE_ENV === "production") {
  log.warn(
    "SITE_URL is not set: form posts are checked against the address each request names (set it behind a proxy)",
  );
}
// The pages were prerendered with the build's SITE_URL (or the placeholder): their canonical links and
// sitemap name that origin, whatever this process is told.
if (env.SITE_URL && env.SITE_URL !== siteOrigin) {
  log.warn(
    { siteUrl: env.SITE_URL, builtWith: siteOrigin },
    `SITE_URL is ${env.SITE_URL} but the pages were built for ${builtSiteOrigin ?? `the placeholder ${siteOrigin}`}: build again with the same SITE_URL`,
  );
}

// Every capability (the database, mail, webhooks, leads, bookings) is built and wired in one place.
const capabilities = createCapabilities(env, { log, site: { build, clientDir } });
capabilities.start();
// The pages reading the gallery and the blog follow the store before the server listens: the build's,
// the last page set (read from disk), or a new one rendered now (server/page-sets.server.ts).
await capabilities.pages.start();

const officeOff = officeOffReason(env.SITE_URL);
if (officeOff) log.warn(`${officeOff}: the office (/office) is off`);
else if (!env.SITE_URL)
  log.info(
    `SITE_URL is not set: the office runs at ${localOfficeOrigin(env.PORT)}/office only (set SITE_URL to open it at another address)`,
  );

const { app, pages } = createApp({ build, clientDir, env, capabilities, log });

// A client that stops sending half-way through a request is dropped (Node's default is 300 s), checked
// every second: after the longest photo time here (a form's 40 MB of photos at 4 Mbit/s, the office's
// 15 MB photo well within it), and after 30 s for any other request (bodyDeadline, server/app.server.ts).
const server = createServer(
  {
    requestTimeout: Math.max(UPLOAD_TIMEOUT_MS, PHOTO_FORM_TIMEOUT_MS),
    headersTimeout: 20_000,
    connectionsCheckingInterval: 1000,
  },
  app,
);
server.listen(env.PORT, env.HOST, () => {
  log.info(
    { port: env.PORT, host: env.HOST, pages: pages.size, trustProxy: env.TRUST_PROXY, siteUrl: env.SITE_URL },
    `Site ready at http://localhost:${env.PORT}`,
  );
});

/** Answers for requests Node's parser refuses before Express sees them (unknown methods, bad syntax). */
const PARSER_ANSWERS: Record<string, [number, string]> = {
  HPE_INVALID_METHOD: [501, "Not Implemented"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
};
server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
  // A client that reset or closed its connection is not refused: there is no one left to answer.
  if (err.code === "ECONNRESET" || !socket.writable) {
    log.debug({ reason: err.code ?? err.message }, "client closed the connection");
    socket.destroy();
    return;
  }
  const [status, text] = PARSER_ANSWERS[err.code ?? ""] ?? [400, "Bad Request"];
  // The one line for this event: a request cut off by the timeout is not logged again as aborted
  // (error-answers.server.ts takes an aborted body for a client that left).
  log.info({ status, reason: err.code ?? err.message }, "request refused by the HTTP parser");
  rawAnswer(socket, status, text);
});
// CONNECT (a proxy tunnel) never reaches Express: this is not a proxy.
server.on("connect", (req: IncomingMessage, socket: Duplex) => {
  log.info({ status: 405, method: req.method, reason: "method" }, "request refused");
  rawAnswer(socket, 405, "Method Not Allowed");
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping: finishing open requests");
  server.close(() => {
    void capabilities.stop().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
