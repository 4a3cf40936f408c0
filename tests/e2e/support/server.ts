import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { secretsInLog } from "./log-secrets";

const root = new URL("../../../", import.meta.url).pathname;

/**
 * Ports for the browser tests: E2E_PORT (default 4317) serves the shared site, and tests that start their
 * own servers take E2E_PORT + offset, so two checkouts can run their suites side by side.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 4317);
export const testPort = (offset: number) => BASE_PORT + offset;

export interface RunningServer {
  url: string;
  dbPath: string;
  process: ChildProcess;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  output: () => string;
}

export interface StartOptions {
  /** The working folder to start the server in (default: the project folder). */
  cwd?: string;
}

/** Starts the built server (build/server-app/main.js) on `port` and waits until it answers. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { cwd = root }: StartOptions = {},
): Promise<RunningServer> {
  const dbPath = env.LEADS_DB ?? join(mkdtempSync(join(tmpdir(), "site-e2e-")), "leads.db");
  let output = "";
  const child = spawn(process.execPath, [join(root, "build/server-app/main.js")], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ENABLE_TEST_ROUTES: "1",
      // Browser tests fill forms faster than people and from one address.
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "1000",
      BOOKING_LIMIT_PER_DAY: "1000",
      ...env,
      LEADS_DB: dbPath,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a machine shared with other test runs, start-up can take many times its usual 2 s.
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/robots.txt`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL"); // or it would hold the port for the next run
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dbPath,
    process: child,
    output: () => output,
    // A server stopped as a host stops it (SIGTERM) has its whole log checked: it must repeat no token,
    // session id or signed photo address the site gave out (log-secrets.ts), whatever the tests sent it.
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null)
        await new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill(signal);
        });
      if (signal !== "SIGTERM") return;
      const leaked = secretsInLog(output, dbPath);
      if (leaked.length > 0) throw new Error(`the server's log repeats secrets:\n${leaked.join("\n")}`);
    },
  };
}
