import { describe, expect, it } from "vitest";
import { mailSettings } from "../mail/mail.server";
import { parseEnv } from "../site/env.server";
import { SiteDb } from "../site/site-db.server";
import { filler } from "./booking-fixtures.testing";
import { contractorMail } from "./booking-mail.server";
import { BookingsDb } from "./bookings-db.server";
import { windowsOn } from "./windows";

describe("the contractor's notice of a booking with photos", () => {
  it("says how many photos came and links to the booking, and says nothing of photos when none came", () => {
    const db = new SiteDb(":memory:");
    try {
      const store = new BookingsDb(db);
      const outcome = store.book(filler(windowsOn("2027-03-16")[0]!), { capacity: 2, compose: () => [] });
      if (outcome.kind !== "booked") throw new Error(outcome.kind);
      const settings = mailSettings(parseEnv({ LEADS_DB: ":memory:", SITE_URL: "https://example.com" }));
      const text = contractorMail(outcome.booking, "booked", settings, 2).text;
      expect(text).toMatch(/^Photos: +2 photos came with this booking/m);
      expect(text).toContain(`https://example.com/office/bookings/${outcome.booking.id}`);
      expect(contractorMail(outcome.booking, "booked", settings).text).not.toContain("Photos:");
    } finally {
      db.close();
    }
  });
});
