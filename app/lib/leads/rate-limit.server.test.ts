import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows max hits per window per key, then resets", () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, now: () => t });
    expect([limiter.hit("a"), limiter.hit("a"), limiter.hit("a")]).toEqual([true, true, false]);
    expect(limiter.hit("b")).toBe(true);
    t = 1000;
    expect(limiter.hit("a")).toBe(true);
  });

  it("says how many whole seconds remain of a key's window", () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: () => t });
    limiter.hit("a");
    t = 2_500;
    expect(limiter.hit("a")).toBe(false);
    expect(limiter.retryAfterSeconds("a")).toBe(8);
    t = 9_999;
    expect(limiter.retryAfterSeconds("a")).toBe(1);
  });
});
