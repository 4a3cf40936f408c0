/** What an MCP client over Streamable HTTP sends to /mcp, for the tests that speak to it without the SDK. */

/** A client's headers: a JSON body, and either answer form accepted. */
export const mcpHeaders = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
} as const;

/** The first request of a session. */
export const initializeRequest = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
} as const;
