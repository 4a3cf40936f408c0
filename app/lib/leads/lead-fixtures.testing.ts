/** Leads for unit tests: one stored lead to vary with spreads. */
import type { NewLead } from "./leads-db.server";

/** A quote request from /contact, as the leads file stores it (no service or message; the phone as E.164). */
export const storedLead = {
  form: "quote",
  page: "/contact",
  name: "Dana",
  email: "dana@example.com",
  phone: "+13105550100",
} satisfies NewLead;

/** A quote request's fields as the /contact form posts them. */
export const quoteFields = {
  form: "quote",
  page: "/contact",
  name: "Dana Ortiz",
  email: "dana@example.com",
  phone: "(310) 555-0123",
  service: "decking",
  message: "The deck over the garage leaks.",
};
