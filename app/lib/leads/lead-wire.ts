/**
 * The lead forms' wire format, stated once: the names a submission's fields travel under. The form
 * writes them (components/sections/lead-form.tsx), the contact action and the JSON API read them into a
 * `LeadSubmission`, and the service and its validation take that plain object.
 */

/** What the visitor types. */
export const LEAD_FIELDS = ["name", "email", "phone", "service", "message"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** What the page adds: which form, the page and language it was sent from, and the two spam traps. */
export const WIRE = {
  form: "form",
  page: "page",
  /** A field people never see or fill (bots do). */
  honeypot: "website",
  /** Milliseconds between the form appearing and its sending (sent only when the page's script ran). */
  elapsed: "elapsed_ms",
  /** The language of the page the form was sent from ("en" or "es"); the answer and the lead follow it. */
  language: "language",
} as const;

export type WireField = LeadField | (typeof WIRE)[keyof typeof WIRE];

/** One submission as the service reads it: text values by wire name, absent when not sent. */
export type LeadSubmission = Partial<Record<WireField, string>>;

const WIRE_FIELDS: readonly WireField[] = [...LEAD_FIELDS, ...Object.values(WIRE)];

/** A posted form as a submission: a file in a text field counts as an empty value. */
export function submissionFromForm(form: FormData): LeadSubmission {
  const submission: LeadSubmission = {};
  for (const field of WIRE_FIELDS) {
    const value = form.get(field);
    if (value !== null) submission[field] = typeof value === "string" ? value : "";
  }
  return submission;
}
