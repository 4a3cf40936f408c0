/** What the two lead forms ask for, their limits and their messages. Read by the forms and the server. */

export const serviceOptions = [
  { value: "waterproofing", label: "Waterproofing" },
  { value: "roofing", label: "Roofing" },
  { value: "decking", label: "Decking" },
  { value: "maintenance", label: "Maintenance" },
] as const;

export type ServiceOption = (typeof serviceOptions)[number]["value"];

export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
} as const;

/** A real phone number has at least this many digits (10 for a US number). */
export const MIN_PHONE_DIGITS = 10;

export type LeadFormKind = "quote" | "emergency";

export const leadFormCopy = {
  quote: {
    title: "Get a free quote",
    intro: "Tell us about the surface and what you are seeing. We reply within one business day.",
    submit: "Send my request",
    pending: "Sending…",
  },
  emergency: {
    title: "Leak right now? Ask for an urgent call back",
    intro: "Leave your details and we call you back as soon as a specialist is free.",
    submit: "Submit now",
    pending: "Sending…",
  },
  success: {
    title: "Thank you, we have your request",
    body: "We will call you back within one business day to arrange your free inspection. If water is coming in now, call or text us and we will help straight away.",
  },
  nextSteps: [
    "We call or e-mail you within one business day.",
    "A specialist inspects the surface for free at a time that suits you.",
    "You get an upfront, itemized estimate with the warranty in writing.",
  ],
  rateLimited:
    "You have sent several requests in a short time. Please wait a few minutes, or call or text us now.",
  failed: "We could not save your request just now. Please try again in a minute, or call or text us.",
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
    website: "Spam trap: always leave this empty.",
  },
} as const;
