import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { createCapabilities } from "../../../server/capabilities.server";
import { silentLogger } from "./logger.server";
import { publicOrigin, siteOrigin } from "./site-url";

const lead = {
  form: "emergency",
  page: "/",
  name: "Dana Ortiz",
  email: "dana@example.com",
  phone: "(310) 555-0123",
};

/** The Message-ID of the one notification a lead service sends for one lead. */
async function messageIdWith(env: Record<string, string>): Promise<string> {
  const ids: string[] = [];
  const service = createCapabilities(parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0", ...env }), {
    log: silentLogger,
    send: async (mail) => {
      ids.push(mail.messageId);
    },
  });
  expect(service.leads.submit({ fields: lead, ip: "203.0.113.7", userAgent: null }).status).toBe("ok");
  await service.mail.outbox?.kick();
  await service.stop();
  expect(ids).toHaveLength(1);
  return ids[0] ?? "";
}

describe("the server's public origin", () => {
  it("is its SITE_URL when set, else the one the pages were built with", () => {
    expect(publicOrigin("https://www.example.com")).toBe("https://www.example.com");
    expect(publicOrigin(undefined)).toBe(siteOrigin);
  });

  it("gives lead mail Message-IDs their host", async () => {
    expect(await messageIdWith({ SITE_URL: "https://leads.example.net:8443" })).toMatch(
      /^<lead-\d+-\d+@leads\.example\.net>$/,
    );
    expect(await messageIdWith({})).toMatch(
      new RegExp(`@${new URL(siteOrigin).hostname.replaceAll(".", "\\.")}>$`),
    );
  });
});
