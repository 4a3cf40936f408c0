/**
 * The office's request pipeline, stated once (server and screens share it): the stages a lead or booking
 * moves through, the doors a request comes in by, and speed to lead.
 */

export const STAGES = ["new", "contacted", "booked", "estimate", "won", "lost", "spam"] as const;
export type Stage = (typeof STAGES)[number];
export const isStage = (v: unknown): v is Stage => STAGES.includes(v as Stage);

/** Stages that mean someone from the office has spoken to the person (speed to lead stops at the first). */
export const CONTACTED_STAGES: readonly Stage[] = ["contacted", "booked", "estimate", "won", "lost"];

export const DOORS = ["quote-form", "callback", "booking-page", "quote-api", "booking-api", "mcp"] as const;
export type Door = (typeof DOORS)[number];
export const isDoor = (v: unknown): v is Door => DOORS.includes(v as Door);

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
