/**
 * The office's article editor and a record's history, as the office uses them: signed in with a passkey
 * (Chromium's virtual authenticator) on a phone, a new article is written, refused at Publish while its
 * Markdown has raw HTML (the reason in words), published, changed, restored from its history, scheduled
 * to publish later (badged in the list), cancelled, and refused a moment that has passed. Both
 * screens have zero axe violations at 390 and 1440 px, no tap target under 44 px on the phone and nothing
 * scrolling sideways; the editor saves a draft without JavaScript. Screenshots: test-results/office/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTags } from "~/content/article-tags";
import { articleEditorCopy as copy, historyCopy, markdownProblemWords } from "~/content/office/articles";
import { company } from "~/content/company";
import { contentStateWords, publishProblemWords } from "~/content/office/content";
import { contentListCopy } from "~/content/office/website";
import { zonedDate, zonedInstant } from "~/lib/booking/windows";
import { articleFieldsOf, formValuesOf, suggestSlug } from "~/lib/office/article-form";
import { articlePath, listPath } from "~/lib/office/content-paths";
import { officeDateTime, officeScheduleTime } from "~/lib/office/format";
import { historyPath } from "~/lib/office/record-history";
import { axeViolations } from "./support/axe";
import { openPage, settles, sharedBrowser, viewports, type ViewportName } from "./support/browser";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  registerFromInvitation,
  seedPerson,
  startOfficeServer,
  withDb,
  type OfficeServer,
} from "./support/office";
import { sidewaysScroll, smallTargets } from "./support/tap-targets";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: OfficeServer;
let owner: ReturnType<typeof seedPerson>;

beforeAll(async () => {
  server = await startOfficeServer(120);
  owner = seedPerson(server.dbPath, {
    email: "owner.articles@example.com",
    role: "owner",
    name: "Olivia Owner",
  });
});
afterAll(async () => {
  await server?.stop();
});

const TITLE = "Choosing a Deck Coating for a Coastal Home";
const DESCRIPTION =
  "How salt air, sun and foot traffic decide which deck coating lasts on a coastal home, and what to ask a contractor before the work starts.";
const TAGS = ["deck", "coastal"] as const;

const hydrated = async (page: Page, path: string) => {
  await page.goto(`${server.origin}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

/** No axe violation, no tap target under 44 px on the phone, nothing scrolling sideways. */
async function layoutHolds(page: Page, viewport: ViewportName, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
  if (viewport === "phone") expect(await smallTargets(page), label).toEqual([]);
  expect(await sidewaysScroll(page), label).toBe(0);
}

/** The page as it is at each width: `layoutHolds` there, and a screenshot named `name-<width>.png`. */
async function atBothWidths(page: Page, name: string, label: string) {
  for (const viewport of ["phone", "desktop"] as const) {
    await page.setViewportSize(viewports[viewport]);
    await layoutHolds(page, viewport, `${label} at ${viewport}`);
    await saveScreenshot(page, "office", `${name}-${viewports[viewport].width}`);
  }
}

const recordOf = (slug: string) =>
  withDb(server.dbPath, (db) =>
    db.prepare("SELECT key FROM content_records WHERE key = ?").get(`article:${slug}`),
  ) as { key: string } | undefined;

describe("the article editor", () => {
  it("writes a new article on a phone: the slug follows the title, the description is counted, raw HTML blocks Publish in words, then it publishes; its history restores an earlier version", async () => {
    const w = await openPage(browser(), "phone");
    await addVirtualAuthenticator(w.page);
    await registerFromInvitation(
      w.page,
      await inviteFromCli(server, "writer.articles@example.com"),
      "Wendy Writer",
    );
    const { page } = w;
    await hydrated(page, articlePath("new"));

    // The slug is suggested from the title as it is typed.
    await page.getByLabel(copy.fields.title, { exact: true }).first().fill(TITLE);
    const slug = suggestSlug(TITLE, "en");
    expect(await page.getByLabel(copy.fields.slug).first().inputValue()).toBe(slug);

    // The description's count says what is missing, then that the length is good.
    const description = page.getByLabel(copy.fields.description, { exact: true }).first();
    await description.fill(DESCRIPTION.slice(0, 50));
    expect(await page.getByTestId("description-count").first().innerText()).toBe(
      copy.fields.descriptionCount(50, 120, 160),
    );
    await description.fill(DESCRIPTION);
    expect(await page.getByTestId("description-count").first().innerText()).toBe(
      copy.fields.descriptionCount(DESCRIPTION.length, 120, 160),
    );

    for (const tag of TAGS) await page.getByLabel(articleTags[tag], { exact: true }).check();
    await page.getByLabel(copy.image.drawing).check();
    await page.getByLabel(copy.image.alt).fill("Illustration of a coated deck above the ocean");
    const body = page.getByLabel(copy.fields.body, { exact: true });
    await body.fill(
      "Salt air is hard on decks.\n\n<script>alert('x')</script>\n\n## What to ask\n\nAsk for a flood test.",
    );

    // Publish saves the draft, then refuses: the Markdown's raw HTML, in words.
    await page.getByRole("button", { name: copy.actions.publish, exact: true }).click();
    await page.waitForURL((url) => url.pathname === articlePath(slug) && url.search.includes("done=blocked"));
    // React shows the answer just after the address changes.
    await expect.poll(() => page.getByRole("alert").first().innerText()).toBe(copy.blocked);
    const problems = page.getByTestId("pending-problems");
    expect(await problems.innerText()).toContain(markdownProblemWords.rawHtml("<script>alert('x')</script>"));
    expect(recordOf(slug)).toBeDefined();
    // Nothing typed is lost.
    expect(await page.getByLabel(copy.fields.title, { exact: true }).first().inputValue()).toBe(TITLE);

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await body.fill(
      "Salt air is hard on decks.\n\n## What to ask\n\nAsk for a [flood test](/services/deck-waterproofing-coating-repair).",
    );
    await page.getByRole("button", { name: copy.actions.publish, exact: true }).click();
    await page.waitForURL((url) => url.search.includes("done=published"));
    await expect.poll(() => page.getByRole("status").first().innerText()).toBe(copy.published);
    expect(await page.locator("#article-state").innerText()).toContain(contentStateWords.published);
    await layoutHolds(page, "phone", "a published article's editor");

    // A second version: a new title (it lands on the same address: wait for the form's answer).
    await page.getByLabel(copy.fields.title, { exact: true }).first().fill(`${TITLE}: A Guide`);
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: copy.actions.publish, exact: true }).click();
    await answered;
    await page.waitForURL((url) => url.search.includes("done=published"));

    // The history: newest first, who, what changed (old → new), and a restore of version 1.
    await hydrated(page, historyPath(`article:${slug}`));
    const versions = page.getByTestId("versions").locator(":scope > li");
    expect(await versions.count()).toBe(2);
    const newest = versions.first();
    expect(await newest.getByRole("heading").innerText()).toBe(historyCopy.version(2));
    expect(await newest.innerText()).toContain("Wendy Writer");
    expect(await newest.innerText()).toContain(historyCopy.changed(historyCopy.fields.title!));
    await newest.getByText(historyCopy.showChanges).click();
    expect(await newest.locator("dl").innerText()).toContain(TITLE);
    expect(await newest.locator("dl ins").innerText()).toBe(`${TITLE}: A Guide`);
    await layoutHolds(page, "phone", "history");
    await saveScreenshot(page, "office", "history-flow-390");

    await versions
      .nth(1)
      .getByRole("button", { name: historyCopy.restoreLabel(1) })
      .click();
    await page.getByText(historyCopy.restored(1)).waitFor();
    await settles(() => versions.count(), 3);
    expect(await versions.first().innerText()).toContain(historyCopy.current);
    await hydrated(page, articlePath(slug));
    expect(await page.getByLabel(copy.fields.title, { exact: true }).first().inputValue()).toBe(TITLE);

    // Publish later: a change scheduled for a Pacific day and time, shown in the editor and badged in
    // the list; cancelled; then a moment that has passed is refused next to the fields, nothing lost.
    const pacificDay = (days: number) =>
      zonedDate(new Date(Date.now() + days * 86_400_000), company.timeZone);
    const later = { date: pacificDay(2), time: "09:30" };
    const due = zonedInstant(later.date, later.time, company.timeZone);
    const title = page.getByLabel(copy.fields.title, { exact: true }).first();
    const scheduleDate = page.getByLabel(copy.schedule.date);
    const scheduleTime = page.getByLabel(copy.schedule.time);
    const publishLater = page.getByRole("button", { name: copy.schedule.submit, exact: true });
    await title.fill(`${TITLE}: Scheduled`);
    await scheduleDate.fill(later.date);
    await scheduleTime.fill(later.time);
    await publishLater.click();
    await page.waitForURL((url) => url.search.includes("done=scheduled"));
    // Said at the top of the editor (a phone sees it first) and in the Publish later section.
    for (const where of ["state-scheduled", "schedule-state"])
      expect(await page.getByTestId(where).innerText(), where).toBe(
        copy.schedule.scheduledFor(officeScheduleTime(due)),
      );
    await atBothWidths(page, "article-scheduled", "a scheduled article");
    await hydrated(page, listPath({ kind: "article" }));
    expect(await page.locator(`[data-key="article:${slug}"]`).getByTestId("badge").allInnerTexts()).toContain(
      contentListCopy.badges.scheduled(officeDateTime(due)),
    );
    await hydrated(page, articlePath(slug));
    await page.getByRole("button", { name: copy.schedule.cancel }).click();
    await page.waitForURL((url) => url.search.includes("done=unscheduled"));
    await page.getByTestId("schedule-state").waitFor({ state: "detached" });
    expect(await page.getByTestId("state-scheduled").count()).toBe(0);

    const past = pacificDay(-1);
    await scheduleDate.fill(past);
    await scheduleTime.fill("09:00");
    await title.fill(`${TITLE}: Refused`);
    await publishLater.click();
    expect(await page.locator("#article-schedule-error").innerText()).toBe(
      publishProblemWords.scheduleInPast(),
    );
    expect(await scheduleDate.inputValue()).toBe(past);
    expect(await title.inputValue()).toBe(`${TITLE}: Refused`);
    // The draft was saved first: the page shows the saved record (its heading), and only this answer.
    await page.getByRole("heading", { level: 1, name: copy.editTitle(`${TITLE}: Refused`) }).waitFor();
    expect(await page.getByText(copy.unscheduled).count()).toBe(0);
    await atBothWidths(page, "article-refused", "a refused schedule");
    await w.close();
  });

  it("saves a draft without JavaScript, its slug suggested from the title on the server", async () => {
    const w = await openPage(browser(), "phone", { javaScriptEnabled: false });
    await w.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
    const { page } = w;
    await page.goto(`${server.origin}${articlePath("new")}`);
    const title = "Why Deck Drains Clog Every Autumn";
    await page.getByLabel(copy.fields.title, { exact: true }).first().fill(title);
    await page.getByLabel(copy.fields.description, { exact: true }).first().fill(DESCRIPTION);
    await page.getByLabel(articleTags.drainage, { exact: true }).check();
    await page.getByLabel(copy.fields.body, { exact: true }).fill("Leaves fill the drains.");
    await page.getByRole("button", { name: copy.actions.save }).click();
    const slug = suggestSlug(title, "en");
    await page.waitForURL((url) => url.pathname === articlePath(slug) && url.search.includes("done=saved"));
    await expect
      .poll(() => page.locator("#article-state").innerText())
      .toContain(contentStateWords["draft-only"]);
    expect(recordOf(slug)).toBeDefined();
    await w.close();
  });

  it("answers a hostile form with words, never a 5xx", async () => {
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${server.origin}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: `office_session=${owner.sessionId}`,
          origin: server.origin,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(body),
      });
    const fields = articleFieldsOf(formValuesOf(undefined, "2026-01-01"));
    for (const [path, body] of [
      [
        articlePath("new"),
        { intent: "save", title: "x".repeat(5000), tags: "nope", imageKind: "photo", media: "-1" },
      ],
      [articlePath("new"), { intent: "publish", slug: "../../etc", date: "yesterday" }],
      [articlePath("No-Such-Article"), { intent: "delete" }],
      [articlePath("new"), { intent: "schedule", scheduleDate: "2030-01-01", scheduleTime: "09:00" }],
      [
        articlePath("What-is-Waterproofing"),
        { intent: "schedule", scheduleDate: "0000-99-99", scheduleTime: "x" },
      ],
      [articlePath("What-is-Waterproofing"), { intent: "unschedule", basedOn: "NaN", title: "" }],
      [
        articlePath("new"),
        { intent: "unknown", ...Object.fromEntries(Object.keys(fields).map((k) => [k, "\u0000"])) },
      ],
      [historyPath("article:No-Such-Article"), { intent: "restore", version: "1" }],
      [historyPath("<script>"), { intent: "restore", version: "x" }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
    }
    expect(
      (
        await fetch(`${server.origin}${historyPath("project:999999999")}`, {
          headers: { cookie: `office_session=${owner.sessionId}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe.each(["phone", "desktop"] as const)("the editor and history screens at %s size", (viewport) => {
  it("have no axe violation, no small tap target and nothing scrolling sideways", async () => {
    const w = await openPage(browser(), viewport);
    await w.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
    const { page } = w;
    const existing = "What-is-Waterproofing";
    for (const [path, name] of [
      [articlePath("new"), "article-new"],
      [articlePath(existing), "article-edit"],
      [historyPath(`article:${existing}`), "history"],
    ] as const) {
      await hydrated(page, path);
      await layoutHolds(page, viewport, `${name} at ${viewport}`);
      await saveScreenshot(page, "office", `${name}-${viewports[viewport].width}`);
    }
    await w.close();
  });
});
