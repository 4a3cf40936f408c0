import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reviewPageCopy as es } from "~/content/es/review-page";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import type { AuditChange } from "../office/requests.server";
import { SiteDb } from "../site/site-db.server";
import { AUTO_ASK_WITHIN_DAYS, askDueReviews, askForReview } from "./review-ask.server";
import { reviewRequests } from "./review-requests.server";

let db: SiteDb;
let audits: AuditChange[];
const DAY = 24 * 3600_000;
const t0 = new Date("2026-11-02T17:00:00Z");
const mail = {
  from: "Harborline <leads@example.com>",
  origin: "https://www.example.com",
  host: "www.example.com",
};
const audit = (c: AuditChange) => void audits.push(c);
const visitorMail = () =>
  db.db.prepare("SELECT to_address, mail FROM messages WHERE recipient = 'visitor'").all() as {
    to_address: string;
    mail: string;
  }[];

function lead(fields: { language?: "en" | "es"; email?: string; doneAt?: Date } = {}) {
  const id = new LeadsDb(db).insertLead(
    {
      ...storedLead,
      name: "Lucía Gómez",
      language: fields.language ?? "en",
      email: fields.email ?? storedLead.email,
    },
    t0,
  );
  if (fields.doneAt)
    db.db
      .prepare("UPDATE leads SET stage = 'done', done_at = ? WHERE id = ?")
      .run(fields.doneAt.toISOString(), id);
  return id;
}

beforeEach(() => {
  db = new SiteDb(":memory:");
  audits = [];
});
afterEach(() => db.close());

describe("asking for a review", () => {
  it("e-mails a done job's customer their private link in their language, with the policy, and audits it", () => {
    const leadId = lead({ language: "es", doneAt: t0 });
    const asked = askForReview(db, { leadId }, { channel: "email", askedBy: null, audit, mail }, t0);
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    expect(asked.url).toMatch(/^https:\/\/www\.example\.com\/review\/[A-Za-z0-9_-]{43}$/);
    const [sent] = visitorMail();
    expect(sent?.to_address).toBe(storedLead.email);
    const queued = JSON.parse(sent!.mail) as { subject: string; text: string };
    expect(queued.subject).toBe(es.mail.subject);
    expect(queued.text).toContain("Hola, Lucía:");
    expect(queued.text).toContain(asked.url);
    expect(queued.text).toContain("https://www.example.com/es/politica-de-opiniones");
    expect(audits).toEqual([{ action: "review.ask.email", subjectType: "lead", subjectId: leadId }]);
  });

  it("gives a link to copy for a text message, without e-mail; refuses a job not done, and a third ask", () => {
    const notDone = lead();
    expect(askForReview(db, { leadId: notDone }, { channel: "link", audit, mail }, t0)).toEqual({
      ok: false,
      reason: "not-done",
    });
    const leadId = lead({ doneAt: t0 });
    expect(askForReview(db, { leadId }, { channel: "link", audit, mail }, t0)).toMatchObject({
      ok: true,
      emailed: false,
    });
    expect(visitorMail()).toEqual([]);
    expect(askForReview(db, { leadId }, { channel: "email", audit, mail }, t0).ok).toBe(true);
    expect(askForReview(db, { leadId }, { channel: "email", audit, mail }, t0)).toEqual({
      ok: false,
      reason: "asked-enough",
    });
  });

  it("asks automatically the set number of days after done, once, and not when it is turned off", () => {
    const leadId = lead({ doneAt: t0 });
    const early = new Date(t0.getTime() + 2 * DAY);
    const due = new Date(t0.getTime() + 3 * DAY + 3600_000);
    expect(askDueReviews(db, { afterDays: 3, audit, mail }, early)).toBe(0);
    expect(askDueReviews(db, { afterDays: 0, audit, mail }, due)).toBe(0);
    expect(askDueReviews(db, { afterDays: 3, audit, mail }, due)).toBe(1);
    expect(askDueReviews(db, { afterDays: 3, audit, mail }, due)).toBe(0);
    expect(
      reviewRequests(db)
        .of({ leadId })
        .map((r) => r.channel),
    ).toEqual(["auto"]);
    expect(visitorMail()).toHaveLength(1);
  });

  it(`asks a job the office marked done late, with its real date, up to ${AUTO_ASK_WITHIN_DAYS} days past its day`, () => {
    const now = new Date(t0.getTime() + 60 * DAY);
    const lastWeek = lead({ doneAt: new Date(now.getTime() - 8 * DAY), email: "last.week@example.com" });
    const tooOld = lead({
      doneAt: new Date(now.getTime() - (3 + AUTO_ASK_WITHIN_DAYS + 1) * DAY),
      email: "too.old@example.com",
    });
    expect(askDueReviews(db, { afterDays: 3, audit, mail }, now)).toBe(1);
    expect(reviewRequests(db).asks({ leadId: lastWeek })).toBe(1);
    expect(reviewRequests(db).asks({ leadId: tooOld })).toBe(0);
    expect(askDueReviews(db, { afterDays: 3, audit, mail }, new Date(now.getTime() + 3600_000))).toBe(0);
  });
});
