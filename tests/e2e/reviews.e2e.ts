/**
 * Customers' reviews on the built server (decision 034): a Spanish customer of a done job, asked from
 * the office (the link e-mailed through a real SMTP server), reviews on the review page without script;
 * published by the office from its Reviews screen, the review shows on
 * /es/testimonios and not on /testimonials, with the site's count and average updated; a 1-star review
 * with consent cannot be withheld without a policy reason, and the sweep publishes it once 7 days have
 * passed (the clock moved through the store's received time, no sleeping). Zero axe violations on the
 * office's screen, the testimonials pages and the review policy, at 390 and 1440 px, in both languages
 * (one visit each, resized). The office's screen's screenshots go to test-results/reviews/.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFor, formatFigure } from "~/content/copy";
import { officePaths } from "~/content/office/paths";
import { numbersCopy } from "~/content/office/work";
import { reviewProblemWords, reviewsCopy } from "~/content/office/reviews";
import { pathsByLang } from "~/content/paths";
import type { Lang } from "~/content/i18n";
import { withoutPageSets } from "../../server/page-sets.server";
import { AUTO_PUBLISH_DAYS, letterPdfPath, type ReceivedReview } from "~/lib/reviews/review-record";
import { createReviewStore } from "~/lib/reviews/review-store.server";
import { silentLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser, viewports } from "./support/browser";
import { seedPerson, startOfficeServer, withDb, type OfficeServer } from "./support/office";
import { smallTargets } from "./support/tap-targets";
import { smtpInbox } from "~/lib/leads/smtp-inbox.testing";
import { LeadsDb } from "~/lib/leads/leads-db.server";
import { storedLead } from "~/lib/leads/lead-fixtures.testing";
import { reviewAskCopy } from "~/content/office/review-ask";
import { reviewPageCopy as reviewPageEs } from "~/content/es/review-page";
import { reviewPageCopy as reviewPageEn } from "~/content/review-page";
import type { PhotoRefusal } from "~/lib/media/limits";
import { fill } from "~/content/widget-copy";
import { requestPath, reviewPhotoPath } from "~/lib/office/work-paths";
import { postDeclaring } from "./support/declared-post";
import { phoneJpeg } from "./support/photos";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: OfficeServer;
let staff: ReturnType<typeof seedPerson>;
let inbox: Awaited<ReturnType<typeof smtpInbox>>;

beforeAll(async () => {
  // The sweep checks often here, so a review made 7 days old is published within a moment.
  inbox = await smtpInbox();
  server = await startOfficeServer(88, {
    REVIEW_SWEEP_MS: "200",
    SMTP_URL: inbox.url,
    OUTBOX_POLL_MS: "200",
  });
  staff = seedPerson(server.dbPath, {
    email: "reviews.staff@example.com",
    role: "office",
    name: "Rae Staff",
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

/** `receive` as the review form will call it, against the server's database (a second process). */
async function receive(review: ReceivedReview): Promise<number> {
  const db = new SiteDb(server.dbPath);
  try {
    const result = await createReviewStore({ db, pages: withoutPageSets, log: silentLogger }).receive(review);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    return result.id;
  } finally {
    db.close();
  }
}

/** What the store holds now: the count and average every page must show, the office's numbers. */
function fromStore<T>(read: (store: ReturnType<typeof createReviewStore>) => T): T {
  const db = new SiteDb(server.dbPath);
  try {
    return read(createReviewStore({ db, pages: withoutPageSets, log: silentLogger }));
  } finally {
    db.close();
  }
}
const storeStats = () => fromStore((s) => s.stats());
const storeNumbers = () => fromStore((s) => s.numbers());

const publicHtml = async (path: string) => {
  const r = await fetch(`${server.origin}${path}`);
  expect(r.status, path).toBe(200);
  return r.text();
};

/** Polls `read` until it is true (the page sets switch a moment after a commit); fails after `ms`. */
async function eventually(read: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Zero axe violations and nothing wider than the screen at 390, then at 1440 px, on one visit; the
 * office's screen also has no tap target under 44 px at 390.
 */
async function bothWidths(page: Page, label: string, name: string, { office = false } = {}) {
  for (const viewport of ["phone", "desktop"] as const) {
    await page.setViewportSize(viewports[viewport]);
    expect(await axeViolations(page), `${label} at ${viewport}`).toEqual([]);
    if (office && viewport === "phone") expect(await smallTargets(page), label).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports[viewport].width,
    );
    // The office's screen is new: a screenshot of it for people to look at (the public pages' layout is
    // the site's own, checked by the layout tests).
    if (office) await saveScreenshot(page, "reviews", `${name}-${viewports[viewport].width}`);
  }
}

const averageLine = (lang: Lang) => {
  const { ui } = copyFor(lang);
  const s = storeStats();
  return ui.reviews.average(formatFigure({ value: s.average! }, lang, ui.stats).number, s.count);
};

const spanish: ReceivedReview = {
  rating: 4,
  text: "Cambiaron el tapajuntas de la puerta y la terraza ya no gotea sobre la cochera.",
  lang: "es",
  displayName: "Rocío G.",
  city: "Pasadena",
  consent: true,
  from: { leadId: 1 },
};

/** A Spanish customer's quote request whose job the office marked done; its id. */
function doneSpanishLead(): number {
  const db = new SiteDb(server.dbPath);
  try {
    const id = new LeadsDb(db).insertLead({
      ...storedLead,
      name: "Rocío Gutiérrez",
      email: "rocio.reviews@example.com",
      language: "es",
      page: pathsByLang.es.contact,
    });
    db.db
      .prepare("UPDATE leads SET stage = 'done', done_at = ? WHERE id = ?")
      .run(new Date().toISOString(), id);
    return id;
  } finally {
    db.close();
  }
}

describe("a review through the site", () => {
  it("asked from the office by e-mail, given in Spanish without script, published: on /es/testimonios, not on /testimonials, the average updated", async () => {
    // The office asks: the link goes by e-mail, in the customer's language, through a real SMTP server.
    const leadId = doneSpanishLead();
    const office = await openPage(browser(), "phone", { baseURL: server.origin });
    await office.context.addCookies([{ name: "office_session", value: staff.sessionId, url: server.origin }]);
    await office.page.goto(requestPath("lead", leadId));
    await office.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await office.page.getByRole("button", { name: reviewAskCopy.email }).click();
    await office.page.getByRole("status").filter({ hasText: reviewAskCopy.emailed }).waitFor();
    await office.page.getByText(reviewAskCopy.asked(1, 2)).waitFor();
    await office.close();
    const mail = await (async () => {
      for (let i = 0; i < 150; i++) {
        const found = inbox.messages.find((m) => m.to.includes("rocio.reviews@example.com"));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("the review e-mail never came");
    })();
    const raw = mail.raw.replace(/=\r?\n/g, "");
    const link = /\/review\/[A-Za-z0-9_-]{43}/.exec(raw)?.[0];
    expect(link, "the e-mail carries the review link").toBeTruthy();
    expect(raw).toContain(pathsByLang.es.reviewPolicy);

    // The review page: never indexed, and nothing for axe at either width (reading it changes nothing).
    const look = await openPage(browser(), "phone", { baseURL: server.origin });
    const opened = await look.page.goto(link!);
    expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
    await look.page.getByRole("heading", { level: 1, name: reviewPageEs.title }).waitFor();
    await bothWidths(look.page, "the review page", "review-page");
    await look.close();
    // The customer reviews, in Spanish, without script: their stars, their words, their name as signed, consent.
    const customer = await openPage(browser(), "phone", { baseURL: server.origin, javaScriptEnabled: false });
    await customer.page.goto(link!);
    await customer.page
      .getByRole("radio", { name: fill(reviewPageEs.rating.option, { n: spanish.rating }), exact: true })
      .check();
    await customer.page.getByLabel(reviewPageEs.text.label).fill(spanish.text);
    expect(await customer.page.getByLabel(reviewPageEs.displayName.label).inputValue()).toBe("Rocío G.");
    await customer.page.getByLabel(reviewPageEs.city.label).fill(spanish.city);
    expect(await customer.page.getByLabel(reviewPageEs.consent).isChecked()).toBe(false);
    await customer.page.getByLabel(reviewPageEs.consent).check();
    // With a phone photo (GPS tags and a rotation), through the quote form's pipeline.
    await customer.page.getByLabel(reviewPageEs.photo.label).setInputFiles({
      name: "IMG_3120.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(1600, 1200, { tagged: true }),
    });
    await customer.page.getByRole("button", { name: reviewPageEs.submit }).click();
    await customer.page.getByRole("heading", { level: 1, name: reviewPageEs.thanks.title }).waitFor();
    const photoWords = copyFor("es").photos;
    expect(await customer.page.locator("[data-photo-outcomes]").innerText()).toContain(
      `${photoWords.numbered(1)}: ${photoWords.outcomes.kept}`,
    );
    // The link is spent: opened again, it says so.
    expect((await fetch(`${server.origin}${link!}`)).status).toBe(410);
    await customer.close();
    const id = withDb(
      server.dbPath,
      (db) => (db.prepare("SELECT id FROM reviews WHERE lead_id = ?").get(leadId) as { id: number }).id,
    );

    // The photo is the office's: served to its session only, private, once it is prepared.
    const photo = withDb(
      server.dbPath,
      (db) =>
        (db.prepare("SELECT photo_media_id AS p FROM reviews WHERE id = ?").get(id) as { p: number | null })
          .p,
    );
    expect(photo).toBeTypeOf("number");
    const thumb = `${server.origin}${reviewPhotoPath(id, photo!, "thumb")}`;
    await expect
      .poll(
        async () => (await fetch(thumb, { headers: { cookie: `office_session=${staff.sessionId}` } })).status,
        { timeout: 30_000 },
      )
      .toBe(200);
    const served = await fetch(thumb, { headers: { cookie: `office_session=${staff.sessionId}` } });
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("no-store");
    expect((await fetch(thumb)).status).toBe(401);

    const w = await openPage(browser(), "phone", { baseURL: server.origin });
    await w.context.addCookies([{ name: "office_session", value: staff.sessionId, url: server.origin }]);
    await w.page.goto(officePaths.reviews);
    await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const row = w.page.locator(`[data-review-id="${id}"]`);
    expect(await row.getByTestId("review-state").innerText()).toBe(reviewsCopy.states.received);
    await row.getByRole("img", { name: reviewsCopy.photo.open }).waitFor();
    // A letter takes no owner's reply: its details offer the translation and the hidden words only.
    const letterRow = w.page.locator("[data-review-id]").filter({ hasText: reviewsCopy.letter.pdf }).first();
    await letterRow.getByText(reviewsCopy.moreLetter, { exact: true }).click();
    expect(await letterRow.getByLabel(reviewsCopy.reply.label).count()).toBe(0);
    await row.getByText(reviewsCopy.more, { exact: true }).click();
    expect(await row.getByLabel(reviewsCopy.reply.label).count()).toBe(1);
    await bothWidths(w.page, "the office's Reviews screen", "office-reviews", { office: true });
    await row.getByRole("button", { name: reviewsCopy.publish, exact: true }).click();
    await w.page.getByRole("status").filter({ hasText: reviewsCopy.done.publish }).waitFor();
    await row.getByTestId("review-state").filter({ hasText: reviewsCopy.states.published }).waitFor();
    await w.close();

    const es = await publicHtml(pathsByLang.es.testimonials);
    expect(es).toContain(`data-review="review:${id}"`);
    // Its photo stays the office's: never on the public page.
    expect(es).not.toContain(`photos/${photo}`);
    expect(es).toContain(averageLine("es"));
    const en = await publicHtml(pathsByLang.en.testimonials);
    expect(en).not.toContain(`data-review="review:${id}"`);
    expect(en).toContain(averageLine("en"));
    // The office's numbers count it: the customers asked, received, published and the average, as the store has them.
    const numbers = await (
      await fetch(`${server.origin}${officePaths.numbers}`, {
        headers: { cookie: `office_session=${staff.sessionId}` },
      })
    ).text();
    const n = storeNumbers();
    const asked = withDb(
      server.dbPath,
      (db) =>
        (
          db
            .prepare(
              "SELECT COUNT(DISTINCT COALESCE('lead:' || lead_id, 'booking:' || booking_id)) AS n FROM review_requests",
            )
            .get() as { n: number }
        ).n,
    );
    expect(asked).toBeGreaterThan(0);
    for (const [label, value] of [
      [numbersCopy.reviews.asked, asked],
      [numbersCopy.reviews.received, n.received],
      [numbersCopy.reviews.published, n.published],
      [numbersCopy.reviews.average, n.average],
    ] as const)
      expect(numbers).toMatch(new RegExp(`${label.replace(/[()]/g, "\\$&")}</dt><dd[^>]*>${value}</dd>`));
    // The stats strip shows the same figures: the fixed rating is gone.
    expect(await publicHtml(pathsByLang.en.home)).toContain(
      copyFor("en").ui.reviews.strip(storeStats().count),
    );
  });

  it("a 1-star review with consent: no withholding without a policy reason, published after 7 days", async () => {
    const text = "They came late twice and the balcony still drips after rain.";
    const id = await receive({ ...spanish, rating: 1, lang: "en", text, displayName: "Ann B." });
    // Withholding with no reason, or one the policy does not name, is refused (the form posted as is).
    for (const reason of ["", "negative"]) {
      const r = await fetch(`${server.origin}${officePaths.reviews}`, {
        method: "POST",
        headers: {
          cookie: `office_session=${staff.sessionId}`,
          origin: server.origin,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "withhold", id: String(id), reason }).toString(),
      });
      expect(r.status).toBe(400);
      expect(await r.text()).toContain(reviewProblemWords.reasonRequired.split(":")[0]);
    }
    const state = () =>
      withDb(
        server.dbPath,
        (db) => (db.prepare("SELECT state FROM reviews WHERE id = ?").get(id) as { state: string }).state,
      );
    expect(state()).toBe("received");

    // Seven days pass for this review: the sweep publishes it, whatever its rating.
    const weekAgo = new Date(Date.now() - AUTO_PUBLISH_DAYS * 24 * 3600_000 - 60_000).toISOString();
    withDb(server.dbPath, (db) =>
      db.prepare("UPDATE reviews SET received_at = ? WHERE id = ?").run(weekAgo, id),
    );
    await eventually(
      async () => (await publicHtml(pathsByLang.en.testimonials)).includes(`data-review="review:${id}"`),
      "the 1-star review on /testimonials",
    );
    expect(state()).toBe("published");
    const audit = withDb(server.dbPath, (db) =>
      db
        .prepare("SELECT action FROM audit_log WHERE subject_type = 'review' AND subject_id = ?")
        .all(String(id)),
    );
    expect(audit).toEqual([{ action: "review.autopublish" }]);
    expect(await publicHtml(pathsByLang.en.testimonials)).toContain(averageLine("en"));
  });

  it("deleted at its writer's request: behind a ticked box, gone from the page and the count, audited", async () => {
    const text = "Please take this down later: the terrace is fine, thank you all.";
    const id = await receive({ ...spanish, rating: 4, lang: "en", text, displayName: "Del R." });
    expect((await officePost({ intent: "publish", id: String(id) })).status).toBe(200);
    await eventually(
      async () => (await publicHtml(pathsByLang.en.testimonials)).includes(`data-review="review:${id}"`),
      "the review on /testimonials",
    );
    const before = storeStats().count;
    const w = await openPage(browser(), "phone", {
      baseURL: server.origin,
      expectedErrors: [/status of 400/],
    });
    await w.context.addCookies([{ name: "office_session", value: staff.sessionId, url: server.origin }]);
    await w.page.goto(officePaths.reviews);
    await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const row = w.page.locator(`[data-review-id="${id}"]`);
    await row.getByText(reviewsCopy.more, { exact: true }).click();
    // Without the box ticked, nothing happens.
    await row.getByRole("button", { name: reviewsCopy.erase.submit }).click();
    await w.page.getByText(reviewsCopy.erase.needsConfirm).waitFor();
    expect(await w.page.locator(`[data-review-id="${id}"]`).count()).toBe(1);
    await row.getByLabel(reviewsCopy.erase.confirm).check();
    await row.getByRole("button", { name: reviewsCopy.erase.submit }).click();
    await w.page.getByRole("status").filter({ hasText: reviewsCopy.erase.done }).waitFor();
    await expect.poll(() => w.page.locator(`[data-review-id="${id}"]`).count()).toBe(0);
    await w.close();
    await eventually(
      async () => !(await publicHtml(pathsByLang.en.testimonials)).includes(`data-review="review:${id}"`),
      "the review gone from /testimonials",
    );
    expect(storeStats().count).toBe(before - 1);
    expect(await publicHtml(pathsByLang.en.testimonials)).toContain(averageLine("en"));
    expect(
      withDb(server.dbPath, (db) => ({
        rows: db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE id = ?").get(id),
        versions: db.prepare("SELECT COUNT(*) AS n FROM content_versions WHERE key = ?").get(`review:${id}`),
        audit: db
          .prepare("SELECT action FROM audit_log WHERE subject_type = 'review' AND subject_id = ?")
          .all(String(id)),
      })),
    ).toEqual({
      rows: { n: 0 },
      versions: { n: 0 },
      audit: [{ action: "review.publish" }, { action: "review.deleted" }],
    });
  });
});

/** A review link for a done quote request in `lang`, as the office's ask stores it (the token's hash). */
function reviewLink(lang: Lang, email: string): { link: string; leadId: number } {
  const token = randomBytes(32).toString("base64url");
  const site = new SiteDb(server.dbPath);
  try {
    const db = site.db;
    const leadId = new LeadsDb(site).insertLead({
      ...storedLead,
      email,
      language: lang,
      page: pathsByLang[lang].contact,
    });
    db.prepare("UPDATE leads SET stage = 'done', done_at = ? WHERE id = ?").run(
      new Date().toISOString(),
      leadId,
    );
    db.prepare(
      "INSERT INTO review_requests (created_at, token_hash, lead_id, language, channel, expires_at) VALUES (?, ?, ?, ?, 'link', ?)",
    ).run(
      new Date().toISOString(),
      createHash("sha256").update(token).digest("base64url"),
      leadId,
      lang,
      new Date(Date.now() + 24 * 3600_000).toISOString(),
    );
    return { link: `/review/${token}`, leadId };
  } finally {
    site.close();
  }
}

describe("a review with a photo the pipeline refuses", () => {
  it.each([
    [
      "en",
      "an SVG named .jpg",
      "not-photo" as PhotoRefusal,
      {
        name: "deck.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      },
    ],
    [
      "es",
      "a HEIC",
      "heic" as PhotoRefusal,
      {
        name: "IMG_0007.HEIC",
        mimeType: "image/heic",
        buffer: Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from("ftypheic"),
          Buffer.from([0, 0, 0, 0]),
          Buffer.from("mif1heic"),
          Buffer.alloc(2048),
        ]),
      },
    ],
  ] as const)(
    "(%s, %s) is stored with its words and says, in the page's language, why the photo was not kept",
    async (lang, _what, reason, file) => {
      const words = lang === "es" ? reviewPageEs : reviewPageEn;
      const photoWords = copyFor(lang).photos;
      const { link, leadId } = reviewLink(lang, `bad.photo.${lang}@example.com`);
      const customer = await openPage(browser(), "phone", {
        baseURL: server.origin,
        javaScriptEnabled: false,
      });
      await customer.page.goto(link);
      await customer.page
        .getByRole("radio", { name: fill(words.rating.option, { n: 3 }), exact: true })
        .check();
      const text =
        lang === "es"
          ? "Buen trabajo, aunque tardaron un día más."
          : "Good work, though it took a day longer.";
      await customer.page.getByLabel(words.text.label).fill(text);
      await customer.page.getByLabel(words.displayName.label).fill(lang === "es" ? "Luz P." : "Sam P.");
      await customer.page.getByLabel(words.city.label).fill("Glendale");
      await customer.page.getByLabel(words.consent).check();
      await customer.page.getByLabel(words.photo.label).setInputFiles(file);
      const answer = customer.page.waitForResponse((r) => r.request().method() === "POST");
      await customer.page.getByRole("button", { name: words.submit }).click();
      expect((await answer).status()).toBeLessThan(500);
      await customer.page.getByRole("heading", { level: 1, name: words.thanks.title }).waitFor();
      const outcomes = await customer.page.locator("[data-photo-outcomes]").innerText();
      expect(outcomes).toContain(
        `${photoWords.numbered(1)}: ${photoWords.outcomes.notKept}, ${photoWords.refused[reason]}`,
      );
      expect(outcomes).toContain(photoWords.outcomes.notes.review);
      await customer.close();
      const stored = withDb(
        server.dbPath,
        (db) =>
          db.prepare("SELECT text, state, photo_media_id, id FROM reviews WHERE lead_id = ?").get(leadId) as {
            text: string;
            state: string;
            photo_media_id: number | null;
            id: number;
          },
      );
      expect(stored).toMatchObject({ text, state: "received", photo_media_id: null });
      expect(
        withDb(server.dbPath, (db) =>
          db.prepare("SELECT COUNT(*) AS n FROM media_refs WHERE holder = ?").get(`review:${stored.id}`),
        ),
      ).toEqual({ n: 0 });
    },
  );
});

describe("a review too large to read", () => {
  it("is refused whole, with a page about the review in its customer's language", async () => {
    const { link } = reviewLink("es", "too.large.review@example.com");
    // Node answers from the stated length, before reading the body.
    const res = await postDeclaring(new URL(link, server.origin), 200 * 1024 * 1024);
    const words = copyFor("es").photos.refusedPage.review;
    expect(res.status).toBe(413);
    expect(res.text).toContain(words.tooLargeTitle);
    expect(res.text).toContain(words.tooLarge);
  });
});

/** An office form posted as the Reviews screen posts it, with the staff member's session. */
const officePost = (fields: Record<string, string>) =>
  fetch(`${server.origin}${officePaths.reviews}`, {
    method: "POST",
    headers: {
      cookie: `office_session=${staff.sessionId}`,
      origin: server.origin,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("the customers' letters", () => {
  it("a letter withheld for a policy reason leaves both testimonials pages and its PDF answers 404; published again, it is back", async () => {
    const letters = withDb(
      server.dbPath,
      (db) =>
        db.prepare("SELECT id, display_name FROM reviews WHERE kind = 'letter' ORDER BY id").all() as {
          id: number;
          display_name: string;
        }[],
    );
    expect(letters.length).toBeGreaterThan(0);
    const letter = letters.at(-1)!;
    const pdf = letterPdfPath(letter.display_name);
    const offered = async (yes: boolean) => {
      const file = await fetch(`${server.origin}${pdf}`);
      if (file.status !== (yes ? 200 : 404)) return false;
      if (yes && !(file.headers.get("content-type") ?? "").startsWith("application/pdf")) return false;
      for (const lang of ["en", "es"] as const)
        if ((await publicHtml(pathsByLang[lang].testimonials)).includes(`href="${pdf}"`) !== yes)
          return false;
      return true;
    };
    expect(await offered(true)).toBe(true);

    const withheld = await officePost({ intent: "withhold", id: String(letter.id), reason: "private" });
    expect(withheld.status).toBe(200);
    await eventually(() => offered(false), "the withheld letter gone from both pages, its PDF 404");
    expect(
      withDb(server.dbPath, (db) =>
        db
          .prepare("SELECT action, fields FROM audit_log WHERE subject_type = 'review' AND subject_id = ?")
          .all(String(letter.id)),
      ),
    ).toEqual([{ action: "review.withhold", fields: JSON.stringify(["state", "withheld_private"]) }]);

    expect((await officePost({ intent: "restore", id: String(letter.id) })).status).toBe(200);
    await eventually(() => offered(true), "the letter back on both pages with its PDF");
  });
});

describe("the public pages in both languages", () => {
  it.each(["en", "es"] as const)(
    "testimonials and the review policy (%s): axe 0 at 390 and 1440 px",
    async (lang) => {
      const w = await openPage(browser(), "phone", { baseURL: server.origin });
      for (const [path, name] of [
        [pathsByLang[lang].testimonials, "testimonials"],
        [pathsByLang[lang].reviewPolicy, "review-policy"],
      ] as const) {
        // Public pages are server HTML (islands only where a widget needs one): nothing to wait for.
        await w.page.goto(path);
        await bothWidths(w.page, path, `${name}-${lang}`);
      }
      // The testimonials page links to the policy.
      await w.page.goto(pathsByLang[lang].testimonials);
      expect(
        await w.page.getByRole("link", { name: copyFor(lang).ui.reviews.policy }).getAttribute("href"),
      ).toBe(pathsByLang[lang].reviewPolicy);
      await w.close();
    },
  );
});
