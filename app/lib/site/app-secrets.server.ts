/**
 * Secrets the site makes for itself (HMAC keys), kept in the site's database (`app_secrets`): made once,
 * on first use, and the same for every server process on one SQLite file, so nothing needs configuring
 * and a key survives restarts. Deleting a row makes a new key at the next start, which invalidates
 * everything signed with the old one.
 */
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/** The named secret (256 random bits): made on first use and kept in `app_secrets`. */
export function appSecret(db: DatabaseSync, name: string): Buffer {
  db.prepare("INSERT OR IGNORE INTO app_secrets (name, value, created_at) VALUES (?, ?, ?)").run(
    name,
    randomBytes(32).toString("base64url"),
    new Date().toISOString(),
  );
  const row = db.prepare("SELECT value FROM app_secrets WHERE name = ?").get(name) as { value: string };
  return Buffer.from(row.value, "base64url");
}
