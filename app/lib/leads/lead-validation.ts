import { z } from "zod";
import { parsePhone } from "../forms/phone";
import { LEAD_FIELD_CAPS, type LeadFields } from "./lead-record";
import { LEAD_FIELDS, type LeadField, type LeadSubmission } from "./lead-wire";
import {
  fieldLimits,
  leadFormCopy,
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
    // A number libphonenumber-js cannot read as one that exists is refused (forms/phone.ts): too short,
    // digits trailing after a separator, a country code that does not fit.
    .refine((v) => parsePhone(v) !== null, m.phoneInvalid);
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
    z.string().max(LEAD_FIELD_CAPS.message, m.messageTooLong(LEAD_FIELD_CAPS.message)),
  );
  /** Optional, one line (stored as ""). */
  const best_time = z.preprocess(
    (v) => clean(v ?? ""),
    z.string().max(LEAD_FIELD_CAPS.best_time, m.bestTimeTooLong(LEAD_FIELD_CAPS.best_time)),
  );

  /**
   * The quote form asks only for what a call-back needs: a name and one way to reach the visitor.
   * The contact left empty is stored as "" (the columns stay NOT NULL).
   */
  const quote = z
    .object({
      name,
      email: optionalEmail,
      phone: optionalPhone,
      service,
      message,
      best_time,
    } satisfies Record<LeadField, z.ZodType>)
    .superRefine((lead, ctx) => {
      if (lead.email === "" && lead.phone === "") {
        for (const field of ["phone", "email"] as const)
          ctx.addIssue({ code: "custom", path: [field], message: formWords[lang].contactMissing });
      }
    })
    .transform(storedFields);
  /** The urgent call-back keeps the three required fields of the spec: name, e-mail and phone. */
  const emergency = z.object({ name, email, phone }).transform(storedFields);
  return { quote, emergency };
}

/**
 * A valid submission as the lead record stores it: every visitor column (lead-record.ts), the phone as
 * E.164 with its extension apart, and the fields a form does not ask for as null.
 */
function storedFields(
  fields: Pick<LeadFields, "name" | "email" | "phone"> & Partial<Record<LeadField, string>>,
): LeadFields {
  const phone = fields.phone ? parsePhone(fields.phone) : null;
  return {
    name: fields.name,
    email: fields.email,
    phone: phone?.e164 ?? "",
    phone_ext: phone?.extension ?? "",
    service: fields.service ?? null,
    message: fields.message ?? null,
    best_time: fields.best_time ?? null,
  };
}

/** The forms' schemas in each language (the same rules; only the messages differ). */
export const leadSchemas: PerLang<ReturnType<typeof schemasIn>> = {
  en: schemasIn("en"),
  es: schemasIn("es"),
};
/** The quote form's fields (English messages), before they become columns: what the quote API's OpenAPI description is generated from. */
export const quoteLeadSchema = leadSchemas.en.quote.in;

export type { LeadFields };

export type FieldErrors = Partial<Record<LeadField, string>>;

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
    const field = issue.path[0] as LeadField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values: echoValues(submission) };
}

/** What the visitor typed, echoed back into the form (and its island's props) at most as long as each field takes. */
export function echoValues(submission: LeadSubmission): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of LEAD_FIELDS) {
    const v = submission[f];
    if (typeof v === "string") values[f] = v.slice(0, LEAD_FIELD_CAPS[f]);
  }
  return values;
}
