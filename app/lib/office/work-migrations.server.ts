/**
 * The office's work (inbox, pipeline, notes, merges, closures): its schema steps, ordered with every
 * capability's in app/lib/site/migrations.server.ts (`MIGRATIONS`, after the office's steps). No code
 * depends on a step's number.
 *
 * - The door a request came through, recorded on arrival from now on. Older leads show what is known:
 *   the page the quote API and MCP record (/api/quote, /mcp, as they were when this step was written),
 *   else the form; bookings' channel says it.
 * - The pipeline: a stage per lead and booking (new → contacted → booked → estimate → won | lost | spam),
 *   the reason a lead was lost, and when it was first contacted (speed to lead). A booking starts as
 *   "inspection booked", or "new" when it looked automated and holds no seat (it is to be called).
 * - Notes on a lead or booking, each with its author (id and name as then) and time.
 * - The duplicates merged into a lead (when, and which fields differed).
 * - The notes sent to visitors whose booking sits in a window the office closed.
 */
/**
 * The pipeline's "done" stage: when the office marked the job finished, on leads and bookings (review
 * requests count their days from it), with an index for "jobs done between two times".
 */
export const WORK_DONE_AT = `ALTER TABLE leads ADD COLUMN done_at TEXT;
   ALTER TABLE bookings ADD COLUMN done_at TEXT;
   CREATE INDEX leads_done ON leads (done_at) WHERE done_at IS NOT NULL;
   CREATE INDEX bookings_done ON bookings (done_at) WHERE done_at IS NOT NULL;`;

export const WORK_MIGRATIONS: string[] = [
  `ALTER TABLE leads ADD COLUMN door TEXT;
   ALTER TABLE leads ADD COLUMN stage TEXT NOT NULL DEFAULT 'new';
   ALTER TABLE leads ADD COLUMN lost_reason TEXT;
   ALTER TABLE leads ADD COLUMN contacted_at TEXT;
   ALTER TABLE bookings ADD COLUMN stage TEXT NOT NULL DEFAULT 'booked';
   ALTER TABLE bookings ADD COLUMN lost_reason TEXT;
   ALTER TABLE bookings ADD COLUMN contacted_at TEXT;
   UPDATE leads SET door = CASE
       WHEN page = '/api/quote' THEN 'quote-api' WHEN page = '/mcp' THEN 'mcp'
       WHEN form = 'emergency' THEN 'callback' ELSE 'quote-form' END;
   UPDATE bookings SET stage = 'new' WHERE status = 'unconfirmed';
   CREATE TRIGGER bookings_unconfirmed_stage AFTER INSERT ON bookings WHEN NEW.status = 'unconfirmed'
     BEGIN UPDATE bookings SET stage = 'new' WHERE id = NEW.id; END;
   CREATE INDEX leads_stage ON leads (stage, created_at);
   CREATE TABLE request_notes (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     lead_id INTEGER REFERENCES leads (id),
     booking_id INTEGER REFERENCES bookings (id),
     author_id INTEGER,
     author_name TEXT NOT NULL,
     body TEXT NOT NULL,
     CHECK ((lead_id IS NULL) != (booking_id IS NULL))
   );
   CREATE INDEX request_notes_lead ON request_notes (lead_id);
   CREATE INDEX request_notes_booking ON request_notes (booking_id);
   CREATE TABLE lead_merges (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES leads (id),
     created_at TEXT NOT NULL,
     differences TEXT NOT NULL
   );
   CREATE INDEX lead_merges_lead ON lead_merges (lead_id);
   CREATE TABLE closure_notices (
     booking_id INTEGER NOT NULL REFERENCES bookings (id),
     closure_key TEXT NOT NULL,
     created_at TEXT NOT NULL,
     PRIMARY KEY (booking_id, closure_key)
   );`,
];
