/**
 * Forms: the wire names every form shares. The quote and call-back forms (leads/lead-wire.ts) and the
 * booking form (booking/booking-wire.ts) both ask for these contact fields and carry these traps.
 */
import { fieldLimits } from "~/content/lead-forms";

/** The contact fields: who the visitor is and how to reach them. */
export const CONTACT_FIELDS = ["name", "phone", "email"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

interface ContactInput {
  name: ContactField;
  type?: "tel" | "email";
  inputMode?: "tel" | "email";
  autoComplete: string;
  maxLength: number;
}

/** The contact fields' input attributes, the same in every form (labels and hints are each form's). */
export const CONTACT_INPUTS = {
  name: { name: "name", autoComplete: "name", maxLength: fieldLimits.name },
  phone: { name: "phone", type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: fieldLimits.phone },
  email: {
    name: "email",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    maxLength: fieldLimits.email,
  },
} as const satisfies Record<ContactField, ContactInput>;

/** What every form adds: the page's language and a field people never see or fill (bots do). */
export const SHARED_WIRE = {
  /** The language of the page the form was sent from ("en" or "es"); the answer follows it. */
  language: "language",
  /** The honeypot. */
  honeypot: "website",
} as const;

/** A posted form as a plain submission of the given names: a file in a text field counts as empty. */
export function fieldsFromForm<F extends string>(
  form: FormData,
  names: readonly F[],
): Partial<Record<F, string>> {
  const submission: Partial<Record<F, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (value !== null) submission[name] = typeof value === "string" ? value : "";
  }
  return submission;
}
