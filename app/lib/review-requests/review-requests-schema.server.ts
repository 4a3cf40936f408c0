import type { Migration } from "../site/site-db.server";

/**
 * The review requests' schema step: each private link the office (or the automatic ask after a job is
 * done) sent a customer, stored by its token's hash only. A request belongs to a lead or a booking and
 * goes with it (ON DELETE CASCADE: retention, "delete this person's data").
 */
export const REVIEW_REQUESTS_TABLE: Migration = `
CREATE TABLE review_requests (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  -- SHA-256 of the link's 256-bit token (base64url); the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE,
  lead_id INTEGER REFERENCES leads(id) ON DELETE CASCADE,
  booking_id INTEGER REFERENCES bookings(id) ON DELETE CASCADE,
  -- The customer's language: the e-mail's and the review page's.
  language TEXT NOT NULL CHECK (language IN ('en', 'es')),
  -- How it was sent: by e-mail, as a link the office copied (for a text message), or asked automatically.
  channel TEXT NOT NULL CHECK (channel IN ('email', 'link', 'auto')),
  -- The office account that asked; NULL for the automatic ask or once that account is gone.
  asked_by INTEGER REFERENCES office_users(id) ON DELETE SET NULL,
  expires_at TEXT NOT NULL,
  -- Set by the first review accepted through the link: the link is spent.
  spent_at TEXT,
  review_id INTEGER,
  CHECK ((lead_id IS NULL) <> (booking_id IS NULL))
);
CREATE INDEX review_requests_lead ON review_requests (lead_id) WHERE lead_id IS NOT NULL;
CREATE INDEX review_requests_booking ON review_requests (booking_id) WHERE booking_id IS NOT NULL;
`;
