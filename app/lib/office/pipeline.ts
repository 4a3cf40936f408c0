/**
 * The office's request pipeline, stated once (server and screens share it): the stages a lead or booking
 * moves through, the doors a request comes in by, and speed to lead.
 */

export const STAGES = ["new", "contacted", "booked", "estimate", "won", "done", "lost", "spam"] as const;
export type Stage = (typeof STAGES)[number];
export const isStage = (v: unknown): v is Stage => STAGES.includes(v as Stage);

/**
 * The job is finished ("won" is the deal, this the work done): moving a request here stamps `done_at`,
 * which the review requests count their days from; moving it elsewhere clears it.
 */
export const DONE_STAGE: Stage = "done";

/** A won deal, whether or not its job is done yet: what the numbers count as won. */
export const isWon = (stage: string): boolean => stage === "won" || stage === DONE_STAGE;

/**
 * Speed to lead stops at the first real contact: the office marking a request "contacted", or tapping its
 * call or text link (`recordContact`), never any other status change.
 */
export const CONTACT_STAGE: Stage = "contacted";

/** How the office reached someone from a request's page (a tapped tel: or sms: link). */
export const CONTACT_WAYS = ["call", "text"] as const;
export type ContactWay = (typeof CONTACT_WAYS)[number];
export const isContactWay = (v: unknown): v is ContactWay => CONTACT_WAYS.includes(v as ContactWay);

/** "office": a booking the office made for someone (from a lead's page). */
export const DOORS = [
  "quote-form",
  "callback",
  "booking-page",
  "quote-api",
  "booking-api",
  "mcp",
  "office",
] as const;
export type Door = (typeof DOORS)[number];
export const isDoor = (v: unknown): v is Door => DOORS.includes(v as Door);

/**
 * A booking's door, in SQL over the bookings table: one the office made (its `ip` is "office:<person>")
 * is the office's, the others come by their channel. The inbox and the numbers read it.
 */
export const BOOKING_DOOR_SQL = `CASE WHEN ip LIKE 'office:%' THEN 'office' WHEN channel = 'api' THEN 'booking-api'
  WHEN channel = 'agent' THEN 'mcp' ELSE 'booking-page' END`;

/** The same, for one booking row (its page). */
export const bookingDoor = (b: { channel: string; ip: string | null }): Door =>
  b.ip?.startsWith("office:")
    ? "office"
    : b.channel === "api"
      ? "booking-api"
      : b.channel === "agent"
        ? "mcp"
        : "booking-page";

/**
 * Waiting for a first call: new, never contacted, and not a cancelled booking. A booking that looked
 * automated holds no seat and starts as new: it waits for its confirmation call. The inbox's "Needs a
 * call" view is this rule; `waitsForCall` is the same for one row.
 */
export const WAITS_FOR_CALL_SQL = `(stage = 'new' AND contacted_at IS NULL AND COALESCE(booking_status, '') != 'cancelled')`;
export const waitsForCall = (r: {
  stage: string;
  contacted_at: string | null;
  booking_status: string | null;
}): boolean => r.stage === "new" && r.contacted_at === null && r.booking_status !== "cancelled";

/** An urgent call-back nobody has called yet: first in the inbox, marked in words. */
export const URGENT_SQL = `(door = 'callback' AND ${WAITS_FOR_CALL_SQL})`;
export const isUrgent = (r: Parameters<typeof waitsForCall>[0] & { door: string }): boolean =>
  r.door === "callback" && waitsForCall(r);

/**
 * What a request's status badge says: its stage, except that a cancelled booking reads "cancelled" (its
 * stage stays where the pipeline left it, "inspection booked" most often) and a booking that held no seat
 * reads "unconfirmed" while it waits for its call.
 */
export type ShownStatus = Stage | "cancelled" | "unconfirmed";
export function shownStatus(r: {
  stage: string;
  contacted_at: string | null;
  booking_status: string | null;
}): ShownStatus {
  if (r.booking_status === "cancelled") return "cancelled";
  if (r.booking_status === "unconfirmed" && waitsForCall(r)) return "unconfirmed";
  return isStage(r.stage) ? r.stage : "new";
}

/** How long a request waiting for its first call has waited (ms), or null when it is not waiting. */
export const waitedMs = (
  r: Parameters<typeof waitsForCall>[0] & { created_at: string },
  now: Date,
): number | null => (waitsForCall(r) ? Math.max(0, now.getTime() - Date.parse(r.created_at)) : null);

export type RequestKind = "lead" | "booking";
export const isRequestKind = (v: unknown): v is RequestKind => v === "lead" || v === "booking";

/** Milliseconds from arrival to the first contact, or null while nobody has called. */
export function speedToLead(createdAt: string, contactedAt: string | null): number | null {
  if (!contactedAt) return null;
  return Math.max(0, Date.parse(contactedAt) - Date.parse(createdAt));
}

/** A duration as the office reads it: "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "under 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The median of some numbers (null for none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Why the office closes a window or a day (the visitor's note names the first three in their language). */
export const CLOSURE_REASONS = ["weather", "holiday", "crew", "other"] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export const isClosureReason = (v: unknown): v is ClosureReason =>
  CLOSURE_REASONS.includes(v as ClosureReason);

/** How many weeks the numbers page shows. */
export const WEEKS = 12;
