import { isOfficeOpen } from "~/content/company";
import { leadFormCopy, type LeadFormKind } from "~/content/lead-forms";
import { leadFormCopy as leadFormCopyEs } from "~/content/es/lead-forms";
import { isLang, langOfPath, type Lang, type PerLang } from "~/content/i18n";
import type { MailSettings } from "../mail/mail-settings";
import type { QueuedMail } from "../mail/messages-db.server";
import type { Logger } from "../site/logger.server";
import { leadEmail } from "./lead-mail.server";
import { echoValues, validateLead, type FieldErrors } from "./lead-validation";
import type { LeadDoor, LeadRow, LeadsDb } from "./leads-db.server";
import type { RateLimiter } from "./rate-limit.server";
import { WIRE, type LeadSubmission } from "./lead-wire";
import { spamFlag, stampFromElapsed } from "../forms/spam-flag";
import type { PhotoOutcome } from "../media/limits";

export type SubmitResult =
  | {
      status: "ok";
      form: LeadFormKind;
      /** The stored lead (or the one a resubmission repeats). */
      id: number;
      /** For the urgent call-back: whether the office was open when it arrived. */
      openNow?: boolean;
      /** How the office answers: a call when a phone number was given, else an e-mail. */
      reachBy: "phone" | "email";
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

/** A submission's answer, with what became of each photo sent with it (a form sent with photos). */
export type SubmitAnswer = SubmitResult & { photos?: PhotoOutcome[] };

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
  /** Photos that came with it and passed the pipeline's checks: the notice says how many. */
  photos?: number;
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

export interface LeadServiceOptions {
  /** The leads' store. */
  db: LeadsDb;
  /** Where notifications go (and the Message-IDs' host). */
  mail: Pick<MailSettings, "to" | "from" | "host" | "officeOrigin">;
  /** Tells the outbox there is mail (after the lead's transaction has committed). */
  kickMail: () => void;
  /** Queues lead.created in the lead's transaction, and sends it after (absent: no webhooks). */
  webhooks?: { leadStored(lead: LeadRow, at: Date, withPhotos?: boolean): void; kick(): void };
  /** One allowance per client for every form (the booking service shares it). */
  limiter: RateLimiter;
  /** MIN_FILL_MS: a form filled faster than this (from the page's own count) is flagged. */
  minFillMs: number;
  log: Logger;
}

export function createLeadService({
  db,
  mail,
  kickMail,
  webhooks,
  limiter,
  minFillMs,
  log,
}: LeadServiceOptions) {
  /** A lead's notification, composed when it is queued (so it waits, complete, for a mail server). */
  const composeLead = (lead: LeadRow, photos = 0) => leadEmail(lead, mail, photos);

  return {
    db,
    /** A notice queued before notices were composed when queued (older files), composed now. */
    composeLegacy(leadId: number): QueuedMail | undefined {
      const lead = db.getLead(leadId);
      return lead && composeLead(lead);
    },

    /** Validates, screens and stores one form submission. Never throws for anything a visitor sends. */
    submit({ fields, ip, userAgent, door: named, fromPage = false, photos = 0 }: Submission): SubmitResult {
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
      const values = { ...echoValues(fields), page };
      const door: LeadDoor = named ?? (kind === "emergency" ? "callback" : "quote-form");
      const lead = { form: kind, page, language, door, ...validation.data };
      const reachBy = lead.phone ? "phone" : "email";
      // Sent again after a network error: thank the visitor again, store and notify nothing new.
      const duplicate = db.findDuplicate(lead, new Date(Date.now() - DUPLICATE_WINDOW_MS));
      if (duplicate) {
        try {
          db.recordMerge(duplicate.id, { ...lead, ip, user_agent: userAgent?.slice(0, 300) ?? null });
        } catch (error) {
          log.error({ err: error, lead: duplicate.id }, "could not store a merge");
        }
        log.info({ lead: duplicate.id, form: kind }, "duplicate submission merged");
        return { status: "ok", form: kind, id: duplicate.id, reachBy };
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
        minFillMs: minFillMs,
      });

      try {
        const at = new Date();
        const id = db.insertLead(
          {
            ...lead,
            ip,
            user_agent: userAgent?.slice(0, 300) ?? null,
            flag_reason: flagReason,
          },
          at,
          (row) => composeLead(row, photos),
          webhooks && ((row) => webhooks.leadStored(row, at, photos > 0)),
        );
        log.info({ lead: id, form: kind, language, flagged: flagReason ?? undefined }, "lead stored");
        if (!flagReason) {
          kickMail();
          webhooks?.kick();
        }
        return kind === "emergency"
          ? { status: "ok", form: kind, id, openNow: isOfficeOpen(), reachBy }
          : { status: "ok", form: kind, id, reachBy };
      } catch (error) {
        log.error({ err: error, form: kind }, "could not store a lead");
        return { status: "failed", form: kind, message: answers[language].failed, values };
      }
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
