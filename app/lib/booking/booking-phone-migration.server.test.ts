import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../site/migrations.server";
import { SiteDb } from "../site/site-db.server";
import { bookingPhoneStep } from "./booking-phone-migration.server";
import { BookingsDb } from "./bookings-db.server";
import { phoneKey } from "./phone-key";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A file as the code before the phone step left it (every earlier step applied), with these numbers booked. */
function fileBefore(phones: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "booking-phone-"));
  dirs.push(dir);
  const path = join(dir, "leads.db");
  const old = new DatabaseSync(path);
  const before = MIGRATIONS.indexOf(bookingPhoneStep);
  expect(before).toBeGreaterThan(0);
  for (const step of MIGRATIONS.slice(0, before)) {
    if (typeof step === "string") old.exec(step);
    else step(old);
  }
  old.exec(`PRAGMA user_version = ${before}`);
  const insert = old.prepare(
    `INSERT INTO bookings (created_at, updated_at, uid, window_id, starts_at, ends_at, status, name, phone,
       phone_key, email, street, zip) VALUES (?, ?, ?, ?, ?, ?, 'booked', ?, ?, ?, '', '12 Ocean Ave', '90405')`,
  );
  phones.forEach((phone, i) =>
    insert.run(
      "2027-03-01T00:00:00.000Z",
      "2027-03-01T00:00:00.000Z",
      `booking-${i}`,
      "2027-03-15-am",
      "2027-03-15T15:00:00.000Z",
      "2027-03-15T18:00:00.000Z",
      `Person ${i}`,
      phone,
      // The key the rule before this step gave it.
      phoneKey(phone),
    ),
  );
  old.close();
  return path;
}

describe("the booking phone step", () => {
  it("stores every readable number as E.164 with its extension apart, so two countries' numbers are two", () => {
    const path = fileBefore(["(310) 555-0177 x1", "(424) 555-0199", "+52 424 555 0199", "310-555-0123-1"]);
    const db = new SiteDb(path);
    const rows = db.db.prepare("SELECT name, phone, phone_ext, phone_key FROM bookings ORDER BY id").all();
    expect(rows).toEqual([
      { name: "Person 0", phone: "+13105550177", phone_ext: "1", phone_key: "+13105550177" },
      { name: "Person 1", phone: "+14245550199", phone_ext: "", phone_key: "+14245550199" },
      { name: "Person 2", phone: "+524245550199", phone_ext: "", phone_key: "+524245550199" },
      // Not a number the reader can read: kept as typed, compared by its digits.
      { name: "Person 3", phone: "310-555-0123-1", phone_ext: "", phone_key: "31055501231" },
    ]);
    const store = new BookingsDb(db);
    const holder = (phone: string) => store.upcomingFor(phone, new Date("2027-03-10T00:00:00Z"))?.name;
    expect(holder("310.555.0177")).toBe("Person 0");
    expect(holder("(424) 555-0199")).toBe("Person 1");
    expect(holder("+52 (424) 555-0199")).toBe("Person 2");
    expect(holder("310-555-0123-1")).toBe("Person 3");
    expect(holder("(310) 555-0123")).toBeUndefined();
    db.close();
  });
});
