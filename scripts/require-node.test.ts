import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const launcher = new URL("./require-node.js", import.meta.url).pathname;
const root = new URL("..", import.meta.url).pathname;
/** Makes the child believe it runs on an older Node, as a system Node 20 would. */
const pretend = (version: string) =>
  `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"${version}"}})`;

describe("require-node launcher", () => {
  it.each(["20.20.2", "22.12.0"])("refuses Node %s with one line naming the version it needs", (version) => {
    for (const args of [["scripts/leads.ts"], []]) {
      const run = spawnSync(process.execPath, ["--import", pretend(version), launcher, ...args], {
        cwd: root,
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe("");
      const lines = run.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("needs Node 24");
      expect(lines[0]).toContain(version);
    }
  });

  it("on Node 24 reads the project's .env, not the working folder's, and runs the module with its own arguments", () => {
    // A copy of the project's layout: package.json and .env beside scripts/require-node.js.
    const project = mkdtempSync(join(tmpdir(), "launcher-"));
    mkdirSync(join(project, "scripts"));
    copyFileSync(launcher, join(project, "scripts/require-node.js"));
    writeFileSync(join(project, "package.json"), `{ "type": "module" }\n`);
    writeFileSync(join(project, ".env"), "GREETING=from-project\n");
    // Started from another folder, which has a .env of its own.
    const elsewhere = mkdtempSync(join(tmpdir(), "launcher-cwd-"));
    writeFileSync(join(elsewhere, ".env"), "GREETING=from-working-folder\n");
    writeFileSync(
      join(elsewhere, "hello.js"),
      "console.log(process.env.GREETING, process.argv.slice(2).join(' '))",
    );
    try {
      const run = spawnSync(
        process.execPath,
        [join(project, "scripts/require-node.js"), "hello.js", "--csv"],
        {
          cwd: elsewhere,
          encoding: "utf8",
        },
      );
      expect(run.stderr).toBe("");
      expect(run.stdout.trim()).toBe("from-project --csv");
    } finally {
      rmSync(project, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
