/**
 * The schedule as the office runs it (the office's screens and the command line share it): the day and
 * week views, moving and cancelling a booking with the office's rules (no 12-hour cut-off, no minimum
 * notice: any window that has not started), closing a window or a day with a reason (not one already
 * over), the bookings caught in a closure, and a note to each of their visitors with a fresh link to their
 * manage page (one at a time, or everyone in a closure at once). Every change goes through the bookings'
 * store with the booking e-mails and webhooks, and is audited in its transaction.
 */
import { availability } from "~/content/booking/availability";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import { company } from "~/content/company";
import {
  bookingMessages,
  visitorFrom,
  type BookingEvent,
  type MailSettings,
} from "../booking/booking-mail.server";
import { managePath } from "../booking/booking-paths";
import { BookingsDb, type BookingRow, type ChangeEffects } from "../booking/bookings-db.server";
import { atLineStart, dayLabel, shortWindowLabel, windowLabel } from "../booking/window-labels";
import {
  addDays,
  closedReason,
  windowById,
  windowsOn,
  zonedDate,
  zonedInstant,
  type ArrivalWindow,
  type Schedule,
} from "../booking/windows";
import { MessagesDb, type NewMessage } from "../mail/messages-db.server";
import type { SiteDb } from "../site/site-db.server";
import { isClosureReason, type ClosureReason } from "./pipeline";
import type { Audit } from "./requests.server";

const words = { en: bookingCopy, es: bookingCopyEs } as const;

export interface WindowView extends ArrivalWindow {
  capacity: number;
  taken: number;
  /** The office's closure of this window or its day (its reason), or the calendar's (a holiday). */
  closed: { key: string; reason: string | null } | null;
  bookings: BookingRow[];
}
export interface DayView {
  date: string;
  /** A holiday or the schedule's own closed date. */
  closedBy: string | null;
  /** The office's closure of the whole day. */
  closed: { key: string; reason: string | null } | null;
  windows: WindowView[];
}

export interface OfficeBookingsOptions {
  /** The site's database (the bookings' and the messages' stores are opened on it). */
  db: SiteDb;
  mail: MailSettings;
  /** Queues a change's webhooks in its transaction (the site's webhooks). */
  webhooks?: {
    bookingChanged(event: BookingEvent, b: BookingRow, previous: BookingRow | undefined, now: Date): void;
    kick(): void;
  };
  /** Tells the outbox there is mail. */
  kick?: () => void;
  schedule?: Schedule;
}

export type OfficeChange =
  | { status: "moved" | "cancelled"; booking: BookingRow }
  | { status: "not-found" }
  | { status: "gone"; booking: BookingRow }
  | { status: "full"; booking: BookingRow }
  | { status: "unchanged"; booking: BookingRow }
  | { status: "invalid-window"; booking: BookingRow }
  | { status: "started"; booking: BookingRow };

/** How many days ahead the office's "Move to" lists windows. */
export const MOVE_DAYS = 28;

export function officeBookings({ db, mail, webhooks, kick, schedule = availability }: OfficeBookingsOptions) {
  const store = new BookingsDb(db);
  const messages = new MessagesDb(db);
  const sentToday = (now: Date) => (address: string) =>
    messages.countVisitorMessages(address, new Date(now.getTime() - 86_400_000));
  /** The booking e-mails: the visitor's, and the office's own (its calendar invitation follows the change). */
  const effects = (event: BookingEvent, now: Date): ChangeEffects => ({
    compose: (b, token) => bookingMessages(b, event, token, mail, sentToday(now)),
    announce: (b, previous) => webhooks?.bookingChanged(event, b, previous, now),
  });
  const after = () => {
    kick?.();
    webhooks?.kick();
  };
  const anyTime = () => true;

  const closures = (): Map<string, string | null> =>
    new Map(
      (
        db.db.prepare("SELECT key, reason FROM closures").all() as { key: string; reason: string | null }[]
      ).map((r) => [r.key, r.reason]),
    );

  function days(from: string, count: number): DayView[] {
    const end = addDays(from, count);
    const rows = db.db
      .prepare(
        `SELECT * FROM bookings WHERE window_id >= ? AND window_id < ? AND status != 'cancelled' ORDER BY starts_at, id`,
      )
      .all(from, end) as unknown as BookingRow[];
    const closed = closures();
    const taken = new Map<string, number>();
    for (const b of rows)
      if (b.status === "booked") taken.set(b.window_id, (taken.get(b.window_id) ?? 0) + 1);
    return Array.from({ length: count }, (_, i) => {
      const date = addDays(from, i);
      const dayClosure = closed.has(date) ? { key: date, reason: closed.get(date) ?? null } : null;
      const ruled = windowsOn(date, schedule);
      // A booking in a window no rule makes any more (the schedule changed) still shows.
      const ids = new Set(ruled.map((w) => w.id));
      const stray = rows
        .filter((b) => b.window_id.startsWith(`${date}-`) && !ids.has(b.window_id))
        .map((b) => ({ id: b.window_id, date, start: new Date(b.starts_at), end: new Date(b.ends_at) }));
      const all = [...ruled, ...stray.filter((w, j) => stray.findIndex((s) => s.id === w.id) === j)];
      return {
        date,
        closedBy: closedReason(date, schedule) ?? null,
        closed: dayClosure,
        windows: all
          .sort((a, b) => a.start.getTime() - b.start.getTime())
          .map((w) => ({
            ...w,
            capacity: schedule.capacity,
            taken: taken.get(w.id) ?? 0,
            closed: closed.has(w.id) ? { key: w.id, reason: closed.get(w.id) ?? null } : dayClosure,
            bookings: rows.filter((b) => b.window_id === w.id),
          })),
      };
    });
  }

  /** The Monday on or before a date. */
  const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

  /** Bookings (holding a seat) inside a closed window or day, with whether their visitor was sent a note. */
  function caughtIn(key: string): (BookingRow & { noticed_at: string | null })[] {
    return db.db
      .prepare(
        `SELECT b.*, n.created_at AS noticed_at FROM bookings b
         LEFT JOIN closure_notices n ON n.booking_id = b.id AND n.closure_key = ?
         WHERE b.status = 'booked' AND (b.window_id = ? OR b.window_id LIKE ? ESCAPE '\\')
         ORDER BY b.starts_at, b.id`,
      )
      .all(key, key, `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`) as never;
  }

  /** Every upcoming booking inside any closure (nobody dropped silently). */
  function caughtInClosures(now: Date): (BookingRow & { closure_key: string; noticed_at: string | null })[] {
    return [...closures().keys()]
      .flatMap((key) => caughtIn(key).map((b) => ({ ...b, closure_key: key })))
      .filter((b) => Date.parse(b.ends_at) > now.getTime())
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);
  }

  /**
   * Sends the visitor of a booking caught in a closure a note in the booking's language, with a fresh link
   * to their manage page (where they may move it even inside the cut-off). "no-email": call them instead.
   */
  function notifyClosed(
    id: number,
    key: string,
    { audit, now = new Date() }: { audit: Audit; now?: Date },
  ): "sent" | "no-email" | "not-caught" | "limit" {
    const result = db.transaction(() => {
      const booking = caughtIn(key).find((b) => b.id === id);
      if (!booking) return "not-caught" as const;
      if (!booking.email) return "no-email" as const;
      if (sentToday(now)(booking.email) >= VISITOR_NOTES_PER_DAY) return "limit" as const;
      const token = store.addToken(id, now);
      const reason = (closures().get(key) ?? "").split(":")[0] ?? "";
      messages.queue(closureNote(booking, token, isClosureReason(reason) ? reason : "other", mail), now);
      db.db
        .prepare(
          "INSERT OR REPLACE INTO closure_notices (booking_id, closure_key, created_at) VALUES (?, ?, ?)",
        )
        .run(id, key, now.toISOString());
      audit({ action: "closure.noted", subjectType: "booking", subjectId: id, fields: ["closure_key"] });
      return "sent" as const;
    });
    if (result === "sent") kick?.();
    return result;
  }

  return {
    store,
    days,
    /** The week (Monday to Sunday) holding `date`. */
    week: (date: string) => days(mondayOf(date), 7),
    mondayOf,
    today: (now: Date) => zonedDate(now, schedule.timeZone),
    closures,
    caughtIn,
    caughtInClosures,

    /**
     * The windows the office may move a booking to (its "Move to" list): not yet started (in the
     * schedule's zone, so a window under way is never offered), not closed, a seat free, within
     * `MOVE_DAYS`; `except` leaves out the booking's own window.
     */
    moveTargets(now: Date, except?: string): WindowView[] {
      return days(zonedDate(now, schedule.timeZone), MOVE_DAYS)
        .flatMap((d) => d.windows)
        .filter(
          (w) => w.id !== except && !w.closed && w.taken < w.capacity && w.start.getTime() > now.getTime(),
        );
    },

    /** Moves a booking for the office: any time, to any window a rule makes that has not started, with a seat free. */
    move(
      id: number,
      windowId: string,
      { audit, now = new Date() }: { audit: Audit; now?: Date },
    ): OfficeChange {
      const booking = store.get(id);
      if (!booking) return { status: "not-found" };
      const to = windowById(windowId, schedule);
      if (!to) return { status: "invalid-window", booking };
      if (to.start.getTime() <= now.getTime()) return { status: "started", booking };
      const outcome = db.transaction(() => {
        const r = store.move(id, to, {
          now,
          capacity: schedule.capacity,
          changeable: anyTime,
          ...effects("moved", now),
        });
        if (r.kind === "moved")
          audit({ action: "booking.moved", subjectType: "booking", subjectId: id, fields: ["window_id"] });
        return r;
      });
      if (outcome.kind === "moved") after();
      switch (outcome.kind) {
        case "moved":
          return { status: "moved", booking: outcome.booking };
        case "full":
          return { status: "full", booking };
        case "unchanged":
          return { status: "unchanged", booking };
        default:
          return { status: "gone", booking };
      }
    },

    /** Cancels a booking for the office, at any time. */
    cancel(id: number, { audit, now = new Date() }: { audit: Audit; now?: Date }): OfficeChange {
      const booking = store.get(id);
      if (!booking) return { status: "not-found" };
      const outcome = db.transaction(() => {
        const r = store.cancel(id, { now, changeable: anyTime, ...effects("cancelled", now) });
        if (r.kind === "cancelled")
          audit({ action: "booking.cancelled", subjectType: "booking", subjectId: id, fields: ["status"] });
        return r;
      });
      if (outcome.kind !== "cancelled") return { status: "gone", booking };
      after();
      return { status: "cancelled", booking: outcome.booking };
    },

    /**
     * Closes a window ("2027-03-15-am") or a day ("2027-03-15") to new bookings, with a reason; the bookings
     * already in it stay, and are returned to be moved or noted. "invalid" when the key is not a window or
     * date, "past" for a day before today or a window that has ended, "already" when it was closed before.
     */
    close(
      key: string,
      reason: ClosureReason,
      { detail, audit, now = new Date() }: { detail?: string; audit: Audit; now?: Date },
    ):
      | { status: "closed" | "already"; caught: ReturnType<typeof caughtIn> }
      | { status: "invalid" }
      | { status: "past" } {
      if (!isClosureKey(key, schedule)) return { status: "invalid" };
      const window = windowById(key, schedule);
      if (window ? window.end.getTime() <= now.getTime() : key < zonedDate(now, schedule.timeZone))
        return { status: "past" };
      const text = detail?.trim().slice(0, 200);
      const stored = text ? `${reason}: ${text}` : reason;
      return db.transaction(() => {
        const added = store.close(key, stored, now);
        if (added)
          audit({ action: "closure.added", subjectType: "closure", subjectId: key, fields: ["reason"] });
        return { status: added ? "closed" : "already", caught: caughtIn(key) };
      });
    },

    /** Opens a closed window or day again (one action). */
    reopen(key: string, { audit }: { audit: Audit }): boolean {
      return db.transaction(() => {
        const removed = store.reopen(key);
        if (removed) audit({ action: "closure.removed", subjectType: "closure", subjectId: key });
        return removed;
      });
    },

    notifyClosed,

    /**
     * Tells every visitor with a booking in a closure who has not had a note yet, each in their booking's
     * language (`notifyClosed` for each), and returns who was told and who must be called instead (no
     * e-mail on file, or their address has had its e-mail for the day).
     */
    notifyAllClosed(
      key: string,
      { audit, now = new Date() }: { audit: Audit; now?: Date },
    ): { sent: BookingRow[]; call: BookingRow[] } {
      const sent: BookingRow[] = [];
      const call: BookingRow[] = [];
      for (const b of caughtIn(key)) {
        if (b.noticed_at) continue;
        const r = notifyClosed(b.id, key, { audit, now });
        if (r === "sent") sent.push(b);
        else if (r !== "not-caught") call.push(b);
      }
      return { sent, call };
    },
  };
}

export type OfficeBookings = ReturnType<typeof officeBookings>;

/** Notes one address may be sent per day on top of the booking e-mails (a generous, fixed cap). */
export const VISITOR_NOTES_PER_DAY = 6;

/** Whether a key names a window a rule makes ("2027-03-15-am") or a calendar date ("2027-03-15"). */
export function isClosureKey(key: string, schedule: Schedule = availability): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return addDays(key, 0) === key;
  return windowById(key, schedule) !== undefined;
}

/** The note to a visitor whose window the office closed: in their language, with their manage link. */
export function closureNote(
  b: BookingRow,
  token: string,
  reason: ClosureReason,
  s: MailSettings,
): NewMessage {
  const w = words[b.language].mail;
  const label = windowLabel({ start: new Date(b.starts_at), end: new Date(b.ends_at) }, b.language);
  const lines = [
    w.greeting,
    "",
    w.closedBody,
    "",
    `${w.when}: ${atLineStart(label)}`,
    ...(reason !== "other" ? [`${w.closedReason}: ${w.closedReasons[reason]}`] : []),
    "",
    w.pickNew,
    `${s.origin}${managePath(token)}`,
    "",
    w.signOff(company.name),
  ];
  return {
    recipient: "visitor",
    bookingId: b.id,
    mail: {
      messageId: `<booking-${b.id}-${b.sequence}-closed-${Date.now().toString(36)}@${s.host}>`,
      to: b.email,
      from: visitorFrom(b, s),
      subject: w.closedSubject(label),
      text: lines.join("\n"),
    },
  };
}

/**
 * A closure key as the office reads it: a day is "Tuesday, December 1", a window "Tuesday, December 1,
 * 8 AM – 12 PM" (Pacific Time, from the window rules); anything else is shown as it is.
 */
export function closureKeyLabel(key: string, schedule: Schedule = availability): string {
  const window = windowById(key, schedule);
  if (window) return shortWindowLabel(window, "en");
  if (/^\d{4}-\d{2}-\d{2}$/.test(key) && addDays(key, 0) === key)
    return dayLabel(zonedInstant(key, "12:00", schedule.timeZone), "en");
  return key;
}
