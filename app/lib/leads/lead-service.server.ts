import { createTransport } from "nodemailer";
import { company, isOfficeOpen } from "~/content/company";
import { leadFormCopy, type LeadFormKind } from "~/content/lead-forms";
import { leadFormCopy as leadFormCopyEs } from "~/content/es/lead-forms";
import { isLang, langOfPath, type Lang, type PerLang } from "~/content/i18n";
import type { Env } from "../site/env.server";
import { defaultLeadsFrom, leadEmail } from "./lead-mail.server";
import { validateLead, type FieldErrors } from "./lead-validation";
import { LeadsDb, type LeadDoor, type LeadRow } from "./leads-db.server";
import type { Logger } from "../site/logger.server";
import { createOutbox, type SendMail } from "./outbox.server";
import { createRateLimiter } from "./rate-limit.server";
import { WIRE, type LeadSubmission } from "./lead-wire";
import { spamFlag, stampFromElapsed } from "../forms/spam-flag";
import { publicOrigin } from "../site/site-url";
import { createWebhooks, type WebhooksOptions } from "../webhooks/webhooks.server";

export type SubmitResult =
  | {
      status: "ok";
      form: LeadFormKind;
      /** The stored lead (or the one a resubmission repeats). */
      id: number;
      /** For the urgent call-back: whether the office was open when it arrived. */
      openNow?: boolean;
    }
  | { status: "invalid"; form: LeadFormKind; errors: FieldErrors; values: Record<string, string> }
  | {
      status: "rate-limited" | "failed";
      form: LeadFormKind;
      message: string;
      values: Record<string, string>;
      /** Rate-limited: seconds until this client may send again (the Retry-After header). */
      retryAfter?: number;
    };

export interface Submission {
  /** The fields as sent (lead-wire.ts): the form's, read by the contact action, or the JSON API's. */
  fields: LeadSubmission;
  ip: string;
  userAgent: string | null;
  /** The door it came through when not a form on the site (the quote API, MCP). */
  door?: Extract<LeadDoor, "quote-api" | "mcp">;
  /**
   * Sent by the site's form (the contact action), so its fill-time stamp is judged; the JSON API and MCP
   * show no page, so only the honeypot, validation and the rate limit screen them.
   */
  fromPage?: boolean;
}

const formKind = (v: string | undefined): LeadFormKind => (v === "emergency" ? "emergency" : "quote");
/** The site path a form was sent from ("/contact/" and "/contact" are the same page). */
const pagePath = (v: string | undefined) =>
  typeof v === "string" && /^\/[\w\-/.~%]{0,200}$/.test(v) ? v.replace(/(.)\/+$/, "$1") : "unknown";

/** The language of a submission: the one it names, else its page's. */
export const submissionLang = (named: string | undefined, page: string): Lang =>
  isLang(named) ? named : langOfPath(page);

/** The answers that are not about one field, in each language. */
const answers: PerLang<{ rateLimited: string; failed: string }> = { en: leadFormCopy, es: leadFormCopyEs };

/** A second submission of the same lead within this time is the same request, sent again. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Notifications sent at once, over as many pooled SMTP connections. */
const SMTP_CONNECTIONS = 5;

export function createLeadService(
  env: Env,
  options: {
    log: Logger;
    send?: SendMail;
    /** How long the mail server may take to connect, greet or answer (default 30 s; tests shorten it). */
    smtpTimeoutMs?: number;
    /** Webhook sender settings tests change. */
    webhookSender?: WebhooksOptions["sender"];
  },
) {
  const { log, smtpTimeoutMs = 30_000 } = options;
  const db = new LeadsDb(env.LEADS_DB);
  // Their own lane: deliveries are queued with the lead, and sent whether or not mail is set up.
  const webhooks = createWebhooks({ env, db, log, sender: options.webhookSender });
  const limiter = createRateLimiter({ max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS });

  let send = options.send;
  let transport: ReturnType<typeof createTransport> | undefined;
  if (!send && env.SMTP_URL) {
    // Pooled connections, so one message the server stalls on holds one connection, not the outbox;
    // nodemailer's own socket timeout (10 minutes) would hold a stalled send far too long.
    const smtp = createTransport({
      url: env.SMTP_URL,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: smtpTimeoutMs,
      greetingTimeout: smtpTimeoutMs,
      socketTimeout: smtpTimeoutMs,
      // Leads come in ones and twos: hang up soon after a burst rather than hold idle connections.
      idleTimeout: 5_000,
    });
    transport = smtp;
    send = async (mail) => {
      await smtp.sendMail(mail);
    };
  }
  const to = env.LEADS_TO ?? company.email;
  const from = env.LEADS_FROM ?? defaultLeadsFrom();
  const host = new URL(publicOrigin(env.SITE_URL)).hostname;
  /** A lead's notification, composed when it is queued (so it waits, complete, for a mail server). */
  const composeLead = (lead: LeadRow) => leadEmail(lead, { to, from, host });
  const outbox = send
    ? createOutbox({
        db,
        send,
        compose: composeLead,
        pollMs: env.OUTBOX_POLL_MS,
        log,
        concurrency: SMTP_CONNECTIONS,
      })
    : undefined;

  return {
    db,
    outbox,
    /** Lead and booking events for the contractor's tools (the booking service queues its own). */
    webhooks,
    /** One allowance per client for every form (the booking service shares it). */
    limiter,
    /** Where mail goes and comes from, and the links' origin (the booking service's messages use them). */
    mail: { to, from, host, origin: publicOrigin(env.SITE_URL) },
    /** Sends what is due now (nothing when no mail server is set). */
    kick: () => void outbox?.kick(),
    start() {
      webhooks.start();
      if (outbox) {
        log.info({ db: env.LEADS_DB, to }, "leads are stored and e-mailed through SMTP");
        outbox.start();
      } else {
        log.warn(
          { db: env.LEADS_DB },
          "SMTP_URL is not set: leads are stored but not e-mailed (read them with `npm run leads`)",
        );
      }
    },
    /** Whether a lead could be stored now (GET /healthz). */
    health: () => db.health(),
    async stop() {
      await Promise.all([outbox?.stop(), webhooks.stop()]);
      transport?.close();
      db.close();
    },

    /** Validates, screens and stores one form submission. Never throws for anything a visitor sends. */
    submit({ fields, ip, userAgent, door: named, fromPage = false }: Submission): SubmitResult {
      const kind = formKind(fields[WIRE.form]);
      const page = pagePath(fields[WIRE.page]);
      const language = submissionLang(fields[WIRE.language], page);
      const validation = validateLead(kind, fields, language);
      if (!validation.ok)
        return {
          status: "invalid",
          form: kind,
          errors: validation.errors,
          values: { ...validation.values, page },
        };
      const values = {
        ...Object.fromEntries(Object.entries(validation.data).map(([k, v]) => [k, String(v ?? "")])),
        page,
      };
      const door: LeadDoor = named ?? (kind === "emergency" ? "callback" : "quote-form");
      const lead = { form: kind, page, language, door, ...validation.data };
      // Sent again after a network error: thank the visitor again, store and notify nothing new.
      const duplicate = db.findDuplicate(lead, new Date(Date.now() - DUPLICATE_WINDOW_MS));
      if (duplicate) {
        try {
          db.recordMerge(duplicate.id, { ...lead, ip, userAgent: userAgent?.slice(0, 300) ?? null });
        } catch (error) {
          log.error({ err: error, lead: duplicate.id }, "could not store a merge");
        }
        log.info({ lead: duplicate.id, form: kind }, "duplicate submission merged");
        return { status: "ok", form: kind, id: duplicate.id };
      }
      if (!limiter.hit(ip)) {
        const retryAfter = limiter.retryAfterSeconds(ip);
        log.info({ status: 429, ip, form: kind, retryAfter }, "submission rate-limited");
        return {
          status: "rate-limited",
          form: kind,
          message: answers[language].rateLimited,
          values,
          retryAfter,
        };
      }

      const received = Date.now();
      const flagReason = spamFlag({
        honeypot: fields[WIRE.honeypot],
        stamp: fromPage ? stampFromElapsed(fields[WIRE.elapsed], received) : { kind: "untimed" },
        now: received,
        minFillMs: env.MIN_FILL_MS,
      });

      try {
        const at = new Date();
        const id = db.insertLead(
          {
            ...lead,
            ip,
            userAgent: userAgent?.slice(0, 300) ?? null,
            flagReason,
          },
          at,
          composeLead,
          (row) => webhooks.leadStored(row, at),
        );
        log.info({ lead: id, form: kind, language, flagged: flagReason ?? undefined }, "lead stored");
        if (!flagReason) {
          void outbox?.kick();
          webhooks.kick();
        }
        return kind === "emergency"
          ? { status: "ok", form: kind, id, openNow: isOfficeOpen() }
          : { status: "ok", form: kind, id };
      } catch (error) {
        log.error({ err: error, form: kind }, "could not store a lead");
        return { status: "failed", form: kind, message: answers[language].failed, values };
      }
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
