import { z } from "zod";
import { LEAD_FIELDS, type LeadField, type LeadSubmission } from "./lead-wire";
import {
  fieldLimits,
  leadFormCopy,
  MIN_PHONE_DIGITS,
  NOT_SURE,
  serviceOptions,
  type LeadFormKind,
} from "~/content/lead-forms";

/** Removes control characters (except newlines and tabs in messages) and trims. */
/* eslint-disable no-control-regex -- matching control characters is the point here */
function clean(value: unknown, keepNewlines = false): unknown {
  if (typeof value !== "string") return value;
  const stripped = keepNewlines
    ? value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
    : value.replace(/[\u0000-\u001F\u007F]/g, " ");
  return stripped.trim();
}
/* eslint-enable no-control-regex */

const text = (max: number, required: string, tooLong: string, keepNewlines = false) =>
  z.preprocess((v) => clean(v ?? "", keepNewlines), z.string(required).min(1, required).max(max, tooLong));

const name = text(
  fieldLimits.name,
  "Enter your name.",
  `Keep your name under ${fieldLimits.name} characters.`,
);

const emailFormat = z
  .string()
  .max(fieldLimits.email, "That e-mail address is too long.")
  .pipe(z.email("Enter an e-mail like name@example.com."));
const email = z.preprocess(
  (v) => clean(v ?? ""),
  z.string("Enter your e-mail address.").min(1, "Enter your e-mail address.").pipe(emailFormat),
);
/** An e-mail that may be left empty (stored as ""). */
const optionalEmail = z.preprocess((v) => clean(v ?? ""), z.union([z.literal(""), emailFormat]));

const phoneFormat = z
  .string()
  .max(fieldLimits.phone, "That phone number is too long.")
  .regex(
    /^[0-9+().\-\s]*(?:(?:x|ext\.?)\s*\d+)?$/i,
    "Use digits, spaces and + ( ) - only, like (310) 555-0100.",
  )
  .refine(
    (v) => v.replace(/\D/g, "").length >= MIN_PHONE_DIGITS,
    `Enter a phone number with at least ${MIN_PHONE_DIGITS} digits, like (310) 555-0100.`,
  );
const phone = z.preprocess(
  (v) => clean(v ?? ""),
  z.string("Enter a phone number.").min(1, "Enter a phone number so we can call you back.").pipe(phoneFormat),
);
/** A phone number that may be left empty (stored as ""). */
const optionalPhone = z.preprocess((v) => clean(v ?? ""), z.union([z.literal(""), phoneFormat]));

const serviceValues = serviceOptions.map((o) => o.value) as [string, ...string[]];
/** Optional: an empty or missing choice is stored as "Not sure yet". */
const service = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? NOT_SURE : clean(v)),
  z.enum(serviceValues, "Choose one of the listed services."),
);

/** Optional free text (stored as ""). */
const message = z.preprocess(
  (v) => clean(v ?? "", true),
  z.string().max(fieldLimits.message, `Keep the message under ${fieldLimits.message} characters.`),
);

/**
 * The quote form asks only for what a call-back needs: a name and one way to reach the visitor.
 * The contact left empty is stored as "" (the columns stay NOT NULL).
 */
export const quoteLeadSchema = z
  .object({ name, email: optionalEmail, phone: optionalPhone, service, message })
  .superRefine((lead, ctx) => {
    if (lead.email === "" && lead.phone === "") {
      for (const field of ["phone", "email"] as const)
        ctx.addIssue({ code: "custom", path: [field], message: leadFormCopy.contactMissing });
    }
  });
/** The urgent call-back keeps the three required fields of the spec: name, e-mail and phone. */
export const emergencyLeadSchema = z.object({ name, email, phone });

export type QuoteLead = z.infer<typeof quoteLeadSchema>;
export type EmergencyLead = z.infer<typeof emergencyLeadSchema>;
export type LeadFields = { name: string; email: string; phone: string; service?: string; message?: string };

export type FieldErrors = Partial<Record<keyof LeadFields, string>>;

export type ValidationResult =
  { ok: true; data: LeadFields } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Validates a submission of either kind; on failure returns a message per field and the input. */
export function validateLead(kind: LeadFormKind, submission: LeadSubmission): ValidationResult {
  const raw: Partial<Record<LeadField, string>> = {};
  for (const f of LEAD_FIELDS) raw[f] = submission[f];
  const schema = kind === "quote" ? quoteLeadSchema : emergencyLeadSchema;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LeadFields;
    errors[field] ??= issue.message;
  }
  const values: Record<string, string> = {};
  for (const f of LEAD_FIELDS) {
    const v = raw[f];
    if (typeof v === "string") values[f] = v.slice(0, 10_000);
  }
  return { ok: false, errors, values };
}
