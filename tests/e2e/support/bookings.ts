import { randomBytes } from "node:crypto";
import { availability } from "~/content/booking/availability";
import { openStores } from "~/lib/site/site-db.testing";
import type { BookOutcome, NewBooking } from "~/lib/booking/bookings-db.server";
import { windowById, type ArrivalWindow } from "~/lib/booking/windows";

/** A phone number no other booking of this run holds (one number holds one upcoming booking). */
export function uniquePhone(): string {
  const n = String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, "0");
  return `(213) ${n.slice(0, 3)}-${n.slice(3)}`;
}

/** A booking written by a test, not a visitor: a seat in `window` and, unless `details` say more, nothing else. */
export const filler = (window: ArrivalWindow, details: Partial<NewBooking> = {}): NewBooking => ({
  window,
  name: "Seat Filler",
  phone: uniquePhone(),
  email: "",
  street: "1 Test Way",
  zip: "90405",
  surface: null,
  note: null,
  language: "en",
  outsideArea: false,
  channel: "web",
  flagReason: null,
  ip: null,
  userAgent: null,
  ...details,
});

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
