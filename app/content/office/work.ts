/**
 * The office's work screens (inbox, a lead, a booking, schedule, today, numbers, webhooks): every word,
 * in English for now. A Spanish office later is a twin of this module.
 */
import type { ClosureReason, Door, Stage } from "~/lib/office/pipeline";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const stageLabels: Record<Stage, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Inspection booked",
  estimate: "Estimate sent",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const doorLabels: Record<Door, string> = {
  "quote-form": "Quote form",
  callback: "Urgent call-back",
  "booking-page": "Booking page",
  "quote-api": "Quote API",
  "booking-api": "Booking API",
  mcp: "MCP (an assistant)",
};

export const languageLabels = { en: "English", es: "Spanish" } as const;

export const bookingStatusLabels = {
  booked: "Booked",
  cancelled: "Cancelled",
  unconfirmed: "Looked automated: no seat held, call to confirm",
} as const;

export const closureReasonLabels: Record<ClosureReason, string> = {
  weather: "Rain or weather",
  holiday: "Holiday",
  crew: "Inspectors not available",
  other: "Other",
};

export const inboxCopy = {
  title: "Inbox",
  heading: "Requests",
  lead: "Every quote request, call-back and booking, newest first.",
  filters: "Filters",
  search: "Name, phone or e-mail",
  stage: "Status",
  door: "Door",
  language: "Language",
  from: "From",
  to: "To",
  any: "Any",
  apply: "Show",
  clear: "Clear filters",
  exportCsv: "Export these as CSV",
  total: (n: number) => plural(n, "request", "requests"),
  none: "No requests match these filters.",
  kind: { lead: "Lead", booking: "Booking" },
  columns: {
    name: "Name",
    when: "Received",
    door: "Door",
    language: "Language",
    page: "Sent from",
    stage: "Status",
    speed: "Speed to lead",
  },
  notContacted: "Not contacted yet",
  automated: "Looked automated",
  pages: "Pages",
  previous: "Newer",
  next: "Older",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  fresh: (n: number) => `${plural(n, "new request", "new requests")}: the list is up to date.`,
  titleCount: (n: number, title: string) => (n > 0 ? `(${n}) ${title}` : title),
};

export const requestCopy = {
  leadTitle: (name: string) => `Lead: ${name}`,
  bookingTitle: (name: string) => `Booking: ${name}`,
  back: "Back to the inbox",
  sent: "What they sent",
  fields: {
    received: "Received",
    door: "Door",
    language: "Language",
    page: "Sent from",
    form: "Form",
    name: "Name",
    phone: "Phone",
    email: "E-mail",
    service: "Service",
    message: "Message",
    flagged: "Looked automated",
    window: "Arrival window",
    address: "Address",
    surface: "Surface",
    note: "Their note",
    status: "Booking status",
    outside: "Outside the usual area",
    speed: "Speed to lead",
  },
  notGiven: "Not given",
  reach: "Reach them",
  call: "Call",
  text: "Text",
  email: "E-mail",
  bookFor: "Book an inspection for this person",
  bookForHint:
    "Their details are filled in. Pick a window and add the property's address: they get the usual confirmation.",
  bookWindow: "Arrival window",
  chooseWindow: "Choose a window",
  bookStreet: "Street address of the property",
  bookZip: "ZIP code",
  bookNote: "Note for the inspector (optional)",
  bookSubmit: "Book this window",
  noWindows: "No window is open. Close fewer days, or call them to agree on a time.",
  pipeline: "Status",
  stage: "Move to",
  lostReason: "Why was it lost? (needed for Lost)",
  saveStage: "Save status",
  stageSaved: "Status saved.",
  stageErrors: { stage: "Choose a status.", reason: "Say why it was lost." },
  notes: "Notes",
  noNotes: "No notes yet.",
  noteLabel: "Add a note",
  addNote: "Add note",
  noteEmpty: "Write the note first.",
  noteBy: (author: string, when: string) => `${author}, ${when}`,
  merges: "Sent again (merged into this lead)",
  noMerges: "Not sent again.",
  mergeDiff: "Differed",
  mergeSame: "Nothing else differed",
  personalValue: "(changed)",
  delivery: "Delivery",
  messages: "E-mails",
  webhooks: "Webhooks",
  noMessages: "No e-mail queued (flagged, or mail not set up).",
  noWebhooks: "No webhooks.",
  messageState: (status: string, attempts: number, error: string | null) =>
    status === "sent"
      ? `Sent (${plural(attempts, "attempt", "attempts")})`
      : attempts === 0
        ? "Waiting to be sent"
        : `Not sent yet: ${plural(attempts, "attempt", "attempts")}${error ? `, last error: ${error}` : ""}`,
  recipient: { contractor: "To the office", visitor: "To the visitor" },
  deleteTitle: "Delete this person's data",
  deleteHint:
    "On their request: every lead and booking with the same e-mail or phone, their e-mails, webhook copies and notes. This cannot be undone.",
  deleteConfirm: "I have checked: delete everything stored about this person",
  deleteSubmit: "Delete their data",
  deleteNeedsConfirm: "Tick the box to confirm.",
  deleteNeedsPasskey: "Confirm with your passkey first.",
  deleted: (leads: number, bookings: number) =>
    `Deleted ${plural(leads, "lead", "leads")} and ${plural(bookings, "booking", "bookings")}.`,
  move: "Move to another window",
  moveSubmit: "Move",
  moveHint: "The visitor gets the update e-mail and calendars follow. The office's rules: no cut-off.",
  cancel: "Cancel this booking",
  cancelSubmit: "Cancel booking",
  cancelConfirm: "Yes, cancel it: the visitor is e-mailed",
  cancelNeedsConfirm: "Tick the box to confirm.",
  changed: { moved: "Moved: the visitor is e-mailed.", cancelled: "Cancelled: the visitor is e-mailed." },
  changeErrors: {
    full: "That window is full or closed.",
    gone: "This booking is no longer booked.",
    "invalid-window": "Choose a window.",
    unchanged: "It is already in that window.",
    started: "That window has already started: choose a later one.",
  },
  noEmailCall: "No e-mail on file: call them to tell them.",
  notFound: "Not found.",
};

export const scheduleCopy = {
  title: "Schedule",
  week: "Week",
  day: "Day",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  previousDay: "Previous day",
  nextDay: "Next day",
  thisWeek: "This week",
  today: "Today",
  seats: (taken: number, capacity: number) =>
    `${taken} of ${capacity} taken, ${Math.max(0, capacity - taken)} left`,
  closedDay: (reason: string) => `Closed: ${reason}`,
  noWindows: "No arrival windows.",
  empty: "No bookings.",
  close: "Close",
  closeDay: "Close this day",
  closeWindow: "Close this window",
  reason: "Reason",
  detail: "Detail for the office (optional; not sent to visitors)",
  reopen: "Reopen",
  closedNotice: (day: string) => `${day} is closed to new bookings.`,
  closedCaught: (n: number) => `${plural(n, "booking is", "bookings are")} in it: see below.`,
  alreadyClosed: (day: string) => `${day} is already closed.`,
  pastDay: (day: string) => `${day} is over: only today and later days can be closed.`,
  reopened: (day: string) => `${day} is open again.`,
  tellAll: (day: string, n: number) => `Tell all ${n} on ${day} by e-mail`,
  toldAll: (n: number) => `${plural(n, "customer was", "customers were")} e-mailed, each in their language.`,
  mustCall: (n: number) =>
    `${plural(n, "customer has", "customers have")} no e-mail (or had enough today): call them.`,
  caughtTitle: "Bookings in closed windows",
  caughtHint:
    "Move each one, or send the visitor a note with a link to pick a new window (they may move it even inside the cut-off). Call the ones without an e-mail.",
  noneCaught: "No booking sits in a closed window.",
  notify: "Send note",
  notified: (when: string) => `Note sent ${when}`,
  noEmail: "No e-mail: call them",
  noteSent: "Note sent to the visitor.",
  noteLimit: "This address has had enough e-mail today: call them.",
  moveTo: "Move to",
  openBooking: "Open",
};

export const todayCopy = {
  title: "Today",
  heading: (date: string) => `Today, ${date}`,
  none: "No inspections today.",
  map: "Map",
  mapLabel: (address: string) => `Map of ${address} (opens Google Maps)`,
  call: "Call",
  note: "Note",
};

export const numbersCopy = {
  title: "Numbers",
  heading: "Numbers at a glance",
  weeks: (n: number) => `The last ${n} weeks, Monday to Sunday, Pacific Time.`,
  leadsByDoor: "Requests per week, by door",
  leadsByLanguage: "Requests per week, by language",
  bookings: "Bookings per week",
  seatFill: "Seat fill per week",
  week: "Week of",
  total: "Total",
  fill: "Fill",
  seatsTaken: "Seats taken",
  seatsOffered: "Seats offered",
  speed: "Median speed to lead",
  speedOf: (n: number) => `Of ${plural(n, "request", "requests")} contacted in these weeks.`,
  noSpeed: "No request contacted yet",
  won: "Won",
  lost: "Lost",
  lostReasons: "Why they were lost",
  figures: "Figures",
};

export const webhooksCopy = {
  title: "Webhooks",
  heading: "Webhook deliveries",
  lead: "The newest first. “Send again” sends an event to every endpoint it went to, with the same id.",
  off: (problem?: string) =>
    problem ? `Webhooks are off: ${problem}.` : "Webhooks are not configured (WEBHOOK_URL or WEBHOOKS_FILE).",
  none: "No deliveries yet.",
  columns: {
    when: "Created",
    event: "Event",
    about: "About",
    endpoint: "Endpoint",
    status: "Status",
    attempts: "Attempts",
    error: "Last error",
  },
  statuses: { pending: "Pending", delivered: "Delivered", failed: "Failed", dropped: "Dropped" },
  sendAgain: "Send again",
  sentAgain: (n: number) => `Due again for ${plural(n, "endpoint", "endpoints")}: sent within seconds.`,
  nothingToSend: "Nothing to send again.",
};
