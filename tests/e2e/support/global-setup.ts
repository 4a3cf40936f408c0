import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { BASE_PORT, startServer, type RunningServer } from "./server";

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(new URL("../../../build/server-app/main.js", import.meta.url))) {
    throw new Error("No build found: run `npm run build` before the browser tests.");
  }
  server = await startServer(BASE_PORT);
  project.provide("baseUrl", server.url);
  project.provide("leadsDb", server.dbPath);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    leadsDb: string;
  }
}
