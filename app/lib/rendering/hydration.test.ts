import { describe, expect, it } from "vitest";
import { clientAppHandle, isClientApp } from "./hydration";

describe("isClientApp", () => {
  it("is false for public pages, whatever else their handle says", () => {
    expect(isClientApp([{ handle: undefined }, { handle: { queryParams: ["q"] } }])).toBe(false);
    expect(isClientApp([])).toBe(false);
    expect(isClientApp([{ handle: { clientApp: "yes" } }])).toBe(false);
  });

  it("is true under a layout route marked as a client app, at any depth", () => {
    expect(isClientApp([{ handle: undefined }, { handle: clientAppHandle }, { handle: {} }])).toBe(true);
    expect(isClientApp([{ handle: { clientApp: true } }])).toBe(true);
  });
});
