/** Booking: the schema steps of its tables (ordered with every capability's in app/lib/site/migrations.server.ts). */
import type { Migration } from "../site/site-db.server";

/**
 * Online booking (app/lib/booking/): bookings, the hashes of their private links, the contractor's
 * one-off closures. A booking holds a seat while its status is 'booked'; 'unconfirmed' (it looked
 * automated) and 'cancelled' hold none. Times are UTC instants.
 */
export const BOOKING_TABLES: Migration = `CREATE TABLE bookings (
   id INTEGER PRIMARY KEY,
   created_at TEXT NOT NULL,
   updated_at TEXT NOT NULL,
   uid TEXT NOT NULL UNIQUE,
   window_id TEXT NOT NULL,
   starts_at TEXT NOT NULL,
   ends_at TEXT NOT NULL,
   status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled', 'unconfirmed')),
   sequence INTEGER NOT NULL DEFAULT 0,
   name TEXT NOT NULL,
   phone TEXT NOT NULL,
   phone_key TEXT NOT NULL,
   email TEXT NOT NULL,
   street TEXT NOT NULL,
   zip TEXT NOT NULL,
   surface TEXT,
   note TEXT,
   language TEXT NOT NULL DEFAULT 'en',
   outside_area INTEGER NOT NULL DEFAULT 0,
   channel TEXT NOT NULL DEFAULT 'web',
   flag_reason TEXT,
   ip TEXT,
   user_agent TEXT
 );
 CREATE INDEX bookings_window ON bookings (window_id, status);
 CREATE INDEX bookings_phone ON bookings (phone_key, status, starts_at);
 CREATE INDEX bookings_starts ON bookings (starts_at);
 CREATE TABLE booking_tokens (
   hash TEXT PRIMARY KEY,
   booking_id INTEGER NOT NULL REFERENCES bookings (id),
   created_at TEXT NOT NULL
 );
 CREATE INDEX booking_tokens_booking ON booking_tokens (booking_id);
 CREATE TABLE closures (
   key TEXT PRIMARY KEY,
   created_at TEXT NOT NULL,
   reason TEXT
 );`;

/**
 * The booking requests each client made in the last 24 hours (its key from clientKey: an IPv4 address or
 * an IPv6 /64), for the daily booking allowance. In the database, not in memory, so every server process on
 * this file counts the same requests; rows older than a day are deleted as new ones are counted.
 */
export const BOOKING_REQUESTS_TABLE: Migration = `CREATE TABLE booking_requests (
   id INTEGER PRIMARY KEY,
   client_key TEXT NOT NULL,
   created_at TEXT NOT NULL
 );
 CREATE INDEX booking_requests_client ON booking_requests (client_key, created_at);
 CREATE INDEX booking_requests_created ON booking_requests (created_at);`;
