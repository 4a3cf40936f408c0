import { agentFiles } from "~/content/agent-files";
import { serviceAreas } from "~/content/areas";
import { company, formatAddress, hoursLines } from "~/content/company";
import { LOGO_PATH } from "~/lib/discovery/structured-data";
import { absoluteUrl, siteHost } from "~/lib/site/site-url";
import { MCP_PATH, toolCards } from "./mcp-server.server";

/** Media type of an MCP server card (the entry's url is the card: mcpServerCard below). */
export const MCP_CARD_MEDIA_TYPE = "application/mcp-server-card+json";

/** Media type of an OpenAPI document (IANA-registered), named in the API answers' service-desc link. */
export const OPENAPI_MEDIA_TYPE = "application/vnd.oai.openapi+json";

/** Domain-anchored identifier of one of this site's agent resources (ARD §4.2.1). */
export const resourceUrn = (namespace: string, name: string) => `urn:air:${siteHost}:${namespace}:${name}`;

/**
 * Agentic Resource Discovery manifest (/.well-known/ard.json): the catalog of this site's machine
 * interfaces. Agents find it through robots.txt (Agentmap), the Link header and <link rel="ard">.
 */
/** The MCP server's card: what it is, where it answers (Streamable HTTP) and its tools. */
export function mcpServerCard() {
  return {
    name: "harborline-inspections",
    title: `${company.name} inspection booking`,
    version: "1.0.0",
    description: `Check open inspection windows, book a free waterproofing inspection, or request a quote from ${company.name} (Los Angeles County). A person from the office calls to confirm.`,
    remotes: [{ type: "streamable-http", url: absoluteUrl(MCP_PATH) }],
    tools: toolCards(),
  };
}

export function ardManifest() {
  return {
    specVersion: "1.0",
    host: {
      displayName: company.name,
      identifier: `did:web:${siteHost}`,
      documentationUrl: absoluteUrl(agentFiles.llms),
      logoUrl: absoluteUrl(LOGO_PATH),
    },
    entries: [
      {
        identifier: resourceUrn("mcp", "inspections"),
        displayName: `${company.name} inspection booking (MCP)`,
        type: MCP_CARD_MEDIA_TYPE,
        mediaType: MCP_CARD_MEDIA_TYPE,
        url: absoluteUrl(agentFiles.mcpCard),
        description: `MCP server (Streamable HTTP at ${absoluteUrl(MCP_PATH)}) of ${company.name}, a licensed waterproofing and deck-coating contractor in ${company.address.city}, California: check the open inspection windows, book a free inspection for a person, or request a quote. A person from the office calls to confirm.`,
        tags: ["local-business", "waterproofing", "booking", "quotes"],
        capabilities: toolCards().map((t) => t.name),
        representativeQueries: [
          "book a free deck waterproofing inspection in Los Angeles next week",
          "when can a waterproofing contractor inspect my leaking balcony in Santa Monica",
          "schedule a balcony inspection for my condo in Pasadena",
          "ask a waterproofing contractor to call me back about my planter leak",
        ],
        metadata: {
          schemaOrgType: "HomeAndConstructionBusiness",
          address: formatAddress(),
          telephone: company.phone.e164,
          email: company.email,
          areaServed: serviceAreas.join("; "),
          openingHours: hoursLines("short").join("; "),
          llmsTxt: absoluteUrl(agentFiles.llms),
          // The same three doors as plain HTTP + JSON, described in OpenAPI (also linked from llms.txt and
          // from every API answer's `Link: rel="service-desc"`). Not an entry of its own: an OpenAPI
          // document is not one of ARD's discovery types.
          openapi: absoluteUrl(agentFiles.openapi),
        },
      },
    ],
  };
}
