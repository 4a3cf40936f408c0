/**
 * Booking: the arrival windows the schedule (app/content/booking/availability.ts) opens, as UTC instants.
 * Pure functions of the rules, the clock and what is already taken, so the page, the API and the tests
 * share them. Dates are Pacific Time calendar dates ("YYYY-MM-DD"); nothing here reads the machine's zone.
 */
import { allForYear } from "@18f/us-federal-holidays";
import { availability, type WindowRule } from "~/content/booking/availability";

export type Schedule = Pick<
  typeof availability,
  | "timeZone"
  | "capacity"
  | "minimumNoticeHours"
  | "horizonDays"
  | "closedOnFederalHolidays"
  | "changeCutoffHours"
> & { windows: readonly WindowRule[]; closedDates: readonly { date: string; reason: string }[] };

export interface ArrivalWindow {
  /** Stable id: the Pacific date and the rule's id, "2027-03-15-am". */
  id: string;
  /** Pacific calendar date, "YYYY-MM-DD". */
  date: string;
  start: Date;
  end: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const partsFormat = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsFormat.set(timeZone, format);
  }
  const get = (type: string) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value ?? NaN);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (-7 h in Los Angeles in summer). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time on a date happens in a zone. The windows never start in the hour daylight
 * saving skips or repeats (2 a.m.), but the answer is still defined there: the earlier offset wins.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes: the offset at the guess, then at the corrected instant (it differs only across a change).
  const first = naive - zoneOffsetMs(new Date(naive), timeZone);
  const second = naive - zoneOffsetMs(new Date(first), timeZone);
  return new Date(second);
}

/** An instant as ISO 8601 with the zone's offset: "2027-03-15T08:00:00-07:00". */
export function zonedIso(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMs(instant, timeZone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The Pacific (zone) calendar date of an instant, "YYYY-MM-DD". */
export function zonedDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** A calendar date plus days ("YYYY-MM-DD", no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Why a date is closed (a holiday's or the contractor's reason), or undefined when it is a working day. */
export function closedReason(date: string, schedule: Schedule = availability): string | undefined {
  const own = schedule.closedDates.find((c) => c.date === date);
  if (own) return own.reason;
  if (!schedule.closedOnFederalHolidays) return undefined;
  const year = Number(date.slice(0, 4));
  // A holiday observed on 31 December belongs to the next year's list (New Year's Day on a Saturday).
  for (const y of [year, year + 1]) {
    const holiday = allForYear(y).find((h) => h.dateString === date);
    if (holiday) return holiday.name;
  }
  return undefined;
}

/** The windows a date has by rule (before closures, notice and capacity). */
export function windowsOn(date: string, schedule: Schedule = availability): ArrivalWindow[] {
  const weekday = weekdayOf(date);
  return schedule.windows
    .filter((rule) => rule.weekdays.includes(weekday))
    .map((rule) => ({
      id: `${date}-${rule.id}`,
      date,
      start: zonedInstant(date, rule.start, schedule.timeZone),
      end: zonedInstant(date, rule.end, schedule.timeZone),
    }));
}

/** A window by its id, whether or not it can be booked now; undefined for an id no rule makes. */
export function windowById(id: string, schedule: Schedule = availability): ArrivalWindow | undefined {
  const date = /^(\d{4}-\d{2}-\d{2})-[a-z0-9]+$/.exec(id)?.[1];
  if (!date) return undefined;
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || addDays(date, 0) !== date) return undefined;
  return windowsOn(date, schedule).find((w) => w.id === id);
}

/** Whether a window may be booked at `now` by the notice and horizon rules (capacity aside). */
export function withinBookingRules(window: ArrivalWindow, now: Date, schedule: Schedule = availability) {
  const today = zonedDate(now, schedule.timeZone);
  return (
    window.date > today &&
    window.date <= addDays(today, schedule.horizonDays) &&
    window.start.getTime() >= now.getTime() + schedule.minimumNoticeHours * HOUR &&
    closedReason(window.date, schedule) === undefined
  );
}

/** Whether a booking in this window may still be moved or cancelled online at `now`. */
export const changeableAt = (window: { start: Date }, now: Date, schedule: Schedule = availability) =>
  now.getTime() <= window.start.getTime() - schedule.changeCutoffHours * HOUR;

export interface OpenWindow extends ArrivalWindow {
  seatsLeft: number;
}

/**
 * The windows open at `now`, in time order: inside the notice and horizon, not on a closed date, not
 * closed by the contractor (`closed`: window ids and whole dates), with seats left after `taken`
 * (bookings holding a seat, by window id).
 */
export function openWindows(
  now: Date,
  {
    taken = new Map<string, number>(),
    closed = new Set<string>(),
    schedule = availability,
  }: { taken?: ReadonlyMap<string, number>; closed?: ReadonlySet<string>; schedule?: Schedule } = {},
): OpenWindow[] {
  const today = zonedDate(now, schedule.timeZone);
  const open: OpenWindow[] = [];
  for (let i = 1; i <= schedule.horizonDays; i++) {
    const date = addDays(today, i);
    if (closed.has(date)) continue;
    for (const w of windowsOn(date, schedule)) {
      if (closed.has(w.id) || !withinBookingRules(w, now, schedule)) continue;
      const seatsLeft = schedule.capacity - (taken.get(w.id) ?? 0);
      if (seatsLeft > 0) open.push({ ...w, seatsLeft });
    }
  }
  return open;
}
