/**
 * Signed links to a customer's photo, for the contractor's own tools (the `lead.created` and
 * `booking.created` webhooks): `/photo/<id>.<expiry>.<signature>`, good for 7 days, no account or cookie
 * needed. The signature is HMAC-SHA256 (all 256 bits) over the photo's id and the expiry, with a key the
 * site makes for itself and keeps in its database (`app_secrets`, app/lib/site/app-secrets.server.ts);
 * it is checked in constant time. The path is a token path (app/lib/site/token-paths.ts): kept out of
 * the logs, the proxies' access logs and Referer.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { TOKEN_PATH_OF } from "../site/token-paths";
import { PHOTO_LINK_DAYS } from "./limits";

/** How long a signed photo link works. */
export const PHOTO_LINK_MS = PHOTO_LINK_DAYS * 24 * 3_600_000;
/** The key's name in `app_secrets`: deleting that row (and restarting) voids every link given out. */
export const PHOTO_LINK_SECRET = "photo-link";
/** Where signed photo links are served. */
export const PHOTO_LINK_PATH = TOKEN_PATH_OF.photo;

/** `<media id>.<expiry, Unix seconds in base 36>.<HMAC-SHA256, base64url>`. */
const TOKEN = /^([1-9][0-9]{0,14})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export interface PhotoLink {
  /** `/photo/<token>`, to put after the site's origin. */
  path: string;
  expiresAt: Date;
}

/**
 * What a token is worth at a time: the photo it names, or why not. An expired link answers 410 only when
 * its signature holds (otherwise it is any string: 404).
 */
export type PhotoLinkCheck =
  | { ok: true; mediaId: number; expiresAt: Date }
  | { ok: false; status: 404 | 410; reason: "malformed" | "signature" | "expired" };

export function createPhotoLinks(secret: Buffer) {
  const signature = (id: string, expires: string) =>
    createHmac("sha256", secret).update(`photo-link.v1.${id}.${expires}`).digest("base64url");
  return {
    /** A link to photo `mediaId`, signed at `now`: it works until `now` + 7 days (to the second). */
    sign(mediaId: number, now = new Date()): PhotoLink {
      const seconds = Math.floor((now.getTime() + PHOTO_LINK_MS) / 1000);
      const id = String(mediaId);
      const expires = seconds.toString(36);
      return {
        path: `${PHOTO_LINK_PATH}${id}.${expires}.${signature(id, expires)}`,
        expiresAt: new Date(seconds * 1000),
      };
    },
    /**
     * Checks a link's token (the path's segment after `/photo/`) at `now`. The signature is compared as
     * its canonical text, so no other spelling of the same bytes passes.
     */
    check(token: string, now = new Date()): PhotoLinkCheck {
      const parts = TOKEN.exec(token);
      if (!parts) return { ok: false, status: 404, reason: "malformed" };
      const [, id, expires, given] = parts as unknown as [string, string, string, string];
      const expected = signature(id, expires);
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
        return { ok: false, status: 404, reason: "signature" };
      const expiresAt = new Date(parseInt(expires, 36) * 1000);
      if (now.getTime() >= expiresAt.getTime()) return { ok: false, status: 410, reason: "expired" };
      return { ok: true, mediaId: Number(id), expiresAt };
    },
  };
}

export type PhotoLinks = ReturnType<typeof createPhotoLinks>;
