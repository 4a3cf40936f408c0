import { isIP } from "node:net";
import { z } from "zod";
import { parseSiteUrl } from "./site-origin";
import { resolve } from "node:path";
import { backupKeepDays } from "~/content/company";
import { DEFAULT_LEADS_DB, leadsDbPath, projectRoot } from "./project-root.server";

const booleanFlag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** How long a request's body may take to arrive by default (BODY_TIMEOUT_MS). */
export const BODY_TIMEOUT_MS = 30_000;

/** Every setting the server reads from its environment, checked once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Which proxies may set X-Forwarded-For/-Proto/-Host, in Express's terms: `loopback` (default: a proxy
   * on this machine), a hop count, a comma list of addresses, CIDR ranges or `loopback`/`linklocal`/
   * `uniquelocal`, or true/false.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("loopback")
    .transform((v, ctx): boolean | number | string => {
      if (v === "") return "loopback";
      if (v === "true" || v === "false") return v === "true";
      if (/^\d+$/.test(v)) return Number(v);
      const bad = v
        .split(",")
        .map((s) => s.trim())
        .filter((s) => !isTrustEntry(s));
      if (bad.length) {
        ctx.addIssue({
          code: "custom",
          message: `TRUST_PROXY takes a hop count, true/false, loopback, linklocal, uniquelocal or addresses/CIDR ranges (not ${bad.join(", ")})`,
        });
        return z.NEVER;
      }
      return v;
    }),
  /**
   * The public address of the site (https://www.example.com). Form posts must come from this origin;
   * without it (development) they must come from the address the request itself names.
   */
  SITE_URL: z
    .string()
    .optional()
    .transform((v, ctx): string | undefined => {
      // The build's parser (app/lib/site/site-origin.ts), so both read the same value the same way.
      try {
        return parseSiteUrl(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** pino log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Serves /__test/error so browser tests can see the error screen. Never set in production. */
  ENABLE_TEST_ROUTES: booleanFlag,
  /**
   * SQLite file that holds the leads (created with its schema on start). A relative path is taken from
   * the project folder, not the working folder, so a server started anywhere opens the same database
   * (`:memory:`, SQLite's database in memory, stays as it is).
   */
  LEADS_DB: z.string().min(1).default(DEFAULT_LEADS_DB).transform(leadsDbPath),
  /** smtp://user:pass@host:port or smtps://…; without it leads are stored and logged only. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:password@host:587" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Who receives lead e-mails (defaults to the company address). */
  LEADS_TO: z.email().optional(),
  /** Sender of lead e-mails, e.g. "Website <web@example.com>" (defaults to the company address). */
  LEADS_FROM: z.string().min(3).optional(),
  /** Form submissions allowed per client IP in each window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60_000),
  /**
   * Booking requests one client (an IPv4 address, or an IPv6 /64) may make in 24 hours, whatever the door
   * (page, JSON API, MCP), counted in the database so that every server process counts the same ones.
   */
  BOOKING_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** Submissions made faster than this after the form appeared are kept but flagged as automated. */
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * The private calendar feed's token (/calendar/<token>.ics): at least 32 characters of letters, digits,
   * "-" or "_" (128 bits or more when random; `openssl rand -hex 32` makes one). Unset: no feed (404).
   */
  CALENDAR_FEED_TOKEN: z
    .string()
    .optional()
    .transform((v, ctx): string | undefined => {
      if (v === undefined || v.trim() === "") return undefined;
      if (!/^[A-Za-z0-9_-]{32,}$/.test(v) || new Set(v).size < 8) {
        ctx.addIssue({
          code: "custom",
          message:
            "CALENDAR_FEED_TOKEN must be at least 32 random letters, digits, - or _ (128 bits or more): make one with `openssl rand -hex 32`",
        });
        return z.NEVER;
      }
      return v;
    }),
  /**
   * The folder photos uploaded in the office are kept in (their uploads while waiting, their encoded
   * files). Default: `media/` beside LEADS_DB. A relative path is taken from the project folder.
   */
  MEDIA_DIR: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * The folder the page sets are kept in: the public pages that read the gallery and the blog, produced
   * from the content store at each publish (server/page-sets.server.ts). Default: `pages/` beside
   * LEADS_DB. A relative path is taken from the project folder.
   */
  PAGES_DIR: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * The most the photos may take on disk, in megabytes (MB of 1,000,000 bytes). Near it the office shows
   * a banner; at it, uploads are refused with a message.
   */
  MEDIA_CAP_MB: z.coerce.number().int().min(1).default(2000),
  /**
   * How many backups `npm run backup` keeps (the newest; older ones are deleted after each new one).
   * Backups hold the data of people deleted since they were taken, so this is how long that data lasts:
   * with the nightly timer, this many days. The privacy page states the default (`backupKeepDays`): keep
   * the two the same.
   */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(366).default(backupKeepDays),
  /**
   * How long a request's body may take to arrive once its headers have (408 after it); the photo upload
   * has its own, longer time. A client that stops sending half-way holds a connection no longer.
   */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(BODY_TIMEOUT_MS),
  /** How often the mail outbox is checked for due notifications. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /**
   * How often the review sweep looks for reviews with consent the office has not acted on within 7 days
   * (it publishes them: decision 034). Tests shorten it.
   */
  REVIEW_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
  // Days after a job is marked done that its customer is e-mailed a review link (0: never automatically).
  REVIEW_ASK_AFTER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  // Where a reviewer may leave the same review on Google (offered to every reviewer, whatever the stars).
  GOOGLE_REVIEW_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * Webhooks (app/lib/webhooks/webhook-config.server.ts reads these): one endpoint from WEBHOOK_URL and
   * WEBHOOK_SECRET, or several from the JSON file WEBHOOKS_FILE; hosts allowed over http or on internal
   * addresses; the first retry's wait and the sender's poll interval. Taken as text here, because a bad
   * webhook setting switches webhooks off (loudly) rather than stopping the site.
   */
  WEBHOOK_URL: z.string().optional(),
  WEBHOOK_SECRET: z.string().optional(),
  /** A relative path is taken from the project folder, like LEADS_DB. */
  WEBHOOKS_FILE: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? resolve(projectRoot, v.trim()) : undefined)),
  WEBHOOK_ALLOW_HOSTS: z.string().optional(),
  WEBHOOK_RETRY_MS: z.string().optional(),
  WEBHOOK_POLL_MS: z.string().optional(),
  WEBHOOK_PHOTO_HOLD_MS: z.string().optional(),
});

const TRUST_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One item of a TRUST_PROXY list: a named range, an address, or an address/prefix. */
function isTrustEntry(entry: string): boolean {
  if (TRUST_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix)) return true; // address/netmask
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one error naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}
