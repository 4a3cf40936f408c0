import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "~/lib/env.server";
import { createLeadService } from "~/lib/lead-service.server";
import { createApp } from "./app.server";

const env = parseEnv();
if (env.ENABLE_TEST_ROUTES) process.env.ENABLE_TEST_ROUTES = "1";

const buildUrl = new URL("../server/index.js", import.meta.url);
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
const build = (await import(buildUrl.href)) as ServerBuild;

const leads = createLeadService(env);
leads.start();

const { app, pages } = createApp({ build, clientDir, env, leads });

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Site ready at http://localhost:${env.PORT} (${pages.size} prerendered pages)`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping.`);
  server.close(() => {
    void leads.stop().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
