/**
 * The programs from outside npm that the browser tests and the benchmarks drive (Debian packages), where
 * they are looked for, and the one line that says how to get one that is missing.
 */
import { accessSync, constants } from "node:fs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The full browser, for Lighthouse (`npm run bench`): what visitors run. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The same Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same source),
 * for the browser tests: the same Blink and DevTools domains (the WebAuthn authenticator included) without
 * the full browser around them, so the suite takes about a third less time (decision 033).
 */
export const HEADLESS_CHROMIUM =
  process.env.HEADLESS_CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * Chromium's flags for this machine and CI (root, no GPU, a closed network: without the background
 * networking flags it keeps trying to reach Google's hosts), for the browser tests and the benchmark.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const tools = {
  nginx: { path: NGINX, pkg: "nginx", variable: "NGINX_PATH" },
  Chromium: { path: CHROMIUM, pkg: "chromium", variable: "CHROMIUM_PATH" },
  "Chromium's headless shell": {
    path: HEADLESS_CHROMIUM,
    pkg: "chromium-headless-shell",
    variable: "HEADLESS_CHROMIUM_PATH",
  },
} as const;

export type Tool = keyof typeof tools;

/** One line naming the missing program and how to get it, or undefined when it is there. */
export function missingTool(tool: Tool): string | undefined {
  const { path, pkg, variable } = tools[tool];
  try {
    accessSync(path, constants.X_OK);
    return undefined;
  } catch {
    return `${tool} not found at ${path}: install it with \`apt-get install ${pkg}\` or set ${variable}`;
  }
}

/** Throws that line when the program is missing. */
export function requireTool(tool: Tool): void {
  const missing = missingTool(tool);
  if (missing) throw new Error(missing);
}

/** For scripts: prints that line and exits when the program is missing. */
export function exitWithoutTool(tool: Tool): void {
  const missing = missingTool(tool);
  if (!missing) return;
  console.error(missing);
  process.exit(1);
}
