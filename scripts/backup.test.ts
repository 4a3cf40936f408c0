import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupKeepDays } from "../app/content/company.ts";
import { privacy } from "../app/content/privacy.ts";
import { privacy as privacyEs } from "../app/content/es/privacy.ts";
import { openStores } from "../app/lib/site/site-db.testing.ts";
import { parseEnv } from "../app/lib/site/env.server.ts";
import { runBackup } from "./backup-cli.ts";
import { runCaptured, type CliCommand } from "./cli-run.testing.ts";
import { runLeads } from "./leads-cli.ts";

const script = new URL("./backup.ts", import.meta.url).pathname;
const lead = { form: "quote" as const, page: "/contact", email: "dana@example.com", phone: "3105550100" };
const photo = "public/7-640.0123456789abcdef.avif";

const dirs: string[] = [];
/** This shell's environment without the settings each test gives itself. */
const shellEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !["LEADS_DB", "MEDIA_DIR", "BACKUP_KEEP"].includes(k)),
);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A site's data folder: a database with the given leads and a media folder with one photo and one upload. */
function setup(names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "backup-tool-"));
  dirs.push(dir);
  const dbPath = join(dir, "data", "leads.db");
  const stores = openStores(dbPath);
  for (const name of names) stores.leads.insertLead({ ...lead, name });
  stores.close();
  const media = join(dir, "data", "media");
  mkdirSync(join(media, "public"), { recursive: true });
  mkdirSync(join(media, "incoming"), { recursive: true });
  writeFileSync(join(media, photo), "photo bytes");
  writeFileSync(join(media, "incoming", "8.upload"), "an upload waiting");
  /** The tool's commands, run in this process: its exit code and what it printed. */
  const run = (args: string[], env: Record<string, string> = {}, tool: CliCommand = runBackup) =>
    runCaptured(tool, args, { env: { ...shellEnv, LEADS_DB: dbPath, ...env }, cwd: dir });
  const ok = async (args: string[], env: Record<string, string> = {}, tool: CliCommand = runBackup) => {
    const result = await run(args, env, tool);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    return result.stdout;
  };
  /** The tool as the operator starts it: its own Node process, in the data's folder. */
  const spawned = (args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      cwd: dir,
      encoding: "utf8",
      env: { ...shellEnv, LEADS_DB: dbPath },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    return result.stdout;
  };
  const names_ = (path: string) => {
    const stores = openStores(path);
    try {
      return stores.leads.listLeads(1_000_000).map((l) => l.name);
    } finally {
      stores.close();
    }
  };
  return { dir, dbPath, media, run, ok, spawned, leadNames: names_ };
}

const backedUpTo = (out: string) => /^Backed up .* to (\S+)/m.exec(out)?.[1] ?? "";

describe("npm run backup", { timeout: 60_000 }, () => {
  it("copies the database and the media folder into one folder named by the UTC time, with a manifest", async () => {
    const t = setup(["Dana Ortiz", "Sam Lee"]);
    const out = t.spawned([]);
    expect(out).toMatch(/^Backed up 2 leads and 2 media files to /);
    const folder = backedUpTo(out);
    expect(folder).toMatch(
      new RegExp(`^${join(t.dir, "data", "backups")}/\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ$`),
    );
    expect(t.leadNames(join(folder, "leads.db")).sort()).toEqual(["Dana Ortiz", "Sam Lee"]);
    expect(readFileSync(join(folder, "media", photo), "utf8")).toBe("photo bytes");
    const manifest = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8")) as {
      database: { bytes: number; sha256: string };
      media: { files: { path: string; bytes: number }[] };
    };
    expect(manifest.database.bytes).toBe(statSync(join(folder, "leads.db")).size);
    expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.media.files).toEqual([
      { path: "incoming/8.upload", bytes: "an upload waiting".length },
      { path: photo, bytes: "photo bytes".length },
    ]);
    // An encoded photo never changes, so on one file system it is linked rather than copied again.
    expect(statSync(join(folder, "media", photo)).ino).toBe(statSync(join(t.media, photo)).ino);
    expect(await t.ok(["--verify", folder])).toContain("is sound");
  });

  it("takes a consistent copy while another process is writing leads", async () => {
    const t = setup(["Dana Ortiz"]);
    // A writer like the server: keeps the database open and stores a lead every few milliseconds.
    const writer = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { DatabaseSync } from "node:sqlite";
         const db = new DatabaseSync(${JSON.stringify(t.dbPath)});
         db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000");
         const insert = db.prepare("INSERT INTO leads (created_at, form, page, name, email, phone) VALUES (datetime('now'), 'quote', '/contact', ?, 'w@example.com', '3105550100')");
         let n = 0; console.log("ready");
         setInterval(() => insert.run("Writer " + n++), 2);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise((r) => writer.stdout.once("data", r));
    try {
      const folder = backedUpTo(await t.ok([]));
      expect(await t.ok(["--verify", folder])).toContain("is sound");
      expect(t.leadNames(join(folder, "leads.db"))).toContain("Dana Ortiz");
      // The server is running (the writer has the database open): a restore is refused, nothing moved.
      const refused = await t.run(["--restore", folder]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/stop the server first/);
      expect(readdirSync(join(t.dir, "data")).filter((f) => f.includes("before-restore"))).toEqual([]);
    } finally {
      writer.kill();
      await new Promise((r) => writer.once("exit", r));
    }
  });

  it("restores a backup into a fresh folder, and keeps what was there aside instead of deleting it", async () => {
    const t = setup(["Dana Ortiz"]);
    const folder = backedUpTo(await t.ok([]));
    const fresh = join(t.dir, "fresh", "site.db");
    const freshMedia = join(t.dir, "fresh-media");
    const out = await t.ok(["--restore", folder], { LEADS_DB: fresh, MEDIA_DIR: freshMedia });
    expect(out).toMatch(/^Restored .*1 lead, 2 media files/);
    expect(out).toContain("--delete-expired");
    expect(t.leadNames(fresh)).toEqual(["Dana Ortiz"]);
    expect(readFileSync(join(freshMedia, photo), "utf8")).toBe("photo bytes");
    expect(readFileSync(join(freshMedia, "incoming", "8.upload"), "utf8")).toBe("an upload waiting");

    // Over the live data (server stopped): a lead stored since the backup is kept aside, not lost.
    const stores = openStores(t.dbPath);
    stores.leads.insertLead({ ...lead, name: "Stored after the backup" });
    stores.close();
    writeFileSync(join(t.media, "public", "9-640.fedcba9876543210.avif"), "newer photo");
    await t.ok(["--restore", folder]);
    expect(t.leadNames(t.dbPath)).toEqual(["Dana Ortiz"]);
    const data = readdirSync(join(t.dir, "data"));
    const asideDb = data.find((f) => /^leads\.db\.before-restore-/.test(f));
    const asideMedia = data.find((f) => /^media\.before-restore-/.test(f));
    expect(t.leadNames(join(t.dir, "data", asideDb!))).toContain("Stored after the backup");
    expect(existsSync(join(t.dir, "data", asideMedia!, "public", "9-640.fedcba9876543210.avif"))).toBe(true);
    expect(existsSync(join(t.media, "public", "9-640.fedcba9876543210.avif"))).toBe(false);
  });

  it("refuses to restore a damaged backup, and says which file is wrong", async () => {
    const t = setup(["Dana Ortiz"]);
    const folder = backedUpTo(await t.ok([]));
    appendFileSync(join(folder, "leads.db"), "x");
    const damaged = await t.run(["--restore", folder], { LEADS_DB: join(t.dir, "fresh", "site.db") });
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toMatch(/leads\.db does not match its checksum/);
    expect(existsSync(join(t.dir, "fresh", "site.db"))).toBe(false);

    const again = backedUpTo(await t.ok([join(t.dir, "elsewhere")]));
    rmSync(join(again, "media", photo));
    expect((await t.run(["--verify", again])).stderr).toMatch(/7-640\.0123456789abcdef\.avif is missing/);
  });

  it("keeps the newest backups (BACKUP_KEEP, or --keep) and deletes older ones, the leads tool's old files too", async () => {
    const t = setup(["Dana Ortiz"]);
    const into = join(t.dir, "data", "backups");
    mkdirSync(into, { recursive: true });
    // Older backups: two folders and one file from the leads tool's database-only backups.
    for (const name of ["2020-01-01T00-00-00Z", "2020-01-02T00-00-00Z"]) {
      mkdirSync(join(into, name));
      writeFileSync(join(into, name, "manifest.json"), "{}");
    }
    writeFileSync(join(into, "leads-2019-12-31T00-00-00.db"), "");
    writeFileSync(join(into, "notes.txt"), "not a backup");
    // What an interrupted run left holds the same personal data, so it goes too.
    mkdirSync(join(into, "2020-01-03T00-00-00Z.partial"));
    const out = await t.ok([], { BACKUP_KEEP: "2" });
    expect(out).toMatch(
      /Deleted 3 older backups \(keeping 2\): leads-2019-12-31T00-00-00\.db, 2020-01-01T00-00-00Z, 2020-01-03T00-00-00Z\.partial/,
    );
    expect(readdirSync(into).sort()).toEqual([
      "2020-01-02T00-00-00Z",
      readdirSync(into).sort()[1],
      "notes.txt",
    ]);
    await t.ok(["--keep", "1"]);
    expect(readdirSync(into).filter((n) => n !== "notes.txt")).toHaveLength(1);
    expect((await t.run(["--keep", "0"])).status).toBe(2);
  });

  it("keeps as many backups by default as the privacy page says, in both languages", () => {
    expect(parseEnv({}).BACKUP_KEEP).toBe(backupKeepDays);
    for (const page of [privacy, privacyEs]) {
      const text = JSON.stringify(page);
      expect(text).toMatch(new RegExp(`${backupKeepDays} (days|días)`));
    }
  });

  it("is what npm run leads -- --backup takes, photos included", async () => {
    const t = setup(["Dana Ortiz"]);
    const out = await t.ok(["--backup"], {}, runLeads);
    expect(out).toMatch(/^Backed up 1 lead and 2 media files to /);
    const folder = backedUpTo(out);
    expect(await t.ok(["--verify", folder])).toContain("is sound");
    expect(existsSync(join(folder, "media", photo))).toBe(true);
  });
});
