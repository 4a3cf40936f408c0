/** Webhooks: the schema steps of the deliveries' table (ordered with every capability's in app/lib/site/migrations.server.ts). */
import type { Migration } from "../site/site-db.server";

/**
 * Webhook deliveries (app/lib/webhooks/): one row per event and endpoint, written with the lead or the
 * booking; the event id is the same for every endpoint, and the body is kept for a replay.
 */
export const WEBHOOK_DELIVERIES_TABLE: Migration = `CREATE TABLE webhook_deliveries (
   id INTEGER PRIMARY KEY,
   event_id TEXT NOT NULL,
   endpoint_id TEXT NOT NULL,
   type TEXT NOT NULL,
   body TEXT NOT NULL,
   created_at TEXT NOT NULL,
   lead_id INTEGER REFERENCES leads (id),
   booking_id INTEGER REFERENCES bookings (id),
   status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed', 'dropped')),
   attempts INTEGER NOT NULL DEFAULT 0,
   next_attempt_at INTEGER NOT NULL,
   last_status INTEGER,
   last_error TEXT,
   finished_at TEXT,
   UNIQUE (event_id, endpoint_id)
 );
 CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at);
 CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at);`;
