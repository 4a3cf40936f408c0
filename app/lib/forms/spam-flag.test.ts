import { describe, expect, it } from "vitest";
import {
  spamFlag,
  STAMP_MAX_AGE_MS,
  STAMP_MAX_AHEAD_MS,
  stampFromElapsed,
  type FormStamp,
} from "./spam-flag";

const now = Date.parse("2027-03-10T18:00:00Z");
const flag = (stamp: FormStamp, honeypot?: string) => spamFlag({ honeypot, stamp, now, minFillMs: 3000 });

describe("the spam-flag rule", () => {
  it("passes a form shown from a few seconds to a day ago, and a clock up to 2 minutes ahead of ours", () => {
    expect(flag({ kind: "shown", at: now - 3000 })).toBeNull();
    expect(flag({ kind: "shown", at: now - STAMP_MAX_AGE_MS })).toBeNull();
    // Another server process's clock a minute ahead: the fill time cannot be told.
    expect(flag({ kind: "shown", at: now + 60_000 })).toBeNull();
    expect(flag({ kind: "untimed" })).toBeNull();
  });

  it("flags the honeypot first, then a stamp that is missing, invalid, ahead, stale or too quick", () => {
    expect(flag({ kind: "shown", at: now - 60_000 }, "x")).toBe("honeypot filled");
    expect(flag({ kind: "untimed" }, " spam ")).toBe("honeypot filled");
    expect(flag({ kind: "missing" })).toBe("no form stamp");
    expect(flag({ kind: "invalid", reason: "form key fails its check" })).toBe("form key fails its check");
    expect(flag({ kind: "shown", at: now + STAMP_MAX_AHEAD_MS + 1 })).toBe("form stamp in the future");
    expect(flag({ kind: "shown", at: now - STAMP_MAX_AGE_MS - 1 })).toBe("form stamp older than 24 h");
    expect(flag({ kind: "shown", at: now - 2999 })).toBe("filled in 2999 ms");
  });

  it("reads a contact form's fill time: absent is missing, empty is a page without script, a word is invalid", () => {
    expect(stampFromElapsed(undefined, now)).toEqual({ kind: "missing" });
    expect(stampFromElapsed("", now)).toEqual({ kind: "untimed" });
    expect(stampFromElapsed("0x10", now)).toEqual({ kind: "invalid", reason: "form stamp is not a number" });
    expect(stampFromElapsed("NaN", now)).toMatchObject({ kind: "invalid" });
    expect(stampFromElapsed("4500", now)).toEqual({ kind: "shown", at: now - 4500 });
    expect(stampFromElapsed("-4500", now)).toEqual({ kind: "shown", at: now + 4500 });
  });
});
