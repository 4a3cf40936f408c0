import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

const projectFolder = new URL("../../..", import.meta.url).pathname.replace(/\/$/, "");

describe("parseEnv", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("production");
    expect(env.ENABLE_TEST_ROUTES).toBe(false);
  });

  it("finds the leads database from the project folder, whatever the working folder", () => {
    expect(existsSync(join(projectFolder, "package.json"))).toBe(true);
    const started = process.cwd();
    process.chdir(tmpdir());
    try {
      expect(parseEnv({}).LEADS_DB).toBe(join(projectFolder, "data/leads.db"));
      expect(parseEnv({ LEADS_DB: "backups/copy.db" }).LEADS_DB).toBe(join(projectFolder, "backups/copy.db"));
      expect(parseEnv({ LEADS_DB: "/var/lib/site/leads.db" }).LEADS_DB).toBe("/var/lib/site/leads.db");
      expect(parseEnv({ LEADS_DB: ":memory:" }).LEADS_DB).toBe(":memory:");
    } finally {
      process.chdir(started);
    }
  });

  it("reads PORT and flags", () => {
    const env = parseEnv({ PORT: "4123", ENABLE_TEST_ROUTES: "1" });
    expect(env.PORT).toBe(4123);
    expect(env.ENABLE_TEST_ROUTES).toBe(true);
  });

  it("gives a request's body 30 s to arrive unless BODY_TIMEOUT_MS says otherwise, and never under a second", () => {
    expect(parseEnv({}).BODY_TIMEOUT_MS).toBe(30_000);
    expect(parseEnv({ BODY_TIMEOUT_MS: "45000" }).BODY_TIMEOUT_MS).toBe(45_000);
    expect(() => parseEnv({ BODY_TIMEOUT_MS: "10" })).toThrow(/BODY_TIMEOUT_MS/);
  });

  it("fails loudly, naming the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("trusts a proxy on this machine by default and takes Express's other TRUST_PROXY forms", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toBe(
      "loopback, 10.0.0.0/8, fd00::/8",
    );
    expect(parseEnv({ TRUST_PROXY: "192.168.1.0/255.255.255.0" }).TRUST_PROXY).toBe(
      "192.168.1.0/255.255.255.0",
    );
    expect(() => parseEnv({ TRUST_PROXY: "my-proxy" })).toThrow(/TRUST_PROXY.*my-proxy/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it("keeps only the origin of SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
    expect(parseEnv({ SITE_URL: "" }).SITE_URL).toBeUndefined();
    expect(() => parseEnv({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
  });

  it("takes a calendar feed token of 128 bits or more, and refuses a guessable one", () => {
    const token = "3f9c2a7b1e6d4c8a9b0f5e2d7c1a6b3e";
    expect(parseEnv({ CALENDAR_FEED_TOKEN: token }).CALENDAR_FEED_TOKEN).toBe(token);
    expect(parseEnv({ CALENDAR_FEED_TOKEN: "" }).CALENDAR_FEED_TOKEN).toBeUndefined();
    for (const weak of [
      "secret",
      "a".repeat(40),
      "abcabcabcabcabcabcabcabcabcabcabcabc",
      `${token.slice(0, 30)} !`,
    ])
      expect(() => parseEnv({ CALENDAR_FEED_TOKEN: weak }), weak).toThrow(/CALENDAR_FEED_TOKEN/);
  });
});
