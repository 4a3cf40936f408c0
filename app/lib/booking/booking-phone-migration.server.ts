/**
 * Booking: the schema step that stores phone numbers as E.164 with the extension apart (booking-phone.ts),
 * appended to the one ordered list of migrations (app/lib/site/migrations.server.ts). It adds the column
 * `phone_ext` and rewrites every row's `phone`, `phone_ext` and `phone_key`: a number the reader can read
 * becomes E.164 (its key too), so "+52 424 555 0199" no longer collides with "(424) 555-0199", and
 * "310-555-0199-1" no longer counts as a second number; a number it cannot read keeps its text and is
 * compared by its digits.
 */
import type { DatabaseSync } from "node:sqlite";
import { storedPhone } from "./booking-phone";

export function bookingPhoneStep(db: DatabaseSync): void {
  db.exec("ALTER TABLE bookings ADD COLUMN phone_ext TEXT NOT NULL DEFAULT ''");
  const rows = db.prepare("SELECT id, phone FROM bookings").all() as { id: number; phone: string }[];
  const update = db.prepare("UPDATE bookings SET phone = ?, phone_ext = ?, phone_key = ? WHERE id = ?");
  for (const row of rows) {
    const stored = storedPhone(row.phone);
    update.run(stored.phone, stored.phone_ext, stored.phone_key, row.id);
  }
}
