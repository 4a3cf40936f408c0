import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * The server's logger: one JSON line per event on stdout (pino), with an ISO time, so a host's log
 * tools (journald, Docker, a log shipper) can read and filter them.
 */
export function createLogger(level: string = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** A logger that drops everything (unit tests). */
export const silentLogger: Logger = createLogger("silent");
