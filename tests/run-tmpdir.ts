import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Points this process's temp folder (TMPDIR, which os.tmpdir(), the test workers Vitest starts after
 * global setup, and the programs they launch all read) at a fresh folder of its own, and returns the
 * function that removes it with everything the tests left inside: lead databases, nginx's folder with its
 * private key, Chromium profiles. For a Vitest global setup.
 */
export function runInOwnTmpdir(prefix: string): () => void {
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}
