/**
 * Webhooks: the one object the server and the command line use. It reads the configuration (never
 * throwing), queues an event's deliveries inside the transaction that stores the lead or booking change,
 * and runs the sender in its own lane, apart from e-mail. With no or an invalid configuration every
 * method is harmless and nothing is queued.
 */
import type { BookingEvent } from "../booking/booking-mail.server";
import type { BookingRow } from "../booking/bookings-db.server";
import type { LeadRow } from "../leads/leads-db.server";
import type { SiteDb } from "../site/site-db.server";
import type { Logger } from "../site/logger.server";
import type { StoredReview } from "../reviews/review-record";
import {
  BOOKING_EVENT_TYPES,
  bookingEventData,
  leadEventData,
  reviewEventData,
} from "./webhook-events.server";
import { describeEndpoint, readWebhookConfig, type WebhookEnv } from "./webhook-config.server";
import { createWebhookSender, type SenderOptions } from "./webhook-sender.server";
import { WebhookStore } from "./webhook-store.server";

export interface WebhooksOptions {
  env: WebhookEnv;
  db: SiteDb;
  log: Logger;
  /** Sender settings tests change (the give-up time, the attempt). */
  sender?: Partial<Pick<SenderOptions, "giveUpAfterMs" | "timeoutMs" | "attempt" | "now">>;
  readFile?: (path: string) => string;
}

export function createWebhooks({ env, db, log, sender: senderOptions = {}, readFile }: WebhooksOptions) {
  const config = readWebhookConfig(env, readFile);
  const store = new WebhookStore(db);
  const sender = config.enabled
    ? createWebhookSender({
        store,
        endpoints: config.endpoints,
        allowHosts: config.allowHosts,
        log,
        pollMs: config.timing.pollMs,
        backoffBaseMs: config.timing.retryBaseMs,
        ...senderOptions,
      })
    : undefined;
  const endpoints = config.enabled ? config.endpoints : [];

  return {
    config,
    store,

    /** Queues lead.created for a stored lead (call inside its transaction). */
    leadStored(lead: LeadRow, now = new Date()) {
      if (endpoints.length === 0) return;
      store.queue("lead.created", leadEventData(lead), endpoints, { leadId: lead.id, now });
    },

    /** Queues the event a booking change sends, if any (call inside its transaction). */
    bookingChanged(event: BookingEvent, booking: BookingRow, previous?: BookingRow, now = new Date()) {
      const type = BOOKING_EVENT_TYPES[event];
      if (!type || endpoints.length === 0) return;
      store.queue(type, bookingEventData(booking, previous), endpoints, { bookingId: booking.id, now });
    },

    /** Queues review.received for a stored review (call inside its transaction). */
    reviewReceived(review: StoredReview, now = new Date()) {
      if (endpoints.length === 0) return;
      const from = review.from;
      store.queue("review.received", reviewEventData(review), endpoints, {
        ...(from && "leadId" in from ? { leadId: from.leadId } : {}),
        ...(from && "bookingId" in from ? { bookingId: from.bookingId } : {}),
        now,
      });
    },

    /** Sends what is due now, without waiting (after the transaction has committed). */
    kick() {
      void sender?.kick();
    },

    start() {
      if (config.enabled) {
        log.info(
          { endpoints: config.endpoints.map((e) => ({ url: describeEndpoint(e.url), events: e.events })) },
          "webhooks on: leads and bookings are also sent to the configured endpoints",
        );
        sender?.start();
      } else if (config.problem) {
        // Loud, once: the site runs, but nothing reaches the contractor's tools until this is fixed.
        log.error(
          { reason: config.problem },
          `WEBHOOKS ARE OFF: ${config.problem}. Leads and bookings are stored and e-mailed but not sent to any webhook until the configuration is fixed.`,
        );
      }
    },

    stop: async () => {
      await sender?.stop();
    },

    /**
     * One line for the public /healthz: whether webhooks are on, not configured, or off because their
     * configuration is invalid. It names no host, path or reason (those are in the start-up log line and
     * `problem`).
     */
    status(): string {
      if (config.enabled)
        return `webhooks: on (${config.endpoints.length} endpoint${config.endpoints.length === 1 ? "" : "s"})`;
      return config.problem ? "webhooks: off, invalid configuration" : "webhooks: not configured";
    },

    /** Why the configuration is invalid (for the log and the command line), or undefined. */
    problem: (): string | undefined => (config.enabled ? undefined : config.problem),
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
