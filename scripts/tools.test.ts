import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const tools = new URL("./tools.ts", import.meta.url).href;

/** missingTool() of each program, in a Node whose environment names these paths. */
function missing(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const t = await import(${JSON.stringify(tools)}); console.log(JSON.stringify([t.missingTool("nginx") ?? null, t.missingTool("Chromium") ?? null, t.missingTool("Chromium's headless shell") ?? null]));`,
    ],
    { env: { ...process.env, ...env }, encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as [string | null, string | null, string | null];
}

describe("outside programs", () => {
  it("name a missing nginx or Chromium in one line with its install command and variable", () => {
    expect(
      missing({
        NGINX_PATH: "/nonexistent/nginx",
        CHROMIUM_PATH: "/nonexistent/chromium",
        HEADLESS_CHROMIUM_PATH: "/nonexistent/shell",
      }),
    ).toEqual([
      "nginx not found at /nonexistent/nginx: install it with `apt-get install nginx` or set NGINX_PATH",
      "Chromium not found at /nonexistent/chromium: install it with `apt-get install chromium` or set CHROMIUM_PATH",
      "Chromium's headless shell not found at /nonexistent/shell: install it with `apt-get install chromium-headless-shell` or set HEADLESS_CHROMIUM_PATH",
    ]);
  });

  it("accept any executable at the given path", () => {
    expect(
      missing({
        NGINX_PATH: process.execPath,
        CHROMIUM_PATH: process.execPath,
        HEADLESS_CHROMIUM_PATH: process.execPath,
      }),
    ).toEqual([null, null, null]);
  });
});
