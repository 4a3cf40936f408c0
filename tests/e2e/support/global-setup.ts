import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { missingTool } from "../../../scripts/tools.ts";
import { runInOwnTmpdir } from "../../run-tmpdir.ts";
import { BASE_PORT, startServer, type RunningServer } from "./server";

let server: RunningServer | undefined;
let removeRunTmp = () => {};

export async function setup(project: TestProject) {
  if (!existsSync(new URL("../../../build/server-app/main.js", import.meta.url))) {
    throw new Error("No build found: run `npm run build` before the browser tests.");
  }
  // The tests that need a missing program fail with this line too; saying it first saves the hunt.
  for (const tool of ["Chromium's headless shell", "nginx"] as const) {
    const missing = missingTool(tool);
    if (missing) console.warn(missing);
  }
  // Every temp folder of the run (the servers' lead databases, nginx's folder with its private key,
  // Chromium's profiles) is made in one folder, removed when the run ends.
  removeRunTmp = runInOwnTmpdir("harborline-e2e-");
  try {
    // Everything the server logs, so the check as it stops (server.ts) reads every line it could write.
    server = await startServer(BASE_PORT, { LOG_LEVEL: "debug" });
  } catch (err) {
    removeRunTmp();
    throw err;
  }
  project.provide("baseUrl", server.url);
  project.provide("leadsDb", server.dbPath);
}

export async function teardown() {
  try {
    // Stopping checks the whole run's log for secrets (server.ts).
    await server?.stop();
  } finally {
    removeRunTmp();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    leadsDb: string;
  }
}
