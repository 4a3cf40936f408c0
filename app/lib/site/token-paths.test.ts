import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  TOKEN_PATH_OF,
  TOKEN_PATHS,
  caddyTokenMatcher,
  isTokenPath,
  nginxTokenLocation,
  redactTokens,
  tokenPathOf,
} from "./token-paths";

const token = "c36DWPYhx8Wnw-cL38HovverAAxVhPG7bSaZRKKLmUQ";
const manage = `${TOKEN_PATH_OF.manage}${token}`;

describe("the token-carrying paths", () => {
  it("are recognised at the start of a request path only", () => {
    for (const prefix of TOKEN_PATHS) expect(isTokenPath(`${prefix}abc`), prefix).toBe(true);
    expect(isTokenPath("/book")).toBe(false);
    expect(isTokenPath(TOKEN_PATH_OF.manage)).toBe(false);
    expect(isTokenPath("/blogs/calendar/x")).toBe(false);
    expect(isTokenPath("/book/manager/x")).toBe(false);
  });

  it("have one address: every spelling the router takes for the page leads there", () => {
    for (const spelling of [
      manage,
      `/Book/Manage/${token}`,
      `/BOOK/MANAGE/${token}`,
      `/book/%6Danage/${token}`,
      `/book/%6danage/${token}`,
      `/%62%6F%6F%6B/%6D%61%6E%61%67%65/${token}`,
      `/book/./manage/${token}`,
      `/book/%2e/manage/${token}`,
      `/book/x/../manage/${token}`,
      `/book\\manage\\${token}`,
      `//book//manage/${token}`,
      `${manage}/`,
      `/book/manage/${token.slice(0, 3)}%${token.charCodeAt(3).toString(16)}${token.slice(4)}`,
    ]) {
      expect(tokenPathOf(spelling), spelling).toEqual({ prefix: TOKEN_PATH_OF.manage, address: manage });
    }
    expect(tokenPathOf(`/Book/Manage/${token}/INSPECTION.ICS`)?.address).toBe(`${manage}/inspection.ics`);
    expect(tokenPathOf(`/Calendar/${token}.ics`)?.address).toBe(`${TOKEN_PATH_OF.calendar}${token}.ics`);
    expect(tokenPathOf(`/Office/Invite/${token}`)?.address).toBe(`${TOKEN_PATH_OF.invite}${token}`);
  });

  it("keep the token as sent: its case, and an encoded slash in it", () => {
    expect(tokenPathOf(`/book/manage/AbC`)?.address).toBe("/book/manage/AbC");
    expect(tokenPathOf(`/book/manage/a%2Fb`)?.address).toBe("/book/manage/a%2Fb");
  });

  it("are still recognised when undecodable, with no address to send them to", () => {
    expect(tokenPathOf(`/Book/Manage/${token}%zz`)).toEqual({
      prefix: TOKEN_PATH_OF.manage,
      address: undefined,
    });
  });

  it("each have their token masked in any text", () => {
    for (const prefix of TOKEN_PATHS) {
      expect(redactTokens(`GET ${prefix}s3cret.ics 404`)).toBe(`GET ${prefix}[token] 404`);
    }
  });

  it("are the ones deploy/nginx.conf keeps out of the access log, in any case and with \\ for /", () => {
    const conf = readFileSync(new URL("../../../deploy/nginx.conf", import.meta.url), "utf8");
    const block = conf.slice(conf.indexOf(nginxTokenLocation));
    expect(conf).toContain(`${nginxTokenLocation} {`);
    expect(block.slice(0, block.indexOf("}"))).toContain("access_log off;");
    expect(nginxTokenLocation).toMatch(/^location ~\* /);
    // nginx matches the decoded path with `.` segments resolved and slashes merged; `\` it leaves alone.
    const pattern = new RegExp(nginxTokenLocation.slice('location ~* "'.length, -1), "i");
    for (const path of [manage, `/Book/Manage/${token}`, `/book\\manage\\${token}`, `/CALENDAR/${token}.ics`])
      expect(pattern.test(path), path).toBe(true);
    expect(pattern.test("/book")).toBe(false);
    expect(pattern.test("/blogs/calendar/x")).toBe(false);
  });

  it("are the ones deploy/Caddyfile keeps out of the access log", () => {
    const caddyfile = readFileSync(new URL("../../../deploy/Caddyfile", import.meta.url), "utf8");
    expect(caddyfile).toContain(caddyTokenMatcher);
    expect(caddyfile).toMatch(/^\s*log_skip @token$/m);
  });
});
