/**
 * Webhooks: an event as Standard Webhooks v1 puts it on the wire. The body is the envelope
 * `{type, timestamp, data}`; the headers carry the event's id, the attempt's own time and the signature,
 * made with the `standardwebhooks` package. Each attempt is signed afresh (the same `webhook-id`, the
 * current time), so a retry an hour later still passes a receiver's five-minute tolerance.
 */
import { Webhook } from "standardwebhooks";
import type { EventType } from "./webhook-config.server";

export interface WebhookEvent {
  /** The event's id: the same for every endpoint and every attempt ("msg_…"). */
  id: string;
  type: EventType;
  /** When the event happened. */
  timestamp: Date;
  data: Record<string, unknown>;
}

/** The body of an event: the spec's envelope, serialised once so every attempt sends the same bytes. */
export const envelope = (event: WebhookEvent): string =>
  JSON.stringify({ type: event.type, timestamp: event.timestamp.toISOString(), data: event.data });

/** The headers of one attempt at `now`, signed with the endpoint's secret ("whsec_…"). */
export function signedHeaders(
  eventId: string,
  body: string,
  secret: string,
  now: Date,
): Record<string, string> {
  const signature = new Webhook(secret).sign(eventId, now, body);
  return {
    "content-type": "application/json",
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": signature,
  };
}
