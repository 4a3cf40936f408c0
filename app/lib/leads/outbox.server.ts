import type { LeadEmail } from "./lead-mail.server";
import type { LeadRow, LeadsDb, QueuedMail } from "./leads-db.server";
import type { Logger } from "../site/logger.server";

export type SendMail = (mail: QueuedMail) => Promise<void>;

export interface OutboxOptions {
  db: LeadsDb;
  send: SendMail;
  /** Composes a lead notification queued before messages were composed when queued (older databases). */
  compose: (lead: LeadRow) => LeadEmail;
  pollMs: number;
  log: Logger;
  now?: () => number;
  /**
   * How many notifications are sent at once (default 5, the SMTP pool's connections): a message the mail
   * server stalls on holds one of them, never the others.
   */
  concurrency?: number;
}

/** Rows read from the database at a time; the outbox reads again until none are due. */
const BATCH = 100;

/** Wait before the next attempt after `attempts` failures: 5 s, 10 s, 20 s … capped at 15 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

/**
 * Sends queued lead notifications. Rows are read from the database on every pass, so a mail outage
 * or a restart only delays them; a row is marked sent only after the SMTP server accepted it. Delivery is
 * at least once: a crash between the server's acceptance and markSent sends it again, with the same
 * Message-ID, so mail systems can recognise the copy.
 *
 * A pass drains everything due, as fast as the mail server accepts it: up to `concurrency` senders each
 * take the next due row until none is left (a row being sent is never taken twice). When a send succeeds
 * after sends failed without an answer from the mail server (it was down or unreachable), the
 * notifications still waiting out their back-off are sent at once: the outage is over. (A message the
 * server refused, or stalled on while others went through, keeps its back-off.)
 */
export function createOutbox({
  db,
  send,
  compose,
  pollMs,
  log,
  now = Date.now,
  concurrency = 5,
}: OutboxOptions) {
  type Due = ReturnType<LeadsDb["dueNotifications"]>[number];
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Due rows read but not yet taken by a sender, and the ids being sent now. */
  let queue: Due[] = [];
  const sending = new Set<number>();
  let senders = 0;
  let idle: Promise<void> = Promise.resolve();
  let settle = () => {};
  /** A send failed without an SMTP answer, and none succeeded meanwhile: the server seemed down. */
  let outage = false;
  let successes = 0;

  function take(): Due | undefined {
    if (queue.length === 0) queue = db.dueNotifications(now(), BATCH, [...sending]);
    const row = queue.shift();
    if (row) sending.add(row.id);
    return row;
  }

  async function deliver(row: Due) {
    const successesBefore = successes;
    try {
      // dueNotifications gives a stored message, or the lead to compose an older notice from.
      const mail = row.lead ? compose(row.lead) : (JSON.parse(row.mail ?? "null") as QueuedMail);
      await send(mail);
      successes++;
      db.markSent(row.id);
      log.info(
        { message: row.id, lead: row.lead_id ?? undefined, booking: row.booking_id ?? undefined },
        "message sent",
      );
      if (outage) {
        outage = false;
        const postponed = db.retryPostponed(now());
        if (postponed > 0) log.info({ notifications: postponed }, "mail server is back: retrying now");
        spawn();
      }
    } catch (error) {
      // nodemailer sets responseCode when the server answered (a refused message), not when it could
      // not be reached or stopped answering. Others sent meanwhile: the server is up, this message stalled.
      if (!(error instanceof Object && "responseCode" in error) && successes === successesBefore)
        outage = true;
      const attempts = row.attempts + 1;
      const wait = backoffMs(attempts);
      db.markFailed(row.id, error instanceof Error ? error.message : String(error), now() + wait);
      log.warn(
        {
          message: row.id,
          lead: row.lead_id ?? undefined,
          booking: row.booking_id ?? undefined,
          attempts,
          retryInS: Math.round(wait / 1000),
          reason: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
        },
        "message failed, will retry",
      );
    }
  }

  async function sender() {
    try {
      for (let row = take(); row; row = take()) {
        await deliver(row).finally(() => sending.delete(row.id));
      }
    } catch (error) {
      // The database itself failed (closed, disk gone): the next poll tries again.
      log.error({ err: error }, "outbox pass stopped");
    } finally {
      if (--senders === 0) settle();
    }
  }

  /** Starts senders while some are free and rows wait (reading the next due rows if none are read). */
  function spawn() {
    while (senders < concurrency) {
      if (queue.length === 0) {
        try {
          queue = db.dueNotifications(now(), BATCH, [...sending]);
        } catch (error) {
          log.error({ err: error }, "outbox could not read its queue");
          return;
        }
      }
      if (queue.length === 0) return;
      if (senders++ === 0) idle = new Promise((resolve) => (settle = resolve));
      void sender();
    }
  }

  /** Sends whatever is due now; resolves when no notification is being sent. */
  function kick(): Promise<void> {
    spawn();
    return idle;
  }

  return {
    kick,
    start() {
      timer ??= setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await idle;
    },
  };
}
