import { describe, expect, it } from "vitest";
import { tableProblems } from "../site/record.testing";
import { openStores } from "../site/site-db.testing";
import {
  BOOKING_COLUMNS,
  BOOKING_FIELD_CAPS,
  BOOKING_REQUEST_COLUMNS,
  type BookingColumn,
  type NewBookingColumns,
} from "./booking-record";
import { bookingLimits } from "./booking-validation";
import { BOOKING_FIELDS } from "./booking-wire";
import { windowsOn } from "./windows";

describe("the booking record's declaration", () => {
  it("names exactly the columns of the bookings table after every schema step, nullable where the table is", () => {
    expect(tableProblems("bookings", BOOKING_COLUMNS)).toEqual([]);
  });

  it("names exactly the columns of the daily allowance's table", () => {
    expect(tableProblems("booking_requests", BOOKING_REQUEST_COLUMNS)).toEqual([]);
  });

  it("stores every column a new booking gives, none dropped: the INSERT is the declaration's", () => {
    const stores = openStores();
    const given = Object.keys(BOOKING_COLUMNS).filter((k) =>
      ["visitor", "request"].includes(BOOKING_COLUMNS[k as BookingColumn].filler),
    ) as BookingColumn[];
    // A value each column accepts that no other column holds (an option for an enum, 1 for a number).
    const booking = Object.fromEntries(
      given.map((k) => [
        k,
        [`v-${k}`, "es", "agent", 1].find((v) => BOOKING_COLUMNS[k].schema.safeParse(v).success),
      ]),
    ) as unknown as NewBookingColumns;
    const window = windowsOn("2027-03-16")[0]!;
    // A number the phone reader reads: the store keeps it as E.164 with the extension apart.
    const outcome = stores.bookings.book(
      { ...booking, phone: "(310) 555-0100 x12", window },
      { capacity: 1, compose: () => [], now: new Date("2027-03-10T18:00:00Z") },
    );
    if (outcome.kind !== "unconfirmed") throw new Error(outcome.kind);
    const row = stores.bookings.get(outcome.booking.id)!;
    for (const k of given.filter((c) => c !== "phone"))
      expect(row[k], k).toBe(booking[k as keyof NewBookingColumns]);
    expect(row).toMatchObject({
      phone: "+13105550100",
      phone_ext: "12",
      phone_key: "+13105550100",
      window_id: window.id,
      starts_at: window.start.toISOString(),
      ends_at: window.end.toISOString(),
      // The flag reason holds no seat: unconfirmed, a call-back for the office.
      status: "unconfirmed",
      stage: "new",
      sequence: 0,
      lost_reason: null,
      contacted_at: null,
    });
    stores.close();
  });

  it("gives each typed field its cap: the form's, validation's and the API's", () => {
    const typed = BOOKING_FIELDS.filter((f) => f !== "window" && f !== "surface");
    expect(Object.keys(BOOKING_FIELD_CAPS).sort()).toEqual([...typed].sort());
    for (const f of typed)
      expect(BOOKING_FIELD_CAPS[f as keyof typeof BOOKING_FIELD_CAPS], f).toBeGreaterThan(0);
    expect(bookingLimits).toBe(BOOKING_FIELD_CAPS);
  });
});
