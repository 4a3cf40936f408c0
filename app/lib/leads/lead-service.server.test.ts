import { describe, expect, it } from "vitest";
import { parseEnv } from "../site/env.server";
import { createCapabilities } from "../../../server/capabilities.server";
import { silentLogger } from "../site/logger.server";
import { validationCopy as validationCopyEs } from "~/content/es/lead-forms";
import { quoteFields as fields } from "./lead-fixtures.testing";

describe("lead service", () => {
  it("answers a Spanish page's form in Spanish, stores its language, and says so in the notification", async () => {
    const mails: { subject: string; text: string }[] = [];
    const service = createCapabilities(parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0" }), {
      log: silentLogger,
      send: async (mail) => {
        mails.push({ subject: mail.subject, text: mail.text });
      },
    });
    const spanish = { ...fields, page: "/es/contacto", language: "es" };
    const invalid = service.leads.submit({
      fields: { ...spanish, email: "dana@" },
      ip: "203.0.113.8",
      userAgent: null,
    });
    expect(invalid).toMatchObject({ status: "invalid", errors: { email: validationCopyEs.emailFormat } });

    const ok = service.leads.submit({ fields: spanish, ip: "203.0.113.8", userAgent: null });
    expect(ok.status).toBe("ok");
    const stored = service.leads.db.listLeads(1)[0];
    expect(stored).toMatchObject({ page: "/es/contacto", language: "es" });
    await service.mail.outbox?.kick();
    expect(mails[0]?.subject).toMatch(/^Quote request IN SPANISH: Dana Ortiz/);
    expect(mails[0]?.text).toContain("call or write back in Spanish");

    // A form without the field takes its page's language; an English page stays English.
    const byPage = service.leads.submit({
      fields: { ...fields, page: "/es", name: "Ana" },
      ip: "203.0.113.8",
      userAgent: null,
    });
    expect(service.leads.db.getLead(byPage.status === "ok" ? byPage.id : -1)?.language).toBe("es");
    expect(
      service.leads.submit({ fields: { ...fields, email: "x@" }, ip: "203.0.113.8", userAgent: null }),
    ).toMatchObject({
      errors: { email: "Enter an e-mail like name@example.com." },
    });
    await service.stop();
  });

  it("says how the office answers: a call when a phone number was given, an e-mail when only an e-mail was", async () => {
    const service = createCapabilities(parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0" }), {
      log: silentLogger,
      send: async () => {},
    });
    const submit = (over: Record<string, string>) =>
      service.leads.submit({ fields: { ...fields, ...over }, ip: "203.0.113.9", userAgent: null });
    expect(submit({ name: "Phone only", email: "" })).toMatchObject({ status: "ok", reachBy: "phone" });
    expect(submit({ name: "Both" })).toMatchObject({ status: "ok", reachBy: "phone" });
    expect(submit({ name: "E-mail only", phone: "" })).toMatchObject({ status: "ok", reachBy: "email" });
    // A resubmission is answered the same way.
    expect(submit({ name: "E-mail only", phone: "" })).toMatchObject({ status: "ok", reachBy: "email" });
    await service.stop();
  });

  it("merges a resubmission of the same lead: thanked again, stored and notified once", async () => {
    const sent: string[] = [];
    const service = createCapabilities(parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0" }), {
      log: silentLogger,
      send: async (mail) => {
        sent.push(mail.messageId);
      },
    });
    const submit = (values: Record<string, string>, ip = "203.0.113.7") =>
      service.leads.submit({ fields: values, ip, userAgent: "test" });

    const first = submit(fields);
    expect(first).toEqual({ status: "ok", form: "quote", id: expect.any(Number), reachBy: "phone" });
    // The resubmission is answered with the lead it repeats.
    expect(submit(fields)).toEqual(first);
    // From another address (a phone that switched networks) it is still the same request.
    expect(submit(fields, "198.51.100.4")).toEqual(first);
    expect(service.leads.db.countLeads()).toBe(1);

    // A different message is a new lead.
    expect(submit({ ...fields, message: "And the balcony too." }).status).toBe("ok");
    expect(service.leads.db.countLeads()).toBe(2);

    // Each accepted lead started a pass; the second pass picks up what the first had not seen.
    await service.mail.outbox?.kick();
    await service.mail.outbox?.kick();
    expect(sent).toHaveLength(2);
    await service.stop();
  });

  it("does not count a resubmission against the rate limit", () => {
    const service = createCapabilities(
      parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0", RATE_LIMIT_MAX: "1" }),
      { log: silentLogger },
    );
    const submit = (values: Record<string, string>) =>
      service.leads.submit({ fields: values, ip: "203.0.113.7", userAgent: null }).status;
    expect([submit(fields), submit(fields), submit({ ...fields, message: "Another job" })]).toEqual([
      "ok",
      "ok",
      "rate-limited",
    ]);
    void service.stop();
  });

  it("flags a form filled too fast, but not a request that no page was shown for (the JSON API)", () => {
    const service = createCapabilities(parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "3000" }), {
      log: silentLogger,
    });
    const store = (values: Record<string, string>, fromPage = true) => {
      const result = service.leads.submit({ fields: values, ip: "203.0.113.9", userAgent: null, fromPage });
      if (result.status !== "ok") throw new Error(`not stored: ${result.status}`);
      return service.leads.db.getLead(result.id);
    };
    expect(store({ ...fields, name: "Fast Filler", elapsed_ms: "400" })).toMatchObject({
      flagged: 1,
      flag_reason: "filled in 400 ms",
    });
    expect(store({ ...fields, name: "Careful Filler", elapsed_ms: "9000" })).toMatchObject({ flagged: 0 });
    expect(store({ ...fields, name: "Api Caller" }, false)).toMatchObject({ flagged: 0 });
    void service.stop();
  });

  it("treats a page's fill-time stamp that is missing, not a number, ahead or a day old as automated", () => {
    const env = parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "3000", RATE_LIMIT_MAX: "100" });
    const service = createCapabilities(env, {
      log: silentLogger,
    });
    const flag = (name: string, elapsed?: string) => {
      const values: Record<string, string> = { ...fields, name };
      if (elapsed !== undefined) values.elapsed_ms = elapsed;
      const result = service.leads.submit({
        fields: values,
        ip: "203.0.113.10",
        userAgent: null,
        fromPage: true,
      });
      if (result.status !== "ok") throw new Error(`not stored: ${result.status}`);
      return service.leads.db.getLead(result.id)?.flag_reason;
    };
    expect(flag("No Stamp")).toBe("no form stamp");
    expect(flag("Word Stamp", "soon")).toBe("form stamp is not a number");
    expect(flag("Future Stamp", String(-5 * 60_000))).toBe("form stamp in the future");
    expect(flag("Old Stamp", String(25 * 3_600_000))).toBe("form stamp older than 24 h");
    // The page without script sends the field empty: it cannot be timed (the page is prerendered).
    expect(flag("No Script", "")).toBeNull();
    expect(flag("Slow Reader", String(20 * 60_000))).toBeNull();
    void service.stop();
  });
});

describe("the door and merges", () => {
  it("records the door a lead came through, and stores a duplicate's merge instead of a second lead", async () => {
    const capabilities = createCapabilities(parseEnv({ LEADS_DB: ":memory:", MIN_FILL_MS: "0" }), {
      log: silentLogger,
    });
    const service = capabilities.leads;
    const form = service.submit({ fields, ip: "203.0.113.8", userAgent: "A" });
    const api = service.submit({
      fields: { ...fields, name: "Bo" },
      ip: "203.0.113.8",
      userAgent: null,
      door: "quote-api",
    });
    const call = service.submit({
      fields: { ...fields, form: "emergency", name: "Cy", message: "" },
      ip: "203.0.113.8",
      userAgent: null,
    });
    const id = (r: typeof form) => (r.status === "ok" ? r.id : -1);
    expect([form, api, call].map((r) => service.db.getLead(id(r))?.door)).toEqual([
      "quote-form",
      "quote-api",
      "callback",
    ]);
    const again = service.submit({
      fields: { ...fields, page: "/services" },
      ip: "203.0.113.9",
      userAgent: "A",
    });
    expect(id(again)).toBe(id(form));
    const merges = capabilities.db.db.prepare("SELECT lead_id, differences FROM lead_merges").all();
    expect(merges).toEqual([
      { lead_id: id(form), differences: JSON.stringify({ page: "/services", ip: null }) },
    ]);
    await capabilities.stop();
  });
});
