/**
 * Webhooks: the sender, a lane of its own. It reads due deliveries from the database on every pass (so a
 * restart only delays them), sends a few at once, and records each attempt: delivered, retried with an
 * exponential back-off (or the receiver's Retry-After), or final. It gives up after about three days,
 * recording why. It never waits on e-mail, and nothing a visitor does waits on it.
 */
import type { Logger } from "../site/logger.server";
import { DELIVERY_TIMEOUT_MS, deliverOnce, type AttemptOutcome } from "./deliver.server";
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
}: SenderOptions) {
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  let timer: ReturnType<typeof setInterval> | undefined;
  let pass: Promise<void> = Promise.resolve();
  let running = false;

  async function send(row: DeliveryRow) {
    const endpoint = byId.get(row.endpoint_id);
    if (!endpoint) {
      // Queued by a process with another configuration (the command line), or replayed after the
      // endpoint was removed: nothing here can send it.
      dropRemoved();
      return;
    }
    const outcome: AttemptOutcome = await attempt(endpoint, row.event_id, row.body, {
      allowHosts,
      now: new Date(now()),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    const where = describeEndpoint(endpoint.url);
    if (outcome.kind === "delivered") {
      store.delivered(row.id, outcome.status);
      log.info(
        { event: row.event_id, type: row.type, endpoint: where, status: outcome.status },
        "webhook delivered",
      );
      return;
    }
    const tooOld = now() - Date.parse(row.created_at) > giveUpAfterMs;
    if (outcome.kind === "final" || tooOld) {
      const why =
        tooOld && outcome.kind === "retry"
          ? `gave up after ${row.attempts + 1} attempt${row.attempts === 0 ? "" : "s"}: ${outcome.error}`
          : outcome.error;
      store.failed(row.id, outcome.status ?? null, why);
      log.warn(
        { event: row.event_id, type: row.type, endpoint: where, status: outcome.status, reason: why },
        "webhook not delivered",
      );
      return;
    }
    const wait = Math.min(outcome.retryAfterMs ?? backoffBaseMs * 2 ** row.attempts, MAX_WAIT_MS);
    store.retryAt(row.id, now() + wait, outcome.status ?? null, outcome.error);
    log.info(
      {
        event: row.event_id,
        type: row.type,
        endpoint: where,
        status: outcome.status,
        retryInS: Math.round(wait / 1000),
      },
      "webhook failed, will retry",
    );
  }

  async function drain() {
    for (;;) {
      // Held for the longest an attempt can take, and a little more.
      const rows = store.claim(now(), concurrency * 4, (timeoutMs ?? DELIVERY_TIMEOUT_MS) + 5_000);
      if (rows.length === 0) return;
      await Promise.all(
        rows.map(async (row) => {
          try {
            await send(row);
          } catch (error) {
            log.error({ err: error, event: row.event_id }, "webhook attempt failed unexpectedly");
          }
        }),
      );
    }
  }

  /** Sends whatever is due now; resolves when this pass is done. */
  function kick(): Promise<void> {
    if (!running) {
      running = true;
      pass = drain()
        .catch((error: unknown) => log.error({ err: error }, "webhook pass stopped"))
        .finally(() => {
          running = false;
        });
    }
    return pass;
  }

  function dropRemoved() {
    const dropped = store.dropOtherEndpoints([...byId.keys()]);
    if (dropped > 0)
      log.warn({ deliveries: dropped }, "webhook deliveries dropped: their endpoint is no longer configured");
  }

  return {
    kick,
    start() {
      dropRemoved();
      timer ??= setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await pass;
    },
  };
}
