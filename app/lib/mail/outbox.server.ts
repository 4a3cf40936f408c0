/**
 * Mail: the outbox, the message queue's job on the site's queue runner (`queue-runner.server.ts`). A row
 * is marked sent only after the SMTP server accepted it. Delivery is at least once: a crash between the
 * server's acceptance and the mark sends it again, with the same Message-ID, so mail systems can
 * recognise the copy. Rows are leased (and the lease renewed while a send lasts), so two processes on one
 * file never send the same message twice, and a process killed mid-send leaves them due within seconds.
 *
 * When a send succeeds after sends failed without an answer from the mail server (it was down or
 * unreachable), the messages still waiting out their back-off are sent at once: the outage is over. (A
 * message the server refused, or stalled on while others went through, keeps its back-off.)
 */
import type { Logger } from "../site/logger.server";
import { createQueueRunner, retryWait, type QueueJob, type RetryPolicy } from "../site/queue-runner.server";
import type { MessageRow, MessagesDb, QueuedMail } from "./messages-db.server";

export type SendMail = (mail: QueuedMail) => Promise<void>;

export interface OutboxOptions {
  messages: MessagesDb;
  send: SendMail;
  /**
   * Composes a lead notice queued before messages were composed when queued (older databases), from its
   * lead's id (undefined when the lead is gone).
   */
  composeLegacy: (leadId: number) => QueuedMail | undefined;
  pollMs: number;
  log: Logger;
  now?: () => number;
  /**
   * How many messages are sent at once (default 5, the SMTP pool's connections): a message the mail
   * server stalls on holds one of them, never the others.
   */
  concurrency?: number;
  /**
   * How long a message is held from other processes: renewed every third of it while this process holds
   * it, so a send may take longer, and a process that dies leaves its messages due again within it.
   */
  leaseMs?: number;
}

/** Mail is retried until it is sent: 5 s, 10 s, 20 s … capped at 15 minutes. */
export const MAIL_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 };

/** Wait before the next attempt after `attempts` failures. */
export const backoffMs = (attempts: number) => retryWait(MAIL_RETRY, attempts);

export function createOutbox({
  messages,
  send,
  composeLegacy,
  pollMs,
  log,
  now = Date.now,
  concurrency = 5,
  leaseMs = 10_000,
}: OutboxOptions) {
  /** A send failed without an SMTP answer, and none succeeded meanwhile: the server seemed down. */
  let outage = false;
  let successes = 0;
  const where = (row: MessageRow) => ({
    message: row.id,
    lead: row.lead_id ?? undefined,
    booking: row.booking_id ?? undefined,
  });

  const job: QueueJob<MessageRow> = {
    claim: (at, limit, lease) => messages.claim(at, limit, lease),
    renew: (ids, until) => messages.renew(ids, until),

    async attempt(row) {
      const successesBefore = successes;
      try {
        const mail =
          row.mail === null ? composeLegacy(row.lead_id ?? -1) : (JSON.parse(row.mail) as QueuedMail);
        if (!mail) throw new Error("its lead is gone");
        await send(mail);
      } catch (error) {
        // nodemailer sets responseCode when the server answered (a refused message), not when it could
        // not be reached or stopped answering. Others sent meanwhile: the server is up, this one stalled.
        if (!(error instanceof Object && "responseCode" in error) && successes === successesBefore)
          outage = true;
        return { kind: "retry", error: error instanceof Error ? error.message : String(error) };
      }
      successes++;
      messages.sent(row.id);
      log.info(where(row), "message sent");
      if (!outage) return { kind: "done" };
      outage = false;
      const postponed = messages.retryPostponed(now());
      if (postponed > 0) log.info({ notifications: postponed }, "mail server is back: retrying now");
      return { kind: "done", wake: true };
    },

    retry(row, outcome, at, waitMs) {
      messages.failed(row.id, outcome.error, at);
      log.warn(
        {
          ...where(row),
          attempts: row.attempts + 1,
          retryInS: Math.round(waitMs / 1000),
          reason: outcome.error.slice(0, 500),
        },
        "message failed, will retry",
      );
    },

    // Mail has no give-up time and no final failure: a refused message is retried on its back-off.
    giveUp(row, outcome, why) {
      messages.failed(row.id, why, now() + MAIL_RETRY.maxMs);
    },
  };

  return createQueueRunner({
    name: "outbox",
    job,
    policy: MAIL_RETRY,
    pollMs,
    concurrency,
    leaseMs,
    log,
    now,
  });
}

export type Outbox = ReturnType<typeof createOutbox>;
