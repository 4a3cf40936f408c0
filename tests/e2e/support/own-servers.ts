import { afterAll } from "vitest";
import { startServer, type RunningServer } from "./server";

/**
 * For a test file that starts servers of its own: a `startServer` whose servers are all killed once the
 * file's tests are done (call it at the top of the file).
 */
export function serversOfThisFile(): (port: number, env?: Record<string, string>) => Promise<RunningServer> {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  });
  return async (port, env = {}) => {
    const s = await startServer(port, env);
    servers.push(s);
    return s;
  };
}
