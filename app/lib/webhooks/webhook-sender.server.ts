/**
 * Webhooks: the sender, the deliveries' job on the site's queue runner (`queue-runner.server.ts`), in a
 * lane of its own. Due deliveries are leased from the database on every pass (so a restart only delays
 * them, and two server processes never send one twice), a few sent at once, and each attempt recorded:
 * delivered, retried with an exponential back-off (or the receiver's Retry-After), or final. It gives up
 * after about three days, recording why. It never waits on e-mail, and nothing a visitor does waits on it.
 */
import type { Logger } from "../site/logger.server";
import { createQueueRunner, type QueueJob } from "../site/queue-runner.server";
import { DELIVERY_TIMEOUT_MS, deliverOnce } from "./deliver.server";
import { describeEndpoint, type WebhookEndpoint } from "./webhook-config.server";
import type { DeliveryRow, WebhookStore } from "./webhook-store.server";

export interface SenderOptions {
  store: WebhookStore;
  endpoints: readonly WebhookEndpoint[];
  allowHosts: ReadonlySet<string>;
  log: Logger;
  pollMs: number;
  /** The first retry's wait; each next one doubles (tests shorten it). */
  backoffBaseMs?: number;
  /** Give up after this long since the event (about three days). */
  giveUpAfterMs?: number;
  timeoutMs?: number;
  concurrency?: number;
  now?: () => number;
  /** One attempt (tests may count them); the real one by default. */
  attempt?: typeof deliverOnce;
  /**
   * The body of this attempt at `now` (a photo event's links, signed now), or how long to wait before
   * the first attempt, uncounted (its photos are still being encoded). Default: the stored body.
   */
  prepare?: (row: DeliveryRow, now: Date) => { body: string } | { waitMs: number };
}

const MAX_WAIT_MS = 6 * 3_600_000;

export function createWebhookSender({
  store,
  endpoints,
  allowHosts,
  log,
  pollMs,
  backoffBaseMs = 30_000,
  giveUpAfterMs = 3 * 24 * 3_600_000,
  timeoutMs,
  concurrency = 4,
  now = Date.now,
  attempt = deliverOnce,
  prepare = (row) => ({ body: row.body }),
}: SenderOptions) {
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  const where = (row: DeliveryRow) => describeEndpoint(byId.get(row.endpoint_id)?.url ?? "");

  function dropRemoved() {
    const dropped = store.dropOtherEndpoints([...byId.keys()]);
    if (dropped > 0)
      log.warn({ deliveries: dropped }, "webhook deliveries dropped: their endpoint is no longer configured");
  }

  const job: QueueJob<DeliveryRow> = {
    claim: (at, limit, leaseMs) => store.claim(at, limit, leaseMs),
    start: dropRemoved,

    async attempt(row) {
      const endpoint = byId.get(row.endpoint_id);
      if (!endpoint) {
        // Queued by a process with another configuration (the command line), or replayed after the
        // endpoint was removed: nothing here can send it.
        dropRemoved();
        return { kind: "done" };
      }
      const at = new Date(now());
      const prepared = prepare(row, at);
      if ("waitMs" in prepared) {
        store.postpone(row.id, at.getTime() + prepared.waitMs);
        return { kind: "done" };
      }
      const outcome = await attempt(endpoint, row.event_id, prepared.body, {
        allowHosts,
        now: at,
        ...(timeoutMs ? { timeoutMs } : {}),
      });
      if (outcome.kind !== "delivered") return outcome;
      store.delivered(row.id, outcome.status);
      log.info(
        { event: row.event_id, type: row.type, endpoint: where(row), status: outcome.status },
        "webhook delivered",
      );
      return { kind: "done" };
    },

    retry(row, outcome, at, waitMs) {
      store.retryAt(row.id, at, outcome.status ?? null, outcome.error);
      log.info(
        {
          event: row.event_id,
          type: row.type,
          endpoint: where(row),
          status: outcome.status,
          retryInS: Math.round(waitMs / 1000),
        },
        "webhook failed, will retry",
      );
    },

    giveUp(row, outcome, why) {
      store.failed(row.id, outcome.status ?? null, why);
      log.warn(
        { event: row.event_id, type: row.type, endpoint: where(row), status: outcome.status, reason: why },
        "webhook not delivered",
      );
    },
  };

  return createQueueRunner({
    name: "webhooks",
    job,
    policy: { baseMs: backoffBaseMs, maxMs: MAX_WAIT_MS, giveUpAfterMs },
    pollMs,
    concurrency,
    // Held for the longest an attempt can take, and a little more.
    leaseMs: (timeoutMs ?? DELIVERY_TIMEOUT_MS) + 5_000,
    log,
    now,
  });
}
