import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server";

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(new URL("../../../build/server-app/main.js", import.meta.url))) {
    throw new Error("No build found: run `npm run build` before the browser tests.");
  }
  server = await startServer(Number(process.env.E2E_PORT ?? 4317));
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
