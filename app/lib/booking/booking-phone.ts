/**
 * Booking: a phone number as a booking stores, compares and shows it. Read with the forms' reader
 * (app/lib/forms/phone.ts, libphonenumber-js): stored as E.164 with the extension apart, and one number
 * holds one upcoming booking whatever its punctuation or extension ("(310) 555-0177 x1", "310.555.0177"
 * and "+1 310 555 0177" are one number; "+52 424 555 0177" is another).
 */
import { formatPhone, parsePhone } from "../forms/phone";

/** The three columns a booking keeps of its phone number. */
export interface StoredPhone {
  /** E.164 ("+13105550177"); a number that cannot be read is kept as typed. */
  phone: string;
  /** The extension's digits, or "". */
  phone_ext: string;
  /** What "one upcoming booking per number" compares: the E.164 number, or an unreadable number's digits. */
  phone_key: string;
}

/**
 * The columns for a number as typed. The forms refuse a number the reader cannot read, but a row written
 * before they did, or by a program that skips them, may hold one: it is kept as typed and compared by its
 * digits (never equal to an E.164 key, which starts with "+"), so it still holds its one booking.
 */
export function storedPhone(typed: string): StoredPhone {
  const read = parsePhone(typed);
  if (read) return { phone: read.e164, phone_ext: read.extension, phone_key: read.e164 };
  const text = typed.trim();
  return { phone: text, phone_ext: "", phone_key: text.replace(/\D/g, "") || text };
}

/** A booking's number as people read it: "(310) 555-0177 ext. 1", "+52 424 555 0177"; an unread one as typed. */
export const bookingPhoneText = (booking: { phone: string; phone_ext: string }): string =>
  formatPhone({ e164: booking.phone, extension: booking.phone_ext });
