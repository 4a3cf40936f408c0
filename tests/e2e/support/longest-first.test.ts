import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { longestFiles, longestFirst } from "./longest-first";

describe("the browser-test files' start order", () => {
  it("names files that exist, each once", () => {
    for (const file of longestFiles) expect(existsSync(file), file).toBe(true);
    expect(new Set(longestFiles).size).toBe(longestFiles.length);
  });

  it("starts the longest files first, in their order, then the others in the order they came", () => {
    const files = ["small.e2e.ts", "second.e2e.ts", "other.e2e.ts", "first.e2e.ts"];
    expect(longestFirst(files, (f) => f, ["first.e2e.ts", "second.e2e.ts", "gone.e2e.ts"])).toEqual([
      "first.e2e.ts",
      "second.e2e.ts",
      "small.e2e.ts",
      "other.e2e.ts",
    ]);
  });
});
