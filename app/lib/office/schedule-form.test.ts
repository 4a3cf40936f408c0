import { describe, expect, it } from "vitest";
import { scheduleValuesFrom, scheduleWhen, SCHEDULE_FIELDS } from "./schedule-form";

const form = (date: string | null, time: string | null) => {
  const f = new FormData();
  if (date !== null) f.set(SCHEDULE_FIELDS.date, date);
  if (time !== null) f.set(SCHEDULE_FIELDS.time, time);
  return f;
};

describe("the Publish later fields", () => {
  it("keeps what was typed (trimmed, bounded), and empty fields as empty", () => {
    expect(scheduleValuesFrom(form(" 2026-12-05 ", "09:00 "))).toEqual({ date: "2026-12-05", time: "09:00" });
    expect(scheduleValuesFrom(form(null, null))).toEqual({ date: "", time: "" });
    expect(scheduleValuesFrom(form("x".repeat(500), "")).date).toHaveLength(40);
  });

  it("takes what date and time inputs send, seconds dropped", () => {
    expect(scheduleWhen({ date: "2026-12-05", time: "09:00" })).toEqual({
      ok: true,
      when: { date: "2026-12-05", time: "09:00" },
    });
    expect(scheduleWhen({ date: "2026-12-05", time: "23:59:30" })).toMatchObject({
      when: { time: "23:59" },
    });
  });

  it("takes a US date and a 12-hour time typed where a browser has no date or time input", () => {
    expect(scheduleWhen({ date: "12/5/2026", time: "9:05 am" })).toEqual({
      ok: true,
      when: { date: "2026-12-05", time: "09:05" },
    });
    expect(scheduleWhen({ date: "12/05/2026", time: "12:30 PM" })).toMatchObject({ when: { time: "12:30" } });
    expect(scheduleWhen({ date: "12/05/2026", time: "12:30 a.m." })).toMatchObject({
      when: { time: "00:30" },
    });
    expect(scheduleWhen({ date: "12/05/2026", time: "7:15 p.m." })).toMatchObject({
      when: { time: "19:15" },
    });
  });

  it("refuses an empty, malformed or impossible time, and a date in no form it knows", () => {
    for (const [date, time] of [
      ["", "09:00"],
      ["2026-12-05", ""],
      ["tomorrow", "09:00"],
      ["2026-12-05", "24:00"],
      ["2026-12-05", "09:60"],
      ["2026-12-05", "13:00 pm"],
      ["2026-12-05", "0:30 am"],
      ["2026-12-05", "nine"],
    ] as const)
      expect(scheduleWhen({ date, time }), `${date} ${time}`).toEqual({
        ok: false,
        problem: "scheduleInvalid",
      });
  });
});
