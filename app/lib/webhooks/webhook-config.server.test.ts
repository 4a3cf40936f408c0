import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeEndpoint, EVENT_TYPES, readWebhookConfig } from "./webhook-config.server";

const secret = `whsec_${randomBytes(32).toString("base64")}`;

describe("webhook configuration", () => {
  it("is off, quietly, when nothing is set", () => {
    const config = readWebhookConfig({});
    expect(config.enabled).toBe(false);
    expect("problem" in config ? config.problem : undefined).toBeUndefined();
  });

  it("reads one endpoint from WEBHOOK_URL and WEBHOOK_SECRET, receiving every event", () => {
    const config = readWebhookConfig({
      WEBHOOK_URL: "https://hooks.example.com/catch/123/abc",
      WEBHOOK_SECRET: secret,
    });
    expect(config.enabled).toBe(true);
    if (!config.enabled) return;
    expect(config.endpoints).toHaveLength(1);
    expect(config.endpoints[0]).toMatchObject({
      url: "https://hooks.example.com/catch/123/abc",
      events: EVENT_TYPES,
    });
    expect(config.endpoints[0]?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it("reads several endpoints from WEBHOOKS_FILE, each with its own events", () => {
    const file = JSON.stringify([
      { url: "https://a.example.com/hook", secret },
      { url: "http://127.0.0.1:4000/hook", secret, events: ["booking.created"] },
    ]);
    const config = readWebhookConfig(
      { WEBHOOKS_FILE: "/etc/site/webhooks.json", WEBHOOK_ALLOW_HOSTS: "127.0.0.1" },
      () => file,
    );
    expect(config.enabled).toBe(true);
    if (config.enabled)
      expect(config.endpoints.map((e) => e.events)).toEqual([EVENT_TYPES, ["booking.created"]]);
  });

  it("switches webhooks off with a reason, never stopping the site and never naming a secret", () => {
    const cases = [
      { WEBHOOK_URL: "https://hooks.example.com/x", WEBHOOK_SECRET: "not-a-secret" },
      { WEBHOOK_URL: "https://hooks.example.com/x" },
      { WEBHOOK_URL: "http://hooks.example.com/x", WEBHOOK_SECRET: secret },
      { WEBHOOK_URL: "https://10.0.0.1/x", WEBHOOK_SECRET: secret },
      { WEBHOOK_URL: "https://[::ffff:127.0.0.1]/x", WEBHOOK_SECRET: secret },
      { WEBHOOKS_FILE: "/missing.json" },
    ];
    for (const env of cases) {
      const config = readWebhookConfig(env, () => {
        throw new Error("ENOENT: no such file");
      });
      expect(config.enabled, JSON.stringify(env)).toBe(false);
      if (!config.enabled) {
        expect(config.problem).toBeTruthy();
        expect(config.problem).not.toContain(secret.slice(6, 20));
        expect(config.problem).not.toContain("/x");
      }
    }
  });

  it("masks a URL's secret path for logs", () => {
    expect(describeEndpoint("https://hooks.zapier.com/hooks/catch/123/abcdef/")).toBe(
      "https://hooks.zapier.com/…",
    );
  });
});
