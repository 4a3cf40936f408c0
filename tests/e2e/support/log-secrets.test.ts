import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newToken } from "~/lib/booking/tokens.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { SECRET_HASH_COLUMNS, secretsInLog } from "./log-secrets";

const dir = mkdtempSync(join(tmpdir(), "log-secrets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a log's secrets", () => {
  const dbPath = join(dir, "site.db");
  new SiteDb(dbPath).close();
  const live = newToken();

  it("reads every hash column the site's schema has", () => {
    const db = new SiteDb(dbPath);
    for (const [table, column] of SECRET_HASH_COLUMNS) {
      const columns = db.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      expect(
        columns.map((c) => c.name),
        table,
      ).toContain(column);
    }
    db.close();
  });

  it("names a token the site gave out, and a signed photo address, wherever they sit in a line", () => {
    const db = new SiteDb(dbPath);
    db.db.exec("PRAGMA foreign_keys = OFF");
    db.db
      .prepare(
        "INSERT INTO review_requests (created_at, token_hash, lead_id, language, channel, expires_at) VALUES ('t', ?, 1, 'en', 'link', 't')",
      )
      .run(live.hash);
    db.close();
    const log = [
      `{"msg":"request","url":"/review/[token]","err":"bad ${live.token} here"}`,
      `{"msg":"webhook","body":"https://example.test/photo/12.t6x5k0.abcDEF_-123"}`,
    ].join("\n");
    const found = secretsInLog(log, dbPath);
    expect(found).toHaveLength(2);
    expect(found.filter((f) => f.startsWith("review_requests: a live secret"))).toHaveLength(1);
    expect(found.filter((f) => f.startsWith("a signed photo address"))).toHaveLength(1);
    // Neither is repeated in full.
    expect(found.join(" ")).not.toContain(live.token);
  });

  it("passes a masked log, and a 43-character string the site never gave out", () => {
    const log = `{"url":"/review/[token]","other":"${newToken().token}","photo":"/photo/[token]"}`;
    expect(secretsInLog(log, dbPath)).toEqual([]);
  });
});
