/**
 * Forms: the booking page's signed form key. Each render of the page gets a fresh key: its issue time
 * and 128 random bits, signed with HMAC-SHA256. It tells the server when the form was shown (the fill-time
 * rule, spam-flag.ts) and it is the page's idempotency key: a retry of the same page with the same fields
 * gets its booking back, and nobody else holds the key. The secret is made once and kept in the database
 * (`app_secrets`), so every server process on one SQLite file signs and checks alike.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { appSecret } from "../site/app-secrets.server";
import type { FormStamp } from "./spam-flag";

const KEY_PATTERN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const SECRET_NAME = "form-key";

/** The form keys' secret: made on first use and kept in `app_secrets`; the same for every process. */
export const formKeySecret = (db: DatabaseSync): Buffer => appSecret(db, SECRET_NAME);

export function createFormKeys(secret: Buffer) {
  const sign = (issued: string, nonce: string) =>
    createHmac("sha256", secret).update(`form-key.v1.${issued}.${nonce}`).digest();
  return {
    /** A new key, issued at `at`. */
    issue(at: number): string {
      const issued = Math.floor(at).toString(36);
      const nonce = randomBytes(16).toString("base64url");
      return `${issued}.${nonce}.${sign(issued, nonce).toString("base64url")}`;
    },
    /** What a posted key says: when its form was shown, or that it is missing or fails its check. */
    check(key: string | undefined): FormStamp {
      if (key === undefined || key === "") return { kind: "missing" };
      const parts = KEY_PATTERN.exec(key);
      if (!parts) return { kind: "invalid", reason: "form key fails its check" };
      const [, issued, nonce, mac] = parts as unknown as [string, string, string, string];
      const given = Buffer.from(mac, "base64url");
      const expected = sign(issued, nonce);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { kind: "invalid", reason: "form key fails its check" };
      return { kind: "shown", at: parseInt(issued, 36) };
    },
  };
}

export type FormKeys = ReturnType<typeof createFormKeys>;
