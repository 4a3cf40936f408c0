/**
 * The order the browser-test files start in: the longest first, so the run ends on short files instead
 * of one worker finishing a long file while the other waits (the pool hands each worker the next file as
 * it frees up). Vitest orders files by their last run's times, which a new checkout does not have (CI's
 * never does): it then starts the largest files first, and the two longest files, `site-desktop` and
 * `site-phone`, are three lines each, so they started last. Wired in tests/e2e/vitest.config.ts.
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that took longest, longest first (each over 35 s in the file-time tables of full runs on a
 * 2-core machine, 29 November 2026). The order only needs to be roughly right; a file that grows past
 * these belongs here.
 */
export const longestFiles = [
  "tests/e2e/site-desktop.e2e.ts",
  "tests/e2e/site-phone.e2e.ts",
  "tests/e2e/office-content.e2e.ts",
  "tests/e2e/booking.e2e.ts",
  "tests/e2e/office-work.e2e.ts",
  "tests/e2e/request-photos.e2e.ts",
  "tests/e2e/webhooks.e2e.ts",
  "tests/e2e/office-lead.e2e.ts",
  "tests/e2e/leads.e2e.ts",
  "tests/e2e/sections.e2e.ts",
] as const;

/** `files` with the longest ones first, in `longest`'s order, then the rest in `files`' own order. */
export function longestFirst<T>(
  files: readonly T[],
  nameOf: (file: T) => string,
  longest: readonly string[],
) {
  const rank = (file: T) => {
    const at = longest.indexOf(nameOf(file));
    return at < 0 ? longest.length : at;
  };
  return files
    .map((file, at) => ({ file, at }))
    .sort((a, b) => rank(a.file) - rank(b.file) || a.at - b.at)
    .map(({ file }) => file);
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return longestFirst(
      await super.sort(files),
      (spec) => path.relative(root, spec.moduleId).split(path.sep).join("/"),
      longestFiles,
    );
  }
}
