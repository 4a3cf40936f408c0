import { z } from "zod";
import { LEAD_FIELDS, type LeadField, type LeadSubmission } from "./lead-wire";
import {
  fieldLimits,
  leadFormCopy,
  MIN_PHONE_DIGITS,
  NOT_SURE,
  serviceOptions,
  validationCopy,
  type LeadFormKind,
} from "~/content/lead-forms";
import { leadFormCopy as leadFormCopyEs, validationCopy as validationCopyEs } from "~/content/es/lead-forms";
import type { Lang, PerLang } from "~/content/i18n";

const validationWords: PerLang<typeof validationCopyEs> = { en: validationCopy, es: validationCopyEs };
const formWords: PerLang<{ contactMissing: string }> = { en: leadFormCopy, es: leadFormCopyEs };

/** Removes control characters (except newlines and tabs in messages) and trims. */
/* eslint-disable no-control-regex -- matching control characters is the point here */
/** How many characters a field takes (a service is one of the options: short). */
const fieldLimit = (f: LeadField): number =>
  f === "service" ? 100 : fieldLimits[f as keyof typeof fieldLimits];

export function clean(value: unknown, keepNewlines = false): unknown {
  if (typeof value !== "string") return value;
  const stripped = keepNewlines
    ? value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
    : value.replace(/[\u0000-\u001F\u007F]/g, " ");
  return stripped.trim();
}
/* eslint-enable no-control-regex */

const text = (max: number, required: string, tooLong: string, keepNewlines = false) =>
  z.preprocess((v) => clean(v ?? "", keepNewlines), z.string(required).min(1, required).max(max, tooLong));

/** Shared fields (the booking form reads them too): one rule each, messages in one language. */
export function sharedFields(lang: Lang) {
  const m = validationWords[lang];
  const emailFormat = z.string().max(fieldLimits.email, m.emailTooLong).pipe(z.email(m.emailFormat));
  const phoneFormat = z
    .string()
    .max(fieldLimits.phone, m.phoneTooLong)
    .regex(/^[0-9+().\-\s]*(?:(?:x|ext\.?)\s*\d+)?$/i, m.phoneCharacters)
    .refine((v) => v.replace(/\D/g, "").length >= MIN_PHONE_DIGITS, m.phoneDigits(MIN_PHONE_DIGITS));
  return {
    name: text(fieldLimits.name, m.nameRequired, m.nameTooLong(fieldLimits.name)),
    emailFormat,
    phoneFormat,
    /** A phone number that must be given. */
    phone: z.preprocess(
      (v) => clean(v ?? ""),
      z.string(m.phoneRequired).min(1, m.phoneRequired).pipe(phoneFormat),
    ),
    /** An e-mail that may be left empty (stored as ""). */
    optionalEmail: z.preprocess((v) => clean(v ?? ""), z.union([z.literal(""), emailFormat])),
  };
}

/** Both forms' schemas, with their messages in one language. */
function schemasIn(lang: Lang) {
  const m = validationWords[lang];
  const { name, emailFormat, phoneFormat, phone, optionalEmail } = sharedFields(lang);
  const email = z.preprocess(
    (v) => clean(v ?? ""),
    z.string(m.emailRequired).min(1, m.emailRequired).pipe(emailFormat),
  );
  /** A phone number that may be left empty (stored as ""). */
  const optionalPhone = z.preprocess((v) => clean(v ?? ""), z.union([z.literal(""), phoneFormat]));

  const serviceValues = serviceOptions.map((o) => o.value) as [string, ...string[]];
  /** Optional: an empty or missing choice is stored as "Not sure yet". */
  const service = z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? NOT_SURE : clean(v)),
    z.enum(serviceValues, m.service),
  );

  /** Optional free text (stored as ""). */
  const message = z.preprocess(
    (v) => clean(v ?? "", true),
    z.string().max(fieldLimits.message, m.messageTooLong(fieldLimits.message)),
  );

  /**
   * The quote form asks only for what a call-back needs: a name and one way to reach the visitor.
   * The contact left empty is stored as "" (the columns stay NOT NULL).
   */
  const quote = z
    .object({ name, email: optionalEmail, phone: optionalPhone, service, message })
    .superRefine((lead, ctx) => {
      if (lead.email === "" && lead.phone === "") {
        for (const field of ["phone", "email"] as const)
          ctx.addIssue({ code: "custom", path: [field], message: formWords[lang].contactMissing });
      }
    });
  /** The urgent call-back keeps the three required fields of the spec: name, e-mail and phone. */
  const emergency = z.object({ name, email, phone });
  return { quote, emergency };
}

/** The forms' schemas in each language (the same rules; only the messages differ). */
export const leadSchemas: PerLang<ReturnType<typeof schemasIn>> = {
  en: schemasIn("en"),
  es: schemasIn("es"),
};
/** The quote form's schema (English messages): what the quote API's OpenAPI description is generated from. */
export const quoteLeadSchema = leadSchemas.en.quote;
export const emergencyLeadSchema = leadSchemas.en.emergency;

export type QuoteLead = z.infer<typeof quoteLeadSchema>;
export type EmergencyLead = z.infer<typeof emergencyLeadSchema>;
export type LeadFields = { name: string; email: string; phone: string; service?: string; message?: string };

export type FieldErrors = Partial<Record<keyof LeadFields, string>>;

export type ValidationResult =
  { ok: true; data: LeadFields } | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * Validates a submission of either kind; on failure returns a message per field, in the language the
 * form was sent in, and the input.
 */
export function validateLead(
  kind: LeadFormKind,
  submission: LeadSubmission,
  lang: Lang = "en",
): ValidationResult {
  const raw: Partial<Record<LeadField, string>> = {};
  for (const f of LEAD_FIELDS) raw[f] = submission[f];
  const schema = leadSchemas[lang][kind];
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
    // Echoed back into the form (and its island's props) at most as long as the field takes.
    if (typeof v === "string") values[f] = v.slice(0, fieldLimit(f));
  }
  return { ok: false, errors, values };
}
