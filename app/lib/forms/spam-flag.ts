/**
 * Forms: the one rule that says a submission looks automated, for the quote and call-back forms and the
 * booking form alike. A flagged submission is kept (the office may call it back) but sends nothing and,
 * for a booking, holds no seat.
 */

/** A stamp further ahead of the server's clock than this was not made by this server's page. */
export const STAMP_MAX_AHEAD_MS = 2 * 60_000;
/** A page older than this is not being filled in by a person (and its key no longer replays). */
export const STAMP_MAX_AGE_MS = 24 * 3_600_000;

/** When the form was shown, as far as the server can tell. */
export type FormStamp =
  /** Shown at this instant (epoch ms): a signed form key's issue time, or now less the page's fill time. */
  | { kind: "shown"; at: number }
  /** The page always sends a stamp: without one the form did not come from the page. */
  | { kind: "missing" }
  /** A stamp that is not a number, or a key that fails its check. */
  | { kind: "invalid"; reason: string }
  /**
   * A request that no page was shown for (the JSON APIs, MCP), or a contact form sent by a page whose
   * script did not run (prerendered pages cannot carry a server stamp): not judged on time.
   */
  | { kind: "untimed" };

/**
 * Why a submission looks automated, or null: a filled honeypot; a stamp that is missing, not a number,
 * more than 2 minutes in the future, older than 24 hours or failing its check; or a form filled faster
 * than `minFillMs`.
 */
export function spamFlag({
  honeypot,
  stamp,
  now,
  minFillMs,
}: {
  honeypot: string | undefined;
  stamp: FormStamp;
  now: number;
  minFillMs: number;
}): string | null {
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot filled";
  switch (stamp.kind) {
    case "untimed":
      return null;
    case "missing":
      return "no form stamp";
    case "invalid":
      return stamp.reason;
    case "shown": {
      const elapsed = now - stamp.at;
      if (elapsed < -STAMP_MAX_AHEAD_MS) return "form stamp in the future";
      if (elapsed > STAMP_MAX_AGE_MS) return "form stamp older than 24 h";
      // A stamp up to 2 minutes ahead is another process's clock: its fill time cannot be told.
      if (elapsed >= 0 && elapsed < minFillMs) return `filled in ${Math.round(elapsed)} ms`;
      return null;
    }
  }
}

/**
 * The stamp of a contact form, from the fill time its page's script sends (`elapsed_ms`): the field is
 * always in the page's form, empty when the script did not run.
 */
export function stampFromElapsed(value: string | undefined, now: number): FormStamp {
  if (value === undefined) return { kind: "missing" };
  if (value.trim() === "") return { kind: "untimed" };
  if (!/^-?\d{1,15}$/.test(value.trim())) return { kind: "invalid", reason: "form stamp is not a number" };
  return { kind: "shown", at: now - Number(value) };
}
