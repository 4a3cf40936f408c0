import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { createReviewStore } from "../reviews/review-store.server";
import { silentLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import { reviewLinks, shownName } from "./review-links.server";

let db: SiteDb;
let leadId: number;
const t0 = new Date("2026-11-02T17:00:00Z");
const links = () =>
  reviewLinks({
    db,
    reviews: createReviewStore({
      db,
      log: silentLogger,
      now: () => t0,
      pages: { produce: (s) => Promise.resolve({ ok: true, version: s.version }) },
    }),
  });
const review = {
  rating: "2",
  text: "La terraza quedó bien, pero tardaron una semana más de lo prometido.",
  displayName: "Ana P.",
  city: "Pasadena",
  consent: "yes",
};
const rows = () =>
  db.db.prepare("SELECT rating, lang, consent, lead_id FROM reviews WHERE source = 'site'").all();

beforeEach(() => {
  db = new SiteDb(":memory:");
  leadId = new LeadsDb(db).insertLead({ ...storedLead, name: "ana maría pérez" }, t0);
});
afterEach(() => db.close());

describe("a review link", () => {
  it("opens the form in the customer's language with their name as a review is signed", () => {
    const l = links();
    const asked = l.requests.ask({ leadId }, { language: "es", channel: "email" }, t0);
    if (!asked.ok) throw new Error("refused");
    expect(l.open(asked.token, t0)).toEqual({ state: "open", lang: "es", name: "Ana P." });
    expect(l.open("x".repeat(43), t0)).toEqual({ state: "unknown" });
  });

  it("takes one review, whatever its stars, stored with the lead it is about; a second through it is refused", async () => {
    const l = links();
    const asked = l.requests.ask({ leadId }, { language: "es", channel: "email" }, t0);
    if (!asked.ok) throw new Error("refused");
    expect(await l.send(asked.token, review, t0)).toEqual({
      status: "ok",
      lang: "es",
      consent: true,
      reviewId: expect.any(Number),
    });
    expect(rows()).toEqual([{ rating: 2, lang: "es", consent: 1, lead_id: leadId }]);
    expect(await l.send(asked.token, { ...review, rating: "5" }, t0)).toEqual({
      status: "spent",
      lang: "es",
    });
    expect(rows()).toHaveLength(1);
  });

  it("names each field to fix and keeps what was typed; stores nothing and spends nothing then", async () => {
    const l = links();
    const asked = l.requests.ask({ leadId }, { language: "en", channel: "link" }, t0);
    if (!asked.ok) throw new Error("refused");
    const sent = await l.send(
      asked.token,
      { ...review, rating: "6", displayName: "ana perez", consent: "" },
      t0,
    );
    expect(sent.status).toBe("invalid");
    if (sent.status !== "invalid") return;
    expect(sent.errors).toEqual(["rating", "displayName"]);
    expect(sent.values.text).toBe(review.text);
    expect(rows()).toEqual([]);
    expect(l.open(asked.token, t0).state).toBe("open");
    // Without consent: stored all the same, never to be published.
    expect(await l.send(asked.token, { ...review, consent: "" }, t0)).toEqual({
      status: "ok",
      lang: "en",
      consent: false,
      reviewId: expect.any(Number),
    });
  });

  it("refuses an expired link without storing", async () => {
    const l = links();
    const asked = l.requests.ask({ leadId }, { language: "en", channel: "link" }, t0);
    if (!asked.ok) throw new Error("refused");
    const later = new Date(t0.getTime() + 31 * 24 * 3600_000);
    expect(await l.send(asked.token, review, later)).toEqual({ status: "expired", lang: "en" });
    expect(rows()).toEqual([]);
  });
});

describe("shownName", () => {
  it("is the first name and the last name's initial", () => {
    expect(shownName("ana maría pérez")).toBe("Ana P.");
    expect(shownName("  Dana  ")).toBe("Dana");
    expect(shownName("José Ñúñez")).toBe("José Ñ.");
  });
});
