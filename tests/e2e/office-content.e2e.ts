/**
 * The office's "Website" section on the built server, as the contractor uses it from a phone (390 × 844):
 * signed in with a passkey (Chromium's virtual authenticator), a new project with two real JPEG photos
 * (shrunk in the browser, sent with their progress shown, then processed), the fields in English and
 * Spanish, saved as a draft, published, and badged in the list. A second editor's newer version shows
 * both versions instead of being overwritten; errors keep what was typed, with and without JavaScript;
 * a HEIC is refused in the server's words; the storage banner near and past the cap. Every screen: zero
 * axe violations at 390 and 1440 px, tap targets of 44 px, nothing scrolling sideways. Screenshots go to
 * test-results/office-content/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingSpanishWords, publishProblemWords } from "~/content/office/content";
import { mediaCopy } from "~/content/office/media";
import { officeNav } from "~/content/office/nav";
import { officePaths } from "~/content/office/paths";
import { contentListCopy, projectEditorCopy } from "~/content/office/website";
import { galleryCategories } from "~/content/gallery-categories";
import { galleryDataPath, paths as pagePaths, pathsByLang } from "~/content/paths";
import { previewCopy } from "~/content/office/preview";
import { contentPaths, galleryItemPath, previewPath, projectPath } from "~/lib/office/content-paths";
import { SHRINK_LONG_SIDE } from "~/lib/media/photo-shrink";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser, viewports, type ViewportName, type WatchedPage } from "./support/browser";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  registerFromInvitation,
  seedPerson,
  startOfficeServer,
  withDb,
  type OfficeServer,
} from "./support/office";
import {
  PROJECT_ALTS,
  fillPhotoAlts,
  fillProject,
  firstMediaFile,
  phoneJpeg,
  photoReady,
  publishProject,
  saveNewProject,
  spanishTitle,
} from "./support/projects";
import { sidewaysScroll, smallTargets } from "./support/tap-targets";
import { saveScreenshot } from "./support/screenshots";

const browser = sharedBrowser();
let server: OfficeServer;
let second: ReturnType<typeof seedPerson>;
const e = projectEditorCopy;
const photos = e.photos;

beforeAll(async () => {
  server = await startOfficeServer(45);
  second = seedPerson(server.dbPath, {
    email: "second.editor@example.com",
    role: "office",
    name: "Sam Second",
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** Zero axe violations, no tap target under 44 px at 390, nothing scrolling sideways. */
async function layoutHolds(page: Page, viewport: ViewportName, label: string) {
  expect(await axeViolations(page), `${label} at ${viewport}`).toEqual([]);
  if (viewport === "phone") expect(await smallTargets(page), label).toEqual([]);
  expect(await sidewaysScroll(page), label).toBe(0);
}

const shot = (page: Page, name: string, viewport: ViewportName) =>
  saveScreenshot(page, "office-content", `${name}-${viewports[viewport].width}`);

const hydrated = async (page: Page, path: string) => {
  await page.goto(`${server.origin}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

const mediaRows = () =>
  withDb(
    server.dbPath,
    (db) =>
      db.prepare("SELECT id, width, height, state FROM media ORDER BY id").all() as {
        id: number;
        width: number;
        height: number;
        state: string;
      }[],
  );

let projectId: number;
const TITLE = "Balcony deck rebuilt in Venice";
const TITLE_ES = spanishTitle(TITLE);

/** A public page as a visitor's browser gets it (no office session): its status and text. */
async function publicText(path: string) {
  const r = await fetch(`${server.origin}${path}`);
  return { status: r.status, text: await r.text() };
}

/** The project's view on one language's gallery (`?category=…&item=…`), the same slugs in both. */
const itemView = (lang: "en" | "es") =>
  galleryItemPath({ id: projectId, category: galleryCategories[0].slug }).replace(
    pagePaths.gallery,
    pathsByLang[lang].gallery,
  );

/** The projects file a gallery page names (`/gallery.json?v=…`), as the page's viewer fetches it. */
async function projectsFileOf(html: string, lang: "en" | "es") {
  const escaped = galleryDataPath[lang].replace(/[./]/g, (c) => `\\${c}`);
  const url = new RegExp(`${escaped}\\?v=[0-9a-f]+`).exec(html)?.[0];
  expect(url, `the ${lang} gallery names its projects file`).toBeTruthy();
  const r = await fetch(`${server.origin}${url!}`);
  expect(r.status).toBe(200);
  return (await r.json()) as { items: { id: number; title: string }[] };
}

describe("a new project from a phone", () => {
  let w: WatchedPage;

  it("signs in, finds the Website section in the nav, and sees the list", async () => {
    // The save refused on purpose below answers 400, which the browser reports in its console.
    w = await openPage(browser(), "phone", { expectedErrors: [/status of 400/] });
    await addVirtualAuthenticator(w.page);
    await registerFromInvitation(
      w.page,
      await inviteFromCli(server, "owner.content@example.com"),
      "Olivia Owner",
    );
    const website = officeNav.find((n) => n.href === officePaths.content)!;
    await w.page
      .getByRole("navigation", { name: "Office menu" })
      .getByRole("link", { name: website.label })
      .click();
    await w.page.waitForURL((url) => url.pathname === contentPaths.list);
    await w.page.getByRole("heading", { level: 1, name: contentListCopy.heading }).waitFor();
    // The repository's projects and articles are there, each with its state.
    expect(await w.page.getByTestId("content-list").locator("li[data-key]").count()).toBeGreaterThan(0);
    await layoutHolds(w.page, "phone", "the content list");
    await shot(w.page, "list", "phone");
  }, 90_000);

  it("starts a new project: an empty editor with camera and library buttons taking the accepted types", async () => {
    const { page } = w;
    await page.getByRole("link", { name: contentListCopy.newProject }).click();
    await page.waitForURL((url) => url.pathname === contentPaths.newProject);
    await page.getByRole("heading", { level: 1, name: e.newTitle }).waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const camera = page.getByTestId("camera-before");
    expect(await camera.getAttribute("accept")).toBe("image/jpeg,image/png,image/webp");
    expect(await camera.getAttribute("capture")).toBe("environment");
    expect(await page.getByTestId("library-before").getAttribute("capture")).toBeNull();
    await layoutHolds(page, "phone", "the empty editor");
    await shot(page, "editor-empty", "phone");
  });

  it("shrinks each photo in the browser, shows its upload progress, then its state and thumbnail", async () => {
    const { page } = w;
    const before = mediaRows().length;
    // A slow connection, so the progress is seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.getByTestId("library-before").setInputFiles({
      name: "IMG_0001.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(4032, 3024, "#8a7a66"),
    });
    const progress = page.getByRole("progressbar", { name: photos.progress(photos.before) });
    await progress.waitFor({ timeout: 20_000 });
    await shot(page, "editor-uploading", "phone");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await photoReady(page, "before");

    await page.getByTestId("camera-after").setInputFiles({
      name: "IMG_0002.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(3024, 4032, "#5d6f7a"),
    });
    await photoReady(page, "after");

    // Two photos stored, each shrunk to the long side before it was sent (the server never enlarges).
    const added = mediaRows().slice(before);
    expect(added).toHaveLength(2);
    for (const row of added) {
      expect(row.state).toBe("ready");
      expect(Math.max(row.width, row.height)).toBe(SHRINK_LONG_SIDE);
    }
    expect(added[1]!.height).toBeGreaterThan(added[1]!.width);
    await layoutHolds(page, "phone", "the editor with photos");
  }, 120_000);

  it("sets a focal point by tapping the photo, or with the arrow keys", async () => {
    const { page } = w;
    const x = page.getByLabel(photos.focusX).first();
    const y = page.getByLabel(photos.focusY).first();
    const image = page.getByTestId("focus-before");
    const box = (await image.boundingBox())!;
    await image.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    expect(Number(await x.inputValue())).toBeCloseTo(25, -1);
    expect(Number(await y.inputValue())).toBeCloseTo(75, -1);
    const was = Number(await x.inputValue());
    await image.focus();
    await page.keyboard.press("ArrowRight");
    expect(Number(await x.inputValue())).toBeGreaterThan(was);
  });

  it("keeps what was typed when a save is refused, and says why in the page's words", async () => {
    const { page } = w;
    await page.getByLabel(`${e.fields.title}: ${e.english}`).fill("Balcony deck rebuilt in Venice");
    await page.getByRole("button", { name: e.actions.save }).click();
    // The fields still empty are named in the summary, in the page's words.
    const summary = page.getByTestId("field-errors");
    await summary.waitFor();
    expect(await summary.innerText()).toContain(e.fields.city);
    // Still on the new project, the title as typed, the photos still in the form.
    expect(new URL(page.url()).pathname).toBe(contentPaths.newProject);
    expect(await page.getByLabel(`${e.fields.title}: ${e.english}`).inputValue()).toBe(
      "Balcony deck rebuilt in Venice",
    );
    expect(await page.getByTestId("state-before").innerText()).toContain(photos.ready);
    await layoutHolds(page, "phone", "the editor with errors");
    await shot(page, "editor-errors", "phone");
  });

  it("saves a draft: the project gets its page and the list badges it a draft", async () => {
    const { page } = w;
    await fillProject(page, TITLE);
    await fillPhotoAlts(page);
    projectId = await saveNewProject(page);
    expect(await page.getByTestId("project-state").innerText()).toContain(contentListCopy.badges.draft);
    // Preview opens the gallery's page for this project with the draft applied (the office's preview route).
    expect(await page.getByRole("link", { name: e.actions.preview }).getAttribute("href")).toBe(
      previewPath(
        `project:${projectId}`,
        galleryItemPath({ id: projectId, category: galleryCategories[0].slug }),
      ),
    );
    // The focal point set by tapping was saved with the photo.
    expect(Number(await page.getByLabel(photos.focusY).first().inputValue())).toBeCloseTo(75, -1);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await photoReady(page, "before");
    await layoutHolds(page, "phone", "the saved editor");
    await shot(page, "editor-filled", "phone");

    await hydrated(page, contentPaths.list);
    const row = page.locator(`li[data-key="project:${projectId}"]`);
    expect(await row.innerText()).toContain(contentListCopy.badges.draft);
    expect(await row.innerText()).not.toContain(missingSpanishWords);
  });

  it("previews the draft on the real gallery page, while the public gallery does not show it yet", async () => {
    const { page } = w;
    await hydrated(page, projectPath(projectId));
    // The viewer, once hydrated, fetches every category's projects: the preview's, with the draft in them.
    const projectsFile = page
      .context()
      .waitForEvent("response", (r) => new URL(r.url()).pathname.endsWith(galleryDataPath.en));
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: e.actions.preview }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname.startsWith(`${contentPaths.preview}/`)).toBe(true);
    await tab.getByText(previewCopy.mark, { exact: false }).first().waitFor();
    const file = await projectsFile;
    expect(new URL(file.url()).pathname.startsWith(`${contentPaths.preview}/`)).toBe(true);
    expect(((await file.json()) as { items: { id: number }[] }).items.map((i) => i.id)).toContain(projectId);
    // Hydrated, with every project in hand, the viewer still shows the draft, at the same address.
    await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    await tab.getByText(TITLE, { exact: true }).first().waitFor();
    expect(new URL(tab.url()).searchParams.get(GALLERY_PARAMS.item)).toBe(String(projectId));
    await shot(tab, "preview", "phone");
    await tab.close();
    // The public pages are unchanged until Publish: neither the project's view nor the projects file has it.
    for (const lang of ["en", "es"] as const) {
      const view = await publicText(itemView(lang));
      expect(view.status).toBe(200);
      expect(view.text).not.toContain(TITLE);
      const file = await projectsFileOf(view.text, lang);
      expect(file.items.map((i) => i.id)).not.toContain(projectId);
    }
  }, 60_000);

  it("publishes it: the list badges it published", async () => {
    const { page } = w;
    await hydrated(page, projectPath(projectId));
    await publishProject(page);
    expect(await page.getByTestId("project-state").innerText()).toContain(contentListCopy.badges.published);
    await hydrated(page, contentPaths.list);
    const row = page.locator(`li[data-key="project:${projectId}"]`);
    expect(await row.innerText()).toContain(contentListCopy.badges.published);
    await w.close();
  }, 60_000);

  it("is on the public gallery without a rebuild: its view, the projects file, and /es/galeria in Spanish", async () => {
    // The gallery page's first category is the project's: its HTML lists it.
    const gallery = await publicText(pagePaths.gallery);
    expect(gallery.text).toContain(TITLE);
    const en = await publicText(itemView("en"));
    expect(en.status).toBe(200);
    expect(en.text).toContain(TITLE);
    expect((await projectsFileOf(en.text, "en")).items.find((i) => i.id === projectId)?.title).toBe(TITLE);
    const es = await publicText(itemView("es"));
    expect(es.status).toBe(200);
    expect(es.text).toContain(TITLE_ES);
    expect(es.text).toContain(PROJECT_ALTS.before.es);
    expect(es.text).not.toContain(PROJECT_ALTS.before.en);
    expect((await projectsFileOf(es.text, "es")).items.find((i) => i.id === projectId)?.title).toBe(TITLE_ES);
    // Its photos are the uploaded ones, served from /media/ as immutable files.
    const first = firstMediaFile(en.text);
    expect(first, "the project's photo is served from /media/").toBeTruthy();
    const photo = await fetch(`${server.origin}${first!}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
    expect(photo.headers.get("cache-control")).toContain("immutable");
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }, 30_000);
});

describe("featured, publish-time checks, unpublish, delete and restore", () => {
  it("names the featured project a new one replaces, blocks Publish with its reasons, and hides, deletes and restores", async () => {
    const w = await openPage(browser(), "phone", { expectedErrors: [/status of 409/] });
    const person = seedPerson(server.dbPath, {
      email: "life.editor@example.com",
      role: "office",
      name: "Lee Life",
    });
    await w.context.addCookies([{ name: "office_session", value: person.sessionId, url: server.origin }]);
    const { page } = w;
    await hydrated(page, projectPath(projectId));

    // Featured: the page names the featured project it would replace, one of those featured now.
    await page.getByRole("checkbox", { name: e.fields.featured }).check();
    await page.getByRole("button", { name: e.actions.save }).click();
    await page.getByRole("status").filter({ hasText: e.saved }).waitFor();
    const replaces = await page.getByTestId("featured-replaces").innerText();
    const replaced = /“(.+)”/.exec(replaces)?.[1] ?? "";
    expect(replaces).toBe(e.fields.featuredReplaces(replaced));
    expect(await page.getByTestId("featured-now").innerText()).toContain(replaced);

    // A title another published project has: the publish-time check lists it before Publish is pressed …
    const taken = publishProblemWords.titleTaken({ other: replaced, lang: "en" });
    await page.getByLabel(`${e.fields.title}: ${e.english}`).fill(replaced);
    await page.getByRole("button", { name: e.actions.save }).click();
    await page.getByRole("status").filter({ hasText: e.saved }).waitFor();
    expect(await page.getByTestId("pending-problems").innerText()).toContain(taken);

    // … and Publish is refused with it, in the page's words, keeping what was typed.
    await page.getByRole("button", { name: e.actions.publish, exact: true }).click();
    const problems = page.getByTestId("publish-problems");
    await problems.waitFor();
    expect(await problems.innerText()).toContain(e.errors.cannotPublish);
    expect(await problems.innerText()).toContain(taken);
    expect(await page.getByLabel(`${e.fields.title}: ${e.english}`).inputValue()).toBe(replaced);
    await layoutHolds(page, "phone", "the editor with publish problems");
    await shot(page, "editor-publish-problems", "phone");

    // Unpublish hides it without deleting it.
    await hydrated(page, projectPath(projectId));
    await page.getByRole("button", { name: e.actions.unpublish }).click();
    await page.getByRole("status").filter({ hasText: e.unpublished }).waitFor();
    expect(await page.getByTestId("project-state").innerText()).toContain(contentListCopy.badges.unpublished);

    // Delete: the list says until when it can be restored, and restores it.
    await page.getByRole("button", { name: e.actions.delete, exact: true }).click();
    await page.waitForURL((url) => url.pathname === contentPaths.list);
    await page.getByRole("status").filter({ hasText: contentListCopy.notice.deleted }).waitFor();
    const row = page.locator(`li[data-key="project:${projectId}"]`);
    expect(await row.innerText()).toMatch(/Deleted \(restorable until \w{3} \d{1,2}, \d{4}\)/);
    await layoutHolds(page, "phone", "the list with a deleted project");
    await row.getByRole("button", { name: contentListCopy.undelete }).click();
    await page.getByRole("status").filter({ hasText: contentListCopy.undeleted }).waitFor();
    await row.getByText(contentListCopy.badges.unpublished, { exact: true }).waitFor();
    expect(await row.innerText()).not.toContain(contentListCopy.undelete);
    await w.close();
  }, 60_000);
});

describe("a second editor's newer version", () => {
  it("is never overwritten silently: both versions side by side, and keeping mine saves it on purpose", async () => {
    // The refused save answers 409, which the browser reports in its console.
    const mine = await openPage(browser(), "phone", { expectedErrors: [/status of 409/] });
    const theirs = await openPage(browser(), "desktop");
    const owner = seedPerson(server.dbPath, {
      email: "first.editor@example.com",
      role: "owner",
      name: "Fay First",
    });
    await mine.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
    await theirs.context.addCookies([
      { name: "office_session", value: second.sessionId, url: server.origin },
    ]);
    const path = projectPath(projectId);
    await hydrated(mine.page, path);
    await hydrated(theirs.page, path);
    const title = `${e.fields.title}: ${e.english}`;

    // They save first.
    await theirs.page.getByLabel(title).fill("Their title for the Venice deck");
    await theirs.page.getByRole("button", { name: e.actions.save }).click();
    await theirs.page.waitForURL((url) => url.searchParams.get("done") === "saved");

    // Mine, from the older version: refused, both shown, nothing lost.
    await mine.page.getByLabel(title).fill("My title for the Venice deck");
    await mine.page.getByRole("button", { name: e.actions.save }).click();
    const conflict = mine.page.getByTestId("conflict");
    await conflict.waitFor();
    const text = await conflict.innerText();
    expect(text).toContain(e.conflict.title);
    expect(text).toContain("Sam Second");
    expect(text).toContain("My title for the Venice deck");
    expect(text).toContain("Their title for the Venice deck");
    expect(await mine.page.getByLabel(title).inputValue()).toBe("My title for the Venice deck");
    await layoutHolds(mine.page, "phone", "the conflict");
    await shot(mine.page, "editor-conflict", "phone");

    await conflict.getByRole("button", { name: e.conflict.keepMine }).click();
    await mine.page.waitForURL((url) => url.searchParams.get("done") === "saved");
    await hydrated(theirs.page, path);
    expect(await theirs.page.getByLabel(title).inputValue()).toBe("My title for the Venice deck");
    await mine.close();
    await theirs.close();
  }, 60_000);
});

describe("without JavaScript", () => {
  it("the editor still posts and answers, keeping what was typed", async () => {
    // The refused save answers 400, which the browser reports in its console.
    const w = await openPage(browser(), "phone", {
      javaScriptEnabled: false,
      expectedErrors: [/status of 400/],
    });
    const person = seedPerson(server.dbPath, {
      email: "nojs.editor@example.com",
      role: "office",
      name: "Nia Noscript",
    });
    await w.context.addCookies([{ name: "office_session", value: person.sessionId, url: server.origin }]);
    await w.page.goto(`${server.origin}${contentPaths.newProject}`);
    await w.page.getByLabel(`${e.fields.title}: ${e.english}`).fill("A deck typed without script");
    await w.page.getByLabel(e.fields.city).fill("Santa Monica");
    await w.page.getByRole("button", { name: e.actions.save }).click();
    await w.page.waitForLoadState();
    expect(await w.page.getByLabel(`${e.fields.title}: ${e.english}`).inputValue()).toBe(
      "A deck typed without script",
    );
    expect(await w.page.getByLabel(e.fields.city).inputValue()).toBe("Santa Monica");
    const summary = await w.page.getByTestId("field-errors").innerText();
    expect(summary).toContain(e.fields.category);
    expect(summary).not.toContain(`${e.fields.city}:`);
    expect(await w.page.locator("main").innerText()).toContain(photos.noScript);
    await w.close();
  });
});

describe("photo refusals and the storage banner", () => {
  const heic = () => {
    // An ISO-BMFF header naming the HEIC brand: what an iPhone's photo starts with.
    const box = Buffer.alloc(32);
    box.writeUInt32BE(24, 0);
    box.write("ftypheic", 4, "latin1");
    box.write("mif1heic", 16, "latin1");
    return Buffer.concat([box, Buffer.alloc(2000, 7)]);
  };

  it("shows the server's own words for a HEIC", async () => {
    const w = await openPage(browser(), "phone", { expectedErrors: [/status of 415/] });
    const person = seedPerson(server.dbPath, { email: "heic.editor@example.com", role: "office" });
    await w.context.addCookies([{ name: "office_session", value: person.sessionId, url: server.origin }]);
    await hydrated(w.page, contentPaths.newProject);
    await w.page
      .getByTestId("library-before")
      .setInputFiles({ name: "IMG_0003.HEIC", mimeType: "image/heic", buffer: heic() });
    await w.page.getByTestId("state-before").getByText(mediaCopy.refused.heic, { exact: false }).waitFor();
    await layoutHolds(w.page, "phone", "a refused photo");
    await shot(w.page, "editor-photo-refused", "phone");
    await w.close();
  });

  it("warns near the cap, and past it shows the refusal an upload then gets", async () => {
    const capBytes = 2000 * 1_000_000;
    const fill = (bytes: number) =>
      withDb(server.dbPath, (db) =>
        db
          .prepare(
            "INSERT INTO media (created_at, state, type, upload_bytes, width, height, leased_until) VALUES (?, 'pending', 'jpeg', ?, 1, 1, ?)",
          )
          .run(new Date().toISOString(), bytes, Date.now() + 3600_000),
      );
    const w = await openPage(browser(), "phone", { expectedErrors: [/status of 409/] });
    const person = seedPerson(server.dbPath, { email: "cap.editor@example.com", role: "office" });
    await w.context.addCookies([{ name: "office_session", value: person.sessionId, url: server.origin }]);
    fill(Math.ceil(capBytes * 0.95));
    try {
      await hydrated(w.page, contentPaths.list);
      const banner = w.page.getByTestId("storage-banner");
      expect(await banner.innerText()).toMatch(/^Photo storage is almost full/);
      await layoutHolds(w.page, "phone", "the list with the storage banner");
      fill(Math.ceil(capBytes * 0.06));
      await hydrated(w.page, contentPaths.newProject);
      expect(await banner.innerText()).toMatch(/^Photo storage is full/);
      await w.page.getByTestId("library-before").setInputFiles({
        name: "IMG_0004.jpg",
        mimeType: "image/jpeg",
        buffer: await phoneJpeg(800, 600, "#777777"),
      });
      await w.page
        .getByTestId("state-before")
        .getByText(/Photo storage is full/)
        .waitFor();
      await shot(w.page, "editor-storage-full", "phone");
    } finally {
      withDb(server.dbPath, (db) => db.prepare("DELETE FROM media WHERE width = 1 AND height = 1").run());
    }
    await w.close();
  });
});

describe.each(["phone", "desktop"] as const)("at %s size", (viewport) => {
  it("the list and the editor (empty, filled, with errors) have no axe violation and nothing scrolls sideways", async () => {
    // The refused save below answers 400, which the browser reports in its console.
    const w = await openPage(browser(), viewport, { expectedErrors: [/status of 400/] });
    const person = seedPerson(server.dbPath, { email: `look.${viewport}@example.com`, role: "office" });
    await w.context.addCookies([{ name: "office_session", value: person.sessionId, url: server.origin }]);
    for (const [path, name] of [
      [contentPaths.list, "list"],
      [contentPaths.newProject, "editor-empty"],
      [projectPath(projectId), "editor-filled"],
    ] as const) {
      await hydrated(w.page, path);
      await layoutHolds(w.page, viewport, name);
      if (viewport === "desktop") await shot(w.page, name, viewport);
    }
    await hydrated(w.page, contentPaths.newProject);
    await w.page.getByRole("button", { name: e.actions.save }).click();
    await w.page.getByTestId("field-errors").waitFor();
    await layoutHolds(w.page, viewport, "editor-errors");
    if (viewport === "desktop") await shot(w.page, "editor-errors", viewport);
    await w.close();
  }, 60_000);
});
