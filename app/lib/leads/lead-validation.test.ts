import { describe, expect, it } from "vitest";
import { submissionFromForm } from "./lead-wire";
import { validateLead } from "./lead-validation";

const good = {
  name: "Dana Keller",
  email: "dana@example.com",
  phone: "(310) 555-0100",
  service: "decking",
  message: "Balcony leaks into the garage.",
};

describe("validateLead", () => {
  it("accepts a complete quote request and trims it", () => {
    const r = validateLead("quote", { ...good, name: "  Dana Keller  " });
    expect(r).toEqual({ ok: true, data: { ...good } });
  });

  it("accepts an emergency request without service or message", () => {
    const r = validateLead("emergency", { name: "Al", email: "al@example.org", phone: "+1 310 555 0101" });
    expect(r.ok).toBe(true);
  });

  it("gives a specific, human message per field", () => {
    const r = validateLead("quote", {
      name: " ",
      email: "dana@",
      phone: "555-01",
      service: "plumbing",
      message: "",
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toBe("Enter your name.");
    expect(r.errors.email).toBe("Enter an e-mail like name@example.com.");
    expect(r.errors.phone).toMatch(/at least 10 digits/);
    expect(r.errors.service).toBe("Choose one of the listed services.");
    expect(r.errors.message).toBeUndefined();
  });

  it("accepts a quote request with only a name and a phone number, storing the rest as empty", () => {
    const r = validateLead("quote", { name: "Dana", phone: "(310) 555-0100" });
    expect(r).toEqual({
      ok: true,
      data: { name: "Dana", email: "", phone: "(310) 555-0100", service: "not-sure", message: "" },
    });
  });

  it("accepts a quote request with only a name and an e-mail", () => {
    const r = validateLead("quote", { name: "Dana", email: "dana@example.com", phone: "", service: "" });
    expect(r.ok && r.data).toMatchObject({ email: "dana@example.com", phone: "", service: "not-sure" });
  });

  it("says that a phone number or an e-mail is missing when both are empty", () => {
    const r = validateLead("quote", { name: "Dana", email: " ", phone: "" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(["email", "phone"]);
    expect(r.errors.phone).toMatch(/phone number or an e-mail address/);
    expect(r.errors.email).toBe(r.errors.phone);
  });

  it("still checks the format of a contact that is given", () => {
    const r = validateLead("quote", { name: "Dana", email: "dana@", phone: "" });
    expect(!r.ok && r.errors).toEqual({ email: "Enter an e-mail like name@example.com." });
  });

  it("keeps all three fields required on the urgent call-back form", () => {
    const r = validateLead("emergency", { name: "Al", email: "", phone: "" });
    expect(!r.ok && Object.keys(r.errors).sort()).toEqual(["email", "phone"]);
    expect(!r.ok && r.errors.phone).toBe("Enter a phone number so we can call you back.");
    expect(!r.ok && r.errors.email).toBe("Enter your e-mail address.");
  });

  it("keeps what the visitor typed when validation fails", () => {
    const r = validateLead("quote", { ...good, email: "not-an-email" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.values).toMatchObject({ name: "Dana Keller", email: "not-an-email", message: good.message });
    expect(Object.keys(r.errors)).toEqual(["email"]);
  });

  it("enforces maximum lengths", () => {
    const r = validateLead("quote", { ...good, name: "x".repeat(101), message: "y".repeat(2001) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toMatch(/under 100/);
    expect(r.errors.message).toMatch(/under 2000/);
  });

  it("strips control characters, keeping line breaks in the message", () => {
    const r = validateLead("quote", {
      ...good,
      name: "Dana\u0000 Keller\u0007",
      message: "Line one\r\nLine two\u001b",
    });
    expect(r.ok && r.data.name).toBe("Dana  Keller");
    expect(r.ok && r.data.message).toBe("Line one\nLine two");
  });

  it("rejects phone numbers with letters or too few digits", () => {
    for (const phone of ["call me", "12345", "310-555-01ab"]) {
      const r = validateLead("emergency", { ...good, phone });
      expect(r.ok, phone).toBe(false);
    }
  });

  it("treats files and wrong types as missing text", () => {
    const form = new FormData();
    form.set("name", new Blob(["x"]), "x.txt");
    form.set("email", good.email);
    form.set("phone", good.phone);
    const r = validateLead("emergency", submissionFromForm(form));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toBe("Enter your name.");
    expect(validateLead("emergency", { ...good, name: 42 as unknown as string }).ok).toBe(false);
  });
});
