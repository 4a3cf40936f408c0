/**
 * Booking: calendar files (RFC 5545) made with ical-generator: the visitor's download, the invitations
 * in e-mails (RFC 5546: METHOD:REQUEST with ORGANIZER and ATTENDEE, METHOD:CANCEL) and the contractor's
 * subscription feed. Times are UTC; the UID never changes and the SEQUENCE rises with each change.
 */
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import { company } from "~/content/company";
import { bookingPhoneText } from "./booking-phone";
import type { BookingRow } from "./bookings-db.server";

const words = { en: bookingCopy, es: bookingCopyEs } as const;

export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export interface EventOptions {
  /** Where the property is, as this file may say it (the visitor's e-mail carries only the ZIP code). */
  location: string;
  /** The organizer (the company's address) and the attendee, for invitations. */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** The booking's private page, for the visitor's own files. */
  url?: string;
  /** Extra lines for the contractor's copy (the phone, the note). */
  details?: string[];
}

const prodId = { company: company.name, product: "Inspection booking", language: "EN" };

function addEvent(
  calendar: ReturnType<typeof ical>,
  booking: BookingRow,
  { location, organizer, attendee, url, details = [] }: EventOptions,
) {
  const w = words[booking.language].mail;
  // The number a page in the booking's language calls (Spanish: the Spanish line).
  const phone = (booking.language === "es" ? company.spanishLine.phone : company.phone).display;
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: new Date(booking.updated_at),
    start: new Date(booking.starts_at),
    end: new Date(booking.ends_at),
    summary: w.eventSummary(company.name),
    description: [w.eventDescription(phone), ...details].join("\n"),
    location,
    status: booking.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(url ? { url } : {}),
    ...(organizer ? { organizer } : {}),
    ...(attendee ? { attendees: [{ ...attendee, role: ICalAttendeeRole.REQ, rsvp: false }] } : {}),
  });
}

/** One booking's calendar file: a download (PUBLISH) or an e-mailed invitation (REQUEST or CANCEL). */
export function bookingCalendar(booking: BookingRow, method: CalendarMethod, options: EventOptions): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod[method] });
  addEvent(calendar, booking, options);
  return calendar.toString();
}

/** The contractor's subscription feed: every booking given, cancelled ones marked CANCELLED. */
export function bookingsFeed(bookings: readonly BookingRow[], name: string): string {
  const calendar = ical({ prodId, name, method: ICalCalendarMethod.PUBLISH, ttl: 15 * 60 });
  for (const b of bookings) {
    addEvent(calendar, b, {
      location: `${b.street}, ${b.zip}`,
      details: [
        `${b.name} · ${bookingPhoneText(b)}${b.email ? ` · ${b.email}` : ""}`,
        ...(b.note ? [b.note] : []),
      ],
    });
  }
  return calendar.toString();
}
