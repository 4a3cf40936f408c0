import { describe, expect, it } from "vitest";
import { LEAD_FIELD_CAPS } from "../leads/lead-record";
import { LEAD_FIELDS } from "../leads/lead-wire";
import { toolCards } from "./mcp-server.server";
import { openApiDocument } from "./openapi.server";

describe("the quote request's published inputs", () => {
  it("the OpenAPI body and MCP's request_quote take every field the quote form asks for, with its cap", () => {
    const body = openApiDocument().components.schemas.QuoteRequest as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(Object.keys(body.properties).sort()).toEqual([...LEAD_FIELDS, "language"].sort());
    expect(body.properties.best_time?.maxLength).toBe(LEAD_FIELD_CAPS.best_time);
    const tool = toolCards().find((t) => t.name === "request_quote")!;
    expect(Object.keys(tool.inputSchema.properties as object).sort()).toEqual(
      [...LEAD_FIELDS, "language"].sort(),
    );
  });
});
