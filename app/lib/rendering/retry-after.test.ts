import { describe, expect, it } from "vitest";
import { headers, retryAfterInit } from "./retry-after";

describe("retry-after", () => {
  it("tells a rate-limited client when to come back, and nobody else", () => {
    expect(retryAfterInit({ status: "rate-limited", retryAfter: 60 })).toEqual({ "Retry-After": "60" });
    expect(retryAfterInit({ status: "rate-limited" })).toEqual({});
    expect(retryAfterInit({ status: "invalid", retryAfter: 60 })).toEqual({});
  });

  it("passes the action's Retry-After on to the page's response, keeping the parent's headers", () => {
    const parent = new Headers({ "Cache-Control": "no-store" });
    const merged = headers({
      parentHeaders: parent,
      actionHeaders: new Headers(retryAfterInit({ status: "rate-limited", retryAfter: 30 })),
    });
    expect(merged.get("Retry-After")).toBe("30");
    expect(merged.get("Cache-Control")).toBe("no-store");
    expect(headers({ parentHeaders: parent, actionHeaders: new Headers() }).has("Retry-After")).toBe(false);
  });
});
