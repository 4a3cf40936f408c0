/**
 * The audit log's words: each recorded action, kind of subject and field as the office reads it. An action
 * without words here (one added later) is shown as it is stored.
 */
import { reviewPolicy } from "../review-policy";

export const auditActionWords: Record<string, string> = {
  "booking.created": "Booked an inspection",
  "booking.moved": "Moved a booking",
  "booking.cancelled": "Cancelled a booking",
  "closure.added": "Closed a day or window",
  "closure.removed": "Reopened a day or window",
  "closure.noted": "E-mailed a visitor about a closed day",
  "contact.call": "Tapped the call link",
  "content.publish": "Published",
  "content.restore": "Restored an earlier version",
  "content.unpublish": "Unpublished",
  "content.delete": "Deleted",
  "content.undelete": "Brought back a deleted record",
  "content.schedule": "Scheduled a publish",
  "content.unschedule": "Cancelled a scheduled publish",
  "contact.text": "Tapped the text link",
  "invitation.create": "Invited someone",
  "invitation.cancel": "Cancelled an invitation",
  "invitation.use": "Accepted an invitation",
  "lead.email": "Added an e-mail to a lead",
  "note.added": "Added a note",
  "note.deleted": "Deleted a note",
  "note.edited": "Edited a note",
  "passkey.create": "Added a passkey",
  "passkey.revoke": "Revoked a passkey",
  "person.create": "Added a person",
  "person.deleted": "Deleted a person's data",
  "person.reinstate": "Reinstated a person",
  "person.revoke": "Revoked a person's access",
  "person.role": "Changed a person's role",
  "stage.changed": "Changed the status",
  "review.ask.email": "E-mailed a review link",
  "review.ask.link": "Copied a review link",
  "review.ask.auto": "E-mailed a review link (the site, after the job was done)",
  "review.publish": "Published a review",
  "review.restore": "Published a withheld review again",
  "review.withhold": "Withheld a review",
  "review.autopublish": "Published a review after 7 days without action (the site)",
  "review.reply": "Replied to a review",
  "review.reply.remove": "Removed a reply to a review",
  "review.translate": "Translated a review",
  "review.translation.remove": "Removed a review's translation",
  "review.redact": "Hid words of a review",
  "review.deleted": "Deleted a review at its writer's request",
  "webhook.redeliver": "Sent a webhook again",
};

export const auditSubjectWords: Record<string, string> = {
  booking: "Booking",
  lead: "Lead",
  closure: "Closure",
  invitation: "Invitation",
  passkey: "Passkey",
  person: "Person",
  user: "Person",
  "webhook-event": "Webhook event",
  project: "Gallery project",
  article: "Article",
  review: "Review",
};

export const auditFieldWords: Record<string, string> = {
  status: "status",
  stage: "status",
  window_id: "arrival window",
  reason: "reason",
  lost_reason: "reason lost",
  contacted_at: "first contact",
  closure_key: "closed day",
  note: "note",
  email: "e-mail",
  role: "role",
  state: "state",
  reply: "reply",
  translation: "translation",
  redactions: "hidden words",
  writer_asked: "its writer asked",
  // The policy reason a review was withheld for (decision 034), as the audit log shows it.
  ...Object.fromEntries(
    Object.entries(reviewPolicy.reasons).map(([k, r]) => [
      `withheld_${k}`,
      `reason: ${r.title.toLowerCase()}`,
    ]),
  ),
};

/** A stored word as the office reads it: its words above, or itself when it has none. */
export const auditWord = (words: Record<string, string>, stored: string): string =>
  Object.hasOwn(words, stored) ? (words[stored] ?? stored) : stored;
