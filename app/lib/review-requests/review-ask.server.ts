/**
 * Asking a customer for a review once their job is done: by the office (one tap on the lead's or the
 * booking's page, by e-mail or as a link to copy into a text message) or automatically, a set number of
 * days after "done" (REVIEW_ASK_AFTER_DAYS, on by default, so the reviews are not only the ones the
 * office chose to ask for). Each customer is asked at most twice (review-requests.server.ts). The e-mail
 * is queued with the request, in the customer's language, in one transaction, and audited.
 */
import type { Lang } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { copyFor } from "~/content/copy";
import type { MailSettings } from "../mail/mail-settings";
import { MessagesDb, type QueuedMail } from "../mail/messages-db.server";
import type { Audit } from "../office/requests.server";
import { jobsDoneBetween } from "../office/requests.server";
import { customerLinkMail } from "../mail/customer-link-mail.server";
import type { SiteDb } from "../site/site-db.server";
import { reviewPath } from "./review-paths";
import { REQUEST_DAYS, reviewRequests, type RequestSubject } from "./review-requests.server";

/** The e-mail carrying a review link, in the customer's language (with the review policy's address). */
export function reviewRequestMail(
  {
    lang,
    name,
    email,
    token,
    requestId,
  }: { lang: Lang; name: string; email: string; token: string; requestId: number },
  s: Pick<MailSettings, "from" | "origin" | "host">,
): QueuedMail {
  const w = copyFor(lang).reviewPage.mail;
  return customerLinkMail(
    {
      id: `review-request-${requestId}`,
      lang,
      name,
      email,
      words: w,
      path: reviewPath(token),
      days: REQUEST_DAYS,
      more: [`${w.policy}\n${s.origin}${pathsByLang[lang].reviewPolicy}`],
    },
    s,
  );
}

export type AskAnswer =
  | { ok: true; url: string; emailed: boolean }
  | { ok: false; reason: "not-done" | "no-email" | "asked-enough" | "unknown" };

interface Customer {
  name: string;
  email: string;
  language: Lang;
  stage: string;
}

const customerOf = (site: SiteDb, subject: RequestSubject): Customer | undefined =>
  ("leadId" in subject
    ? site.db.prepare("SELECT name, email, language, stage FROM leads WHERE id = ?").get(subject.leadId)
    : site.db
        .prepare("SELECT name, email, language, stage FROM bookings WHERE id = ?")
        .get(subject.bookingId)) as Customer | undefined;

/**
 * Asks for a review of a done job: a new link, e-mailed in the customer's language (`email`) or given
 * back for the office to copy (`link`, or `auto` by the sweep, always by e-mail).
 */
export function askForReview(
  site: SiteDb,
  subject: RequestSubject,
  {
    channel,
    askedBy = null,
    audit,
    mail,
  }: {
    channel: "email" | "link" | "auto";
    askedBy?: number | null;
    audit: Audit;
    mail: Pick<MailSettings, "from" | "origin" | "host">;
  },
  now = new Date(),
): AskAnswer {
  return site.transaction(() => {
    const customer = customerOf(site, subject);
    if (!customer) return { ok: false, reason: "unknown" } as const;
    if (customer.stage !== "done") return { ok: false, reason: "not-done" } as const;
    const emailed = channel !== "link";
    if (emailed && !customer.email) return { ok: false, reason: "no-email" } as const;
    const asked = reviewRequests(site).ask(subject, { language: customer.language, channel, askedBy }, now);
    if (!asked.ok) return { ok: false, reason: asked.reason } as const;
    if (emailed)
      new MessagesDb(site).queue(
        {
          recipient: "visitor",
          ...subject,
          mail: reviewRequestMail(
            {
              lang: customer.language,
              name: customer.name,
              email: customer.email,
              token: asked.token,
              requestId: asked.id,
            },
            mail,
          ),
        },
        now,
      );
    const [subjectType, subjectId] =
      "leadId" in subject ? ["lead", subject.leadId] : ["booking", subject.bookingId];
    audit({ action: `review.ask.${channel}`, subjectType, subjectId });
    return { ok: true, url: `${mail.origin}${reviewPath(asked.token)}`, emailed } as const;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far past its due day a job is still asked automatically: one whose done date the office entered
 * late (last week's jobs, dated when they were done), or whose day passed while the site was down.
 */
export const AUTO_ASK_WITHIN_DAYS = 30;

/**
 * The automatic ask: every job marked done at least `afterDays` days ago (and at most
 * `AUTO_ASK_WITHIN_DAYS` more), with an e-mail and never asked, is asked by e-mail. Returns how many
 * were asked.
 */
export function askDueReviews(
  site: SiteDb,
  {
    afterDays,
    audit,
    mail,
  }: { afterDays: number; audit: Audit; mail: Pick<MailSettings, "from" | "origin" | "host"> },
  now = new Date(),
): number {
  if (afterDays <= 0) return 0;
  const to = new Date(now.getTime() - afterDays * DAY_MS);
  const from = new Date(to.getTime() - AUTO_ASK_WITHIN_DAYS * DAY_MS);
  const requests = reviewRequests(site);
  let asked = 0;
  for (const job of jobsDoneBetween(site, from, to)) {
    const subject: RequestSubject = job.kind === "lead" ? { leadId: job.id } : { bookingId: job.id };
    if (!job.email || requests.asks(subject) > 0) continue;
    if (askForReview(site, subject, { channel: "auto", audit, mail }, now).ok) asked++;
  }
  return asked;
}
