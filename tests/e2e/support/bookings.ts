import { availability } from "~/content/booking/availability";
import { openStores } from "~/lib/site/site-db.testing";
import type { BookOutcome, NewBooking } from "~/lib/booking/bookings-db.server";
import { windowById } from "~/lib/booking/windows";

import { filler } from "~/lib/booking/booking-fixtures.testing";

export { filler, uniquePhone } from "~/lib/booking/booking-fixtures.testing";

/** Writes one booking straight to a server's database, as another process would; returns the store's answer. */
export function bookDirectly(
  dbPath: string,
  booking: NewBooking,
  capacity: number = availability.capacity,
): BookOutcome {
  const stores = openStores(dbPath);
  try {
    return stores.bookings.book(booking, { capacity, compose: () => [] });
  } finally {
    stores.close();
  }
}

/**
 * Takes every seat left in a window, writing straight to a server's database as a second writer would
 * (someone else booking it between the page showing it and the visitor sending the form).
 */
export function fillWindow(dbPath: string, windowId: string): void {
  const window = windowById(windowId);
  if (!window) throw new Error(`no window ${windowId}`);
  const stores = openStores(dbPath);
  try {
    const store = stores.bookings;
    while ((store.seatsTaken(new Date()).get(windowId) ?? 0) < availability.capacity)
      store.book(filler(window), { capacity: availability.capacity, compose: () => [] });
  } finally {
    stores.close();
  }
}
