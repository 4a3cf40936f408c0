import { runInOwnTmpdir } from "./run-tmpdir.ts";

/** Unit tests make their temp folders inside one folder of the run, removed at its end. */
export function setup() {
  return runInOwnTmpdir("harborline-unit-");
}
