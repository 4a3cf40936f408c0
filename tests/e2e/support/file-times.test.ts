import { describe, expect, it } from "vitest";
import { fileTimeTable } from "./file-times";

describe("the browser run's time per file", () => {
  const table = fileTimeTable(
    [
      { file: "tests/e2e/seo.e2e.ts", tests: 300, wallMs: 61_000, testMs: 58_000, failed: false },
      { file: "tests/e2e/site-phone.e2e.ts", tests: 150, wallMs: 190_500, testMs: 180_000, failed: false },
      { file: "tests/e2e/forms.e2e.ts", tests: 12, wallMs: 9_000, testMs: 8_000, failed: true },
    ],
    200_000,
  );
  const lines = table.split("\n");

  it("lists every file, slowest first, with its tests, wall time, time in tests and share of the run", () => {
    const rows = lines.filter((l) => l.startsWith("tests/"));
    expect(rows.map((l) => l.split(/\s+/)[0])).toEqual([
      "tests/e2e/site-phone.e2e.ts",
      "tests/e2e/seo.e2e.ts",
      "tests/e2e/forms.e2e.ts",
    ]);
    expect(rows[0]).toMatch(/150\s+190\.5 s\s+180\.0 s\s+95 %$/);
    expect(rows[2]).toContain("(failed)");
  });

  it("ends with the totals", () => {
    expect(lines.at(-1)).toMatch(/^3 files, run 200\.0 s\s+462\s+260\.5 s\s+246\.0 s$/);
  });
});
