/**
 * A real SMTP server on a loopback port for unit tests (the `smtp-server` package): it records every
 * message it accepts and can stall chosen ones (it never answers their end of DATA, as a mail server
 * that hangs would).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The unfolded header block. */
  headers: string;
}

export async function smtpInbox(options: { stall?: (raw: string) => boolean } = {}) {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString()));
      stream.on("end", () => {
        if (options.stall?.(raw)) return; // never answered
        const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, headers });
        callback();
        for (const wake of waiters) wake();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves once `count` messages arrived; rejects after `timeoutMs`. */
    received(count: number, timeoutMs: number): Promise<ReceivedMail[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${messages.length} of ${count} messages arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
