/**
 * `npm test`: the build, ESLint, Prettier and the type check (route types, then `tsc`), two at a time, each
 * starting as soon as one of the two before it ends; then the unit tests; then the browser tests against
 * that build. Two at a time: on this two-core machine the three checks and the build side by side took
 * 80 s, two pairs 67 s (each step's CPU grows with the processes beside it; docs/development.md), and the
 * queue, longest first, 58 s. Output of the steps that run beside another is printed whole when each ends,
 * so it never interleaves; the build's progress lines are shown as they come.
 * The first failing step stops the run with its exit code (steps already running finish first).
 */
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Step {
  script: string;
  /** Print the output as it comes (one such step per group), not when the step ends. */
  live?: boolean;
}

const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

function run({ script, live }: Step): Promise<{ script: string; code: number; output: string }> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? "1",
        // The tests start Node hundreds of times (the tools, the site's servers): Node keeps what it
        // compiled on disk and reuses it when the source is unchanged. A tool's start fell from 1.0 s to 0.4 s.
        NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), "harborline-node-compile-cache"),
      },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      const result = { script, code: code ?? 1, output };
      if (!live) process.stdout.write(output);
      console.log(
        `\n[test] ${script}: ${result.code === 0 ? "passed" : `failed (${result.code})`} in ${since(start)}\n`,
      );
      resolve(result);
    });
  });
}

/** Runs the steps in order, at most `slots` at a time, each as soon as a slot is free. */
async function queue(steps: Step[], slots: number) {
  const waiting = [...steps];
  let failed: { script: string; code: number } | undefined;
  const slot = async () => {
    for (let step = waiting.shift(); step && !failed; step = waiting.shift()) {
      const result = await run(step);
      if (result.code !== 0) failed ??= result;
    }
  };
  await Promise.all(Array.from({ length: slots }, slot));
  if (failed) {
    console.error(`[test] stopped: ${failed.script} failed`);
    process.exit(failed.code);
  }
}

const started = Date.now();
// Longest first, so the two slots end close together (alone: build 29 s, ESLint 29 s, Prettier 14 s,
// route types and `tsc` 11 s).
await queue(
  [
    { script: "build", live: true },
    { script: "lint:code" },
    { script: "lint:format" },
    { script: "typecheck" },
  ],
  2,
);
await queue([{ script: "test:unit", live: true }], 1);
await queue([{ script: "test:e2e", live: true }], 1);
console.log(`[test] everything passed in ${since(started)}`);
