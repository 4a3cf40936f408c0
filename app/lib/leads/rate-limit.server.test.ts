import { describe, expect, it } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit.server";

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

describe("clientKey", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = clientKey("2001:db8:85a3:7::1");
    expect(key).toBe("2001:db8:85a3:7::/64");
    for (const same of [
      "2001:db8:85a3:7::2",
      "2001:0DB8:85A3:0007:ffff:ffff:ffff:fffe",
      "2001:db8:85a3:7:a:b:c:d",
      "2001:db8:85a3:7:0:0:1.2.3.4",
      "2001:db8:85a3:7::9%eth0",
    ])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey("2001:db8:85a3:8::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("turns an IPv4 address in IPv6 form back into IPv4, and leaves IPv4 and other keys alone", () => {
    expect(clientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::FFFF:cb00:7105")).toBe("203.0.113.5");
    expect(clientKey("0:0:0:0:0:ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("office:3")).toBe("office:3");
  });

  it("is what every limiter counts by: a /64 that changes address per request is one client", () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: () => 0 });
    const answers = Array.from({ length: 5 }, (_, i) => limiter.hit(`2001:db8:1:2::${i + 1}`));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(limiter.retryAfterSeconds("2001:db8:1:2::99")).toBe(60);
    expect(limiter.hit("2001:db8:1:3::1")).toBe(true);
    expect([limiter.hit("::ffff:198.51.100.4"), limiter.hit("198.51.100.4")]).toEqual([true, true]);
    expect([limiter.hit("198.51.100.4"), limiter.hit("::ffff:198.51.100.4")]).toEqual([true, false]);
  });
});
