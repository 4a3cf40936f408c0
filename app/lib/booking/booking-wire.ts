/**
 * Booking: the booking form's wire format, stated once. The page's form writes these names, the page's
 * action and the JSON API read them into a `BookingSubmission`, and validation takes that plain object.
 * The contact fields and the traps are the ones every form shares (forms/form-wire.ts).
 */
import { CONTACT_FIELDS, fieldsFromForm, SHARED_WIRE } from "../forms/form-wire";

/** What the visitor gives. */
export const BOOKING_FIELDS = ["window", ...CONTACT_FIELDS, "street", "zip", "surface", "note"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** What the page adds: the language, the honeypot and the signed form key. */
export const BOOKING_WIRE = {
  ...SHARED_WIRE,
  /**
   * The key the server signed when it rendered the form (forms/form-key.server.ts): when the form was
   * shown (the fill-time rule), and the page's idempotency key.
   */
  formKey: "form_key",
} as const;

/**
 * The retry key a program sends (the API's `Idempotency-Key` header, the MCP tool's `idempotencyKey`
 * argument): 16 to 255 visible ASCII characters (a UUID is 36).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{16,255}$/;

export type BookingWireField = BookingField | (typeof BOOKING_WIRE)[keyof typeof BOOKING_WIRE];
export type BookingSubmission = Partial<Record<BookingWireField, string>>;

const ALL: readonly BookingWireField[] = [...BOOKING_FIELDS, ...Object.values(BOOKING_WIRE)];

/** A posted form as a submission. */
export const bookingFromForm = (form: FormData): BookingSubmission => fieldsFromForm(form, ALL);
