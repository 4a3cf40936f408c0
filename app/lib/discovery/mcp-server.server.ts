/**
 * Search engines and agents: the MCP server's tools (Model Context Protocol, official SDK). Each tool is a
 * door to the same code path as its page: `check_availability` reads the booking page's windows,
 * `book_inspection` books through the booking service (its rules, rate limit, store and e-mails; marked
 * as an agent's booking), `request_quote` sends the quote form through the lead service.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { photosByForm } from "~/content/agent-files";
import { availability } from "~/content/booking/availability";
import { company } from "~/content/company";
import { langs, type Lang } from "~/content/i18n";
import { bookingCopy } from "~/content/booking/booking-copy";
import type { BookingService } from "~/lib/booking/booking-service.server";
import { IDEMPOTENCY_KEY_PATTERN, type BookingField } from "~/lib/booking/booking-wire";
import type { LeadService } from "~/lib/leads/lead-service.server";
import { WIRE, type LeadField } from "~/lib/leads/lead-wire";
import { absoluteUrl } from "~/lib/site/site-url";

/** Where the tools' requests are recorded as coming from (the lead's page, the booking's channel). */
export const MCP_PATH = "/mcp";

const where = `in Los Angeles County (${company.address.city} office)`;
export const toolDescriptions = {
  check_availability: `List the open arrival windows for a free deck, balcony or planter waterproofing inspection by ${company.name}, a licensed waterproofing contractor working ${where}. Windows are in Pacific Time, ${availability.minimumNoticeHours} hours or more ahead; each has an id to book with.`,
  book_inspection: `Book a free, no-obligation waterproofing inspection with ${company.name} ${where}, in one open arrival window (an id from check_availability), for the person you act for. An inspector visits the property; a person from the office calls to confirm. Returns the private link to change or cancel, which the person should keep. ${photosByForm(absoluteUrl)}`,
  request_quote: `Ask ${company.name}, a waterproofing and deck-coating contractor working ${where}, for a free inspection and written estimate. A person from the office calls or e-mails back within one business day. ${photosByForm(absoluteUrl)}`,
} as const;

const language = z.enum(langs).optional().describe('Language of the person: "en" (default) or "es".');
const text = (description: string) => z.string().describe(description);

/** Each tool's arguments (the ARD manifest lists them too, as JSON Schema). */
export const toolInputs = {
  check_availability: { language },
  book_inspection: {
    // Every field the booking form asks for (the window and the booking record's visitor columns): a new one fails the type check here.
    ...({
      window: text("The id of an open window from check_availability, e.g. 2027-03-15-am."),
      name: text("Full name of the person the inspection is for."),
      phone: text("Their phone number with area code, e.g. (310) 555-0100; the office calls it."),
      email: text("Optional: their e-mail, for the confirmation and calendar invitation.").optional(),
      street: text("Street address of the property, with a unit number if any."),
      zip: text("The property's five-digit ZIP code."),
      surface: z
        .enum(bookingCopy.surfaces.map((s) => s.value) as [string, ...string[]])
        .optional()
        .describe("Optional: what to look at."),
      note: text("Optional: gate code, parking, who will meet the inspector.").optional(),
    } satisfies Record<BookingField, z.ZodType>),
    language,
    idempotencyKey: z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN)
      .optional()
      .describe(
        "Optional but recommended: a new random key (e.g. a UUID) for this booking request. Call again with the same key and the same arguments within 24 hours to get the same booking back after a lost answer; the same key with other arguments is refused.",
      ),
  },
  request_quote: {
    // Every field the quote form asks for (the lead record's typed fields): a new one fails the type check here.
    ...({
      name: text("Full name of the person asking."),
      email: text("Their e-mail (give an e-mail, a phone number or both).").optional(),
      phone: text(
        "Their phone number with area code, e.g. (310) 555-0100; outside the US, with + and the country code.",
      ).optional(),
      service: text("Optional: waterproofing, roofing, decking, maintenance or not-sure.").optional(),
      message: text("Optional: the surface, its rough size and what they notice.").optional(),
      best_time: text("Optional: when they would like the call, e.g. weekdays after 5 pm.").optional(),
    } satisfies Record<LeadField, z.ZodType>),
    language,
  },
} as const;

/** The tools as an MCP server card lists them: name, description and JSON Schema of the arguments. */
export const toolCards = () =>
  (Object.keys(toolInputs) as (keyof typeof toolInputs)[]).map((name) => {
    const { $schema: _s, ...inputSchema } = z.toJSONSchema(z.object(toolInputs[name]));
    return { name, description: toolDescriptions[name], inputSchema };
  });

export interface McpDeps {
  bookings: BookingService;
  leads: LeadService;
  /** The client's address (the rate limit's key), and its user agent. */
  ip: string;
  userAgent: string | null;
  /** The site's public origin, for the links a booking returns. */
  origin: string;
  /** The booking API's answer for a result (status and body), shared so both doors say the same. */
  answer: (
    result: ReturnType<BookingService["book"]>,
    lang: Lang,
    origin: string,
  ) => { status: number; body: Record<string, unknown> };
  windowJson: (w: ReturnType<BookingService["open"]>[number], lang: Lang) => Record<string, unknown>;
}

const reply = (body: Record<string, unknown>, isError = false) => ({
  content: [{ type: "text" as const, text: JSON.stringify(body, null, 2) }],
  structuredContent: body,
  ...(isError ? { isError: true } : {}),
});

/**
 * A new MCP server with the three tools, for one request (stateless Streamable HTTP). The SDK is loaded by
 * the first request to /mcp, not when the site starts (decision 037).
 */
export async function createMcpServer({
  bookings,
  leads,
  ip,
  userAgent,
  origin,
  answer,
  windowJson,
}: McpDeps): Promise<McpServer> {
  const { McpServer } = await import("@modelcontextprotocol/sdk/server/mcp.js");
  const server = new McpServer({ name: company.name, version: "1.0.0" });

  server.registerTool(
    "check_availability",
    {
      title: "Check inspection availability",
      description: toolDescriptions.check_availability,
      inputSchema: toolInputs.check_availability,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ language: lang = "en" }) =>
      reply({
        timeZone: availability.timeZone,
        windows: bookings.open().map((w) => windowJson(w, lang)),
      }),
  );

  server.registerTool(
    "book_inspection",
    {
      title: "Book a free inspection",
      description: toolDescriptions.book_inspection,
      inputSchema: toolInputs.book_inspection,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    ({ language: lang = "en", idempotencyKey, ...fields }) => {
      const result = bookings.book({ ...fields, language: lang }, lang, {
        ip,
        userAgent,
        channel: "agent",
        idempotencyKey,
      });
      const { status, body } = answer(result, lang, origin);
      return reply(body, status >= 400);
    },
  );

  server.registerTool(
    "request_quote",
    {
      title: "Request a free quote",
      description: toolDescriptions.request_quote,
      inputSchema: toolInputs.request_quote,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    ({ language: lang = "en", ...fields }) => {
      const result = leads.submit({
        fields: { ...fields, [WIRE.form]: "quote", [WIRE.page]: MCP_PATH, [WIRE.language]: lang },
        ip,
        userAgent,
        door: "mcp",
      });
      if (result.status === "ok") return reply({ id: result.id, status: "received" });
      if (result.status === "invalid")
        return reply({ error: "Some fields need attention.", fieldErrors: result.errors }, true);
      return reply({ error: result.message }, true);
    },
  );

  return server;
}
