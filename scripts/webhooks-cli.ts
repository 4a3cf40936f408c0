/**
 * The webhook commands of `npm run leads` (scripts/leads.ts starts them):
 *   --webhooks [--limit N]    the most recent deliveries, newest first, with their status
 *   --redeliver EVENT_ID      sends that event again to every endpoint it went to, with the same
 *                             webhook-id (the running server's sender sends it within seconds)
 * Endpoints are named by their host only: a webhook URL is a secret.
 */
import { countNoun } from "~/lib/rendering/count-noun";
import { describeEndpoint } from "~/lib/webhooks/webhook-config.server";
import type { DeliveryRow } from "~/lib/webhooks/webhook-store.server";
import type { CliCapabilities } from "./cli-capabilities.ts";
import { printable } from "./printable.ts";

export const WEBHOOK_COMMANDS = ["--webhooks", "--redeliver"] as const;

const minute = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

function statusOf(d: DeliveryRow): string {
  // A receiver's answer is shown escaped (printable): it is text from outside.
  const answer = printable(d.last_error ?? (d.last_status ? `answered ${d.last_status}` : ""));
  switch (d.status) {
    case "delivered":
      return `delivered (${d.last_status}) after ${countNoun(d.attempts, "attempt")}`;
    case "failed":
      return `FAILED after ${countNoun(d.attempts, "attempt")}: ${answer}`;
    case "dropped":
      return `dropped: ${answer}`;
    default:
      return d.attempts === 0
        ? "pending: not tried yet"
        : `pending: ${countNoun(d.attempts, "attempt")}, last ${answer}; next try ${minute(new Date(d.next_attempt_at).toISOString())}`;
  }
}

/** Runs a webhook command; returns the exit code. */
export function runWebhookCommand(
  args: readonly string[],
  { webhooks }: CliCapabilities,
  now: Date = new Date(),
): number {
  const { store, config } = webhooks;
  const names = new Map(config.enabled ? config.endpoints.map((e) => [e.id, describeEndpoint(e.url)]) : []);

  if (args.includes("--redeliver")) {
    const id = args[args.indexOf("--redeliver") + 1] ?? "";
    if (!/^msg_[A-Za-z0-9]{8,64}$/.test(id)) {
      console.error("--redeliver takes an event id from --webhooks, like msg_2f1c…");
      return 2;
    }
    const due = store.redeliver(id, now.getTime());
    if (due === 0) {
      console.error(`No delivery of ${id} to send again (see --webhooks).`);
      return 1;
    }
    console.log(
      `${id} is due again for ${countNoun(due, "endpoint")}, with the same webhook-id: the running server sends it within seconds.`,
    );
    return 0;
  }

  const limitIndex = args.indexOf("--limit");
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 50;
  const rows = store.recent(Number.isInteger(limit) && limit > 0 ? limit : 50);
  if (!config.enabled)
    console.log(
      config.problem
        ? `Webhooks are OFF: ${config.problem}.\n`
        : "Webhooks are not configured in this shell (WEBHOOK_URL or WEBHOOKS_FILE).\n",
    );
  if (rows.length === 0) {
    console.log("No webhook deliveries yet.");
    return 0;
  }
  console.log(
    `${countNoun(rows.length, "most recent webhook delivery", "most recent webhook deliveries")}, newest first:\n`,
  );
  for (const d of rows) {
    const about = d.lead_id ? `lead #${d.lead_id}` : d.booking_id ? `booking #${d.booking_id}` : "";
    console.log(`${minute(d.created_at)}  ${d.event_id}  ${d.type}${about ? ` (${about})` : ""}`);
    console.log(`     to ${names.get(d.endpoint_id) ?? `endpoint ${d.endpoint_id}`}: ${statusOf(d)}`);
  }
  return 0;
}
