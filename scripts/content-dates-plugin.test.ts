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
  });

  it("date a change made on a merged branch by its merge, and a change undone there not at all", () => {
    const root = mkdtempSync(path.join(tmpdir(), "content-dates-git-"));
    const git = (day: string, ...args: string[]) =>
      execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", ...args], {
        cwd: root,
        stdio: "ignore",
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "Test",
          GIT_AUTHOR_EMAIL: "test@example.com",
          GIT_COMMITTER_NAME: "Test",
          GIT_COMMITTER_EMAIL: "test@example.com",
          GIT_AUTHOR_DATE: `${day}T12:00:00Z`,
          GIT_COMMITTER_DATE: `${day}T12:00:00Z`,
        },
      });
    const write = (file: string, text: string) => writeFileSync(path.join(root, "app/content", file), text);
    const commit = (day: string, message: string) => {
      git(day, "add", "-A");
      git(day, "commit", "-q", "-m", message);
    };
    try {
      mkdirSync(path.join(root, "app/content"), { recursive: true });
      git("2024-01-01", "init", "-q", "-b", "main");
      write("deck.ts", "1\n");
      write("balcony.ts", "1\n");
      commit("2024-01-01", "first");
      git("2024-01-02", "checkout", "-q", "-b", "side");
      write("deck.ts", "2\n");
      commit("2024-02-01", "deck changed on the branch");
      write("balcony.ts", "scratch\n");
      commit("2024-02-02", "scratch");
      write("balcony.ts", "1\n");
      commit("2024-02-03", "scratch undone");
      git("2024-02-10", "checkout", "-q", "main");
      write("planter.ts", "1\n");
      commit("2024-02-10", "planter on main");
      git("2024-03-01", "merge", "-q", "--no-ff", "-m", "merge side", "side");
      write("draft.ts", "not committed\n");
      const when = new Date("2024-04-05T12:00:00Z");
      utimesSync(path.join(root, "app/content/draft.ts"), when, when);
      expect(contentDates(root)).toEqual({
        "app/content/balcony.ts": "2024-01-01",
        "app/content/deck.ts": "2024-03-01",
        "app/content/draft.ts": "2024-04-05",
        "app/content/planter.ts": "2024-02-10",
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

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
