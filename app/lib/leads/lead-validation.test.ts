import { describe, expect, it } from "vitest";
import { validationCopy as validationCopyEs } from "~/content/es/lead-forms";
import { validationCopy } from "~/content/lead-forms";
import { submissionFromForm } from "./lead-wire";
import { sharedFields, validateLead } from "./lead-validation";

const good = {
  name: "Dana Keller",
  email: "dana@example.com",
  phone: "(310) 555-0100",
  service: "decking",
  message: "Balcony leaks into the garage.",
  best_time: "Weekdays after 5 pm",
};

describe("validateLead", () => {
  it("accepts a complete quote request, trims it, and gives every column it fills (the phone as E.164)", () => {
    const r = validateLead("quote", { ...good, name: "  Dana Keller  ", best_time: " Weekdays after 5 pm " });
    expect(r).toEqual({ ok: true, data: { ...good, phone: "+13105550100", phone_ext: "" } });
  });

  it("stores a phone as E.164 with its extension apart, whatever the country", () => {
    const data = (phone: string) => {
      const r = validateLead("emergency", { ...good, phone });
      return r.ok ? [r.data.phone, r.data.phone_ext] : r.errors;
    };
    expect(data("(310) 555-0199 x12")).toEqual(["+13105550199", "12"]);
    expect(data("1 310 555 0199")).toEqual(["+13105550199", ""]);
    expect(data("+52 424 555 0199")).toEqual(["+524245550199", ""]);
  });

  it("refuses what the phone reader refuses, in the form's language, on every form that shares the rule", () => {
    // Trailing digits after a separator, too short, a country code that does not fit: each read as no number.
    for (const phone of [
      "310-555-0199-1",
      "(310) 555-0199 (2)",
      "310.555.0199.3",
      "555-0199",
      "+1 123 555 0199",
    ]) {
      for (const [lang, words] of [
        ["en", validationCopy],
        ["es", validationCopyEs],
      ] as const) {
        const r = validateLead("emergency", { ...good, phone }, lang);
        expect(!r.ok && r.errors.phone, `${phone} ${lang}`).toBe(words.phoneInvalid);
        const shared = sharedFields(lang).phone.safeParse(phone);
        expect(shared.error?.issues[0]?.message, `booking form: ${phone}`).toBe(words.phoneInvalid);
      }
    }
  });

  it("caps the best time to call as the declaration says, and leaves it out of the urgent call-back", () => {
    const r = validateLead("quote", { ...good, best_time: "x".repeat(101) });
    expect(!r.ok && r.errors.best_time).toBe(validationCopy.bestTimeTooLong(100));
    expect(!r.ok && r.values.best_time).toHaveLength(100);
    const call = validateLead("emergency", good);
    expect(call.ok && [call.data.best_time, call.data.service, call.data.message]).toEqual([
      null,
      null,
      null,
    ]);
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
    expect(r.errors.phone).toBe(validationCopy.phoneInvalid);
    expect(r.errors.service).toBe("Choose one of the listed services.");
    expect(r.errors.message).toBeUndefined();
  });

  it("accepts a quote request with only a name and a phone number, storing the rest as empty", () => {
    const r = validateLead("quote", { name: "Dana", phone: "(310) 555-0100" });
    expect(r).toEqual({
      ok: true,
      data: {
        name: "Dana",
        email: "",
        phone: "+13105550100",
        phone_ext: "",
        service: "not-sure",
        message: "",
        best_time: "",
      },
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
