/** A booking service as unit tests run it: the site's rules without closed dates, on a test clock. */
import { availability } from "~/content/booking/availability";
import { createFormKeys } from "../forms/form-key.server";
import { createRateLimiter } from "../leads/rate-limit.server";
import { silentLogger } from "../site/logger.server";
import type { SiteDb } from "../site/site-db.server";
import { createBookingService, type BookingServiceOptions } from "./booking-service.server";
import type { Schedule } from "./windows";

/** The site's booking rules with no closed dates, so that any test date is open. */
export const testSchedule: Schedule = { ...availability, closedDates: [] };
/** Wednesday 10 March 2027, 10 a.m. Pacific: where a test's clock starts. */
export const TEST_START = new Date("2027-03-10T18:00:00Z");
export const testMail = {
  to: "office@example.com",
  from: '"Site" <web@example.com>',
  origin: "https://www.example.com",
  host: "www.example.com",
  officeOrigin: "https://www.example.com",
};
/** The booking page's form keys, signed with a fixed secret. */
export const testFormKeys = createFormKeys(Buffer.alloc(32, 7));

/**
 * A booking service on `db` and the clock `now`: a rate limit and daily allowance no test reaches, no fill-time check, the
 * test schedule, mail and form keys, and no outbox to kick; `over` changes any of them.
 */
export const testBookingService = (db: SiteDb, now: () => Date, over: Partial<BookingServiceOptions> = {}) =>
  createBookingService({
    db,
    log: silentLogger,
    limiter: createRateLimiter({ max: 1000, windowMs: 60_000 }),
    bookingsPerDay: 1000,
    mail: testMail,
    minFillMs: 0,
    formKeys: testFormKeys,
    kick: () => {},
    schedule: testSchedule,
    now,
    ...over,
  });
