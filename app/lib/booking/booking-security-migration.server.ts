/**
 * Booking: the schema step the booking's security fixes add, appended to the one ordered list
 * of migrations (app/lib/site/migrations.server.ts's MIGRATIONS). It adds:
 * - `app_secrets`: secrets made once and shared by every process on this file (the form keys' HMAC secret);
 * - `booking_idempotency`: a client's retry key (hashed with the client), the hash of the body it came
 *   with, and the booking it made, kept 24 hours;
 * - `booking_attempts`: requests for a number that already holds a booking, and whether its link was
 *   e-mailed, for the office's list;
 * and recomputes the phone keys of numbers written with an extension (the key no longer counts it).
 */
import type { DatabaseSync } from "node:sqlite";
import { phoneKey } from "./phone-key.ts";

export function bookingSecurityStep(db: DatabaseSync): void {
  db.exec(`CREATE TABLE app_secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE booking_idempotency (
     scope TEXT PRIMARY KEY,
     body_hash TEXT NOT NULL,
     booking_id INTEGER NOT NULL REFERENCES bookings (id),
     created_at TEXT NOT NULL
   );
   CREATE INDEX booking_idempotency_created ON booking_idempotency (created_at);
   CREATE INDEX booking_idempotency_booking ON booking_idempotency (booking_id);
   CREATE TABLE booking_attempts (
     id INTEGER PRIMARY KEY,
     booking_id INTEGER NOT NULL REFERENCES bookings (id),
     created_at TEXT NOT NULL,
     channel TEXT NOT NULL,
     link TEXT NOT NULL CHECK (link IN ('emailed', 'no-email', 'daily-limit'))
   );
   CREATE INDEX booking_attempts_booking ON booking_attempts (booking_id);`);
  const rows = db.prepare("SELECT id, phone, phone_key FROM bookings").all() as {
    id: number;
    phone: string;
    phone_key: string;
  }[];
  const update = db.prepare("UPDATE bookings SET phone_key = ? WHERE id = ?");
  for (const row of rows) {
    const key = phoneKey(row.phone);
    if (key !== row.phone_key) update.run(key, row.id);
  }
}
