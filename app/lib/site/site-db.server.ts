/**
 * The site's SQLite file (node:sqlite): opened once per process, in WAL mode, brought up to date by the
 * one ordered list of schema steps (`migrations.server.ts`, where each capability's steps are listed).
 * Each capability reads and writes its own tables through a store of its own (`LeadsDb`, `BookingsDb`,
 * `MessagesDb`, `WebhookStore`), all given this one handle, so a change and what it queues (its messages,
 * its webhooks) are one transaction.
 */
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { MIGRATIONS } from "./migrations.server";

/** One schema step: SQL, or code given the open database (run in its own transaction). */
export type Migration = string | ((db: DatabaseSync) => void);

export class SiteDb {
  readonly db: DatabaseSync;
  readonly path: string;

  constructor(path: string, migrations: readonly Migration[] = MIGRATIONS) {
    this.path = path;
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new DatabaseSync(path);
    this.db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
    );
    this.migrate(migrations);
  }

  /** The schema step this file has reached (PRAGMA user_version). */
  version(): number {
    return (this.db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  }

  /** Applies the steps this file has not yet applied, each in its own transaction. */
  private migrate(migrations: readonly Migration[]) {
    const version = this.version();
    for (const [v, step] of migrations.entries()) {
      if (v < version) continue;
      this.transaction(() => {
        if (typeof step === "string") this.db.exec(step);
        else step(this.db);
        this.db.exec(`PRAGMA user_version = ${v + 1}`);
      });
    }
  }

  /**
   * Runs `fn` in a write transaction (BEGIN IMMEDIATE: the write lock is taken before anything is read).
   * Inside another, it joins that one, so a change and what goes with it (its audit entry) commit together.
   */
  transaction<T>(fn: () => T): T {
    if (this.db.isTransaction) return fn();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = fn();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * Whether a lead or booking could be stored now: the file and its folder are writable (and not made
   * read-only by an operator, which even root should notice), and a write transaction can start.
   */
  health(): { ok: true } | { ok: false; reason: string } {
    try {
      if (this.path !== ":memory:") {
        accessSync(dirname(this.path), constants.W_OK);
        accessSync(this.path, constants.W_OK);
        if ((statSync(this.path).mode & 0o222) === 0)
          return { ok: false, reason: "database file is read-only" };
      }
      this.db.exec("BEGIN IMMEDIATE");
      this.db.exec("ROLLBACK");
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** A consistent copy of the live database in `file` (SQLite's online backup; writers may go on). */
  async backupTo(file: string): Promise<number> {
    mkdirSync(dirname(file), { recursive: true });
    return backup(this.db, file);
  }

  close() {
    if (this.db.isOpen) this.db.close();
  }
}
