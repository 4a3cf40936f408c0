import { vi } from "vitest";

/** A command-line tool's entry (`runLeads`, `runBackup`): its arguments and settings in, its exit code out. */
export type CliCommand = (
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
) => Promise<number>;

/**
 * Runs a tool's command in the test's own process, as its script would in its own (a new Node process per
 * command cost about a second), and returns its exit code and what it printed on each stream.
 */
export async function runCaptured(
  command: CliCommand,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<{ status: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...line) => void out.push(`${line.join(" ")}\n`));
  const error = vi
    .spyOn(console, "error")
    .mockImplementation((...line) => void err.push(`${line.join(" ")}\n`));
  const status = await command(args, options).finally(() => {
    log.mockRestore();
    error.mockRestore();
  });
  return { status, stdout: out.join(""), stderr: err.join("") };
}
