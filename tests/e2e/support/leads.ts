import type { Locator } from "playwright-core";
import { LeadsDb, type LeadRow } from "~/lib/leads/leads-db.server";

/** Reads the leads a server wrote (a separate connection, as the contractor's CLI would). */
export function readLeads(dbPath: string): LeadRow[] {
  const db = new LeadsDb(dbPath);
  try {
    return db.listLeads(1000);
  } finally {
    db.close();
  }
}

export function outboxOf(dbPath: string, leadId: number) {
  const db = new LeadsDb(dbPath);
  try {
    return db.outboxStatus(leadId);
  } finally {
    db.close();
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
  };
}

/** Posts a form the way a browser without JavaScript would. */
/** Fills the quote form as a visitor would; `email` can be overridden to send a wrong address first. */
export async function fillQuoteForm(form: Locator, lead: ReturnType<typeof uniqueLead>, email = lead.email) {
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone").fill(lead.phone);
  await form.getByLabel("Service").selectOption(lead.service);
  await form.getByLabel("Message").fill(lead.message);
}

export function postForm(
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}
