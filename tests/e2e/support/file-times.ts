/**
 * A Vitest reporter that prints, at the end of the browser run, how long each test file took: wall time
 * from its start to its end (what a slow file costs the run, waiting included), its tests, and the time
 * its tests and hooks themselves ran. Slowest first, so the file to trim is on top. Wired in
 * tests/e2e/vitest.config.ts beside the default reporter.
 */
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export interface FileTime {
  file: string;
  tests: number;
  /** Start to end of the file, in ms. */
  wallMs: number;
  /** Its tests and hooks added up, in ms (less than wall time when it waited on a busy machine). */
  testMs: number;
  failed: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The table, slowest file first, with a total line. */
export function fileTimeTable(rows: readonly FileTime[], runMs: number): string {
  const sorted = [...rows].sort((a, b) => b.wallMs - a.wallMs || a.file.localeCompare(b.file));
  const header = ["file", "tests", "wall", "in tests", "of run"];
  const body = sorted.map((r) => [
    `${r.file}${r.failed ? " (failed)" : ""}`,
    String(r.tests),
    seconds(r.wallMs),
    seconds(r.testMs),
    runMs > 0 ? `${Math.round((100 * r.wallMs) / runMs)} %` : "",
  ]);
  const total = rows.reduce((sum, r) => sum + r.wallMs, 0);
  const footer = [
    `${rows.length} files, run ${seconds(runMs)}`,
    String(rows.reduce((sum, r) => sum + r.tests, 0)),
    seconds(total),
    seconds(rows.reduce((sum, r) => sum + r.testMs, 0)),
    "",
  ];
  const lines = [header, ...body, footer];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? "").length)));
  const format = (l: string[]) =>
    l
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [
    "Time per test file (wall: start to end, files run side by side)",
    format(header),
    rule,
    ...body.map(format),
    rule,
    format(footer),
  ].join("\n");
}

export default class FileTimes implements Reporter {
  private readonly starts = new Map<string, number>();
  private readonly ends = new Map<string, number>();
  private runStart = performance.now();
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }): void {
    this.root = vitest.config.root;
  }

  onTestRunStart(): void {
    this.runStart = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ends.set(module.moduleId, performance.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules.flatMap((m): FileTime[] => {
      const start = this.starts.get(m.moduleId);
      const end = this.ends.get(m.moduleId);
      if (start === undefined || end === undefined) return [];
      const d = m.diagnostic();
      return [
        {
          file: path.relative(this.root, m.moduleId),
          tests: [...m.children.allTests()].length,
          wallMs: end - start,
          testMs: d.duration,
          failed: m.state() === "failed",
        },
      ];
    });
    if (rows.length) console.log(`\n${fileTimeTable(rows, performance.now() - this.runStart)}\n`);
  }
}
