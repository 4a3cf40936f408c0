/**
 * The lead forms' wire format, stated once: the names a submission's fields travel under. The form
 * writes them (components/sections/lead-form.tsx), the contact action and the JSON API read them into a
 * `LeadSubmission`, and the service and its validation take that plain object. The contact fields and
 * the traps are the ones every form shares (forms/form-wire.ts).
 */
import { CONTACT_FIELDS, fieldsFromForm, SHARED_WIRE } from "../forms/form-wire";

/**
 * What the visitor types: the lead record's typed columns (lead-record.ts checks that this names exactly
 * those; the list is repeated here so the form's script in the browser does not carry the declaration's zod).
 */
export const LEAD_FIELDS = [...CONTACT_FIELDS, "service", "message", "best_time"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** What the page adds: which form, the page and language it was sent from, and the two spam traps. */
export const WIRE = {
  ...SHARED_WIRE,
  form: "form",
  page: "page",
  /**
   * Milliseconds between the form appearing and its sending: always in the form, filled in by the
   * page's script (empty without it). The fill-time rule of forms/spam-flag.ts reads it.
   */
  elapsed: "elapsed_ms",
} as const;

export type WireField = LeadField | (typeof WIRE)[keyof typeof WIRE];

/** One submission as the service reads it: text values by wire name, absent when not sent. */
export type LeadSubmission = Partial<Record<WireField, string>>;

const WIRE_FIELDS: readonly WireField[] = [...LEAD_FIELDS, ...Object.values(WIRE)];

/** A posted form as a submission. */
export const submissionFromForm = (form: FormData): LeadSubmission => fieldsFromForm(form, WIRE_FIELDS);
