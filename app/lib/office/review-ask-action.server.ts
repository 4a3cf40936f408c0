/**
 * The office's "Ask for a review" on a lead's or a booking's page: the action (by e-mail in the
 * customer's language, or a link to copy once) and what the page shows of the asks made.
 */
import { reviewAskCopy } from "~/content/office/review-ask";
import { data } from "react-router";
import type { MailSettings } from "../mail/mail-settings";
import { askForReview } from "../review-requests/review-ask.server";
import { MAX_ASKS, reviewRequests, type RequestSubject } from "../review-requests/review-requests.server";
import type { SiteDb } from "../site/site-db.server";
import type { Audit } from "./requests.server";

/** The intent the page's two buttons post. */
export const REVIEW_ASK_INTENT = "review-ask";

export type ReviewAskAnswer =
  | { intent: typeof REVIEW_ASK_INTENT; emailed: true; asked: number }
  | { intent: typeof REVIEW_ASK_INTENT; url: string; asked: number }
  | { intent: typeof REVIEW_ASK_INTENT; error: string };

/** The asks made for a request, as the page lists them (never a token: only its hash is stored). */
export function reviewAsksOf(db: SiteDb, subject: RequestSubject, now = new Date()) {
  const asks = reviewRequests(db)
    .of(subject)
    .map((r) => ({
      at: r.created_at,
      channel: r.channel,
      state:
        r.spent_at !== null
          ? ("spent" as const)
          : Date.parse(r.expires_at) <= now.getTime()
            ? ("expired" as const)
            : ("open" as const),
    }));
  return { asks, max: MAX_ASKS };
}

/**
 * The ask a button posted on a lead's or a booking's page (`channel` is "email" or "link"), as the
 * action's answer: 409 with the reason when it is refused.
 */
export function reviewAskAction(
  work: { db: SiteDb; mail: MailSettings; kickMail: () => void },
  subject: RequestSubject,
  form: FormData,
  { userId, audit }: { userId: number; audit: Audit },
) {
  const answer = askFor(work, subject, form, userId, audit);
  return data<ReviewAskAnswer>(answer, { status: "error" in answer ? 409 : 200 });
}

function askFor(
  { db, mail, kickMail }: { db: SiteDb; mail: MailSettings; kickMail: () => void },
  subject: RequestSubject,
  form: FormData,
  userId: number,
  audit: Audit,
): ReviewAskAnswer {
  const channel = form.get("channel") === "email" ? "email" : "link";
  const answer = askForReview(db, subject, { channel, askedBy: userId, audit, mail });
  if (!answer.ok) return { intent: REVIEW_ASK_INTENT, error: reviewAskCopy.errors[answer.reason] };
  // How many asks there are now (the page may show its loader's count a moment longer).
  const asked = reviewRequests(db).asks(subject);
  if (answer.emailed) {
    kickMail();
    return { intent: REVIEW_ASK_INTENT, emailed: true, asked };
  }
  return { intent: REVIEW_ASK_INTENT, url: answer.url, asked };
}
