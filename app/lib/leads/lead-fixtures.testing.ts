/** Leads for unit tests: one stored lead to vary with spreads, and a form as the browser posts it. */
import type { NewLead } from "./leads-db.server";

/** A quote request from /contact, as the leads file stores it (no service or message). */
export const storedLead = {
  form: "quote",
  page: "/contact",
  name: "Dana",
  email: "dana@example.com",
  phone: "3105550100",
} satisfies NewLead;

/** The form fields a submission posts, as `FormData`. */
export function leadForm(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
}
