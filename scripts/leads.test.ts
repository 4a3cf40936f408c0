import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LeadsDb } from "../app/lib/leads/leads-db.server.ts";

const script = new URL("./leads.ts", import.meta.url).pathname;
const lead = { form: "quote" as const, page: "/contact", email: "dana@example.com", phone: "3105550100" };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A leads database with the given names, and an empty working folder to run the tool from. */
function setup(names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "leads-tool-"));
  dirs.push(dir);
  const dbPath = join(dir, "data", "leads.db");
  const db = new LeadsDb(dbPath);
  for (const name of names) db.insertLead({ ...lead, name });
  db.close();
  const cwd = join(dir, "project");
  mkdirSync(cwd);
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, LEADS_DB: dbPath },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    return result.stdout;
  };
  return { dir, cwd, run };
}

describe("leads tool", () => {
  it("counts one lead as one lead, and more in the plural", () => {
    expect(setup(["Dana Ortiz"]).run()).toMatch(/^1 most recent lead in /);
    expect(setup(["Dana Ortiz", "Sam Lee"]).run()).toMatch(/^2 most recent leads in /);
  });

  it("marks a request sent from the Spanish site, so the right person calls back", () => {
    const { dir, run } = setup(["Dana Ortiz"]);
    const db = new LeadsDb(join(dir, "data", "leads.db"));
    db.insertLead({ ...lead, page: "/es/contacto", name: "Lucía Pérez", language: "es" });
    db.close();
    const out = run();
    expect(out).toMatch(/quote.*IN SPANISH.*\n.*Lucía Pérez/);
    expect(out.split("\n").filter((l) => l.includes("IN SPANISH"))).toHaveLength(1);
  });

  it("writes a CSV export and a backup beside the database, never into the working folder", () => {
    const { dir, cwd, run } = setup(["Dana Ortiz"]);
    const csv = /^Wrote 1 lead to (.+)$/m.exec(run("--csv"))?.[1];
    expect(csv).toMatch(new RegExp(`^${join(dir, "data", "exports")}/leads-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(readFileSync(csv!, "utf8")).toContain("Dana Ortiz");

    const backup = /^Backed up 1 lead to (.+)$/m.exec(run("--backup"))?.[1];
    expect(backup).toMatch(new RegExp(`^${join(dir, "data", "backups")}/leads-[\\dT-]+\\.db$`));
    const copy = new LeadsDb(backup!);
    expect(copy.listLeads().map((l) => l.name)).toEqual(["Dana Ortiz"]);
    copy.close();

    // A file the operator names is still honoured, relative to where they are.
    expect(run("--backup", "copy.db")).toContain(join(cwd, "copy.db"));
    expect(existsSync(join(cwd, "copy.db"))).toBe(true);
    expect(readdirSync(cwd)).toEqual(["copy.db"]);
  });
});
