/**
 * Booking: the messages a booking queues, composed when queued (the visitor's carries the private link,
 * whose token is never stored). The visitor's confirmation carries nothing the visitor typed (someone
 * else's address could have been typed): the window, the ZIP code and the link. The contractor's notice
 * carries everything, and both carry a calendar invitation for the one event.
 */
import { availability } from "~/content/booking/availability";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import { company } from "~/content/company";
import { countNoun } from "../rendering/count-noun";
import { headerText } from "../leads/lead-mail.server";
import type { MailSettings } from "../mail/mail-settings";
import type { NewMessage, QueuedMail } from "../mail/messages-db.server";
import { bookingPhoneText } from "./booking-phone";
import type { BookingChannel, BookingRow } from "./booking-record";
import { bookingCalendar, type CalendarMethod, type EventOptions } from "./calendar.server";
import { calendarPath, managePath } from "./booking-paths";
import { atLineStart, windowLabel } from "./window-labels";
import { officeDateTimeWithZone } from "../office/format";
import { requestPath } from "../office/work-paths";

const words = { en: bookingCopy, es: bookingCopyEs } as const;

export type BookingEvent = "booked" | "moved" | "cancelled" | "link";

export type { MailSettings } from "../mail/mail-settings";

/** Visitor messages one address may be sent per day (so a typed address cannot be flooded). */
export const VISITOR_MAIL_PER_DAY = 3;

export { managePath, calendarPath };

const METHOD: Record<BookingEvent, CalendarMethod | undefined> = {
  booked: "REQUEST",
  moved: "REQUEST",
  cancelled: "CANCEL",
  link: undefined,
};

/** The address part of "Name <address>" (LEADS_FROM may be either). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * A message's calendar part (RFC 6047): none for a re-sent link, else the event with this method, in a
 * file named in the booking's language.
 */
const invitation = (b: BookingRow, method: CalendarMethod | undefined, options: EventOptions) =>
  method
    ? {
        icalEvent: {
          method,
          filename: words[b.language].mail.calendarFile,
          content: bookingCalendar(b, method, options),
        },
      }
    : {};

/** The visitor's sender: the site's name in the booking's language, at LEADS_FROM's address. */
export const visitorFrom = (b: Pick<BookingRow, "language">, s: Pick<MailSettings, "from">) =>
  `"${words[b.language].mail.senderName(company.name).replace(/["\\]/g, "")}" <${addressOf(s.from)}>`;

const when = (b: BookingRow) =>
  windowLabel({ start: new Date(b.starts_at), end: new Date(b.ends_at) }, b.language);

/** The visitor's message about a booking event, with the private link when one was made. */
export function visitorMail(
  b: BookingRow,
  event: BookingEvent,
  token: string | undefined,
  s: MailSettings,
): QueuedMail {
  const w = words[b.language].mail;
  const label = when(b);
  const subject = {
    booked: w.confirmSubject(label),
    moved: w.movedSubject(label),
    cancelled: w.cancelledSubject(label),
    link: w.linkSubject,
  }[event];
  const body = { booked: w.confirmBody, moved: w.movedBody, cancelled: w.cancelledBody, link: w.linkBody }[
    event
  ];
  // Its own line, in the e-mail and in the calendar's event.
  const location = atLineStart(w.place(b.zip));
  const method = METHOD[event];
  const lines = [
    w.greeting,
    "",
    body,
    "",
    `${w.when}: ${atLineStart(label)}`,
    `${w.where}: ${location}`,
    ...(token && event !== "cancelled"
      ? ["", w.manage(availability.changeCutoffHours), `${s.origin}${managePath(token)}`]
      : []),
    ...(method && event !== "cancelled" ? ["", w.calendarNote] : []),
    "",
    w.signOff(company.name),
  ];
  return {
    messageId: `<booking-${b.id}-${b.sequence}-${event}-visitor@${s.host}>`,
    to: b.email,
    from: visitorFrom(b, s),
    subject,
    text: lines.join("\n"),
    ...invitation(b, method, {
      location,
      organizer: { name: company.name, email: addressOf(s.from) },
      attendee: { name: "", email: b.email },
    }),
  };
}

const EVENT_NAMES: Record<BookingEvent, string> = {
  booked: "Inspection booked",
  moved: "Inspection moved",
  cancelled: "Inspection cancelled",
  link: "Booking link re-sent",
};

const CHANNEL_NAMES: Record<BookingChannel, string> = {
  web: "the website",
  api: "an agent, by the JSON API",
  agent: "an agent, by MCP",
};

/**
 * What the contractor's notice says about each column of the booking, in this order: its lines, or none
 * for a column it does not carry there (with the reason). Every column is named, so a new one fails the
 * type check here until it is mailed or left out on purpose.
 */
function bookingLines(b: BookingRow): Record<keyof BookingRow, readonly string[]> {
  return {
    name: [`Name:    ${b.name}`],
    phone: [`Phone:   ${bookingPhoneText(b)}`],
    phone_ext: [], // in the phone line
    email: [`E-mail:  ${b.email || "(not given)"}`],
    street: [`Address: ${b.street}, ${b.zip}`],
    zip: [], // in the address line
    surface: b.surface ? [`Surface: ${b.surface}`] : [],
    created_at: [`Booked:  ${officeDateTimeWithZone(b.created_at)} through ${CHANNEL_NAMES[b.channel]}`],
    channel: [], // in the booked line
    note: b.note ? ["", "Note:", b.note] : [],
    // In the heading, its marks and the closing line; the window in the subject and the calendar part.
    id: [],
    window_id: [],
    starts_at: [],
    ends_at: [],
    language: [],
    outside_area: [],
    // The calendar part carries them (its UID and SEQUENCE); the event says what the status became.
    uid: [],
    sequence: [],
    status: [],
    // The store's and the office's: not the visitor's request (a booking that holds no seat sends no notice).
    updated_at: [],
    phone_key: [],
    flag_reason: [],
    ip: [],
    user_agent: [],
    stage: [],
    lost_reason: [],
    contacted_at: [],
    done_at: [],
  };
}

/** The contractor's notice of a booking event (English, like every notice the office gets). */
export function contractorMail(
  b: BookingRow,
  event: BookingEvent,
  s: MailSettings,
  /** Photos that came with a new booking (kept privately; the office sees them on the booking's page). */
  photos = 0,
): QueuedMail {
  const label = windowLabel({ start: new Date(b.starts_at), end: new Date(b.ends_at) }, "en");
  const marks = [
    ...(b.language === "es" ? ["IN SPANISH"] : []),
    ...(b.outside_area ? ["OUTSIDE THE USUAL AREA"] : []),
    // A program (the JSON API) or an assistant (MCP) booked it for someone: worth a call to confirm.
    ...(b.channel !== "web" ? ["THROUGH AN AGENT"] : []),
  ];
  const kind = [EVENT_NAMES[event], ...marks].join(", ");
  const method = METHOD[event];
  const lines = [
    `${kind}: ${label} (Pacific Time)`,
    ...(b.language === "es" ? ["Booked on the Spanish site: call in Spanish."] : []),
    ...(b.outside_area
      ? [`ZIP ${b.zip} is outside the usual area: call to confirm an inspector can go.`]
      : []),
    "",
    ...Object.values(bookingLines(b)).flat(),
    ...(photos > 0
      ? [
          "",
          `Photos:  ${countNoun(photos, "photo")} came with this booking: see them on the booking's page (link below).`,
        ]
      : []),
    "",
    `Booking #${b.id} in the office: ${new URL(requestPath("booking", b.id), s.officeOrigin).href}`,
  ];
  return {
    messageId: `<booking-${b.id}-${b.sequence}-${event}-contractor@${s.host}>`,
    to: s.to,
    from: s.from,
    ...(b.email ? { replyTo: `"${headerText(b.name.replace(/["\\]/g, ""))}" <${b.email}>` } : {}),
    subject: `${kind}: ${label}, ${headerText(b.name)} (${b.zip})`,
    text: lines.join("\n"),
    ...invitation(b, method, {
      location: `${b.street}, ${b.zip}`,
      organizer: { name: `${company.name} website`, email: addressOf(s.from) },
      attendee: { name: company.name, email: addressOf(s.to) },
      details: [`${b.name} · ${bookingPhoneText(b)}`, ...(b.note ? [b.note] : [])],
    }),
  };
}

/**
 * The messages one event queues: the contractor's notice (not for a re-sent link), and the visitor's when
 * they gave an e-mail and their address has had fewer than `VISITOR_MAIL_PER_DAY` today (`sentToday`).
 */
export function bookingMessages(
  b: BookingRow,
  event: BookingEvent,
  token: string | undefined,
  s: MailSettings,
  sentToday: (address: string) => number,
  photos = 0,
): NewMessage[] {
  const messages: NewMessage[] = [];
  if (event !== "link")
    messages.push({ recipient: "contractor", bookingId: b.id, mail: contractorMail(b, event, s, photos) });
  if (b.email && sentToday(b.email) < VISITOR_MAIL_PER_DAY)
    messages.push({ recipient: "visitor", bookingId: b.id, mail: visitorMail(b, event, token, s) });
  return messages;
}
