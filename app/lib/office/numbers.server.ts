/**
 * The office's numbers at a glance: leads per week for 12 weeks by door and by language, bookings per week
 * and seat fill, median speed to lead, won and lost; and any range of days (a month by default) with its
 * totals and conversion (won ÷ requests) by door, service and city. Weeks run Monday to Sunday in Pacific
 * Time. What counts is the truth: requests that looked automated or were marked spam, and cancelled
 * bookings, are left out; speed to lead runs to the first real contact (`contacted_at`).
 */
import type { DatabaseSync } from "node:sqlite";
import { areas } from "~/content/areas";
import { availability } from "~/content/booking/availability";
import { serviceLabel } from "~/content/lead-forms";
import { addDays, closedReason, windowsOn, zonedDate, zonedInstant, type Schedule } from "../booking/windows";
import { BOOKING_DOOR_SQL, DOORS, isWon, median, speedToLead, WEEKS, type Door } from "./pipeline";

export { WEEKS };

export interface WeekFigures {
  /** The Monday that starts the week ("2027-03-15"). */
  week: string;
  leadsByDoor: Record<Door, number>;
  leadsByLanguage: { en: number; es: number };
  /** Bookings made that week (holding a seat or not; not cancelled, not spam). */
  bookings: number;
  /** Seats taken in that week's windows, of the seats its open windows offered. */
  seatsTaken: number;
  seatsOffered: number;
}

export interface Numbers {
  weeks: WeekFigures[];
  medianSpeedMs: number | null;
  /** How many requests of the 12 weeks were contacted (the median's sample). */
  contacted: number;
  won: number;
  lost: number;
  lostReasons: { reason: string; count: number }[];
}

const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

export function officeNumbers(db: DatabaseSync, now: Date, schedule: Schedule = availability): Numbers {
  const tz = schedule.timeZone;
  const thisWeek = mondayOf(zonedDate(now, tz));
  const first = addDays(thisWeek, -7 * (WEEKS - 1));
  const since = zonedInstant(first, "00:00", tz).toISOString();
  const weekIndex = (iso: string) =>
    Math.floor(
      (Date.parse(`${mondayOf(zonedDate(new Date(iso), tz))}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) /
        (7 * 86_400_000),
    );
  const weeks: WeekFigures[] = Array.from({ length: WEEKS }, (_, i) => ({
    week: addDays(first, 7 * i),
    leadsByDoor: Object.fromEntries(DOORS.map((d) => [d, 0])) as Record<Door, number>,
    leadsByLanguage: { en: 0, es: 0 },
    bookings: 0,
    seatsTaken: 0,
    seatsOffered: 0,
  }));

  const requests = countedRequests(db, since, zonedInstant(addDays(thisWeek, 7), "00:00", tz).toISOString());
  const speeds: number[] = [];
  let won = 0;
  let lost = 0;
  const reasons = new Map<string, number>();
  for (const r of requests) {
    const w = weeks[weekIndex(r.created_at)];
    if (w) {
      if (w.leadsByDoor[r.door] !== undefined) w.leadsByDoor[r.door]++;
      if (r.language === "es") w.leadsByLanguage.es++;
      else w.leadsByLanguage.en++;
    }
    const speed = speedToLead(r.created_at, r.contacted_at);
    if (speed !== null) speeds.push(speed);
    if (isWon(r.stage)) won++;
    if (r.stage === "lost") {
      lost++;
      const reason = r.lost_reason ?? "";
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }

  for (const b of requests) {
    const w = b.kind === "booking" ? weeks[weekIndex(b.created_at)] : undefined;
    if (w) w.bookings++;
  }

  // Seat fill: the seats of each week's windows (not closed) against the seats booked in them.
  const end = addDays(thisWeek, 7);
  const closed = new Set(
    (db.prepare("SELECT key FROM closures").all() as { key: string }[]).map((r) => r.key),
  );
  const seats = db
    .prepare(
      "SELECT window_id, COUNT(*) AS n FROM bookings WHERE status = 'booked' AND window_id >= ? AND window_id < ? GROUP BY window_id",
    )
    .all(first, end) as { window_id: string; n: number }[];
  const taken = new Map(seats.map((s) => [s.window_id, s.n]));
  weeks.forEach((w) => {
    for (let d = 0; d < 7; d++) {
      const date = addDays(w.week, d);
      const dayClosed = closed.has(date) || closedReason(date, schedule) !== undefined;
      for (const win of windowsOn(date, schedule)) {
        const n = taken.get(win.id) ?? 0;
        w.seatsTaken += n;
        if (!dayClosed && !closed.has(win.id)) w.seatsOffered += schedule.capacity;
        else w.seatsOffered += n;
      }
    }
  });

  return {
    weeks,
    medianSpeedMs: median(speeds),
    contacted: speeds.length,
    won,
    lost,
    lostReasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
  };
}

/** One request as the numbers count it. */
interface CountedRequest {
  kind: "lead" | "booking";
  created_at: string;
  language: string;
  door: Door;
  stage: string;
  lost_reason: string | null;
  contacted_at: string | null;
  service: string | null;
  zip: string | null;
}

/**
 * The requests that count, made in [since, until): leads that did not look automated, bookings not
 * cancelled, neither marked spam. A booking the office made counts as the office's door.
 */
function countedRequests(db: DatabaseSync, since: string, until: string): CountedRequest[] {
  return db
    .prepare(
      `SELECT 'lead' AS kind, created_at, language,
              COALESCE(door, CASE form WHEN 'emergency' THEN 'callback' ELSE 'quote-form' END) AS door,
              stage, lost_reason, contacted_at, service, NULL AS zip
       FROM leads WHERE created_at >= ? AND created_at < ? AND flagged = 0 AND stage != 'spam'
       UNION ALL
       SELECT 'booking', created_at, language, ${BOOKING_DOOR_SQL}, stage, lost_reason, contacted_at,
              NULL, zip
       FROM bookings WHERE created_at >= ? AND created_at < ? AND status != 'cancelled' AND stage != 'spam'`,
    )
    .all(since, until, since, until) as unknown as CountedRequest[];
}

/** One line of a breakdown: how many requests, how many were won, and won ÷ requests (0–1). */
export interface Breakdown {
  key: string;
  requests: number;
  won: number;
  conversion: number;
}

export interface RangeNumbers {
  /** Pacific calendar dates, inclusive. */
  from: string;
  to: string;
  requests: number;
  won: number;
  lost: number;
  conversion: number;
  medianSpeedMs: number | null;
  contacted: number;
  byDoor: Breakdown[];
  byService: Breakdown[];
  byCity: Breakdown[];
}

/** The most days a range may span (a little over a year): the page stays quick. */
export const RANGE_MAX_DAYS = 400;

/** The city of a ZIP code the area pages list, or null (a lead gives no address; a ZIP outside them). */
export function cityOfZip(zip: string | null): string | null {
  if (!zip) return null;
  return areas.find((a) => a.zipCodes.includes(zip))?.city ?? null;
}

/** The month holding `date` as a range: its first and last days ("2027-03-01", "2027-03-31"). */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const [y, m] = from.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { from, to: addDays(next, -1) };
}

/**
 * The numbers of any range of Pacific calendar days (inclusive; cut to `RANGE_MAX_DAYS`): totals, won,
 * lost, conversion (won ÷ requests), median speed to lead, and the same by door, service and city
 * (keys: a door id, a service's label, a city; "" when not given), most requests first.
 */
export function rangeNumbers(
  db: DatabaseSync,
  from: string,
  to: string,
  schedule: Schedule = availability,
): RangeNumbers {
  const last =
    to < from ? from : to > addDays(from, RANGE_MAX_DAYS - 1) ? addDays(from, RANGE_MAX_DAYS - 1) : to;
  const rows = countedRequests(
    db,
    zonedInstant(from, "00:00", schedule.timeZone).toISOString(),
    zonedInstant(addDays(last, 1), "00:00", schedule.timeZone).toISOString(),
  );
  const rate = (won: number, n: number) => (n ? won / n : 0);
  const breakdown = (keyOf: (r: CountedRequest) => string, keys: readonly string[] = []): Breakdown[] => {
    const counts = new Map<string, { requests: number; won: number }>(
      keys.map((k) => [k, { requests: 0, won: 0 }]),
    );
    for (const r of rows) {
      const c = counts.get(keyOf(r)) ?? { requests: 0, won: 0 };
      c.requests++;
      if (isWon(r.stage)) c.won++;
      counts.set(keyOf(r), c);
    }
    return [...counts]
      .map(([key, c]) => ({ key, ...c, conversion: rate(c.won, c.requests) }))
      .sort((a, b) => b.requests - a.requests || a.key.localeCompare(b.key));
  };
  const speeds = rows.flatMap((r) => speedToLead(r.created_at, r.contacted_at) ?? []);
  const won = rows.filter((r) => isWon(r.stage)).length;
  return {
    from,
    to: last,
    requests: rows.length,
    won,
    lost: rows.filter((r) => r.stage === "lost").length,
    conversion: rate(won, rows.length),
    medianSpeedMs: median(speeds),
    contacted: speeds.length,
    byDoor: breakdown((r) => r.door, DOORS),
    byService: breakdown((r) =>
      r.kind === "booking" ? "inspection" : r.service ? serviceLabel(r.service) : "",
    ),
    byCity: breakdown((r) => cityOfZip(r.zip) ?? ""),
  };
}
