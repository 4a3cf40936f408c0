import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isTokenPath, redactTokens } from "../site/token-paths";
import { PHOTO_LINK_DAYS } from "./limits";
import { createPhotoLinks, PHOTO_LINK_PATH } from "./photo-links.server";

const links = createPhotoLinks(randomBytes(32));
const signedAt = new Date("2027-03-10T18:04:11.250Z");
const DAY = 24 * 3_600_000;
const tokenOf = (path: string) => path.slice(PHOTO_LINK_PATH.length);

/** The token with one character changed, at `index`, to another the token may hold. */
const changed = (token: string, index: number) =>
  token.slice(0, index) + (token[index] === "A" ? "B" : "A") + token.slice(index + 1);

describe("signed photo links", () => {
  it(`work for ${PHOTO_LINK_DAYS} days from signing, then answer 410`, () => {
    const link = links.sign(42, signedAt);
    expect(link.expiresAt.getTime() - signedAt.getTime()).toBeGreaterThan(PHOTO_LINK_DAYS * DAY - 1000);
    expect(link.expiresAt.getTime() - signedAt.getTime()).toBeLessThanOrEqual(PHOTO_LINK_DAYS * DAY);
    const token = tokenOf(link.path);
    expect(links.check(token, signedAt)).toEqual({ ok: true, mediaId: 42, expiresAt: link.expiresAt });
    const lastMoment = new Date(link.expiresAt.getTime() - 1);
    expect(links.check(token, lastMoment)).toMatchObject({ ok: true, mediaId: 42 });
    expect(links.check(token, link.expiresAt)).toEqual({ ok: false, status: 410, reason: "expired" });
  });

  it("carry a 256-bit signature, and refuse any one character changed (404), even where base64 would decode it alike", () => {
    const token = tokenOf(links.sign(42, signedAt).path);
    const signature = token.split(".")[2]!;
    expect(Buffer.from(signature, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    for (let i = 0; i < token.length; i++) {
      const altered = changed(token, i);
      expect(links.check(altered, signedAt).ok, altered).toBe(false);
      expect(links.check(altered, signedAt)).not.toMatchObject({ status: 410 });
    }
    // An expired link altered is unknown (404), not expired: a forger learns nothing.
    const late = new Date(signedAt.getTime() + 30 * DAY);
    expect(links.check(changed(token, token.length - 1), late)).toMatchObject({ status: 404 });
    for (const junk of ["", "42", "42.abc", `${token}.x`, `../${token}`, `0.${token.slice(3)}`])
      expect(links.check(junk, signedAt)).toMatchObject({ ok: false, status: 404 });
  });

  it("are signed with the site's own key: another key's link is unknown", () => {
    const other = createPhotoLinks(randomBytes(32));
    expect(links.check(tokenOf(other.sign(42, signedAt).path), signedAt)).toMatchObject({ status: 404 });
  });

  it("are token paths: the logs mask them wherever they appear", () => {
    const { path } = links.sign(7, signedAt);
    expect(isTokenPath(path)).toBe(true);
    expect(redactTokens(`GET https://www.example.com${path} 200`)).toBe(
      `GET https://www.example.com${PHOTO_LINK_PATH}[token] 200`,
    );
  });
});
