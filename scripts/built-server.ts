/**
 * Starts the production build (`build/server-app/start.js`) on a loopback port for the benchmarks and
 * resolves once it answers; `env` adds to the production environment (a leads file, a log level), and
 * `checkout` is the folder whose build is started (this one unless a benchmark compares another).
 */
import { spawn, type ChildProcess } from "node:child_process";

export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
  checkout: URL = new URL("../", import.meta.url),
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/server-app/start.js"], {
    cwd: checkout,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: "inherit",
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the built server did not answer on port ${port} within 20 s`);
}
