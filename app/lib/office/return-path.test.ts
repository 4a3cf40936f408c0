import { describe, expect, it } from "vitest";
import { officePaths } from "~/content/office/paths";
import { officeReturnPath } from "./return-path";

describe("where the passkey check returns to", () => {
  it("is the office path it was given, query included", () => {
    for (const path of [officePaths.home, officePaths.people, `${officePaths.home}/leads/12?tab=notes`])
      expect(officeReturnPath(path)).toBe(path);
  });

  it("is the office's home for anything that is not an office path", () => {
    for (const next of [null, "", "https://evil.example/office", "//evil.example", "/officex", "/book"])
      expect(officeReturnPath(next)).toBe(officePaths.home);
  });

  it("is the office's home for a path a Location header cannot carry (control or non-Latin-1 characters)", () => {
    for (const next of [
      "/office/\n",
      "/office/\u0001x",
      "/office?q=\u007f",
      "/office/caf\u00e9",
      "/office/\u4e2d",
      "/office/ a",
    ]) {
      expect(officeReturnPath(next)).toBe(officePaths.home);
      expect(() => new Headers({ location: officeReturnPath(next) })).not.toThrow();
    }
  });
});
