import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { isCi, readSharedFile } from "./shared-data.testing";

describe("readSharedFile", () => {
  const dir = mkdtempSync(join(tmpdir(), "shared-data-"));
  const present = pathToFileURL(join(dir, "table.tsv"));
  writeFileSync(present, "from\tto\n/a\t/b\n");
  const missing = pathToFileURL(join(dir, "missing.tsv"));

  it("reads a file that is there, in CI or not", () => {
    expect(readSharedFile(present, {})).toBe("from\tto\n/a\t/b\n");
    expect(readSharedFile(present, { CI: "true" })).toBe("from\tto\n/a\t/b\n");
  });

  it("lets a clone on its own skip a missing file", () => {
    expect(readSharedFile(missing, {})).toBeUndefined();
    expect(readSharedFile(missing, { CI: "" })).toBeUndefined();
    expect(readSharedFile(missing, { CI: "false" })).toBeUndefined();
  });

  it("fails in CI when the file is missing, naming it", () => {
    expect(() => readSharedFile(missing, { CI: "true" })).toThrow(/missing\.tsv is missing, and CI is set/);
    expect(() => readSharedFile(missing, { CI: "1" })).toThrow(/CI is set/);
  });
});

describe("isCi", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["0", false],
    ["false", false],
    ["FALSE", false],
    ["true", true],
    ["1", true],
    ["woodpecker", true],
  ])("CI=%s → %s", (value, expected) => {
    expect(isCi(value === undefined ? {} : { CI: value })).toBe(expected);
  });
});
