/**
 * Mail: the capability other capabilities queue messages with (`MessagesDb`, in their transactions).
 * `createMail` sends the queue through SMTP when SMTP_URL is set (nothing is sent otherwise: the messages
 * wait in the file). nodemailer is loaded by the first message sent, not when the server starts
 * (decision 037).
 */
import type { Transporter } from "nodemailer";
import type { Logger } from "../site/logger.server";
import type { MessagesDb, QueuedMail } from "./messages-db.server";
import { createOutbox, type SendMail } from "./outbox.server";

export { defaultMailFrom, mailSettings, type MailSettings } from "./mail-settings";

/** Messages sent at once, over as many pooled SMTP connections. */
const SMTP_CONNECTIONS = 5;

export interface MailOptions {
  messages: MessagesDb;
  /** SMTP_URL; without it (and without `send`) nothing is sent. */
  smtpUrl?: string;
  /** Sends one message instead of SMTP (tests). */
  send?: SendMail;
  /** How long the mail server may take to connect, greet or answer (default 30 s; tests shorten it). */
  smtpTimeoutMs?: number;
  /** OUTBOX_POLL_MS. */
  pollMs: number;
  /** Composes a lead notice queued before messages were composed (from the leads capability). */
  composeLegacy: (leadId: number) => QueuedMail | undefined;
  log: Logger;
}

export function createMail({
  messages,
  smtpUrl,
  send: given,
  smtpTimeoutMs = 30_000,
  pollMs,
  composeLegacy,
  log,
}: MailOptions) {
  let send = given;
  let transport: Promise<Transporter> | undefined;
  if (!send && smtpUrl) {
    // Pooled connections, so one message the server stalls on holds one connection, not the outbox;
    // nodemailer's own socket timeout (10 minutes) would hold a stalled send far too long.
    const smtp = () =>
      (transport ??= import("nodemailer").then(({ createTransport }) =>
        createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
          connectionTimeout: smtpTimeoutMs,
          greetingTimeout: smtpTimeoutMs,
          socketTimeout: smtpTimeoutMs,
          // Leads come in ones and twos: hang up soon after a burst rather than hold idle connections.
          idleTimeout: 5_000,
        }),
      ));
    send = async (mail) => {
      await (await smtp()).sendMail(mail);
    };
  }
  const outbox = send
    ? createOutbox({
        messages,
        send,
        composeLegacy,
        pollMs,
        log,
        concurrency: SMTP_CONNECTIONS,
      })
    : undefined;

  return {
    messages,
    outbox,
    /** Whether messages are sent (a mail server is set). */
    sending: outbox !== undefined,
    /** Sends what is due now, without waiting (after the transaction that queued it has committed). */
    kick: () => void outbox?.kick(),
    start: () => outbox?.start(),
    async stop() {
      await outbox?.stop();
      (await transport)?.close();
    },
  };
}

export type Mail = ReturnType<typeof createMail>;
