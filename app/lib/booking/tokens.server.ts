/**
 * Booking: the private links' tokens. 256 random bits each, given to the visitor once (in the redirect
 * and the e-mail) and stored only as a SHA-256 hash; looked up by hash and compared in constant time.
 * A token is never logged: app/lib/site/token-paths.ts lists the paths that carry one, and the logger
 * masks them.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

/** base64url of 32 random bytes: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** A new token and the hash that is stored for it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Whether two hashes are equal, in time independent of where they differ. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether `given` is the secret `expected` (a configured token such as CALENDAR_FEED_TOKEN), compared
 * through their hashes so the time taken says nothing about either.
 */
export const sameSecret = (given: string, expected: string): boolean =>
  sameHash(hashToken(given), hashToken(expected));

/**
 * The row of `table` (a private link's: its token's hash in column `token_hash`) that `token` opens:
 * looked up by hash and compared in constant time; undefined for a malformed or unknown token alike.
 */
export function rowByToken<Row extends { token_hash: string }>(
  db: DatabaseSync,
  table: "photo_requests" | "review_requests",
  token: string,
): Row | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashToken(token);
  const row = db.prepare(`SELECT * FROM ${table} WHERE token_hash = ?`).get(hash) as Row | undefined;
  return row && sameHash(row.token_hash, hash) ? row : undefined;
}
