import { serviceLabel } from "~/content/lead-forms";
import type { QueuedMail } from "../mail/messages-db.server";
import { countNoun } from "../rendering/count-noun";
import { formatPhone } from "../forms/phone";
import { leadPhone, type LeadRow } from "./lead-record";
import { officeDateTimeWithZone } from "../office/format";
import { requestPath } from "../office/work-paths";

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

/**
 * What the notification says about each column of the lead, in this order: its lines, or none for a
 * column that is not mailed (with the reason). Every column is named, so a new one fails the type check
 * here until it is mailed or left out on purpose.
 */
function leadLines(lead: LeadRow): Record<keyof LeadRow, readonly string[]> {
  const phone = leadPhone(lead);
  return {
    name: [`Name:    ${lead.name}`],
    email: [`E-mail:  ${lead.email || "(not given)"}`],
    phone: [`Phone:   ${phone ? formatPhone(phone) : "(not given)"}`],
    phone_ext: [], // in the phone line
    best_time: lead.best_time ? [`Best time to call: ${lead.best_time}`] : [],
    service: lead.service ? [`Service: ${serviceLabel(lead.service)}`] : [],
    created_at: [`Sent:    ${officeDateTimeWithZone(lead.created_at)}`],
    message: lead.message ? ["", "Message:", lead.message] : [],
    // In the heading and the closing line.
    id: [],
    form: [],
    page: [],
    language: [],
    // The office's and the store's: not the visitor's request.
    ip: [],
    user_agent: [],
    flagged: [], // flagged leads are never mailed
    flag_reason: [],
    fingerprint: [],
    door: [],
    stage: [],
    lost_reason: [],
    contacted_at: [],
    done_at: [],
  };
}

/** The notification the company receives for one lead (plain text: nothing the visitor typed is HTML). */
export function leadEmail(
  lead: LeadRow,
  options: { to: string; from: string; host: string; officeOrigin: string },
  /** Photos that came with the request (kept privately; the office sees them on the lead's page). */
  photos = 0,
): LeadEmail {
  const form = FORM_NAMES[lead.form] ?? "Website request";
  // A request sent from a Spanish page says so first, so the person who speaks Spanish calls back.
  const spanish = lead.language === "es";
  const kind = spanish ? `${form} IN SPANISH` : form;
  const lines = [
    `${kind} from the website (${lead.page})`,
    ...(spanish ? ["Sent from the Spanish site: call or write back in Spanish."] : []),
    "",
    ...Object.values(leadLines(lead)).flat(),
    ...(photos > 0
      ? [
          "",
          `Photos:  ${countNoun(photos, "photo")} came with this request: see them on the lead's page (link below).`,
        ]
      : []),
    "",
    lead.email
      ? `Reply to this e-mail to answer ${lead.name} directly.`
      : `${lead.name} gave no e-mail address: call them back.`,
    `Lead #${lead.id} in the office: ${new URL(requestPath("lead", lead.id), options.officeOrigin).href}`,
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
