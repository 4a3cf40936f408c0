import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const serve = new URL("./serve.js", import.meta.url).pathname;

/** A project folder holding only scripts/serve.js (and whatever the test adds). */
function project() {
  const dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  mkdirSync(join(dir, "scripts"));
  copyFileSync(serve, join(dir, "scripts/serve.js"));
  dirs.push(dir);
  return dir;
}
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run serve", () => {
  it("without a build says so in one line, naming the command to run, and fails", () => {
    const dir = project();
    const run = spawnSync(process.execPath, ["scripts/serve.js"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toEqual([
      "No build found in build/: run `npm run build` first (or `npm start`).",
    ]);
  });

  it("with a build starts the build's start file", () => {
    const dir = project();
    mkdirSync(join(dir, "build/server-app"), { recursive: true });
    writeFileSync(join(dir, "build/server-app/main.js"), "");
    writeFileSync(join(dir, "build/server-app/start.js"), "console.log('started from', process.cwd())");
    const run = spawnSync(process.execPath, ["scripts/serve.js"], { cwd: dir, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(`started from ${dir}`);
  });
});
