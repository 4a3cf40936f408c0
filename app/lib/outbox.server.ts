import type { LeadEmail } from "./lead-mail.server";
import type { LeadRow, LeadsDb } from "./leads-db.server";
import type { Logger } from "./logger.server";

export type SendMail = (mail: LeadEmail) => Promise<void>;

export interface OutboxOptions {
  db: LeadsDb;
  send: SendMail;
  compose: (lead: LeadRow) => LeadEmail;
  pollMs: number;
  log: Logger;
  now?: () => number;
}

/** Wait before the next attempt after `attempts` failures: 5 s, 10 s, 20 s … capped at 15 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);
}

/**
 * Sends queued lead notifications. Rows are read from the database on every pass, so a mail outage
 * or a restart only delays them; a row is marked sent only after the SMTP server accepted it. Delivery is
 * at least once: a crash between the server's acceptance and markSent sends it again, with the same
 * Message-ID, so mail systems can recognise the copy.
 */
export function createOutbox({ db, send, compose, pollMs, log, now = Date.now }: OutboxOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  async function drain() {
    for (const row of db.dueNotifications(now())) {
      try {
        await send(compose(row.lead));
        db.markSent(row.id);
        log.info({ lead: row.lead_id }, "notification sent");
      } catch (error) {
        const attempts = row.attempts + 1;
        const wait = backoffMs(attempts);
        db.markFailed(row.id, error instanceof Error ? error.message : String(error), now() + wait);
        log.warn(
          {
            lead: row.lead_id,
            attempts,
            retryInS: Math.round(wait / 1000),
            reason: db.outboxStatus(row.lead_id)?.last_error,
          },
          "notification failed, will retry",
        );
      }
    }
  }

  /** Runs one pass now, or joins the pass already running. */
  function kick(): Promise<void> {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
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
      await running;
    },
  };
}
