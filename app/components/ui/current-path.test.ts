import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./current-path";

describe("isCurrentPath", () => {
  it("matches exactly, ignoring a trailing slash", () => {
    expect(isCurrentPath("/contact", "/contact/")).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/service", "/services/deck")).toBe(false);
    expect(isCurrentPath("/contact", "/contact-us")).toBe(false);
  });
});
