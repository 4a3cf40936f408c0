import { pino, type DestinationStream, type Logger } from "pino";
import { redactTokens } from "./token-paths";

export type { Logger };

/**
 * A path with the token of a token-carrying address masked (app/lib/site/token-paths.ts lists them).
 * The logger applies the same masking to every whole line, so this is for text shown elsewhere.
 */
export const redactPath = redactTokens;

/**
 * The server's logger: one JSON line per event on stdout (pino), with an ISO time, so a host's log
 * tools (journald, Docker, a log shipper) can read and filter them. Every line is masked as a whole just
 * before it is written: a token in any field (a path, a URL, an error's message or stack, a nested object)
 * never reaches the log, whatever logged it.
 */
export function createLogger(level: string = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: redactTokens },
    },
    destination,
  );
}

/** A logger that drops everything (unit tests). */
export const silentLogger: Logger = createLogger("silent");
