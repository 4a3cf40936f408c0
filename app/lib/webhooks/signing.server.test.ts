import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { envelope, signedHeaders } from "./signing.server";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const event = {
  id: "msg_2Yh3V9example",
  type: "lead.created" as const,
  timestamp: new Date("2027-03-15T16:00:00Z"),
  data: { name: "Dana Ortiz", language: "es" },
};

describe("webhook signing (Standard Webhooks v1)", () => {
  it("puts the spec's envelope in the body and a signature the package's own verifier accepts", () => {
    const body = envelope(event);
    expect(JSON.parse(body)).toEqual({
      type: "lead.created",
      timestamp: "2027-03-15T16:00:00.000Z",
      data: event.data,
    });
    const headers = signedHeaders(event.id, body, secret, new Date());
    expect(headers["webhook-id"]).toBe(event.id);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("signs each attempt afresh: a retry an hour later still verifies, the first signature would not", () => {
    const body = envelope(event);
    const first = signedHeaders(event.id, body, secret, new Date(Date.now() - 3_600_000));
    expect(() => new Webhook(secret).verify(body, first)).toThrow();
    const retry = signedHeaders(event.id, body, secret, new Date());
    expect(retry["webhook-id"]).toBe(first["webhook-id"]);
    expect(new Webhook(secret).verify(body, retry)).toBeTruthy();
  });

  it("fails verification with another secret or a changed body", () => {
    const body = envelope(event);
    const headers = signedHeaders(event.id, body, secret, new Date());
    expect(() => new Webhook(`whsec_${randomBytes(32).toString("base64")}`).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("Dana", "Dina"), headers)).toThrow();
  });
});
