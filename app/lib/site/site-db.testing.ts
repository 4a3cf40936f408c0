/** Tests: the site's database opened with every capability's store, as the server wires them. */
import { BookingsDb } from "../booking/bookings-db.server";
import { LeadsDb } from "../leads/leads-db.server";
import { MessagesDb } from "../mail/messages-db.server";
import { WebhookStore } from "../webhooks/webhook-store.server";
import { SiteDb } from "./site-db.server";

export function openStores(path = ":memory:") {
  const site = new SiteDb(path);
  return {
    site,
    leads: new LeadsDb(site),
    bookings: new BookingsDb(site),
    messages: new MessagesDb(site),
    deliveries: new WebhookStore(site),
    close: () => site.close(),
  };
}

export type Stores = ReturnType<typeof openStores>;
