import type { Locator, Page } from "playwright-core";
import { openStores } from "~/lib/site/site-db.testing";
import { type LeadRow } from "~/lib/leads/leads-db.server";

/** Reads the leads a server wrote (a separate connection, as the contractor's CLI would). */
export function readLeads(dbPath: string): LeadRow[] {
  const stores = openStores(dbPath);
  const db = stores.leads;
  try {
    return db.listLeads(1000);
  } finally {
    stores.close();
  }
}

export function outboxOf(dbPath: string, leadId: number) {
  const stores = openStores(dbPath);
  const db = stores.leads;
  try {
    return db.outboxStatus(leadId);
  } finally {
    stores.close();
  }
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 15_000,
  label = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let counter = 0;
/** A distinct, valid lead for one test. */
export function uniqueLead(tag: string) {
  counter += 1;
  const id = `${tag}-${process.pid}-${Date.now()}-${counter}`;
  return {
    name: `Test ${id}`,
    email: `lead.${counter}@example.com`,
    phone: "(310) 555-0123",
    service: "decking",
    message: `Deck leaks over the garage (${id}).`,
    best_time: "Weekdays after 5 pm",
  };
}

/** A test lead's phone as the leads file stores it (E.164) and as people read it. */
export const storedPhone = { e164: "+13105550123", display: "(310) 555-0123" };

/** The quote form (on /contact and the service pages). */
export const quoteForm = (page: Page) => page.getByRole("form", { name: "Get a free quote" });

/** The urgent call-back form (on the home page). */
export const urgentForm = (page: Page) =>
  page.getByRole("form", { name: "Leak right now? Ask for an urgent call back" });

/** Fills the quote form as a visitor would; `email` can be overridden to send a wrong address first. */
export async function fillQuoteForm(form: Locator, lead: ReturnType<typeof uniqueLead>, email = lead.email) {
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill(lead.phone);
  await form.getByLabel("Service").selectOption(lead.service);
  await form.getByLabel("Message").fill(lead.message);
  await form.getByLabel("Best time to call").fill(lead.best_time);
}

/** Fills the urgent call-back form's name, e-mail and phone. */
export async function fillUrgentForm(form: Locator, lead: ReturnType<typeof uniqueLead>) {
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("E-mail").fill(lead.email);
  await form.getByLabel("Phone").fill(lead.phone);
}

/** Sends the page's quote form filled with `lead` and waits for the thank-you. */
export async function sendQuoteForm(page: Page, lead: ReturnType<typeof uniqueLead>) {
  const form = quoteForm(page);
  await fillQuoteForm(form, lead);
  await form.getByRole("button", { name: "Send my request" }).click();
  await page.getByRole("status").getByText("Thank you, we have your request").waitFor();
}

/** Sends the page's urgent call-back form filled with `lead` and waits for its confirmation. */
export async function sendUrgentForm(page: Page, lead: ReturnType<typeof uniqueLead>) {
  const form = urgentForm(page);
  await fillUrgentForm(form, lead);
  await form.getByRole("button", { name: "Submit now" }).click();
  await page.getByRole("status").getByText("We have your urgent request").waitFor();
}

/** Posts a form the way a browser without JavaScript would. */
export function postForm(
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    // As the page's form sends it without script: the fill-time field is there, empty.
    body: new URLSearchParams({ elapsed_ms: "", ...fields }),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}
