/**
 * The office's "Ask for more photos" on a lead's page: the action (a private link by e-mail in the
 * customer's language, or a link to copy once) and what the page shows of the live link.
 */
import { data } from "react-router";
import { photoAskCopy } from "~/content/office/photo-ask";
import type { MailSettings } from "../mail/mail-settings";
import { askForPhotos, photoRequests } from "../photo-requests/photo-requests.server";
import type { SiteDb } from "../site/site-db.server";
import type { Audit } from "./requests.server";

/** The intent the page's two buttons post. */
export const PHOTO_ASK_INTENT = "photo-ask";

export type PhotoAskAnswer =
  | { intent: typeof PHOTO_ASK_INTENT; emailed: true }
  | { intent: typeof PHOTO_ASK_INTENT; url: string }
  | { intent: typeof PHOTO_ASK_INTENT; error: string };

/** The lead's live link, as the page shows it (never its token: only its hash is stored). */
export const photoAskOf = (db: SiteDb, leadId: number, now = new Date()) =>
  photoRequests(db).live(leadId, now) ?? null;

/**
 * The ask a button posted (`channel` is "email" or "link"), as the action's answer: 409 with the reason
 * when it is refused. The caller has checked the session and the role.
 */
export function photoAskAction(
  { db, mail, kickMail }: { db: SiteDb; mail: MailSettings; kickMail: () => void },
  leadId: number,
  form: FormData,
  { userId, audit }: { userId: number; audit: Audit },
) {
  const channel = form.get("channel") === "email" ? "email" : "link";
  const answer = askForPhotos(db, leadId, { channel, askedBy: userId, audit, mail });
  if (!answer.ok)
    return data<PhotoAskAnswer>(
      { intent: PHOTO_ASK_INTENT, error: photoAskCopy.errors[answer.reason] },
      { status: 409 },
    );
  if (answer.emailed) {
    kickMail();
    return data<PhotoAskAnswer>({ intent: PHOTO_ASK_INTENT, emailed: true });
  }
  return data<PhotoAskAnswer>({ intent: PHOTO_ASK_INTENT, url: answer.url });
}
