import type { Migration } from "../site/site-db.server";

/**
 * The "send more photos" links' schema step: the private link the office sent a lead's customer to add
 * photos to their request, stored by its token's hash only. One live link a lead (a new one replaces the
 * last); it goes with its lead (ON DELETE CASCADE: retention, "delete this person's data").
 */
export const PHOTO_REQUESTS_TABLE: Migration = `
CREATE TABLE photo_requests (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  -- SHA-256 of the link's 256-bit token (base64url); the token itself is never stored.
  token_hash TEXT NOT NULL UNIQUE,
  lead_id INTEGER NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  -- The customer's language: the e-mail's and the page's.
  language TEXT NOT NULL CHECK (language IN ('en', 'es')),
  -- How it was sent: by e-mail, or as a link the office copied (for a text message).
  channel TEXT NOT NULL CHECK (channel IN ('email', 'link')),
  -- The office account that sent it; NULL once that account is gone.
  asked_by INTEGER REFERENCES office_users(id) ON DELETE SET NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX photo_requests_lead ON photo_requests (lead_id);
`;
