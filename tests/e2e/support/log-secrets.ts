/**
 * Whether a server's log repeats a secret the site gave out (the browser run checks its shared server's
 * whole log this way at its end, tests/e2e/support/global-setup.ts). Independent of the logger's masking:
 * every run of 43 base64url characters in the log (the shape of every token and session id the site
 * makes) is hashed as the site hashes them, and looked for among the hashes the site's tables keep; and a
 * signed photo address must never appear with its signature.
 */
import { DatabaseSync } from "node:sqlite";
import { hashToken } from "~/lib/booking/tokens.server";

/** Every table column that keeps the hash of a token or session id the site gave out. */
export const SECRET_HASH_COLUMNS = [
  ["booking_tokens", "hash"],
  ["review_requests", "token_hash"],
  ["photo_requests", "token_hash"],
  ["office_invitations", "token_hash"],
  ["office_sessions", "id_hash"],
] as const;

const TOKEN_SHAPED = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** A signed photo address as a webhook carries it: /photo/<id>.<expiry>.<signature>. */
const SIGNED_PHOTO = /\/photo\/\d+\.[0-9a-z]+\.[A-Za-z0-9_-]+/g;

/** The secrets `log` repeats, by what they are (none when it repeats none). */
export function secretsInLog(log: string, dbPath: string): string[] {
  const found = [...new Set(log.match(SIGNED_PHOTO) ?? [])].map(
    (address) => `a signed photo address (${address.slice(0, 12)}…)`,
  );
  const candidates = new Set(log.match(TOKEN_SHAPED) ?? []);
  if (candidates.size === 0) return found;
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    for (const [table, column] of SECRET_HASH_COLUMNS) {
      const known = db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`);
      for (const candidate of candidates)
        if (known.get(hashToken(candidate)))
          found.push(`${table}: a live secret (${candidate.slice(0, 4)}…)`);
    }
    return found;
  } finally {
    db.close();
  }
}
