import { serviceLabel } from "~/content/lead-forms";
import type { QueuedMail } from "../mail/messages-db.server";
import type { LeadRow } from "./leads-db.server";

/** A lead's notification: a queued message without a calendar part. */
export type LeadEmail = Omit<QueuedMail, "icalEvent">;

/** The longest visitor text a header carries (the full text is in the body). */
export const HEADER_TEXT_MAX = 60;

/**
 * Visitor text made inert for a mail header (the Subject, the Reply-To display name): control and format
 * characters removed (bidi overrides and isolates, zero-width marks, the Arabic letter mark), whitespace
 * collapsed, `=?` broken apart so no mail client decodes an RFC 2047 encoded word the visitor typed, and
 * the length capped. Non-ASCII text stays; nodemailer encodes it.
 */
export function headerText(value: string, max = HEADER_TEXT_MAX): string {
  const text = value
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/[\p{Cf}\p{Cs}\p{Co}]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/=\?/g, "= ?");
  const chars = Array.from(text);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text;
}

const FORM_NAMES: Record<string, string> = { quote: "Quote request", emergency: "Urgent call-back request" };

/** The notification the company receives for one lead (plain text: nothing the visitor typed is HTML). */
export function leadEmail(lead: LeadRow, options: { to: string; from: string; host: string }): LeadEmail {
  const form = FORM_NAMES[lead.form] ?? "Website request";
  // A request sent from a Spanish page says so first, so the person who speaks Spanish calls back.
  const spanish = lead.language === "es";
  const kind = spanish ? `${form} IN SPANISH` : form;
  const lines = [
    `${kind} from the website (${lead.page})`,
    ...(spanish ? ["Sent from the Spanish site: call or write back in Spanish."] : []),
    "",
    `Name:    ${lead.name}`,
    `E-mail:  ${lead.email || "(not given)"}`,
    `Phone:   ${lead.phone || "(not given)"}`,
    ...(lead.service ? [`Service: ${serviceLabel(lead.service)}`] : []),
    `Sent:    ${lead.created_at}`,
    ...(lead.message ? ["", "Message:", lead.message] : []),
    "",
    lead.email
      ? `Reply to this e-mail to answer ${lead.name} directly. Lead #${lead.id} is stored in the leads database.`
      : `${lead.name} gave no e-mail address: call them back. Lead #${lead.id} is stored in the leads database.`,
  ];
  return {
    // A stable Message-ID: if a send is ever retried after the server lost track of it, mail systems
    // can recognise the copy.
    messageId: `<lead-${lead.id}-${Date.parse(lead.created_at)}@${options.host}>`,
    to: options.to,
    from: options.from,
    ...(lead.email ? { replyTo: `"${headerText(lead.name.replace(/["\\]/g, ""))}" <${lead.email}>` } : {}),
    subject: `${kind}: ${headerText(lead.name)}${lead.service ? ` (${headerText(serviceLabel(lead.service))})` : ""}`,
    text: lines.join("\n"),
  };
}
