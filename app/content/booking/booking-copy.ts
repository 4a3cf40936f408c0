/**
 * Booking: every word of the booking page, its confirmation and manage page, its e-mails and its calendar
 * file, in English (the Spanish twin is app/content/es/booking-copy.ts; a missing key is a type error).
 * Facts (the schedule, capacity, notice) come from availability.ts and are filled in, never restated.
 */
import type { PageMeta } from "../types";

export const bookingPage = {
  meta: {
    title: "Book a free inspection online",
    description:
      "Pick a morning or afternoon arrival window for a free deck, balcony or planter inspection in Los Angeles. Booked in one step, day or night; change it online.",
  } satisfies PageMeta,
  eyebrow: "Free inspection",
  title: "Book a free inspection",
  tagline:
    "Choose an arrival window and tell us where the property is. An inspector arrives within the window, looks at the surface with you and leaves a written estimate. No cost, no obligation.",
  image: "hero-contact",
  sections: { form: "Booking form", next: "What happens next" },
} as const;

export const bookingCopy = {
  /**
   * How the booking form presents itself to a browser agent (WebMCP declarative attributes). No
   * auto-submit: the agent fills the visible form and the person books it.
   */
  tool: {
    name: "book_inspection",
    description:
      "Book a free waterproofing inspection with this Los Angeles contractor in one open arrival window. Fill the form for the person; they press the button to book. A person from the office calls to confirm.",
    params: {
      window: "The arrival window: one of the listed radio buttons (Pacific Time).",
      name: "Full name of the person the inspection is for.",
      phone: "Their phone number with area code; the office calls it.",
      email: "Optional: their e-mail, for the confirmation and calendar invitation.",
      street: "Street address of the property, with a unit number if any.",
      zip: "The property's five-digit ZIP code.",
      surface: "Optional: what to look at.",
      note: "Optional: gate code, parking, who will meet the inspector.",
    },
  },
  /** The buttons beside "Get a quote" (heroes, calls to action) and on the phone bar. */
  cta: { book: "Book an inspection", callBar: "Book" },
  windowsLegend: "Arrival window (Pacific Time)",
  windowsHint: (hours: number) =>
    `The inspector arrives at any time within the window. Windows open ${hours} hours ahead; the nearest are first.`,
  seatsLeft: (n: number) => (n === 1 ? "1 spot left" : `${n} spots left`),
  /** The disclosure that holds the later dates (the next few open days are shown first). */
  moreDates: (days: number) => `Later dates (${days === 1 ? "1 more day" : `${days} more days`})`,
  noWindows: (days: number) =>
    `Every window in the next ${days} days is taken or closed. Call us and we will find a time, or send the quote form and we will get back to you.`,
  detailsLegend: "Your details",
  fields: {
    name: "Your name",
    phone: "Phone",
    phoneHint: "We call or text this number if the inspector is running late.",
    email: "E-mail (optional)",
    emailHint: "For the confirmation and calendar invitation.",
    street: "Street address of the property",
    streetHint: "Include the unit number for a condo or apartment.",
    zip: "ZIP code",
    surface: "What should we look at? (optional)",
    surfaceNone: "Choose one",
    note: "Anything the inspector should know? (optional)",
    noteHint: "A gate code, where to park, who will meet us.",
  },
  surfaces: [
    { value: "deck", label: "Deck or roof deck" },
    { value: "balcony", label: "Balcony" },
    { value: "planter", label: "Planter" },
    { value: "floor", label: "Concrete floor" },
    { value: "other", label: "Something else, or not sure" },
  ],
  submit: "Book this inspection",
  privacy: "We use these details only to schedule and carry out the inspection. See our",
  privacyLink: "privacy policy",
  nextSteps: [
    "You get a confirmation right away, with a link to change or cancel the booking.",
    "The day before, we call or text to confirm the arrival window.",
    "The inspector looks at the surface with you, takes photos and leaves a written estimate.",
  ],
  callInstead: "Rather talk to someone?",
  errorsTitle: "Please check the form",
  errors: {
    window: "Choose an arrival window.",
    windowGone: "That window can no longer be booked. Please choose another one.",
    taken: "That window was just taken. Please choose another one; the next open windows are:",
    street: "Enter the street address of the property.",
    streetTooLong: "That address is too long.",
    zip: "Enter a five-digit ZIP code, like 90405.",
    noteTooLong: (max: number) => `Keep the note under ${max} characters.`,
    surface: "Choose one of the listed surfaces.",
    rateLimited:
      "We have received several requests from this connection. Please wait a few minutes, or call us.",
    dailyLimit:
      "We have received several booking requests from this connection today. Please call us to book another inspection.",
    failed: "We could not save your booking just now. Please try again in a minute, or call us.",
    unreadable: "We could not read that form. Please send it again from the page.",
    formReused:
      "This form was already sent once with other details. Please check the details below and send it again.",
    keyReused: "This Idempotency-Key was already sent with a different request body; use a new key.",
  },
  /**
   * The answer to a request that holds no seat and is not refused: one that looks automated, or one for
   * a number that already holds a booking. The same words for both, so they say nothing of a booking.
   */
  received: {
    title: "We have your request",
    body: "We will call to confirm a time. If this phone number already has an inspection booked, the link to change it is in the e-mail we sent for it; if you cannot find it, call us.",
    /** Said when photos came with it: they were not kept. */
    photos: "The photos you chose were not added to this request: we will ask you for them when we call.",
  },
  /** The confirmation and manage page. */
  manage: {
    metaTitle: "Your inspection booking",
    booked: "You're booked",
    bookedIntro: "Thank you. Your free inspection is booked:",
    title: "Your inspection",
    cancelledTitle: "This inspection is cancelled",
    cancelledBody: "Nothing is booked. You can book a new time whenever it suits you.",
    movedNotice: "Done: your inspection is moved to the window below.",
    cancelledNotice: "Done: your inspection is cancelled.",
    passedTitle: "This inspection's window has passed",
    passedBody: "If the inspector did not reach you, please call us.",
    when: "Arrival window",
    where: "Property",
    outsideArea:
      "This address is outside the area we usually cover. We will call to confirm that an inspector can reach it.",
    addToCalendar: "Add to calendar (.ics)",
    emailSent: (masked: string) => `We have sent a confirmation to ${masked}.`,
    noEmail: "Keep this page's link: it is how you change or cancel your booking.",
    keepLink: "Bookmark this page's link: it is private, and it is how you change or cancel the booking.",
    changeTitle: "Change or cancel",
    moveLegend: "Move to another window (Pacific Time)",
    moveSubmit: "Move my inspection",
    cancelSubmit: "Cancel my inspection",
    cancelConfirm: "Yes, cancel the inspection",
    tooLate: (hours: number) =>
      `The window starts in less than ${hours} hours, so it can no longer be changed online. Please call us.`,
    bookAgain: "Book another inspection",
    errors: {
      tooLate: (hours: number) =>
        `Changes close ${hours} hours before the window. Please call us to change this booking.`,
      window: "Choose the window to move to.",
      taken: "That window was just taken. Please choose another one.",
      cancelConfirm: "Tick the box to confirm the cancellation.",
    },
  },
  /** What the visitor's confirmation e-mail and calendar file say. */
  mail: {
    confirmSubject: (when: string) => `Your free inspection: ${when}`,
    movedSubject: (when: string) => `Your inspection is moved: ${when}`,
    cancelledSubject: (when: string) => `Your inspection is cancelled (${when})`,
    linkSubject: "The link to your inspection booking",
    greeting: "Hello,",
    confirmBody: "Your free inspection is booked.",
    movedBody: "The inspector now comes in the new arrival window below.",
    cancelledBody: "Nothing is booked now; you can book a new time whenever it suits you.",
    /** Sent to the e-mail on file when someone tries to book again with a number that holds a booking. */
    linkBody:
      "We had a new booking request with your phone number, which already has an inspection booked. Here it is again, so you can keep it, change it or cancel it.",
    /** The office closed the visitor's window (rain, a holiday): a note asking them to pick another. */
    closedSubject: (when: string) => `Please pick a new time for your inspection (${when})`,
    closedBody:
      "We are sorry: we cannot come in your arrival window. Your booking is kept until you pick a new window, and you can move it with the link below at any time.",
    closedReason: "The reason",
    closedReasons: {
      weather: "rain or weather that makes the work unsafe",
      holiday: "a holiday",
      crew: "our inspectors are not available",
    },
    pickNew: "Pick a new window:",
    when: "Arrival window",
    where: "Property",
    /** Where the property is, as the visitor's e-mail and invitation say it (the ZIP code only). */
    place: (zip: string) => `ZIP code ${zip}`,
    /** The sender's name on the visitor's e-mails (the address is LEADS_FROM's). */
    senderName: (company: string) => `${company} website`,
    /** The calendar file's name, in e-mails and the manage page's download. */
    calendarFile: "inspection.ics",
    manage: (hours: number) => `To change or cancel it (until ${hours} hours before the window):`,
    calendarNote: "The attached invitation adds it to your calendar.",
    signOff: (company: string) => `See you then,\n${company}`,
    eventSummary: (company: string) => `Free inspection: ${company}`,
    eventDescription: (phone: string) =>
      `An inspector arrives within this window. To change the time, use your booking link or call ${phone}.`,
  },
  /** Labels for dates and windows (Intl does the rest). */
  format: { windowRange: (start: string, end: string) => `${start} – ${end}` },
} as const;

export type BookingCopy = typeof bookingCopy;
