import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { parseSiteUrl, SiteUrlError } from "./site-origin";

describe("parseSiteUrl (the build's and the server's one reading of SITE_URL)", () => {
  it("gives the origin, with a non-default port kept and a default one dropped", () => {
    const origin = "https://www.example.com";
    for (const same of [origin, `  ${origin}/ `, `${origin}:443/`, "HTTPS://WWW.Example.COM"]) {
      expect(parseSiteUrl(same), same).toBe(origin);
    }
    for (const kept of [`${origin}:8443`, "http://203.0.113.7:8080"]) expect(parseSiteUrl(kept)).toBe(kept);
  });

  it("treats unset and blank as unset", () => {
    expect(parseSiteUrl(undefined)).toBeUndefined();
    expect(parseSiteUrl("")).toBeUndefined();
    expect(parseSiteUrl("   ")).toBeUndefined();
  });

  it("refuses anything but an http(s) origin, naming SITE_URL and the value", () => {
    for (const bad of [
      "www.example.com",
      "ftp://www.example.com",
      "https://www.example.com/shop",
      "https://www.example.com/?a=1",
      "https://www.example.com/#top",
      "https://user:pass@www.example.com",
    ]) {
      expect(() => parseSiteUrl(bad), bad).toThrow(SiteUrlError);
      expect(() => parseSiteUrl(bad), bad).toThrow(/SITE_URL.*got/);
    }
  });

  it("is what the server's environment schema uses", () => {
    for (const value of ["https://www.example.com:8443/", "", "https://www.example.com/shop", "example"]) {
      let fromParser: string | undefined | Error;
      let fromEnv: string | undefined | Error;
      try {
        fromParser = parseSiteUrl(value);
      } catch (error) {
        fromParser = error as Error;
      }
      try {
        fromEnv = parseEnv({ SITE_URL: value }).SITE_URL;
      } catch (error) {
        fromEnv = error as Error;
      }
      if (fromParser instanceof Error) expect(String(fromEnv), value).toContain(fromParser.message);
      else expect(fromEnv, value).toBe(fromParser);
    }
  });
});
