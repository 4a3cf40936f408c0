/**
 * Booking: the booking form's rules, with their messages in the visitor's language. Name, phone and e-mail
 * follow the lead forms' rules and words; the rest are the booking copy's.
 */
import { z } from "zod";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import type { Lang, PerLang } from "~/content/i18n";
import { clean, sharedFields } from "../leads/lead-validation";
import { BOOKING_FIELD_CAPS, type BookingVisitorFields } from "./booking-record";
import { BOOKING_FIELDS, type BookingField, type BookingSubmission } from "./booking-wire";

const words = { en: bookingCopy, es: bookingCopyEs } as const;

/** The booking's typed fields' caps, from the declaration (booking-record.ts). */
export const bookingLimits = BOOKING_FIELD_CAPS;
export const SURFACES = bookingCopy.surfaces.map((s) => s.value) as unknown as readonly [string, ...string[]];

function schemaIn(lang: Lang) {
  const b = words[lang].errors;
  const required = (message: string, max: number, tooLong: string) =>
    z.preprocess((v) => clean(v ?? ""), z.string(message).min(1, message).max(max, tooLong));
  const { name, phone, optionalEmail } = sharedFields(lang);
  // Every field of the wire (the window and the visitor's columns): a new one fails the type check here.
  return z.object({
    window: z.preprocess(
      (v) => clean(v ?? ""),
      z.string(b.window).regex(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+$/, b.window),
    ),
    name,
    phone,
    email: optionalEmail,
    street: required(b.street, bookingLimits.street, b.streetTooLong),
    zip: z.preprocess(
      (v) => clean(v ?? ""),
      z
        .string(b.zip)
        .regex(/^\d{5}(?:-\d{4})?$/, b.zip)
        .transform((v) => v.slice(0, 5)),
    ),
    surface: z.preprocess(
      (v) => (v === "" || v === undefined || v === null ? null : clean(v)),
      z.enum(SURFACES, b.surface).nullable(),
    ),
    note: z.preprocess(
      (v) => clean(v ?? "", true),
      z
        .string()
        .max(bookingLimits.note, b.noteTooLong(bookingLimits.note))
        .transform((v) => (v === "" ? null : v)),
    ),
  } satisfies Record<BookingField, z.ZodType>);
}

/** The booking schema in each language (the same rules; only the messages differ). */
export const bookingSchemas: PerLang<ReturnType<typeof schemaIn>> = {
  en: schemaIn("en"),
  es: schemaIn("es"),
};
/** A valid booking: the window's id and every visitor column of the record (booking-record.ts). */
export type BookingFields = { window: string } & BookingVisitorFields;
export type BookingErrors = Partial<Record<BookingField, string>>;

export type BookingValidation =
  { ok: true; data: BookingFields } | { ok: false; errors: BookingErrors; values: Record<string, string> };

/** The fields as typed (capped), to put back in the form. */
export function typedValues(submission: BookingSubmission): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of BOOKING_FIELDS) {
    const v = submission[f];
    if (typeof v === "string") values[f] = v.slice(0, 5_000);
  }
  return values;
}

export function validateBooking(submission: BookingSubmission, lang: Lang): BookingValidation {
  const result = bookingSchemas[lang].safeParse(typedValues(submission));
  if (result.success) return { ok: true, data: result.data };
  const errors: BookingErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as BookingField] ??= issue.message;
  return { ok: false, errors, values: typedValues(submission) };
}
