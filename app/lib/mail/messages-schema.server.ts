/** Mail: the schema steps of the message queue (ordered with every capability's in app/lib/site/migrations.server.ts). */
import type { Migration } from "../site/site-db.server";

/**
 * The outbox becomes a queue of messages: several per lead or booking, each composed when it is queued
 * (a booking's carries its manage link, whose token is never stored) and blanked once sent. Lead
 * notifications queued before this step have no stored message and are composed when sent.
 */
export const MESSAGES_TABLE: Migration = `CREATE TABLE messages (
   id INTEGER PRIMARY KEY,
   created_at TEXT NOT NULL,
   lead_id INTEGER REFERENCES leads (id),
   booking_id INTEGER REFERENCES bookings (id),
   recipient TEXT NOT NULL CHECK (recipient IN ('contractor', 'visitor')),
   to_address TEXT,
   mail TEXT,
   status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
   attempts INTEGER NOT NULL DEFAULT 0,
   next_attempt_at INTEGER NOT NULL,
   last_error TEXT,
   sent_at TEXT
 );
 INSERT INTO messages (id, created_at, lead_id, recipient, status, attempts, next_attempt_at, last_error, sent_at)
   SELECT o.id, l.created_at, o.lead_id, 'contractor', o.status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at
   FROM outbox o JOIN leads l ON l.id = o.lead_id;
 DROP TABLE outbox;
 CREATE INDEX messages_due ON messages (status, next_attempt_at);
 CREATE INDEX messages_lead ON messages (lead_id);
 CREATE INDEX messages_booking ON messages (booking_id);
 CREATE INDEX messages_to ON messages (to_address, created_at);`;

/**
 * A message being sent is leased: `leased_until` holds it from every other sender (a second server
 * process on the same file) while its sender renews the lease, and a sender that dies mid-send leaves it
 * due again once the lease ends. Kept apart from `next_attempt_at`, so "the mail server is back:
 * retry now" never frees a message another process is sending.
 */
export const MESSAGE_LEASES: Migration =
  "ALTER TABLE messages ADD COLUMN leased_until INTEGER NOT NULL DEFAULT 0";
