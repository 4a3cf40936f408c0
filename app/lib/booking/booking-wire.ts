/**
 * Booking: the booking form's wire format, stated once. The page's form writes these names, the page's
 * action and the JSON API read them into a `BookingSubmission`, and validation takes that plain object.
 */

/** What the visitor gives. */
export const BOOKING_FIELDS = [
  "window",
  "name",
  "phone",
  "email",
  "street",
  "zip",
  "surface",
  "note",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** What the page adds: the language, the spam traps (the same names as the lead forms'). */
export const BOOKING_WIRE = {
  language: "language",
  /** A field people never see or fill. */
  honeypot: "website",
  /** When the server rendered the form (epoch ms): the fill time is measured from it, with or without script. */
  shownAt: "shown_at",
} as const;

export type BookingWireField = BookingField | (typeof BOOKING_WIRE)[keyof typeof BOOKING_WIRE];
export type BookingSubmission = Partial<Record<BookingWireField, string>>;

const ALL: readonly BookingWireField[] = [...BOOKING_FIELDS, ...Object.values(BOOKING_WIRE)];

/** A posted form as a submission (a file in a text field counts as empty). */
export function bookingFromForm(form: FormData): BookingSubmission {
  const submission: BookingSubmission = {};
  for (const field of ALL) {
    const value = form.get(field);
    if (value !== null) submission[field] = typeof value === "string" ? value : "";
  }
  return submission;
}
