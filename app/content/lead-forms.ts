/** What the two lead forms ask for, their limits and their messages. Read by the forms and the server. */
import type { LeadField } from "~/lib/leads/lead-wire";

/** The service choice for visitors who do not know what they need; also the default. */
export const NOT_SURE = "not-sure";

export const serviceOptions = [
  { value: NOT_SURE, label: "Not sure yet" },
  { value: "waterproofing", label: "Waterproofing" },
  { value: "roofing", label: "Roofing" },
  { value: "decking", label: "Decking" },
  { value: "maintenance", label: "Maintenance" },
] as const;

/**
 * A stored service value as the office reads it: its English label (the office and its e-mail are in
 * English). A value that is no longer an option (stored before it was renamed) is shown as stored.
 */
export const serviceLabel = (value: string): string =>
  serviceOptions.find((o) => o.value === value)?.label ?? value;

export type ServiceOption = (typeof serviceOptions)[number]["value"];

/** The most characters each typed field takes (the lead record, lead-record.ts, states which field has which). */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  best_time: 100,
} as const;

export type LeadFormKind = "quote" | "emergency";

/** Shown under each form's submit button, linking to the privacy page. */
export const privacyNote = {
  before: "We use your details only to answer this request. See our",
  link: "privacy policy",
  after: ".",
} as const;

export const leadFormCopy = {
  /** Field labels; only name and one way to reach the visitor are required on the quote form. */
  fields: {
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    service: "Service (optional)",
    message: "Message (optional)",
    best_time: "Best time to call (optional)",
  } satisfies Record<LeadField, string>,
  quote: {
    title: "Get a free quote",
    intro:
      "Your name and a phone number or e-mail are all we need to reach you. Everything else is optional. We reply within one business day.",
    submit: "Send my request",
    pending: "Sending…",
  },
  emergency: {
    title: "Leak right now? Ask for an urgent call back",
    intro: "Leave your details and we call you back as soon as a specialist is free.",
    submit: "Submit now",
    pending: "Sending…",
  },
  /** The quote form's confirmation: a call when a phone number was given, else an e-mail. */
  success: {
    title: "Thank you, we have your request",
    byPhone:
      "We will call you back within one business day to arrange your free inspection. If water is coming in now, call or text us and we will help straight away.",
    byEmail:
      "We will e-mail you within one business day to arrange your free inspection. If water is coming in now, call or text us and we will help straight away.",
  },
  /** The urgent call-back's confirmation: when we call, and what to do outside business hours. */
  emergencySuccess: {
    title: "We have your urgent request",
    open: "We are open now: a specialist will call you back as soon as one is free, today.",
    closed:
      "Our office is closed right now. We call you back first thing when we open; if water is coming in now, call us instead of waiting.",
    hours: "Business hours:",
    afterHours: "After hours, call",
  },
  /** Under the quote form's phone and e-mail fields. */
  contactHint: "Phone or e-mail: one of the two is enough.",
  /** Shown on the phone and e-mail fields of the quote form when both are empty. */
  contactMissing: "Enter a phone number or an e-mail address: we need one of them to reach you.",
  nextSteps: [
    "We call or e-mail you within one business day.",
    "A specialist inspects the surface for free at a time that suits you.",
    "You get an upfront, itemized estimate with the warranty in writing.",
  ],
  rateLimited:
    "You have sent several requests in a short time. Please wait a few minutes, or call or text us now.",
  failed: "We could not save your request just now. Please try again in a minute, or call or text us.",
  /** A form body the server could not parse. */
  unreadable: "We could not read that form. Please fill it in again.",
  /** Above a form sent back with errors: one field, or `{count}` fields. */
  errorsOne: "Please correct the field marked below.",
  errorsMany: "Please correct the {count} fields marked below.",
  /** The spam trap's label (hidden from people). */
  honeypot: "Leave this field empty",
  /** Under the quote form's message field. */
  messageHint: "What surface, roughly how large, and what you are seeing (leaks, cracks, peeling).",
  /** Under the quote form's best-time field. */
  bestTimeHint: "For example: weekdays after 5 pm, or Saturday morning.",
  /** Before the numbers in the confirmation. */
  call: "Call",
  text: "Text",
} as const;

/** The quote API's own answers (its field errors are the forms' validation messages). */
export const apiCopy = {
  notObject: "The body must be a JSON object with the quote fields.",
  fieldsNeedAttention: "Some fields need attention.",
  idempotencyKey: "The Idempotency-Key header must be 16 to 255 visible ASCII characters, such as a UUID.",
  asText: (field: string) => `Send ${field} as text (a JSON string).`,
  language: 'Send language as "en" or "es".',
} as const;

/** The validation messages of both forms (server-side; the form shows what the server answers). */
export const validationCopy = {
  nameRequired: "Enter your name.",
  nameTooLong: (max: number) => `Keep your name under ${max} characters.`,
  emailRequired: "Enter your e-mail address.",
  emailTooLong: "That e-mail address is too long.",
  emailFormat: "Enter an e-mail like name@example.com.",
  phoneRequired: "Enter a phone number so we can call you back.",
  phoneTooLong: "That phone number is too long.",
  phoneCharacters: "Use digits, spaces and + ( ) - only, like (310) 555-0100.",
  phoneInvalid:
    "That is not a phone number we can call: check the area code and the digits, like (310) 555-0100 (a number outside the US starts with + and its country code).",
  service: "Choose one of the listed services.",
  messageTooLong: (max: number) => `Keep the message under ${max} characters.`,
  bestTimeTooLong: (max: number) => `Keep the best time to call under ${max} characters.`,
} as const;

/**
 * How each form presents itself to a browser agent (WebMCP declarative attributes): the tool's name
 * and purpose, and what each field means. The agent fills the visible form; the visitor sees it happen.
 */
export const leadFormTools = {
  quote: {
    name: "request_quote",
    description:
      "Ask this waterproofing contractor for a free inspection and written estimate. The office replies within one business day by phone or e-mail.",
  },
  emergency: {
    name: "request_urgent_callback",
    description:
      "Ask for an urgent call back about an active leak. A waterproofing specialist calls back as soon as one is free.",
  },
  params: {
    name: "Full name of the person asking.",
    email: "E-mail address for the reply.",
    phone: "Phone number with area code for the call back, e.g. (310) 555-0100.",
    service: "Kind of work wanted: one of the listed options.",
    message:
      "What surface it is, roughly how large, and what the visitor is seeing (leaks, cracks, peeling).",
    best_time: "Optional: when the person would like the call, e.g. weekdays after 5 pm.",
    website: "Spam trap: always leave this empty.",
    photos: "Optional photos of the problem (JPEG, PNG or WebP), chosen by the person; leave it for them.",
  } satisfies Record<LeadField | "website" | "photos", string>,
} as const;
