import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tableProblems } from "../site/record.testing";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { MAX_ASKS, REQUEST_DAYS, REVIEW_REQUEST_COLUMNS, reviewRequests } from "./review-requests.server";

let site: SiteDb;
let leadId: number;
const DAY = 24 * 60 * 60 * 1000;
const t0 = new Date("2026-11-02T17:00:00Z");

beforeEach(() => {
  site = new SiteDb(":memory:");
  leadId = new LeadsDb(site).insertLead(storedLead, t0);
});
afterEach(() => site.close());

describe("review requests", () => {
  it("are declared as the review_requests table the schema steps leave: columns, types, nulls", () => {
    expect(tableProblems("review_requests", REVIEW_REQUEST_COLUMNS)).toEqual([]);
  });

  it("gives a link of 256 random bits, stores only its hash, and opens it in the customer's language", () => {
    const requests = reviewRequests(site);
    const asked = requests.ask({ leadId }, { language: "es", channel: "email" }, t0);
    if (!asked.ok) throw new Error("refused");
    expect(asked.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(site.db.prepare("SELECT * FROM review_requests").all());
    expect(stored).not.toContain(asked.token);
    const found = requests.find(asked.token, t0);
    expect(found.state).toBe("open");
    expect(found.state === "open" && found.request.language).toBe("es");
    // One character changed: no such link.
    const changed = asked.token.slice(0, -1) + (asked.token.endsWith("A") ? "B" : "A");
    expect(requests.find(changed, t0).state).toBe("unknown");
    expect(requests.find("not-a-token", t0).state).toBe("unknown");
  });

  it(`expires after ${REQUEST_DAYS} days, and is spent by the first review only`, () => {
    const requests = reviewRequests(site);
    const asked = requests.ask({ leadId }, { language: "en", channel: "link" }, t0);
    if (!asked.ok) throw new Error("refused");
    const almost = new Date(t0.getTime() + REQUEST_DAYS * DAY - 1000);
    expect(requests.find(asked.token, almost).state).toBe("open");
    expect(requests.find(asked.token, new Date(t0.getTime() + REQUEST_DAYS * DAY)).state).toBe("expired");
    expect(requests.spend(asked.id, 7, almost)).toBe(true);
    expect(requests.spend(asked.id, 8, almost)).toBe(false);
    expect(requests.find(asked.token, almost).state).toBe("spent");
  });

  it(`asks one customer at most ${MAX_ASKS} times, whoever asks`, () => {
    const requests = reviewRequests(site);
    const answers = [
      requests.ask({ leadId }, { language: "en", channel: "auto" }, t0),
      requests.ask({ leadId }, { language: "en", channel: "email" }, t0),
      requests.ask({ leadId }, { language: "en", channel: "link" }, t0),
    ];
    expect(answers.filter((a) => a.ok)).toHaveLength(MAX_ASKS);
    expect(answers.at(-1)).toEqual({ ok: false, reason: "asked-enough" });
    expect(requests.of({ leadId })).toHaveLength(MAX_ASKS);
  });

  it("counts the customers asked for the office's numbers: one customer asked twice counts once", () => {
    const requests = reviewRequests(site);
    const other = new LeadsDb(site).insertLead({ ...storedLead, email: "other@example.com" }, t0);
    expect(requests.customersAsked()).toBe(0);
    requests.ask({ leadId }, { language: "en", channel: "auto" }, t0);
    requests.ask({ leadId }, { language: "en", channel: "email" }, t0);
    expect(requests.customersAsked()).toBe(1);
    requests.ask({ leadId: other }, { language: "es", channel: "link" }, t0);
    expect(requests.customersAsked()).toBe(2);
  });

  it("goes with the lead when retention deletes it", () => {
    const requests = reviewRequests(site);
    requests.ask({ leadId }, { language: "en", channel: "email" }, t0);
    expect(new LeadsDb(site).deleteLeadsBefore(new Date(t0.getTime() + DAY))).toBe(1);
    expect(site.db.prepare("SELECT COUNT(*) AS n FROM review_requests").get()).toEqual({ n: 0 });
  });
});
