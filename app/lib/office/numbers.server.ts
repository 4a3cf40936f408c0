/**
 * The office's numbers at a glance: leads per week for 12 weeks by door and by language, bookings per week
 * and seat fill, median speed to lead, won and lost. Weeks run Monday to Sunday in Pacific Time.
 */
import type { DatabaseSync } from "node:sqlite";
import { availability } from "~/content/booking/availability";
import { addDays, closedReason, windowsOn, zonedDate, zonedInstant, type Schedule } from "../booking/windows";
import { DOORS, median, speedToLead, WEEKS, type Door } from "./pipeline";

export { WEEKS };

export interface WeekFigures {
  /** The Monday that starts the week ("2027-03-15"). */
  week: string;
  leadsByDoor: Record<Door, number>;
  leadsByLanguage: { en: number; es: number };
  /** Bookings made that week (holding a seat or not, cancelled ones too). */
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

  const requests = db
    .prepare(
      `SELECT created_at, language, COALESCE(door, CASE form WHEN 'emergency' THEN 'callback' ELSE 'quote-form' END) AS door,
              stage, lost_reason, contacted_at
       FROM leads WHERE created_at >= ? AND flagged = 0
       UNION ALL
       SELECT created_at, language, CASE channel WHEN 'api' THEN 'booking-api' WHEN 'agent' THEN 'mcp' ELSE 'booking-page' END,
              stage, lost_reason, contacted_at
       FROM bookings WHERE created_at >= ?`,
    )
    .all(since, since) as {
    created_at: string;
    language: string;
    door: Door;
    stage: string;
    lost_reason: string | null;
    contacted_at: string | null;
  }[];
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
    if (r.stage === "won") won++;
    if (r.stage === "lost") {
      lost++;
      const reason = r.lost_reason ?? "";
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }

  const bookings = db.prepare("SELECT created_at FROM bookings WHERE created_at >= ?").all(since) as {
    created_at: string;
  }[];
  for (const b of bookings) {
    const w = weeks[weekIndex(b.created_at)];
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
