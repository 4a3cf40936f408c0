import { agentFiles } from "~/content/agent-files";
import { company, formatAddress, hoursLines, serviceAreas } from "~/content/company";
import { LOGO_PATH } from "~/lib/discovery/structured-data";
import { absoluteUrl, siteHost } from "~/lib/site/site-url";

/** Media type of an OpenAPI document (IANA-registered). */
export const OPENAPI_MEDIA_TYPE = "application/vnd.oai.openapi+json";

/** Domain-anchored identifier of one of this site's agent resources (ARD §4.2.1). */
export const resourceUrn = (namespace: string, name: string) => `urn:air:${siteHost}:${namespace}:${name}`;

/**
 * Agentic Resource Discovery manifest (/.well-known/ard.json): the catalog of this site's machine
 * interfaces. Agents find it through robots.txt (Agentmap), the Link header and <link rel="ard">.
 */
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
        identifier: resourceUrn("api", "quote-request"),
        displayName: `${company.name} quote request API`,
        type: OPENAPI_MEDIA_TYPE,
        url: absoluteUrl(agentFiles.openapi),
        description: `Ask ${company.name}, a licensed waterproofing and deck-coating contractor in ${company.address.city}, California, for a free inspection and estimate: POST ${agentFiles.quoteApi} with a JSON body, answered 201 with the request's id ("language": "es" for answers in Spanish). Site overview for language models: ${absoluteUrl(agentFiles.llms)}.`,
        tags: ["local-business", "waterproofing", "deck-coating", "quotes"],
        capabilities: ["requestQuote"],
        representativeQueries: [
          "request a free deck waterproofing inspection in Los Angeles",
          "get a quote to fix a leaking balcony in Santa Monica",
          "ask a waterproofing contractor to call me back about my planter leak",
          "book a free estimate for pool deck coating",
        ],
        metadata: {
          schemaOrgType: "HomeAndConstructionBusiness",
          address: formatAddress(),
          telephone: company.phone.e164,
          email: company.email,
          areaServed: serviceAreas.join("; "),
          openingHours: hoursLines("short").join("; "),
          llmsTxt: absoluteUrl(agentFiles.llms),
        },
      },
    ],
  };
}
