import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Whether the environment says this is a CI run (`CI` set to anything but empty, `0` or `false`). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/**
 * The text of a file from `../shared/` (the spec and data beside the repository), or undefined when it is
 * not there and the test may check less: a clone on its own has no `../shared/`. In CI it is always there,
 * so a missing file throws instead of letting the test pass without checking it.
 */
export function readSharedFile(file: URL, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (existsSync(file)) return readFileSync(file, "utf8");
  if (isCi(env)) {
    throw new Error(
      `${fileURLToPath(file)} is missing, and CI is set: CI runs with ../shared/ beside the clone, so this check may not be skipped there`,
    );
  }
  return undefined;
}
