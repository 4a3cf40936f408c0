import { z } from "zod";
import { agentFiles } from "~/content/agent-files";
import { company } from "~/content/company";
import { langs } from "~/content/i18n";
import { quoteLeadSchema } from "~/lib/leads/lead-validation";

/** The request's optional language: the answer's messages follow it, and the lead records it. */
export const languageSchema = z
  .enum(langs)
  .describe(
    'Language of the person asking: "en" (default) or "es". Error messages are answered in it, and the office calls back in it.',
  );
import { absoluteUrl } from "~/lib/site/site-url";

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

const problem = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** OpenAPI 3.1 description of POST /api/quote. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: `${company.name} quote requests`,
      version: "1.0.0",
      summary: "Ask for a free waterproofing inspection and estimate.",
      description: `Sends the same request as the quote form on ${absoluteUrl("/contact")}: the office replies within one business day. Requests are limited per client address, like the form.`,
      contact: { name: company.name, email: company.email, url: absoluteUrl("/contact") },
    },
    servers: [{ url: absoluteUrl("/") }],
    paths: {
      [agentFiles.quoteApi]: {
        post: {
          operationId: "requestQuote",
          summary: "Request a free inspection and quote",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/QuoteRequest" } } },
          },
          responses: {
            "201": {
              description: "Stored; the office will call or e-mail back.",
              content: { "application/json": { schema: { $ref: "#/components/schemas/QuoteCreated" } } },
            },
            "400": problem(
              "Malformed JSON, or fields that are not strings or fail validation (see fieldErrors).",
            ),
            "403": problem("Sent from a browser page of another site."),
            "411": problem("No Content-Length header."),
            "413": problem("Body larger than the limit."),
            "415": problem("Content-Type is not application/json."),
            "429": problem("Too many requests from this address; try again later or call."),
            "503": problem("The request could not be stored just now; try again later or call."),
          },
        },
      },
    },
    components: {
      schemas: {
        QuoteRequest: quoteRequestSchema(),
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
