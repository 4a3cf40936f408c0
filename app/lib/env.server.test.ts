import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("production");
    expect(env.ENABLE_TEST_ROUTES).toBe(false);
  });

  it("reads PORT and flags", () => {
    const env = parseEnv({ PORT: "4123", ENABLE_TEST_ROUTES: "1" });
    expect(env.PORT).toBe(4123);
    expect(env.ENABLE_TEST_ROUTES).toBe(true);
  });

  it("fails loudly, naming the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });
});
