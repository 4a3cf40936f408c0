/** Bookings written by tests (unit and browser tests share them). */
import { randomBytes } from "node:crypto";
import { parsePhone } from "../forms/phone";
import type { NewBooking } from "./bookings-db.server";
import type { ArrivalWindow } from "./windows";

/**
 * A phone number no other booking of this run holds (one number holds one upcoming booking), and one the
 * phone reader accepts (an exchange cannot start with 0 or 1), written as the office reads it.
 */
export function uniquePhone(): string {
  for (;;) {
    const n = String(2_000_000 + (randomBytes(4).readUInt32BE() % 8_000_000));
    const phone = `(213) ${n.slice(0, 3)}-${n.slice(3)}`;
    if (parsePhone(phone)) return phone;
  }
}

/** A booking written by a test, not a visitor: a seat in `window` and, unless `details` say more, nothing else. */
export const filler = (window: ArrivalWindow, details: Partial<NewBooking> = {}): NewBooking => ({
  window,
  name: "Seat Filler",
  phone: uniquePhone(),
  email: "",
  street: "1 Test Way",
  zip: "90405",
  surface: null,
  note: null,
  language: "en",
  outside_area: 0,
  channel: "web",
  flag_reason: null,
  ip: null,
  user_agent: null,
  ...details,
});
