/**
 * The bookings' commands of `npm run leads` (scripts/leads.ts starts them):
 *   --bookings                      the upcoming bookings (with each request that sent a booked number
 *                                   again), and requests that look automated (call them back)
 *   --cancel ID                     cancels booking ID; the visitor and the office are notified
 *   --move ID WINDOW                moves booking ID to WINDOW (an id from --bookings, e.g. 2027-03-15-am)
 *   --close WINDOW|DATE [REASON]    closes a window or a whole day (YYYY-MM-DD) to new bookings; the
 *                                   bookings already in it stay and are listed to call
 *   --reopen WINDOW|DATE            opens it again
 * The changes go through the office's own service (app/lib/office/office-bookings.server.ts, the office's
 * screens use it too) and are written to the audit log as the "cli" actor, in the change's transaction.
 * Messages and webhooks are queued in the database; the running server's outbox and webhook sender send
 * them (webhooks to the endpoints this shell's WEBHOOK_URL or WEBHOOKS_FILE names, as the server's do).
 */
import { countNoun } from "~/lib/rendering/count-noun";
import { bookingPhoneText } from "~/lib/booking/booking-phone";
import { type AttemptRow, type BookingRow } from "~/lib/booking/bookings-db.server";
import { windowLabel } from "~/lib/booking/window-labels";
import { addDays, windowById, windowsOn } from "~/lib/booking/windows";
import { recordAudit } from "~/lib/office/audit.server";
import { isClosureReason } from "~/lib/office/pipeline";
import type { Audit } from "~/lib/office/requests.server";
import type { CliCapabilities } from "./cli-capabilities.ts";
import { printable } from "./printable.ts";

export const BOOKING_COMMANDS = ["--bookings", "--cancel", "--move", "--close", "--reopen"] as const;

const label = (b: BookingRow) =>
  windowLabel({ start: new Date(b.starts_at), end: new Date(b.ends_at) }, "en");

const CHANNEL_NAMES: Record<AttemptRow["channel"], string> = {
  web: "the website",
  api: "the JSON API",
  agent: "MCP",
};
const LINK_NAMES: Record<AttemptRow["link"], string> = {
  emailed: "its link was e-mailed to the address on file",
  "no-email": "no e-mail on file: they were told to call",
  "daily-limit": "the address on file had its messages for the day: they were told to call",
};

/** A request for a booked number (someone sent it again, or tried to take the booking over). */
const attemptLine = (a: AttemptRow) =>
  `     Sent again ${a.created_at.slice(0, 16).replace("T", " ")} UTC through ${CHANNEL_NAMES[a.channel]}: ${LINK_NAMES[a.link]}`;

function describe(b: BookingRow, attempts: readonly AttemptRow[] = []): string {
  const marks = [
    b.status === "unconfirmed" ? `NOT CONFIRMED (${b.flag_reason}): call to confirm a time` : null,
    b.status === "cancelled" ? "cancelled" : null,
    b.language === "es" ? "IN SPANISH" : null,
    b.outside_area ? "OUTSIDE THE USUAL AREA" : null,
    b.channel === "agent"
      ? "THROUGH AN AGENT (MCP)"
      : b.channel === "api"
        ? "THROUGH AN AGENT (JSON API)"
        : null,
  ].filter(Boolean);
  // What the visitor typed is shown escaped (printable): it may hold control or bidi characters.
  return [
    `#${b.id}  ${label(b)}  [${b.window_id}]${marks.length ? `  ${printable(marks.join(", "))}` : ""}`,
    `     ${printable([b.name, bookingPhoneText(b), b.email].filter(Boolean).join(" · "))}`,
    `     ${printable(`${b.street}, ${b.zip}${b.surface ? ` · ${b.surface}` : ""}`)}`,
    ...(b.note ? [`     "${printable(b.note.replace(/\s+/g, " ").slice(0, 160))}"`] : []),
    ...attempts.map(attemptLine),
    "",
  ].join("\n");
}

/** Runs a bookings command; returns the exit code. */
export function runBookingCommand(
  args: readonly string[],
  { db, bookings: store, schedule: office, webhooks }: CliCapabilities,
  now: Date = new Date(),
): number {
  /** The command line's changes, in the audit log as its own actor. */
  const audit: Audit = (change) => recordAudit(db.db, { actor: "cli", ...change }, now);
  const changing = args.includes("--cancel") || args.includes("--move");
  if (changing && !webhooks.config.enabled && webhooks.config.problem)
    console.error(`Webhooks are off (${webhooks.config.problem}): this change is not sent to them.`);
  const arg = (flag: string, n = 1) => args[args.indexOf(flag) + n];
  const bookingArg = (flag: string) => {
    const id = Number(arg(flag));
    const booking = Number.isInteger(id) ? store.get(id) : undefined;
    if (!booking)
      console.error(`${flag} takes a booking number from --bookings (not ${arg(flag) ?? "nothing"}).`);
    return booking;
  };

  if (args.includes("--bookings")) {
    const upcoming = store.listFrom(now);
    const booked = upcoming.filter((b) => b.status === "booked");
    const toCall = upcoming.filter((b) => b.status === "unconfirmed");
    const closed = [...store.closures()].sort();
    if (booked.length === 0) console.log("No upcoming bookings.");
    else {
      console.log(`${countNoun(booked.length, "upcoming booking")} (Pacific Time):\n`);
      for (const b of booked) console.log(describe(b, store.attempts(b.id)));
    }
    if (toCall.length) {
      console.log(
        `${countNoun(toCall.length, "request")} that looked automated (no seat held; call to confirm a time):\n`,
      );
      for (const b of toCall) console.log(describe(b));
    }
    if (closed.length) console.log(`Closed to new bookings: ${closed.join(", ")}`);
    return 0;
  }
  if (args.includes("--cancel")) {
    const b = bookingArg("--cancel");
    if (!b) return 2;
    // The office may change a booking at any time: the 12-hour rule is the visitor's.
    const r = office.cancel(b.id, { audit, now });
    if (r.status !== "cancelled") {
      console.error(`Booking #${b.id} is already ${b.status}.`);
      return 1;
    }
    console.log(
      `Cancelled booking #${b.id} (${label(b)}); ${b.email ? "the visitor is e-mailed." : "no e-mail on file: call them."}`,
    );
    return 0;
  }
  if (args.includes("--move")) {
    const b = bookingArg("--move");
    if (!b) return 2;
    const to = windowById(arg("--move", 2) ?? "");
    if (!to) {
      console.error(
        `--move takes a booking number and a window id, like ${windowsOn(addDays(b.window_id.slice(0, 10), 1))[0]?.id ?? "2027-03-15-am"}.`,
      );
      return 2;
    }
    const r = office.move(b.id, to.id, { audit, now });
    if (r.status === "full") {
      console.error(`${to.id} is full or closed; choose another window.`);
      return 1;
    }
    if (r.status !== "moved" && r.status !== "unchanged") {
      console.error(
        r.status === "invalid-window"
          ? `${to.id} has already ended; choose another window.`
          : `Booking #${b.id} is ${b.status}; it cannot be moved.`,
      );
      return 1;
    }
    console.log(
      `Moved booking #${b.id} to ${windowLabel(to, "en")}; ${b.email ? "the visitor is e-mailed." : "no e-mail on file: call them."}`,
    );
    return 0;
  }
  if (args.includes("--close") || args.includes("--reopen")) {
    const flag = args.includes("--close") ? "--close" : "--reopen";
    const key = arg(flag) ?? "";
    const isDate = /^\d{4}-\d{2}-\d{2}$/.test(key) && addDays(key, 0) === key;
    if (!isDate && !windowById(key)) {
      console.error(`${flag} takes a window id (like 2027-03-15-am) or a date (2027-03-15).`);
      return 2;
    }
    if (flag === "--reopen") {
      console.log(office.reopen(key, { audit }) ? `Reopened ${key}.` : `${key} was not closed.`);
      return 0;
    }
    // A reason the office's screens know ("weather", "holiday", "crew") first, then any detail.
    const [first, ...rest] = args.slice(args.indexOf(flag) + 2);
    const known = isClosureReason(first);
    const closed = office.close(key, known ? first : "other", {
      detail: (known ? rest : [first, ...rest]).filter(Boolean).join(" "),
      audit,
      now,
    });
    if (closed.status === "past" || closed.status === "invalid") {
      console.error(`${key} is over: only today and later can be closed.`);
      return 2;
    }
    const inside = closed.caught;
    console.log(
      closed.status === "already" ? `${key} was already closed.` : `Closed ${key} to new bookings.`,
    );
    if (inside.length) {
      console.log(
        `\n${inside.length} booking${inside.length === 1 ? " is" : "s are"} still in it: call to move or cancel ${inside.length === 1 ? "it" : "them"}.\n`,
      );
      for (const b of inside) console.log(describe(b));
    }
    return 0;
  }
  return 2;
}
