/**
 * Booking: when a free inspection can be booked online. The contractor changes the schedule here and
 * nowhere else; the booking page, the API, the calendar feed and the command line all read it.
 *
 * Every time below is wall-clock time in `company.timeZone` (America/Los_Angeles); bookings are stored as
 * UTC instants (app/lib/booking/windows.ts turns one into the other, daylight saving included).
 */
import { areas } from "../areas";
import { company } from "../company";

/** A repeating arrival window: on these weekdays (0 = Sunday … 6 = Saturday), from `start` to `end`. */
export interface WindowRule {
  /** Part of every window's id ("2027-03-15-am"): keep it when the times change, so links stay valid. */
  id: string;
  weekdays: readonly number[];
  /** "HH:MM", 24-hour, Pacific Time. */
  start: string;
  end: string;
}

/** A date the inspectors do not work, besides US federal holidays. */
export interface ClosedDate {
  /** "YYYY-MM-DD" in Pacific Time. */
  date: string;
  reason: string;
}

export const availability = {
  timeZone: company.timeZone,
  /** Arrival windows: the inspector arrives within the window (an inspection takes about an hour). */
  windows: [
    { id: "am", weekdays: [1, 2, 3, 4, 5], start: "08:00", end: "12:00" },
    { id: "pm", weekdays: [1, 2, 3, 4, 5], start: "12:00", end: "16:00" },
    { id: "sat", weekdays: [6], start: "09:00", end: "13:00" },
  ] satisfies WindowRule[],
  /** Inspectors on the road in each window: the seats a window holds. */
  capacity: 2,
  /** No booking for the same day, nor for a window starting within this many hours. */
  minimumNoticeHours: 12,
  /** How far ahead a window can be booked. */
  horizonDays: 28,
  /** Until this many hours before its window, a visitor may move or cancel a booking online. */
  changeCutoffHours: 12,
  /** US federal holidays (with the weekday they are observed on) are closed, by rule. */
  closedOnFederalHolidays: true,
  /**
   * The contractor's own closed dates (PLACEHOLDER: the company's end-of-year days; the contractor sets
   * theirs, README's launch checklist). One-off closures of a window or a day are made from the command
   * line (`npm run leads -- --close`) and kept in the database.
   */
  closedDates: [
    { date: "2026-12-24", reason: "Christmas Eve" },
    { date: "2026-12-31", reason: "New Year's Eve" },
    { date: "2027-12-24", reason: "Christmas Eve" },
    { date: "2027-12-31", reason: "New Year's Eve" },
  ] satisfies ClosedDate[],
  /**
   * ZIP codes the inspectors usually cover: every area page's, plus these. A booking elsewhere still holds
   * its seat; it is marked "outside the usual area" and the contractor is told.
   */
  extraZipCodes: ["90401", "90402", "90403", "90404", "90405", "90272", "90049", "90024", "90025", "90064"],
} as const;

/** The ZIP codes served: the area records' and the extra ones, each once. */
export const servedZipCodes: ReadonlySet<string> = new Set([
  ...areas.flatMap((a) => a.zipCodes),
  ...availability.extraZipCodes,
]);
