import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDates } from "./content-dates-plugin.ts";
import { ROOT } from "./image-pipeline/plan.ts";

describe("the content files' dates the build hands the server", () => {
  it("are each file's last commit, as git log names it", () => {
    const dates = contentDates();
    for (const file of [
      "app/content/projects.ts",
      "app/content/home.ts",
      "app/content/pages.ts",
      "app/content/es/projects.ts",
    ]) {
      const git = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect(dates[file], file).toBe(git.trim());
    }
    // It reads the whole history (2 s alone); with the other unit tests beside it, more.
  }, 20_000);

  it("fall back to a file's modification time outside a git checkout, so a copied tree still dates its pages", () => {
    const root = mkdtempSync(path.join(tmpdir(), "content-dates-"));
    try {
      mkdirSync(path.join(root, "app/content/es"), { recursive: true });
      const file = path.join(root, "app/content/es/page.ts");
      writeFileSync(file, "export {};\n");
      const when = new Date("2024-03-05T12:00:00Z");
      utimesSync(file, when, when);
      expect(contentDates(root)).toEqual({ "app/content/es/page.ts": "2024-03-05" });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
