import { describe, expect, inject, it } from "vitest";
import { leadFormCopy } from "~/content/lead-forms";
import { gotoHydrated, javaScriptOnAndOff, openAt, openPage, sharedBrowser } from "./support/browser";
import {
  eventually,
  fillQuoteForm,
  fillUrgentForm,
  outboxOf,
  quoteForm,
  readLeads,
  sendUrgentForm,
  storedPhone,
  uniqueLead,
  urgentForm,
} from "./support/leads";

const browser = sharedBrowser();
const dbPath = () => inject("leadsDb");
const findLead = (name: string) => readLeads(dbPath()).find((l) => l.name === name);

describe.each(javaScriptOnAndOff)("quote form %s", (_label, javaScriptEnabled, viewport) => {
  it("shows an error next to the field, keeps the input, then stores the lead and confirms", async () => {
    const lead = uniqueLead(javaScriptEnabled ? "quote-js" : "quote-nojs");
    const w = await openAt(browser(), viewport, "/contact", {
      javaScriptEnabled,
      expectedErrors: [/status of 400/],
    });
    const { page } = w;
    const form = quoteForm(page);
    await fillQuoteForm(form, lead, "dana@");
    await form.getByRole("button", { name: "Send my request" }).click();

    const emailError = page.getByText("Enter an e-mail like name@example.com.");
    await emailError.waitFor();
    // Without JavaScript the answer is a new page whose fields may still be arriving when the message shows.
    await page.waitForLoadState("load");
    const email = page.getByLabel("E-mail").first();
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByLabel("Name").first().inputValue()).resolves.toBe(lead.name);
    await expect(page.getByLabel("Message").first().inputValue()).resolves.toBe(lead.message);
    await expect(page.getByLabel("Best time to call").first().inputValue()).resolves.toBe(lead.best_time);
    expect(findLead(lead.name)).toBeUndefined();

    await email.fill(lead.email);
    await page.getByRole("button", { name: "Send my request" }).click();
    await page.getByRole("status").getByText("Thank you, we have your request").waitFor();
    await expect(page.getByRole("status").textContent()).resolves.toMatch(/within one business day/);
    // A phone number was given: the confirmation promises the call.
    await expect(page.getByRole("status").textContent()).resolves.toContain(leadFormCopy.success.byPhone);

    const stored = findLead(lead.name);
    expect(stored).toMatchObject({
      form: "quote",
      page: "/contact",
      email: lead.email,
      phone: storedPhone.e164,
      phone_ext: "",
      service: "decking",
      message: lead.message,
      best_time: lead.best_time,
      flagged: 0,
    });
    // No SMTP on this server: the notification waits in the outbox until one is configured.
    expect(outboxOf(dbPath(), stored!.id)).toMatchObject({ status: "pending", attempts: 0 });
    await w.close();
  });
});

describe("emergency form", () => {
  it("submits in place on the home page with JavaScript", async () => {
    const lead = uniqueLead("emergency-js");
    const w = await openAt(browser(), "phone", "/");
    const { page } = w;
    await sendUrgentForm(page, lead);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(findLead(lead.name)).toMatchObject({ form: "emergency", page: "/", service: null, message: null });
    await w.close();
  });

  it("works without JavaScript: errors, then a confirmation", async () => {
    const lead = uniqueLead("emergency-nojs");
    const w = await openPage(browser(), "desktop", {
      javaScriptEnabled: false,
      expectedErrors: [/status of 400/],
    });
    const { page } = w;
    await page.goto("/");
    let form = urgentForm(page);
    await form.getByLabel("Name").fill(lead.name);
    await form.getByLabel("E-mail").fill(lead.email);
    await form.getByRole("button", { name: "Submit now" }).click();
    await page.getByText("Enter a phone number so we can call you back.").waitFor();
    form = urgentForm(page);
    await expect(form.getByLabel("Name").inputValue()).resolves.toBe(lead.name);
    await form.getByLabel("Phone").fill(lead.phone);
    await form.getByRole("button", { name: "Submit now" }).click();
    await page.getByRole("status").getByText("We have your urgent request").waitFor();
    expect(findLead(lead.name)).toMatchObject({ form: "emergency", page: "/" });
    await w.close();
  });

  it("shows a pending state while sending", async () => {
    const lead = uniqueLead("pending");
    const w = await openPage(browser(), "desktop");
    const { page } = w;
    // The form's island posts to the contact page, asking for JSON: slow that answer down.
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const form = urgentForm(page);
    await fillUrgentForm(form, lead);
    await form.getByRole("button", { name: "Submit now" }).click();
    const pending = form.getByRole("button", { name: "Sending…" });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    await page.getByRole("status").waitFor();
    await eventually(() => findLead(lead.name), 5000, "lead stored");
    await w.close();
  });
});
