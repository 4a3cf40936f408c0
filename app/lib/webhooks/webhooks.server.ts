/**
 * Webhooks: the one object the server and the command line use. It reads the configuration (never
 * throwing), queues an event's deliveries inside the transaction that stores the lead or booking change,
 * and runs the sender in its own lane, apart from e-mail. With no or an invalid configuration every
 * method is harmless and nothing is queued.
 */
import type { BookingEvent } from "../booking/booking-mail.server";
import type { BookingRow } from "../booking/bookings-db.server";
import type { LeadRow } from "../leads/leads-db.server";
import { countNoun } from "../rendering/count-noun";
import type { SiteDb } from "../site/site-db.server";
import type { Logger } from "../site/logger.server";
import type { StoredCard } from "../reviews/review-record";
import type { RequestPhotoLinks } from "../media/media.server";
import { requestHolder } from "../media/media-record";
import {
  BOOKING_EVENT_TYPES,
  bookingEventData,
  leadEventData,
  reviewEventData,
  PHOTO_EVENTS,
  withPhotos,
} from "./webhook-events.server";
import {
  DEFAULT_TIMING,
  describeEndpoint,
  readWebhookConfig,
  type WebhookEnv,
} from "./webhook-config.server";
import { createWebhookSender, type SenderOptions } from "./webhook-sender.server";
import { type DeliveryRow, WebhookStore } from "./webhook-store.server";

/** How long a photo event waits for its request's photos still being encoded before it goes without them. */
export const PHOTO_WAIT_MS = 2 * 60_000;
/** How often it looks again meanwhile. */
export const PHOTO_RECHECK_MS = 2_000;

export interface WebhooksOptions {
  env: WebhookEnv;
  db: SiteDb;
  log: Logger;
  /** Sender settings tests change (the give-up time, the attempt). */
  sender?: Partial<Pick<SenderOptions, "giveUpAfterMs" | "timeoutMs" | "attempt" | "now">>;
  readFile?: (path: string) => string;
  /**
   * A request's photos (`holder` "lead:12"), their links signed at `now`: `lead.created` and
   * `booking.created` carry them, added at each attempt. None: those events say they have none.
   */
  photos?: (holder: string, now: Date) => RequestPhotoLinks;
}

/**
 * How long the first attempt of a request's event waits, by default, when photos came with it (the
 * setting `WEBHOOK_PHOTO_HOLD_MS`): the request is stored first and its photos kept just after, so the
 * delivery carries every photo's link (the sender then waits for any still being encoded).
 */
export const PHOTO_HOLD_MS = DEFAULT_TIMING.photoHoldMs;

export function createWebhooks({
  env,
  db,
  log,
  sender: senderOptions = {},
  readFile,
  photos,
}: WebhooksOptions) {
  const config = readWebhookConfig(env, readFile);
  const store = new WebhookStore(db);

  /** The request whose photos a delivery carries, as a media holder, if it is a photo event. */
  const holderOf = (row: DeliveryRow): string | undefined => {
    const kind = PHOTO_EVENTS[row.type];
    const id = kind === "lead" ? row.lead_id : kind === "booking" ? row.booking_id : null;
    return kind && id !== null ? requestHolder(kind, id) : undefined;
  };

  /**
   * The body of one attempt at `now`: a photo event gets its request's photos, each link signed now (so a
   * retry days later carries live links). The first attempt waits, uncounted, while a photo is still
   * being encoded, for at most PHOTO_WAIT_MS from the event; then it goes with the photos ready.
   */
  const photosOf = (row: DeliveryRow, now: Date): RequestPhotoLinks | undefined => {
    const holder = holderOf(row);
    return holder && photos ? photos(holder, now) : undefined;
  };

  function prepare(row: DeliveryRow, now: Date): { body: string } | { waitMs: number } {
    if (!holderOf(row)) return { body: row.body };
    // Without a photo service (none wired), the event still says it has none, as its schema requires.
    const found = photosOf(row, now) ?? { photos: [], pending: 0 };
    const waited = now.getTime() - Date.parse(row.created_at);
    if (found.pending > 0 && row.attempts === 0 && waited < PHOTO_WAIT_MS)
      return { waitMs: PHOTO_RECHECK_MS };
    return { body: withPhotos(row.body, found.photos) };
  }

  const sender = config.enabled
    ? createWebhookSender({
        store,
        endpoints: config.endpoints,
        allowHosts: config.allowHosts,
        log,
        pollMs: config.timing.pollMs,
        backoffBaseMs: config.timing.retryBaseMs,
        prepare,
        ...senderOptions,
      })
    : undefined;
  const endpoints = config.enabled ? config.endpoints : [];
  const photoHoldMs = config.enabled ? config.timing.photoHoldMs : DEFAULT_TIMING.photoHoldMs;

  return {
    config,
    store,
    /** The photos a delivery's next attempt carries, signed at `now` (the office's log shows them masked). */
    photosOf,

    /** Queues lead.created for a stored lead (call inside its transaction). */
    leadStored(lead: LeadRow, now = new Date(), withPhotos = false) {
      if (endpoints.length === 0) return;
      store.queue("lead.created", leadEventData(lead), endpoints, {
        leadId: lead.id,
        now,
        holdMs: withPhotos ? photoHoldMs : 0,
      });
    },

    /** Queues the event a booking change sends, if any (call inside its transaction). */
    bookingChanged(
      event: BookingEvent,
      booking: BookingRow,
      previous?: BookingRow,
      now = new Date(),
      withPhotos = false,
    ) {
      const type = BOOKING_EVENT_TYPES[event];
      if (!type || endpoints.length === 0) return;
      store.queue(type, bookingEventData(booking, previous), endpoints, {
        bookingId: booking.id,
        now,
        holdMs: withPhotos ? photoHoldMs : 0,
      });
    },

    /** Queues review.received for a stored review (call inside its transaction). */
    reviewReceived(review: StoredCard, now = new Date()) {
      if (endpoints.length === 0) return;
      const from = review.from;
      store.queue("review.received", reviewEventData(review), endpoints, {
        ...(from && "leadId" in from ? { leadId: from.leadId } : {}),
        ...(from && "bookingId" in from ? { bookingId: from.bookingId } : {}),
        now,
      });
    },

    /**
     * The photos sent with a request were kept (`holder` "lead:12" or "booking:7"): its events held for
     * them go now instead of at the end of the hold (the sender still waits for any being encoded).
     */
    photosKept(holder: string, now = new Date()) {
      const [kind, id] = holder.split(":");
      const n = Number(id);
      if (!Number.isSafeInteger(n) || (kind !== "lead" && kind !== "booking")) return;
      const released = store.release(
        kind === "lead" ? { leadId: n } : { bookingId: n },
        photoHoldMs,
        now.getTime(),
      );
      if (released > 0) void sender?.kick();
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
      if (config.enabled) return `webhooks: on (${countNoun(config.endpoints.length, "endpoint")})`;
      return config.problem ? "webhooks: off, invalid configuration" : "webhooks: not configured";
    },

    /** Why the configuration is invalid (for the log and the command line), or undefined. */
    problem: (): string | undefined => (config.enabled ? undefined : config.problem),
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
