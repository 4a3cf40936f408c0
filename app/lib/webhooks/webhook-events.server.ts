/**
 * Webhooks: what each event carries. One zod schema per event's `data` (the fields the office's e-mail
 * carries, the language, booking times with the Pacific offset and in UTC), the builders that fill them
 * from a stored row, and the JSON Schemas generated from them for the OpenAPI file and the README's
 * schema files (scripts/webhook-schemas.ts).
 */
import { z } from "zod";
import { langs } from "~/content/i18n";
import { serviceOptions } from "~/content/lead-forms";
import { bookingPhoneText } from "../booking/booking-phone";
import { BOOKING_CHANNELS, type BookingRow } from "../booking/booking-record";
import type { BookingEvent } from "../booking/booking-mail.server";
import { SURFACES } from "../booking/booking-validation";
import { shortWindowLabel, windowTimes } from "../booking/window-labels";
import { formatPhone } from "../forms/phone";
import { leadPhone, type LeadRow } from "../leads/lead-record";
import { PHOTO_LINK_DAYS } from "../media/limits";
import { absoluteUrl } from "../site/site-url";
import type { StoredCard } from "../reviews/review-record";
import type { EventType } from "./webhook-config.server";

const instant = z.iso.datetime({ offset: true });
const language = z.enum(langs).describe('The language the visitor used ("en" or "es"): answer in it.');

/**
 * A request's photos, added to `lead.created` and `booking.created` at each delivery attempt (never
 * stored with the event): every link is signed at the attempt, so a retry never carries a dead one.
 */
const photoFields = {
  photoCount: z
    .int()
    .min(0)
    .describe(
      "How many photos came with the request and are ready (0 when none): one link each in `photos`.",
    ),
  photos: z
    .array(
      z.object({
        url: z
          .url()
          .describe(
            `The photo as a WebP file (the largest size the site keeps, upright, no metadata), for anyone holding this address: keep it private. It works for ${PHOTO_LINK_DAYS} days (404 once changed, 410 once expired); each delivery attempt signs new ones.`,
          ),
        expiresAt: instant.describe("When the link stops working (UTC)."),
      }),
    )
    .describe("The request's photos in the order they were received, each as a signed link."),
};
export type PhotoFields = { photoCount: number; photos: { url: string; expiresAt: string }[] };

export const leadCreatedData = z
  .object({
    id: z.int().positive().describe("The lead's number, as in the office's e-mail and `npm run leads`."),
    form: z
      .enum(["quote", "emergency"])
      .describe('"quote": the quote form or API; "emergency": the urgent call-back form.'),
    name: z.string(),
    email: z.email().nullable().describe("Null when the visitor gave none."),
    phone: z
      .string()
      .nullable()
      .describe(
        'E.164, e.g. "+13105550199" (a number stored before numbers were parsed may be as typed); null when the visitor gave none.',
      ),
    phoneExtension: z
      .string()
      .nullable()
      .describe('The extension typed with the number ("12" for "x12"); null when none.'),
    phoneDisplay: z
      .string()
      .nullable()
      .describe('The number as people read it, e.g. "(310) 555-0199 ext. 12"; null when none.'),
    service: z
      .enum(serviceOptions.map((o) => o.value) as [string, ...string[]])
      .nullable()
      .describe("The service chosen on the form, if any."),
    message: z.string().nullable(),
    bestTime: z
      .string()
      .nullable()
      .describe(
        'When the visitor would like the call, as they wrote it ("weekdays after 5"); null when not given.',
      ),
    language,
    page: z.string().describe("The site path the form was sent from."),
    pageUrl: z.url().describe("The same page as a full address."),
    createdAt: instant.describe("When it was stored (UTC)."),
    ...photoFields,
  })
  .describe("A quote or urgent call-back request, sent when it is stored.");

const windowData = z
  .object({
    id: z.string().describe("The window's id, e.g. 2027-03-15-am."),
    start: instant.describe("Start, ISO 8601 with the Pacific offset."),
    end: instant.describe("End, ISO 8601 with the Pacific offset."),
    startUtc: instant.describe("Start in UTC."),
    endUtc: instant.describe("End in UTC."),
    label: z.string().describe("The window in words, Pacific Time, in English."),
  })
  .describe("An arrival window.");

export const bookingData = z
  .object({
    id: z
      .int()
      .positive()
      .describe("The booking's number, as in the office's e-mail and `npm run leads -- --bookings`."),
    uid: z.string().describe("The calendar event's UID: the same for the booking's whole life."),
    status: z.enum(["booked", "cancelled"]),
    sequence: z.int().min(0).describe("0 when booked, one more at each move or cancellation."),
    window: windowData,
    previousWindow: windowData.optional().describe("booking.rescheduled only: the window it moved from."),
    name: z.string(),
    phone: z.string(),
    email: z.email().nullable().describe("Null when the visitor gave none."),
    street: z.string(),
    zip: z.string().regex(/^\d{5}$/),
    outsideUsualArea: z
      .boolean()
      .describe("The ZIP code is outside the usual service area: call to confirm."),
    surface: z.enum(SURFACES).nullable().describe("What to look at, if the visitor said."),
    note: z.string().nullable().describe("Gate code, parking, who meets the inspector."),
    language,
    channel: z
      .enum(BOOKING_CHANNELS)
      .describe('"web": the booking page; "api": the JSON API; "agent": an assistant through MCP.'),
    createdAt: instant.describe("When it was booked (UTC)."),
    updatedAt: instant.describe("When it last changed (UTC)."),
  })
  .describe("An inspection booking.");

export const reviewReceivedData = z
  .object({
    id: z.int().positive().describe("The review's number, as in the office's Reviews screen."),
    rating: z.int().min(1).max(5).describe("1 to 5 stars."),
    text: z.string().describe("The customer's words, as written (never edited)."),
    language: language.describe('The language it was written in ("en" or "es").'),
    displayName: z.string().describe('First name and last initial, e.g. "Dana K.".'),
    city: z.string(),
    consent: z
      .boolean()
      .describe(
        "Whether the customer agreed to its publication. With consent it is published after the office checks it, or after 7 days.",
      ),
    hasPhoto: z.boolean().describe("Whether a photo came with it (only the office can see it)."),
    leadId: z.int().positive().nullable().describe("The quote request it is about, or null."),
    bookingId: z.int().positive().nullable().describe("The booking it is about, or null."),
    receivedAt: instant.describe("When it was stored (UTC)."),
  })
  .describe("A customer's review, received through the site.");

/** `booking.created` also carries the booking's photos. */
export const bookingCreatedData = bookingData.extend(photoFields).describe("A new inspection booking.");

export const EVENT_DATA = {
  "lead.created": leadCreatedData,
  "booking.created": bookingCreatedData,
  "booking.rescheduled": bookingData,
  "booking.cancelled": bookingData,
  "review.received": reviewReceivedData,
} as const satisfies Record<EventType, z.ZodType>;

export const EVENT_SUMMARY: Record<EventType, string> = {
  "lead.created": "A quote or urgent call-back request was stored.",
  "booking.created": "An inspection was booked.",
  "booking.rescheduled": "A booking moved to another window (by the visitor's link or the office).",
  "booking.cancelled": "A booking was cancelled (by the visitor's link or the office).",
  "review.received": "A customer's review was received through the site.",
};

/** `review.received`'s data from a review received through the site (always a card, with its stars). */
export function reviewEventData(r: StoredCard): z.infer<typeof reviewReceivedData> {
  return {
    id: r.id,
    rating: r.rating,
    text: r.text,
    language: r.lang,
    displayName: r.displayName,
    city: r.city,
    consent: r.consent,
    hasPhoto: r.photoMediaId !== undefined,
    leadId: r.from && "leadId" in r.from ? r.from.leadId : null,
    bookingId: r.from && "bookingId" in r.from ? r.from.bookingId : null,
    receivedAt: r.receivedAt,
  };
}

/** The event a booking change sends (a re-sent link sends none). */
export const BOOKING_EVENT_TYPES: Partial<Record<BookingEvent, EventType>> = {
  booked: "booking.created",
  moved: "booking.rescheduled",
  cancelled: "booking.cancelled",
};

const orNull = (v: string | null) => (v ? v : null);

/**
 * Which of `lead.created`'s data carries each column of the lead, or null for one it does not send (with
 * the reason): every column is named, so a new one fails the type check here until it is sent or left
 * out on purpose.
 */
export const LEAD_EVENT_FIELDS = {
  id: "id",
  form: "form",
  name: "name",
  email: "email",
  phone: "phone",
  phone_ext: "phoneExtension",
  service: "service",
  message: "message",
  best_time: "bestTime",
  language: "language",
  page: "page",
  created_at: "createdAt",
  // The office's and the store's, not the request: a flagged lead sends no event at all.
  ip: null,
  user_agent: null,
  flagged: null,
  flag_reason: null,
  fingerprint: null,
  door: null,
  stage: null,
  lost_reason: null,
  contacted_at: null,
  done_at: null,
} as const satisfies Record<keyof LeadRow, keyof z.infer<typeof leadCreatedData> | null>;

/** What is stored with the event: everything but the photos, which each attempt adds (`withPhotos`). */
export type StoredLeadData = Omit<z.infer<typeof leadCreatedData>, keyof PhotoFields>;

export function leadEventData(lead: LeadRow): StoredLeadData {
  const phone = leadPhone(lead);
  return {
    id: lead.id,
    form: lead.form,
    name: lead.name,
    email: orNull(lead.email),
    phone: orNull(lead.phone),
    phoneExtension: orNull(lead.phone_ext),
    phoneDisplay: phone && formatPhone(phone),
    service: orNull(lead.service),
    message: orNull(lead.message),
    bestTime: orNull(lead.best_time),
    language: lead.language,
    page: lead.page,
    pageUrl: absoluteUrl(lead.page.startsWith("/") ? lead.page : "/"),
    createdAt: lead.created_at,
  };
}

/**
 * Which of a booking event's data carries each column of the booking, or null for one it does not send
 * (with the reason): every column is named, so a new one fails the type check here until it is sent or
 * left out on purpose.
 */
export const BOOKING_EVENT_FIELDS = {
  id: "id",
  uid: "uid",
  status: "status",
  sequence: "sequence",
  window_id: "window",
  starts_at: "window",
  ends_at: "window",
  name: "name",
  phone: "phone",
  phone_ext: "phone", // in the number as people read it
  email: "email",
  street: "street",
  zip: "zip",
  outside_area: "outsideUsualArea",
  surface: "surface",
  note: "note",
  language: "language",
  channel: "channel",
  created_at: "createdAt",
  updated_at: "updatedAt",
  // The store's and the office's, not the request: a booking that holds no seat sends no event at all.
  phone_key: null,
  flag_reason: null,
  ip: null,
  user_agent: null,
  stage: null,
  lost_reason: null,
  contacted_at: null,
  done_at: null,
} as const satisfies Record<keyof BookingRow, keyof z.infer<typeof bookingData> | null>;

const windowOf = (b: BookingRow): z.infer<typeof windowData> => {
  const w = { start: new Date(b.starts_at), end: new Date(b.ends_at) };
  return { id: b.window_id, ...windowTimes(w), label: shortWindowLabel(w, "en") };
};

export function bookingEventData(b: BookingRow, previous?: BookingRow): z.infer<typeof bookingData> {
  return {
    id: b.id,
    uid: b.uid,
    status: b.status === "cancelled" ? "cancelled" : "booked",
    sequence: b.sequence,
    window: windowOf(b),
    ...(previous && previous.window_id !== b.window_id ? { previousWindow: windowOf(previous) } : {}),
    name: b.name,
    phone: bookingPhoneText(b),
    email: orNull(b.email),
    street: b.street,
    zip: b.zip,
    outsideUsualArea: b.outside_area === 1,
    surface: b.surface,
    note: b.note,
    language: b.language,
    channel: b.channel,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  };
}

/** The events that carry the request's photos, and the kind of request whose photos they are. */
export const PHOTO_EVENTS: Partial<Record<EventType, "lead" | "booking">> = {
  "lead.created": "lead",
  "booking.created": "booking",
};

/** A stored event's body with the photos of this attempt added to its data (their links signed now). */
export function withPhotos(body: string, photos: PhotoFields["photos"]): string {
  const event = JSON.parse(body) as { type: string; timestamp: string; data: Record<string, unknown> };
  const data: PhotoFields = { photoCount: photos.length, photos };
  return JSON.stringify({ ...event, data: { ...event.data, ...data } });
}

/** The JSON Schema of one event as POSTed: the Standard Webhooks envelope around its data. */
export function eventJsonSchema(type: EventType): Record<string, unknown> {
  const { $schema: _s, ...data } = z.toJSONSchema(EVENT_DATA[type], { io: "output" });
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: type,
    description: EVENT_SUMMARY[type],
    type: "object",
    required: ["type", "timestamp", "data"],
    additionalProperties: false,
    properties: {
      type: { const: type },
      timestamp: { type: "string", format: "date-time", description: "When the event happened (UTC)." },
      data,
    },
  };
}
