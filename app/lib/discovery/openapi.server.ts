import { z } from "zod";
import { agentFiles, photosByForm } from "~/content/agent-files";
import { company } from "~/content/company";
import { langs } from "~/content/i18n";
import { quoteLeadSchema } from "~/lib/leads/lead-validation";
import { availability } from "~/content/booking/availability";
import { bookingLimits, bookingSchemas } from "~/lib/booking/booking-validation";
import { IDEMPOTENCY_KEY_PATTERN } from "~/lib/booking/booking-wire";

/** The request's optional language: the answer's messages follow it, and the lead records it. */
export const languageSchema = z
  .enum(langs)
  .describe(
    'Language of the person asking: "en" (default) or "es". Error messages are answered in it, and the office answers (by phone or e-mail) in it.',
  );
import { absoluteUrl } from "~/lib/site/site-url";
import { EVENT_TYPES, type EventType } from "~/lib/webhooks/webhook-config.server";
import { EVENT_SUMMARY, eventJsonSchema } from "~/lib/webhooks/webhook-events.server";

/** "booking.rescheduled" → "BookingRescheduledEvent": the event's schema name in components. */
const eventSchemaName = (type: EventType) =>
  `${type
    .split(".")
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("")}Event`;

const signatureHeaders = [
  [
    "webhook-id",
    "The event's id (msg_…): the same on every attempt and every endpoint; use it to drop repeats.",
  ],
  ["webhook-timestamp", "When this attempt was signed, in Unix seconds; refuse one far from your clock."],
  [
    "webhook-signature",
    "v1,<base64 HMAC-SHA256 of id.timestamp.body>, keyed with the endpoint's whsec_ secret.",
  ],
].map(([name, description]) => ({
  name,
  in: "header",
  required: true,
  schema: { type: "string" },
  description,
}));

/**
 * The events this site POSTs to the contractor's own endpoints (Standard Webhooks v1), one per type, with
 * their schemas generated from the code that builds them (webhook-events.server.ts).
 */
function webhooks() {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: type.replace(/\.(\w)/, (_m, c: string) => c.toUpperCase()),
          summary: EVENT_SUMMARY[type],
          description:
            "Sent to each endpoint configured for this event (WEBHOOK_URL or WEBHOOKS_FILE), signed per Standard Webhooks v1 and retried for about three days until a 2xx answer.",
          parameters: signatureHeaders,
          requestBody: jsonBody(eventSchemaName(type)),
          responses: {
            "2XX": { description: "Received: not sent again." },
            "410": { description: "Gone: stops the retries of this delivery." },
          },
        },
      },
    ]),
  );
}

const eventSchemas = () =>
  Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const { $schema: _s, ...schema } = eventJsonSchema(type);
      return [eventSchemaName(type), schema];
    }),
  );

/** The quote request body, derived from the same schema the form and the API validate with. */
function quoteRequestSchema() {
  const {
    $schema: _schema,
    additionalProperties: _extra,
    ...schema
  } = z.toJSONSchema(quoteLeadSchema, {
    io: "output",
    unrepresentable: "any",
  });
  const { $schema: _s, ...language } = z.toJSONSchema(languageSchema);
  return { ...schema, properties: { ...(schema.properties ?? {}), language } };
}

/**
 * The booking request body, from the schema the page and the API validate with. Two fields end in a
 * transform (the ZIP code kept to five digits, an empty note stored as none), which JSON Schema cannot
 * show, so their input shape is stated here from the same limits; only name, phone, street, ZIP code and
 * window are required.
 */
function bookingRequestSchema() {
  const {
    $schema: _s,
    additionalProperties: _a,
    required: _r,
    ...schema
  } = z.toJSONSchema(bookingSchemas.en, {
    io: "output",
    unrepresentable: "any",
  });
  const { $schema: _l, ...language } = z.toJSONSchema(languageSchema);
  const properties = (schema.properties ?? {}) as Record<string, object>;
  return {
    ...schema,
    required: ["window", "name", "phone", "street", "zip"],
    properties: {
      ...properties,
      window: { ...properties.window, description: "An open window's id, from GET /api/availability." },
      phone: {
        ...properties.phone,
        description: "The phone number the office calls; one upcoming booking per number.",
      },
      email: {
        ...properties.email,
        description: "Optional: where the confirmation and calendar invitation go.",
      },
      street: {
        ...properties.street,
        description: "Street address of the property, with a unit number if any.",
      },
      zip: { type: "string", pattern: "^\\d{5}(-\\d{4})?$", description: "The property's ZIP code." },
      surface: { ...properties.surface, description: "Optional: what to look at." },
      note: {
        type: "string",
        maxLength: bookingLimits.note,
        description: "Optional: gate code, parking, who meets the inspector.",
      },
      language,
    },
  };
}

const windowSchema = {
  type: "object",
  required: ["id", "start", "end", "startUtc", "endUtc", "label"],
  properties: {
    id: { type: "string", description: "Stable id: the Pacific date and the window, e.g. 2027-03-15-am." },
    start: { type: "string", format: "date-time", description: "Start, ISO 8601 with the Pacific offset." },
    end: { type: "string", format: "date-time" },
    startUtc: { type: "string", format: "date-time" },
    endUtc: { type: "string", format: "date-time" },
    label: { type: "string", description: "The window in words, Pacific Time, in the requested language." },
    seatsLeft: { type: "integer", minimum: 1 },
  },
};

/** A JSON body or answer of one of the document's schemas. */
const json = (schema: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${schema}` } },
});
const jsonBody = (schema: string) => ({ required: true, content: json(schema) });
const answer = (description: string, schema: string) => ({ description, content: json(schema) });
const problem = (description: string) => answer(description, "Error");

/** How both POST APIs refuse a request before reading what it asks (as the form and the page do). */
const refusals = {
  "400": problem("Malformed JSON, or fields that are not strings or fail validation (see fieldErrors)."),
  "403": problem("Sent from a browser page of another site."),
  "411": problem("No Content-Length header."),
  "413": problem("Body larger than the limit."),
  "415": problem("Content-Type is not application/json."),
  "429": problem("Too many requests from this address; try again later or call."),
};

/** OpenAPI 3.1 description of POST /api/quote. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: `${company.name}: quotes and inspection bookings`,
      version: "1.3.0",
      summary: "Ask for a free waterproofing inspection and estimate, or book one in an open window.",
      description: `The same requests as the quote form on ${absoluteUrl("/contact")} (the office replies within one business day) and the booking page on ${absoluteUrl("/book")} (an arrival window booked at once). Requests are limited per client address, like the forms. ${photosByForm(absoluteUrl)}`,
      contact: { name: company.name, email: company.email, url: absoluteUrl("/contact") },
    },
    servers: [{ url: absoluteUrl("/") }],
    paths: {
      [agentFiles.availabilityApi]: {
        get: {
          operationId: "checkAvailability",
          summary: "List the open inspection windows",
          description: `Arrival windows for a free inspection in the next ${availability.horizonDays} days (no same-day booking, ${availability.minimumNoticeHours} hours' notice), Pacific Time, with the seats left.`,
          parameters: [
            {
              name: "lang",
              in: "query",
              required: false,
              schema: { type: "string", enum: [...langs] },
              description: "Language of the window labels (default en).",
            },
          ],
          responses: {
            "200": answer("The open windows, soonest first.", "Availability"),
          },
        },
      },
      [agentFiles.bookingsApi]: {
        post: {
          operationId: "bookInspection",
          summary: "Book a free inspection in an open window",
          description:
            "The same booking as the page: a person gets the confirmation e-mail (when an e-mail is given) and a private link to change or cancel; the office calls to confirm. Send an Idempotency-Key to retry safely: without one, a repeat for the same phone number gets 202 like any request that holds no seat, and its link goes only to the e-mail on file. Each client address (an IPv6 /64) may make a few booking requests a day (429 after).",
          parameters: [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              schema: {
                type: "string",
                pattern: IDEMPOTENCY_KEY_PATTERN.source,
                minLength: 16,
                maxLength: 255,
              },
              description:
                "A new random key (e.g. a UUID) per booking request. The same key from the same client address with the same body within 24 hours answers 200 with the booking it made and a fresh link; the same key with another body answers 422.",
            },
          ],
          requestBody: jsonBody("BookingRequest"),
          responses: {
            ...refusals,
            "201": answer("Booked.", "BookingCreated"),
            "200": answer(
              "A retry with the same Idempotency-Key and body: the booking that key made, with a fresh link.",
              "BookingCreated",
            ),
            "202": problem(
              "Received, no seat held: the request looked automated, or this phone number already holds an upcoming booking (its link goes to the e-mail on file, at most once a day). The same answer either way, saying nothing of any booking.",
            ),
            "409": answer(
              "The window is taken or closed (alternatives lists the next open ones), whatever the phone number.",
              "BookingRefused",
            ),
            "422": problem("This Idempotency-Key was already sent with a different body."),
            "503": problem("The booking could not be stored just now; try again later or call."),
          },
        },
      },
      [agentFiles.quoteApi]: {
        post: {
          operationId: "requestQuote",
          summary: "Request a free inspection and quote",
          requestBody: jsonBody("QuoteRequest"),
          responses: {
            ...refusals,
            "201": answer("Stored; the office will call or e-mail back.", "QuoteCreated"),
            "503": problem("The request could not be stored just now; try again later or call."),
          },
        },
      },
    },
    webhooks: webhooks(),
    components: {
      schemas: {
        ...eventSchemas(),
        QuoteRequest: quoteRequestSchema(),
        BookingRequest: bookingRequestSchema(),
        Window: windowSchema,
        Availability: {
          type: "object",
          required: ["timeZone", "windows"],
          properties: {
            timeZone: { const: availability.timeZone },
            capacityPerWindow: { type: "integer" },
            windows: { type: "array", items: { $ref: "#/components/schemas/Window" } },
          },
        },
        BookingCreated: {
          type: "object",
          required: ["id", "status", "window", "manageUrl", "calendarUrl"],
          properties: {
            id: { type: "integer" },
            status: { const: "booked" },
            window: { $ref: "#/components/schemas/Window" },
            manageUrl: {
              type: "string",
              format: "uri",
              description: "The private link to change or cancel (keep it).",
            },
            calendarUrl: { type: "string", format: "uri", description: "The booking's .ics calendar file." },
            outsideUsualArea: { type: "boolean" },
            message: { type: "string" },
          },
        },
        BookingRefused: {
          type: "object",
          required: ["error", "reason"],
          properties: {
            error: { type: "string" },
            reason: { const: "window-taken" },
            alternatives: { type: "array", items: { $ref: "#/components/schemas/Window" } },
          },
        },
        QuoteCreated: {
          type: "object",
          required: ["id", "status"],
          properties: { id: { type: "integer" }, status: { const: "received" }, message: { type: "string" } },
        },
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: { type: "string" },
            fieldErrors: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
    },
  };
}
