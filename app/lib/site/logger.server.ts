import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Paths that carry a private token (a booking's page and calendar file, the contractor's feed, an office
 * invitation link), with the
 * token masked: no log line ever holds one, whatever logs it (refusals, errors, access lines).
 */
export function redactPath(path: string): string {
  return path.replace(/^\/(book\/manage|calendar|office\/invite)\/[^/?#]+/, "/$1/[token]");
}

/** Fields of a log line that hold a path or an address. */
const PATH_FIELDS = ["path", "url", "location"] as const;

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
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => {
          for (const field of PATH_FIELDS) {
            const value = object[field];
            if (typeof value === "string") object[field] = redactPath(value);
          }
          return object;
        },
      },
    },
    destination,
  );
}

/** A logger that drops everything (unit tests). */
export const silentLogger: Logger = createLogger("silent");
