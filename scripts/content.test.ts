import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { liveRecords, seedContent } from "../app/lib/content-store/content-store.server";
import { siteRepoRecords } from "../app/lib/content-store/repo-content.server";
import { SiteDb } from "../app/lib/site/site-db.server";

const script = fileURLToPath(new URL("./content.ts", import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("npm run content -- --export", { timeout: 30_000 }, () => {
  it("writes the store the server seeded as the repository's files, and says what it wrote", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-tool-"));
    dirs.push(dir);
    const dbPath = join(dir, "site.db");
    const db = new SiteDb(dbPath);
    seedContent(db, siteRepoRecords());
    const projects = liveRecords(db, "project").length;
    const articles = liveRecords(db, "article").length;
    db.close();

    const out = join(dir, "export");
    const result = spawnSync(process.execPath, [script, "--export", out], {
      encoding: "utf8",
      env: { ...process.env, LEADS_DB: dbPath, MEDIA_DIR: join(dir, "media") },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${projects} projects, ${articles} articles`);
    expect(existsSync(join(out, "projects.ts"))).toBe(true);
    expect(readdirSync(join(out, "blog")).filter((f) => f.endsWith(".md"))).toHaveLength(articles);
  });

  it("names its usage when DIR is missing", () => {
    const result = spawnSync(process.execPath, [script, "--export"], { encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("npm run content -- --export DIR");
  });
});
