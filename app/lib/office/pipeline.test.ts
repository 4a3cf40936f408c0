import { describe, expect, it } from "vitest";
import { DONE_STAGE, isUrgent, isWon, shownStatus, STAGES, waitedMs, waitsForCall } from "./pipeline";

const row = (over: Partial<Parameters<typeof isUrgent>[0] & { created_at: string }> = {}) => ({
  stage: "new",
  contacted_at: null,
  booking_status: null,
  door: "quote-form",
  created_at: "2027-03-01T10:00:00.000Z",
  ...over,
});

describe("what the inbox says of a request", () => {
  it("a cancelled booking reads cancelled, whatever its stage; one that held no seat, to confirm by phone", () => {
    expect(shownStatus(row({ stage: "booked", booking_status: "cancelled" }))).toBe("cancelled");
    expect(shownStatus(row({ stage: "booked", booking_status: "booked" }))).toBe("booked");
    expect(shownStatus(row({ booking_status: "unconfirmed" }))).toBe("unconfirmed");
    // Once called, its stage says where it is.
    expect(
      shownStatus(
        row({ stage: "contacted", booking_status: "unconfirmed", contacted_at: "2027-03-01T11:00:00Z" }),
      ),
    ).toBe("contacted");
    expect(shownStatus(row({ stage: "won" }))).toBe("won");
    expect(shownStatus(row({ stage: "done" }))).toBe("done");
  });

  it("counts a job done as a deal won", () => {
    expect([isWon("won"), isWon(DONE_STAGE), isWon("estimate"), isWon("lost")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // "done" follows "won" in the stages' order (the status list and the inbox's filter show it there).
    expect(STAGES.indexOf(DONE_STAGE)).toBe(STAGES.indexOf("won") + 1);
  });

  it("waits for a call while new and never contacted; an urgent call-back is one of those", () => {
    expect(waitsForCall(row())).toBe(true);
    expect(waitsForCall(row({ contacted_at: "2027-03-01T10:05:00Z" }))).toBe(false);
    expect(waitsForCall(row({ booking_status: "cancelled" }))).toBe(false);
    expect(isUrgent(row({ door: "callback" }))).toBe(true);
    expect(isUrgent(row({ door: "callback", stage: "contacted" }))).toBe(false);
    expect(isUrgent(row())).toBe(false);
    expect(waitedMs(row(), new Date("2027-03-01T13:00:00Z"))).toBe(3 * 3_600_000);
    expect(waitedMs(row({ stage: "spam" }), new Date("2027-03-01T13:00:00Z"))).toBeNull();
  });
});
