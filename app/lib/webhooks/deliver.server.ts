/**
 * Webhooks: one delivery attempt. POSTs the signed event with a 10 s limit, never follows a redirect,
 * reads at most a few KB of the answer, resolves the host through the SSRF guard at connect time, and
 * says what the answer means for the queue: delivered, try again (when, honouring Retry-After), or final.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { guardedLookup, targetProblem } from "./address-guard.server";
import { signedHeaders } from "./signing.server";

export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read (for the record): a few KB. */
export const ANSWER_BYTES = 4096;

export type AttemptOutcome =
  | { kind: "delivered"; status: number }
  /** Worth another try: a network error, a timeout, 408, 429 or 5xx (`retryAfterMs` from Retry-After). */
  | { kind: "retry"; status?: number; error: string; retryAfterMs?: number }
  /** Not worth another try: another 4xx, any 3xx (redirects are not followed), or a refused address. */
  | { kind: "final"; status?: number; error: string };

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const RETRIED = (status: number) => status === 408 || status === 429 || status >= 500;

/** Sends one attempt of an event to an endpoint, signed at `now`. Never throws. */
export function deliverOnce(
  target: { url: string; secret: string },
  eventId: string,
  body: string,
  {
    allowHosts,
    timeoutMs = DELIVERY_TIMEOUT_MS,
    now = new Date(),
  }: {
    allowHosts: ReadonlySet<string>;
    timeoutMs?: number;
    now?: Date;
  },
): Promise<AttemptOutcome> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve({ kind: "final", error: "invalid URL" });
  }
  const problem = targetProblem(url, allowHosts);
  if (problem) return Promise.resolve({ kind: "final", error: problem });
  const headers = {
    ...signedHeaders(eventId, body, target.secret, now),
    "content-length": String(Buffer.byteLength(body)),
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(
      url,
      // The guard's lookup has Node's callback shape; the types describe only the overloads' union.
      {
        method: "POST",
        headers,
        lookup: guardedLookup(allowHosts) as unknown as LookupFunction,
        agent: false,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) res.destroy();
        });
        const finish = () => {
          if (status >= 200 && status < 300) done({ kind: "delivered", status });
          else if (RETRIED(status))
            done({
              kind: "retry",
              status,
              error: `answered ${status}`,
              retryAfterMs: retryAfterMs(res.headers["retry-after"]),
            });
          else done({ kind: "final", status, error: `answered ${status}` });
        };
        res.on("end", finish);
        res.on("close", finish);
        res.on("error", finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer in ${timeoutMs} ms`));
    }, timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EWEBHOOKADDRESS") done({ kind: "final", error: error.message });
      else done({ kind: "retry", error: error.message });
    });
    req.end(body);
  });
}
