/**
 * Webhooks: their configuration, read from the environment. One endpoint from WEBHOOK_URL and
 * WEBHOOK_SECRET, or several from the JSON file WEBHOOKS_FILE names ([{url, secret, events?}]). A bad
 * configuration never stops the site: webhooks are switched off and `problem` says why (logged once at
 * start-up, shown by /healthz). URLs and secrets are secrets: `describeEndpoint` masks them for logs.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { targetProblem } from "./address-guard.server";

export const EVENT_TYPES = [
  "lead.created",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "review.received",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface WebhookEndpoint {
  /** A stable id for the endpoint's delivery rows: a hash of its URL (the URL itself is a secret). */
  id: string;
  url: string;
  secret: string;
  /** The events it receives (all when the configuration names none). */
  events: readonly EventType[];
}

/** How often the sender looks for due deliveries, and the first retry's wait (each next one doubles). */
export interface WebhookTiming {
  pollMs: number;
  retryBaseMs: number;
  /**
   * How long the first attempt of a request's event waits when photos came with it: the request is
   * stored first and its photos kept just after, so the delivery carries every photo's link.
   */
  photoHoldMs: number;
}

export type WebhookConfig =
  | { enabled: true; endpoints: WebhookEndpoint[]; allowHosts: ReadonlySet<string>; timing: WebhookTiming }
  | { enabled: false; problem?: string; allowHosts: ReadonlySet<string> };

export const DEFAULT_TIMING: WebhookTiming = { pollMs: 5_000, retryBaseMs: 30_000, photoHoldMs: 30_000 };

/** A Standard Webhooks secret: "whsec_" and base64 of at least 24 random bytes. */
const secretSchema = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'a secret is "whsec_" followed by base64')
  .refine((s) => Buffer.from(s.slice(6), "base64").length >= 24, "a secret holds at least 24 random bytes");

const endpointSchema = z.object({
  url: z.string().url(),
  secret: secretSchema,
  events: z.array(z.enum(EVENT_TYPES)).nonempty().optional(),
});

const fileSchema = z.array(endpointSchema).nonempty();

/** "https://hooks.example.com/…" : enough to tell endpoints apart in a log, never the secret path. */
export const describeEndpoint = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}/…`;
  } catch {
    return "(invalid URL)";
  }
};

export const endpointId = (url: string) => createHash("sha256").update(url).digest("base64url").slice(0, 16);

export interface WebhookEnv {
  WEBHOOK_URL?: string;
  WEBHOOK_SECRET?: string;
  WEBHOOKS_FILE?: string;
  WEBHOOK_ALLOW_HOSTS?: string;
  /** The first retry's wait in ms (default 30 s; each next one doubles). */
  WEBHOOK_RETRY_MS?: string;
  /** How often the sender looks for due deliveries, in ms (default 5 s). */
  WEBHOOK_POLL_MS?: string;
  /** How long a request's event waits for the photos sent with it, in ms (default 30 s). */
  WEBHOOK_PHOTO_HOLD_MS?: string;
}

/** A whole number of milliseconds from `min` up, or why not. */
function millis(name: string, value: string | undefined, fallback: number, min: number): number | string {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min
    ? n
    : `${name} must be a whole number of milliseconds, ${min} or more`;
}

/** Reads the webhook settings; never throws. */
export function readWebhookConfig(
  env: WebhookEnv,
  readFile = (path: string) => readFileSync(path, "utf8"),
): WebhookConfig {
  const allowHosts: ReadonlySet<string> = new Set(
    (env.WEBHOOK_ALLOW_HOSTS ?? "")
      .split(",")
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ""),
      )
      .filter(Boolean),
  );
  const off = (problem: string): WebhookConfig => ({ enabled: false, problem, allowHosts });
  let raw: unknown;
  if (env.WEBHOOKS_FILE) {
    if (env.WEBHOOK_URL) return off("set WEBHOOK_URL or WEBHOOKS_FILE, not both");
    try {
      raw = JSON.parse(readFile(env.WEBHOOKS_FILE));
    } catch (error) {
      return off(`WEBHOOKS_FILE could not be read as JSON (${(error as Error).message.split("\n")[0]})`);
    }
  } else if (env.WEBHOOK_URL || env.WEBHOOK_SECRET) {
    raw = [{ url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET }];
  } else {
    return { enabled: false, allowHosts };
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Name the field, never its value: a URL or a secret must not reach the log.
    return off(
      `invalid webhook configuration: ${issue?.path.join(".") || "(list)"}: ${issue?.message ?? "invalid"}`,
    );
  }
  const endpoints: WebhookEndpoint[] = [];
  for (const [i, e] of parsed.data.entries()) {
    const problem = targetProblem(new URL(e.url), allowHosts);
    if (problem) return off(`webhook ${i + 1} (${describeEndpoint(e.url)}): ${problem}`);
    endpoints.push({ id: endpointId(e.url), url: e.url, secret: e.secret, events: e.events ?? EVENT_TYPES });
  }
  if (new Set(endpoints.map((e) => e.id)).size !== endpoints.length)
    return off("the same webhook URL is listed twice");
  const pollMs = millis("WEBHOOK_POLL_MS", env.WEBHOOK_POLL_MS, DEFAULT_TIMING.pollMs, 50);
  if (typeof pollMs === "string") return off(pollMs);
  const retryBaseMs = millis("WEBHOOK_RETRY_MS", env.WEBHOOK_RETRY_MS, DEFAULT_TIMING.retryBaseMs, 100);
  if (typeof retryBaseMs === "string") return off(retryBaseMs);
  const photoHoldMs = millis(
    "WEBHOOK_PHOTO_HOLD_MS",
    env.WEBHOOK_PHOTO_HOLD_MS,
    DEFAULT_TIMING.photoHoldMs,
    0,
  );
  if (typeof photoHoldMs === "string") return off(photoHoldMs);
  return { enabled: true, endpoints, allowHosts, timing: { pollMs, retryBaseMs, photoHoldMs } };
}
