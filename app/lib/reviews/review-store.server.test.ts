import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSnapshot } from "../content-store/snapshot.server";
import type { ContentSnapshot } from "../content-store/snapshot";
import { silentLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import { siteRepoReviews } from "./repo-reviews.server";
import {
  AUTO_PUBLISH_DAYS,
  REDACTION_LIMITS,
  REDACTION_MARK,
  WITHHOLD_REASONS,
  lettersIn,
  reviewsIn,
  type ReceivedReview,
} from "./review-record";
import { forgetReviews } from "./review-forget.server";
import { createReviewStore } from "./review-store.server";

const DAY = 24 * 3600_000;
let db: SiteDb;
let clock: Date;
let produced: ContentSnapshot[];
let failRender: boolean;
let received: number[];

const store = () =>
  createReviewStore({
    db,
    log: silentLogger,
    now: () => clock,
    onReceived: (r) => received.push(r.id),
    pages: {
      produce: (snapshot) => {
        produced.push(snapshot);
        return Promise.resolve(
          failRender ? { ok: false, error: "boom" } : { ok: true, version: snapshot.version },
        );
      },
    },
  });

const spanish: ReceivedReview = {
  rating: 4,
  text: "Repararon la terraza y ya no se filtra el agua al comedor.",
  lang: "es",
  displayName: "José M.",
  city: "Pasadena",
  consent: true,
  from: { leadId: 7 },
};
const oneStar: ReceivedReview = {
  rating: 1,
  text: "They were late twice and the balcony still leaks.",
  lang: "en",
  displayName: "Ann B.",
  city: "Malibu",
  consent: true,
  from: { bookingId: 3 },
};
const editor = { id: 1 };
const auditRows = () =>
  db.db.prepare("SELECT action, subject_type, subject_id, fields FROM audit_log ORDER BY id").all() as {
    action: string;
    subject_type: string;
    subject_id: string;
    fields: string | null;
  }[];

beforeEach(() => {
  db = new SiteDb(":memory:");
  clock = new Date("2027-03-01T18:00:00.000Z");
  produced = [];
  failRender = false;
  received = [];
});
afterEach(() => db.close());

describe("the seed", () => {
  it("brings the repository's cards in once, published, shown in their language and translated, counted nowhere", () => {
    const reviews = store();
    const seed = siteRepoReviews();
    expect(reviews.seed(seed)).toMatchObject({ added: seed.length, unchanged: 0 });
    expect(reviews.seed(seed)).toMatchObject({ added: 0, unchanged: seed.length });
    const snapshot = loadSnapshot(db).reviews!;
    const cards = seed.filter((r) => r.review.kind === "card");
    expect(snapshot.published).toHaveLength(cards.length);
    expect(snapshot.stats).toEqual({ count: 0, average: null });
    const es = reviewsIn(snapshot.published, "es");
    expect(es).toHaveLength(cards.length);
    expect(es.every((r) => r.translated)).toBe(true);
    expect(reviewsIn(snapshot.published, "en").every((r) => !r.translated)).toBe(true);
  });
});

describe("letters", () => {
  const seededLetterIds = (reviews: ReturnType<typeof store>) =>
    reviews
      .list()
      .filter((r) => r.kind === "letter")
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it("are seeded as letters: published, the featured first, never counted, their PDFs named by the signature", () => {
    const reviews = store();
    const seed = siteRepoReviews();
    reviews.seed(seed);
    const letters = seed.filter((r) => r.review.kind === "letter");
    expect(letters.length).toBeGreaterThan(0);
    const snapshot = loadSnapshot(db).reviews!;
    expect(snapshot.letters).toHaveLength(letters.length);
    expect(snapshot.letters![0]!.featured).toBe(true);
    expect(snapshot.letters!.every((l) => /^\/[a-z0-9-]+_testimonial\.pdf$/.test(l.pdf))).toBe(true);
    expect(reviews.list().filter((r) => r.kind === "letter" && r.counted)).toEqual([]);
    // The Spanish page shows each letter translated (marked); the English page as written.
    expect(lettersIn(snapshot.letters!, "es").every((l) => l.translated && l.lang === "en")).toBe(true);
    expect(lettersIn(snapshot.letters!, "en").every((l) => !l.translated)).toBe(true);
    const [first] = letters;
    expect(lettersIn(snapshot.letters!, "en")[0]!.paragraphs.join("\n\n")).toBe(first!.review.text);
  });

  it("are withheld only for a policy reason and restored, the pages produced without the letter, then with it", async () => {
    const reviews = store();
    reviews.seed(siteRepoReviews());
    const [, second] = seededLetterIds(reviews);
    expect(await reviews.withhold(editor, second!, "negative")).toEqual({
      ok: false,
      problem: "reasonRequired",
    });
    expect((await reviews.withhold(editor, second!, "private")).ok).toBe(true);
    const withheld = produced.at(-1)!.reviews!.letters!;
    expect(withheld.map((l) => l.author)).not.toContain(reviews.get(second!)!.displayName);
    expect((await reviews.restore(editor, second!)).ok).toBe(true);
    expect(produced.at(-1)!.reviews!.letters!.map((l) => l.author)).toContain(
      reviews.get(second!)!.displayName,
    );
    expect(auditRows().map((a) => a.action)).toEqual(["review.withhold", "review.restore"]);
  });

  it("take no owner's reply (a letter is offered whole as its PDF), and a translation keeps its letter parts", async () => {
    const reviews = store();
    reviews.seed(siteRepoReviews());
    const [first] = seededLetterIds(reviews);
    expect(await reviews.reply(editor, first!, "Thank you!")).toEqual({ ok: false, problem: "invalid" });
    const before = reviews.get(first!)!.translation!;
    expect(before.letter).toBeDefined();
    expect((await reviews.translate(editor, first!, { text: "Gracias por todo el trabajo." })).ok).toBe(true);
    expect(reviews.get(first!)!.translation).toEqual({ ...before, text: "Gracias por todo el trabajo." });
    const es = lettersIn(produced.at(-1)!.reviews!.letters!, "es").find((l) => l.featured)!;
    expect(es).toMatchObject({ paragraphs: ["Gracias por todo el trabajo."], translated: true });
  });

  it("show a redaction in the printed letter and keep the words as written", async () => {
    const reviews = store();
    reviews.seed(siteRepoReviews());
    const [first] = seededLetterIds(reviews);
    const text = reviews.get(first!)!.text;
    const at = text.indexOf("board");
    expect((await reviews.redact(editor, first!, [{ start: at, end: at + 5 }])).ok).toBe(true);
    const shown = lettersIn(produced.at(-1)!.reviews!.letters!, "en").find((l) => l.featured)!;
    expect(shown.redacted).toBe(true);
    expect(shown.paragraphs.join("\n\n")).toContain(REDACTION_MARK);
    expect(reviews.get(first!)!.text).toBe(text);
  });
});

describe("the letters' schema step", () => {
  it("keeps every review of a file made before letters, as a card with its stars", async () => {
    const { MIGRATIONS } = await import("../site/migrations.server");
    const { REVIEW_LETTERS } = await import("./review-schema.server");
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(REVIEW_LETTERS));
    const old = new SiteDb(":memory:", before);
    old.db
      .prepare(
        `INSERT INTO reviews (source, rating, lang, text, display_name, city, consent, state, received_at, lead_id, updated_at)
         VALUES ('site', 2, 'en', 'The crew left a mess twice.', 'Ann B.', 'Malibu', 1, 'received', '2027-01-01T00:00:00.000Z', 4, '2027-01-01T00:00:00.000Z')`,
      )
      .run();
    for (const step of MIGRATIONS.slice(before.length)) {
      if (typeof step === "string") old.db.exec(step);
      else step(old.db);
    }
    expect(old.db.prepare("SELECT kind, rating, letter, text FROM reviews").all()).toEqual([
      { kind: "card", rating: 2, letter: null, text: "The crew left a mess twice." },
    ]);
    expect(() =>
      old.db
        .prepare(
          `INSERT INTO reviews (kind, source, rating, lang, text, display_name, city, consent, state, received_at, lead_id, updated_at)
           VALUES ('letter', 'site', NULL, 'en', 'A letter through the site', 'Ann B.', 'Malibu', 1, 'received', 'x', 4, 'x')`,
        )
        .run(),
    ).toThrow(/CHECK/);
    old.close();
  });
});

describe("receive", () => {
  it("stores a customer's review as received, counted at once, queues its event and produces the pages", async () => {
    const reviews = store();
    const result = await reviews.receive(spanish);
    expect(result.ok).toBe(true);
    const id = (result as { id: number }).id;
    expect(reviews.get(id)).toMatchObject({
      state: "received",
      rating: 4,
      lang: "es",
      from: { leadId: 7 },
      counted: true,
    });
    expect(received).toEqual([id]);
    expect(produced.at(-1)?.reviews?.stats).toEqual({ count: 1, average: 4 });
    // Not shown before the office (or the sweep) publishes it.
    expect(produced.at(-1)?.reviews?.published.some((r) => r.key === `review:${id}`)).toBe(false);
  });

  it("refuses what the form must not send, naming each field, and stores nothing", async () => {
    const reviews = store();
    const result = await reviews.receive({ ...spanish, rating: 6, displayName: "José Martínez", text: "ok" });
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({
        rating: expect.any(String),
        displayName: expect.any(String),
        text: expect.any(String),
      }),
    });
    expect(await reviews.receive("not a review")).toMatchObject({ ok: false });
    expect(reviews.list()).toEqual([]);
  });

  it("holds its photo as a ref of the review, and takes only a customer's private photo", async () => {
    const add = db.db.prepare(
      "INSERT INTO media (created_at, state, public, type, upload_bytes, width, height) VALUES (?, 'ready', ?, 'jpeg', 1, 1, 1) RETURNING id",
    );
    const privatePhoto = (add.get(clock.toISOString(), 0) as { id: number }).id;
    const publicPhoto = (add.get(clock.toISOString(), 1) as { id: number }).id;
    const reviews = store();
    expect(await reviews.receive({ ...spanish, photoMediaId: publicPhoto })).toEqual({
      ok: false,
      errors: { photoMediaId: "not_found" },
    });
    const { id } = (await reviews.receive({ ...spanish, photoMediaId: privatePhoto })) as { id: number };
    expect(reviews.get(id)?.photoMediaId).toBe(privatePhoto);
    expect(db.db.prepare("SELECT holder FROM media_refs WHERE media_id = ?").all(privatePhoto)).toEqual([
      { holder: `review:${id}` },
    ]);
  });

  it("notes a photo kept after the review was stored (the review form's order), once", async () => {
    const reviews = store();
    const { id } = (await reviews.receive(spanish)) as { id: number };
    expect(reviews.photoKept(id)).toBe(false);
    const add = db.db.prepare(
      "INSERT INTO media (created_at, state, public, type, upload_bytes, width, height) VALUES (?, 'ready', 0, 'jpeg', 1, 1, 1) RETURNING id",
    );
    const photo = (add.get(clock.toISOString()) as { id: number }).id;
    db.db.prepare("INSERT INTO media_refs (media_id, holder) VALUES (?, ?)").run(photo, `review:${id}`);
    expect(reviews.photoKept(id)).toBe(true);
    expect(reviews.get(id)?.photoMediaId).toBe(photo);
    expect(reviews.photoKept(id)).toBe(false);
    // Deleting the person's data hands the photo to the caller, to be removed with theirs.
    const photos: number[] = [];
    expect(forgetReviews(db, { leads: [7], bookings: [] }, photos)).toBe(1);
    expect(photos).toEqual([photo]);
    expect(db.db.prepare("SELECT COUNT(*) AS n FROM media_refs WHERE media_id = ?").get(photo)).toEqual({
      n: 0,
    });
  });

  it("keeps the review when the pages cannot be produced (a customer's words are never lost)", async () => {
    failRender = true;
    const reviews = store();
    const result = await reviews.receive(oneStar);
    expect(result.ok).toBe(true);
    expect(reviews.list()).toHaveLength(1);
  });
});

describe("withholding, by the policy's reasons only", () => {
  it("refuses to withhold a 1-star review without a reason, or for a reason the policy does not name", async () => {
    const reviews = store();
    const { id } = (await reviews.receive(oneStar)) as { id: number };
    for (const reason of [undefined, "", "negative", "low rating"])
      expect(await reviews.withhold(editor, id, reason)).toEqual({ ok: false, problem: "reasonRequired" });
    expect(reviews.get(id)?.state).toBe("received");
  });

  it("withholds any rating for a policy reason, records the reason in the audit log, and can restore it", async () => {
    const reviews = store();
    const { id } = (await reviews.receive(oneStar)) as { id: number };
    expect(await reviews.withhold(editor, id, "private")).toMatchObject({ ok: true });
    expect(reviews.get(id)).toMatchObject({ state: "withheld", withheldReason: "private", counted: true });
    expect(auditRows().at(-1)).toEqual({
      action: "review.withhold",
      subject_type: "review",
      subject_id: String(id),
      fields: JSON.stringify(["state", "withheld_private"]),
    });
    expect(await reviews.restore(editor, id)).toMatchObject({ ok: true });
    expect(reviews.get(id)?.state).toBe("published");
    expect(reviews.history(id).map((v) => v.state)).toEqual(["published", "withheld", "received"]);
    expect(WITHHOLD_REASONS).toContain("private");
  });

  it("leaves a review withheld as fake out of the count and average, and no other", async () => {
    const reviews = store();
    const a = (await reviews.receive(oneStar)) as { id: number };
    await reviews.receive(spanish);
    expect(reviews.stats()).toEqual({ count: 2, average: 2.5 });
    await reviews.withhold(editor, a.id, "abusive");
    expect(reviews.stats()).toEqual({ count: 2, average: 2.5 });
    await reviews.withhold(editor, a.id, "fake");
    expect(reviews.stats()).toEqual({ count: 1, average: 4 });
  });

  it("changes nothing when the pages cannot be produced", async () => {
    const reviews = store();
    const { id } = (await reviews.receive(spanish)) as { id: number };
    failRender = true;
    expect(await reviews.publish(editor, id)).toEqual({ ok: false, problem: "renderError" });
    expect(reviews.get(id)?.state).toBe("received");
    expect(auditRows()).toEqual([]);
  });
});

describe("the sweep", () => {
  it(`publishes a review with consent the office did not act on after ${AUTO_PUBLISH_DAYS} days, whatever its rating`, async () => {
    const reviews = store();
    const { id } = (await reviews.receive(oneStar)) as { id: number };
    const noConsent = (await reviews.receive({ ...spanish, consent: false })) as { id: number };
    clock = new Date(clock.getTime() + (AUTO_PUBLISH_DAYS * DAY - 60_000));
    expect(await reviews.publishDue()).toEqual({ published: [] });
    clock = new Date(clock.getTime() + 60_000);
    expect(await reviews.publishDue()).toEqual({ published: [id] });
    expect(reviews.get(id)?.state).toBe("published");
    expect(reviews.get(noConsent.id)?.state).toBe("received");
    expect(reviewsIn(loadSnapshot(db).reviews!.published, "en").map((r) => r.key)).toContain(`review:${id}`);
    expect(auditRows().at(-1)).toMatchObject({ action: "review.autopublish", subject_id: String(id) });
  });

  it("leaves a review the office withheld while the sweep was on its way to it", async () => {
    let release = () => {};
    let slow = false;
    const reviews = createReviewStore({
      db,
      log: silentLogger,
      now: () => clock,
      pages: {
        produce: (snapshot) =>
          slow
            ? new Promise((resolve) => (release = () => resolve({ ok: true, version: snapshot.version })))
            : Promise.resolve({ ok: true, version: snapshot.version }),
      },
    });
    const { id } = (await reviews.receive(oneStar)) as { id: number };
    clock = new Date(clock.getTime() + (AUTO_PUBLISH_DAYS + 1) * DAY);
    // The office's withholding waits on its pages; the sweep picks the review up meanwhile.
    slow = true;
    const withheld = reviews.withhold(editor, id, "abusive");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const sweep = reviews.publishDue();
    await new Promise((resolve) => setTimeout(resolve, 10));
    slow = false;
    release();
    expect(await withheld).toMatchObject({ ok: true });
    expect(await sweep).toEqual({ published: [] });
    expect(reviews.get(id)).toMatchObject({ state: "withheld", withheldReason: "abusive" });
    expect(auditRows().map((r) => r.action)).not.toContain("review.autopublish");
  });

  it("never publishes a review without consent, even by the office", async () => {
    const reviews = store();
    const { id } = (await reviews.receive({ ...spanish, consent: false })) as { id: number };
    expect(await reviews.publish(editor, id)).toEqual({ ok: false, problem: "noConsent" });
  });
});

describe("what the pages show", () => {
  it("shows a review in its language, the office's translation marked in the other, the owner's reply under it", async () => {
    const reviews = store();
    const { id } = (await reviews.receive(spanish)) as { id: number };
    await reviews.publish(editor, id);
    let published = loadSnapshot(db).reviews!.published;
    expect(reviewsIn(published, "es")[0]).toMatchObject({ key: `review:${id}`, translated: false });
    expect(reviewsIn(published, "en").some((r) => r.key === `review:${id}`)).toBe(false);
    await reviews.translate(editor, id, {
      text: "They repaired the deck and water no longer leaks into the dining room.",
    });
    await reviews.reply(editor, id, "Gracias, José.");
    published = loadSnapshot(db).reviews!.published;
    expect(reviewsIn(published, "en")[0]).toMatchObject({
      key: `review:${id}`,
      translated: true,
      reply: "Gracias, José.",
    });
  });

  it("redacts personal data by marking it: the stored words are unchanged, the page shows the mark", async () => {
    const reviews = store();
    const text = "Great crew, call Bob at 310-555-0199 for a reference.";
    const { id } = (await reviews.receive({ ...oneStar, rating: 5, text })) as { id: number };
    const start = text.indexOf("310");
    expect(await reviews.redact(editor, id, [{ start, end: start + 12 }])).toMatchObject({ ok: true });
    await reviews.publish(editor, id);
    expect(reviews.get(id)?.text).toBe(text);
    const shown = reviewsIn(loadSnapshot(db).reviews!.published, "en")[0]!;
    expect(shown.text).toBe(`Great crew, call Bob at ${REDACTION_MARK} for a reference.`);
    expect(shown.redacted).toBe(true);
    expect(await reviews.redact(editor, id, [{ start: 0, end: text.length + 5 }])).toEqual({
      ok: false,
      problem: "invalid",
    });
  });

  it("hides personal details, not what the customer said: a mark past 80 characters, or past a quarter of the text, is refused", async () => {
    const reviews = store();
    const text =
      "The crew was late three days in a row, left debris in the yard, and the balcony leaked again " +
      "after the first storm; the owner never called back. Reach me at 310-555-0199.";
    const { id } = (await reviews.receive({ ...oneStar, text })) as { id: number };
    const phone = text.indexOf("310");
    expect(await reviews.redact(editor, id, [{ start: phone, end: phone + 12 }])).toMatchObject({ ok: true });
    // One long mark over the complaint.
    expect(await reviews.redact(editor, id, [{ start: 0, end: 90 }])).toEqual({
      ok: false,
      problem: "tooMuchHidden",
    });
    // Many short ones adding up past a quarter.
    const sentences = [0, 40, 80, 120].map((start) => ({ start, end: start + 30 }));
    expect(await reviews.redact(editor, id, sentences)).toEqual({ ok: false, problem: "tooMuchHidden" });
    expect(reviews.get(id)?.redactions).toEqual([{ start: phone, end: phone + 12 }]);
    expect(REDACTION_LIMITS.share).toBeLessThan(0.5);
    // A short review keeps at least half of its words.
    const short = (await reviews.receive({ ...oneStar, text: "Awful work. Never again. Ann." })) as {
      id: number;
    };
    expect(await reviews.redact(editor, short.id, [{ start: 0, end: 23 }])).toEqual({
      ok: false,
      problem: "tooMuchHidden",
    });
  });

  it("counts what came through the site for the office's numbers", async () => {
    const reviews = store();
    reviews.seed(siteRepoReviews());
    const { id } = (await reviews.receive(spanish)) as { id: number };
    await reviews.receive(oneStar);
    await reviews.publish(editor, id);
    expect(reviews.numbers()).toEqual({ received: 2, published: 1, count: 2, average: 2.5 });
  });
});

describe("deleting a person's data", () => {
  it("removes their reviews, published ones and their history included, and no one else's", async () => {
    const reviews = store();
    const mine = (await reviews.receive(spanish)) as { id: number };
    const theirs = (await reviews.receive(oneStar)) as { id: number };
    await reviews.publish(editor, mine.id);
    expect(forgetReviews(db, { leads: [7], bookings: [] })).toBe(1);
    expect(reviews.get(mine.id)).toBeUndefined();
    expect(reviews.history(mine.id)).toEqual([]);
    expect(loadSnapshot(db).reviews!.published.some((r) => r.key === `review:${mine.id}`)).toBe(false);
    expect(reviews.get(theirs.id)?.state).toBe("received");
    expect(reviews.stats()).toEqual({ count: 1, average: 1 });
  });
});

describe("deleting one review at its writer's request", () => {
  it("removes it, published, with its history, from the pages and the count; the audit log keeps who and when", async () => {
    const reviews = store();
    const asked = (await reviews.receive(spanish)) as { id: number };
    const other = (await reviews.receive(oneStar)) as { id: number };
    await reviews.publish(editor, asked.id);
    expect(await reviews.erase(editor, asked.id)).toEqual({ ok: true, photos: [] });
    expect(reviews.get(asked.id)).toBeUndefined();
    expect(reviews.history(asked.id)).toEqual([]);
    expect(loadSnapshot(db).reviews!.published.some((r) => r.key === `review:${asked.id}`)).toBe(false);
    expect(reviews.stats()).toEqual({ count: 1, average: 1 });
    expect(reviews.get(other.id)?.state).toBe("received");
    expect(auditRows().at(-1)).toEqual({
      action: "review.deleted",
      subject_type: "review",
      subject_id: String(asked.id),
      fields: JSON.stringify(["writer_asked"]),
    });
    expect(await reviews.erase(editor, asked.id)).toEqual({ ok: false, problem: "notFound" });
  });

  it("refuses a card from the repository (the next start's seed would bring it back)", async () => {
    const reviews = store();
    reviews.seed(siteRepoReviews());
    const seeded = reviews.list().find((r) => r.source === "seeded")!;
    expect(await reviews.erase(editor, seeded.id)).toEqual({ ok: false, problem: "notFound" });
    expect(reviews.get(seeded.id)).toBeDefined();
  });
});

describe("the timer", () => {
  it("runs the sweep on its interval", async () => {
    vi.useFakeTimers();
    try {
      const reviews = store();
      const spy = vi.spyOn(reviews, "publishDue");
      const stop = reviews.startSweep(1000);
      await vi.advanceTimersByTimeAsync(1000);
      stop();
      expect(spy).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
