import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { createFormKeys, formKeySecret } from "../forms/form-key.server";
import { MIGRATIONS } from "../site/migrations.server";
import { SiteDb } from "../site/site-db.server";
import { bookingSecurityStep } from "./booking-security-migration.server";
import { BookingsDb } from "./bookings-db.server";

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), "booking-sec-"));
  dirs.push(dir);
  return join(dir, "leads.db");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the booking security step", () => {
  it("upgrades a file made before it: a number stored with an extension is keyed without it", () => {
    const path = tempDb();
    // The file as the code before this step left it (every step before this one applied).
    const old = new DatabaseSync(path);
    const before = MIGRATIONS.indexOf(bookingSecurityStep);
    expect(before).toBeGreaterThan(0);
    for (const step of MIGRATIONS.slice(0, before)) {
      if (typeof step === "string") old.exec(step);
      else step(old);
    }
    old.exec(`PRAGMA user_version = ${before}`);
    old
      .prepare(
        `INSERT INTO bookings (created_at, updated_at, uid, window_id, starts_at, ends_at, status, name, phone,
           phone_key, email, street, zip) VALUES (?, ?, ?, ?, ?, ?, 'booked', ?, ?, ?, '', ?, ?)`,
      )
      .run(
        "2027-03-01T00:00:00.000Z",
        "2027-03-01T00:00:00.000Z",
        "booking-1",
        "2027-03-15-am",
        "2027-03-15T15:00:00.000Z",
        "2027-03-15T18:00:00.000Z",
        "Dana Ortiz",
        "(310) 555-0177 x1",
        // The key the old rule gave it: the extension's digit counted, the area code's first digit lost.
        "1055501771",
        "12 Ocean Ave",
        "90405",
      );
    old.close();

    const db = new SiteDb(path);
    expect((db.db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(
      MIGRATIONS.length,
    );
    const found = new BookingsDb(db).upcomingFor("(310) 555-0177", new Date("2027-03-10T00:00:00Z"));
    // Found by the number without its extension (the later phone step stores it as E.164).
    expect(found).toMatchObject({ name: "Dana Ortiz", phone: "+13105550177", phone_ext: "1" });
    db.close();
  });

  it("keeps one form-key secret per file, so a key one server process signed checks in another", () => {
    const path = tempDb();
    const a = new SiteDb(path);
    const b = new SiteDb(path);
    const keysA = createFormKeys(formKeySecret(a.db));
    const keysB = createFormKeys(formKeySecret(b.db));
    const key = keysA.issue(Date.parse("2027-03-10T18:00:00Z"));
    expect(keysB.check(key)).toEqual({ kind: "shown", at: Date.parse("2027-03-10T18:00:00Z") });
    // Another file has its own secret: the key fails there.
    const other = new SiteDb(tempDb());
    expect(createFormKeys(formKeySecret(other.db)).check(key)).toEqual({
      kind: "invalid",
      reason: "form key fails its check",
    });
    for (const db of [a, b, other]) db.close();
  });
});
