/**
 * Customers' photos with a quote request or a booking, end to end on the built server, without
 * JavaScript: a quote with three real JPEGs (one with GPS tags and a rotation) is stored with its photos,
 * private, encoded upright with no metadata, and the office sees their thumbnails (and only the office,
 * only under their own request); a booking carries its photos to its private page and the office's.
 * Bad photos (20 MB, HEIC, an SVG named .jpg, a decompression bomb) leave the request stored with its
 * text and the reason said in both languages, never a 5xx; a connection cut mid-photo straight to Node
 * stores nothing and leaves no half-written file; axe finds nothing on the forms with photos. With
 * JavaScript, the quote and booking forms' picker previews, shrinks, removes and sends with a progress bar
 * per photo, the booking's island only on the booking pages, its answers shown as a plain post's. "Send more
 * photos": the office e-mails a lead's customer a private link (read from a real SMTP server), the customer
 * adds two photos on its page without script in their language, the office sees them; the link fails
 * with a character changed and once expired.
 */
import { postDeclaring } from "./support/declared-post";
import { phoneJpeg } from "./support/photos";
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { dirname, join } from "node:path";
import { crc32 } from "node:zlib";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import { requestPhotosCopy } from "~/content/request-photos";
import { requestPhotosCopy as requestPhotosCopyEs } from "~/content/es/request-photos";
import { requestCopy } from "~/content/office/work";
import { pathsByLang } from "~/content/page-registry";
import type { Lang } from "~/content/i18n";
import { MAX_PHOTO_BYTES, REQUEST_PHOTO_LIMITS, type PhotoRefusal } from "~/lib/media/limits";
import { photoPickerCopy as pickerEs } from "~/content/es/widget-copy";
import { fill, photoPickerCopy as pickerEn } from "~/content/widget-copy";
import { SHRINK_LONG_SIDE } from "~/lib/media/photo-shrink";
import { LEAD_JSON } from "~/components/sections/lead-form";
import { leadFormCopy } from "~/content/lead-forms";
import { cookieSettings } from "~/lib/office/office-service.server";
import { requestPath, requestPhotoPath } from "~/lib/office/work-paths";
import { axeViolations } from "./support/axe";
import { allRoutes, builtHtml, islandsIn } from "./support/routes";
import { openPage, sharedBrowser, viewports } from "./support/browser";
import { uniquePhone } from "./support/bookings";
import { eventually, uniqueLead } from "./support/leads";
import { seedPerson, startOfficeServer, withDb, type OfficeServer } from "./support/office";
import { morePhotosPageCopy as morePhotosEs } from "~/content/es/more-photos-page";
import { photoAskCopy } from "~/content/office/photo-ask";
import { smtpInbox } from "~/lib/leads/smtp-inbox.testing";
import { openStores } from "~/lib/site/site-db.testing";
import { TOKEN_PATH_OF } from "~/lib/site/token-paths";

const browser = sharedBrowser();
let server: OfficeServer;
let cookie: { name: string; value: string };
let inbox: Awaited<ReturnType<typeof smtpInbox>>;
const words = { en: requestPhotosCopy, es: requestPhotosCopyEs } as const;
const booking = { en: bookingCopy, es: bookingCopyEs } as const;

beforeAll(async () => {
  inbox = await smtpInbox();
  server = await startOfficeServer(90, { SMTP_URL: inbox.url, OUTBOX_POLL_MS: "200" });
  const person = seedPerson(server.dbPath, { email: "office.request-photos@example.com", role: "office" });
  cookie = { name: cookieSettings(server.origin).name, value: person.sessionId };
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

const mediaRoot = () => join(dirname(server.dbPath), "media");
const filesIn = (folder: string) => readdirSync(join(mediaRoot(), folder));

/** A PNG whose header declares `width`×`height` over a tiny body: a decompression bomb's shape. */
async function pngDeclaring(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The photos a request holds (media_refs), with their state and files. */
function photosOf(holder: string) {
  return withDb(
    server.dbPath,
    (db) =>
      db
        .prepare(
          "SELECT m.id, m.state, m.public, m.variants, m.width, m.height FROM media m JOIN media_refs r ON r.media_id = m.id WHERE r.holder = ? ORDER BY m.id",
        )
        .all(holder) as {
        id: number;
        state: string;
        public: number;
        variants: string | null;
        width: number;
        height: number;
      }[],
  );
}
const leadNamed = (name: string) =>
  withDb(
    server.dbPath,
    (db) =>
      db.prepare("SELECT id, message FROM leads WHERE name = ?").get(name) as
        { id: number; message: string } | undefined,
  );

/** A page of the office for the seeded person (a signed-in office session). */
async function officePage(viewport: keyof typeof viewports = "phone") {
  const w = await openPage(browser(), viewport, { baseURL: server.origin });
  await w.context.addCookies([{ ...cookie, url: server.origin }]);
  return w;
}

/** What the answer page lists for each photo, as the visitor reads it. */
const outcomeLines = (page: Page) => page.locator("[data-photo-outcomes] li").allInnerTexts();
const keptLine = (lang: Lang, name: string) => `${name}: ${words[lang].outcomes.kept}`;
const refusedLine = (lang: Lang, name: string, reason: PhotoRefusal) =>
  `${name}: ${words[lang].outcomes.notKept}, ${words[lang].refused[reason]}`;

describe("a quote request with photos, without JavaScript", () => {
  it("is stored with its three photos, private, upright and without metadata, and the office sees them", async () => {
    const lead = uniqueLead("photos");
    const photos = [
      { name: "deck.jpg", buffer: await phoneJpeg(800, 600, { tagged: true }) },
      { name: "ceiling.jpg", buffer: await phoneJpeg(600, 450) },
      { name: "railing.jpg", buffer: await phoneJpeg(480, 360) },
    ];
    expect((await sharp(photos[0]!.buffer).metadata()).orientation).toBe(6);
    const w = await openPage(browser(), "phone", { baseURL: server.origin, javaScriptEnabled: false });
    const { page } = w;
    await page.goto(pathsByLang.en.contact);
    const form = page
      .locator(`form[action="${pathsByLang.en.contact}"]`)
      .filter({ has: page.locator('input[type="file"]') });
    await form.getByLabel("Name").fill(lead.name);
    await form.getByLabel("E-mail").fill(lead.email);
    await form.getByLabel("Message").fill(lead.message);
    await form
      .getByLabel(words.en.label)
      .setInputFiles(photos.map((p) => ({ ...p, mimeType: "image/jpeg" })));
    await form.locator('button[type="submit"]').click();
    await page.locator("[data-photo-outcomes]").waitFor();
    expect(await outcomeLines(page)).toEqual(photos.map((p) => keptLine("en", p.name)));
    await w.close();

    const stored = leadNamed(lead.name);
    expect(stored?.message).toBe(lead.message);
    const holder = `lead:${stored!.id}`;
    const ready = await eventually(
      () => {
        const rows = photosOf(holder);
        return rows.length === 3 && rows.every((r) => r.state === "ready") ? rows : undefined;
      },
      30_000,
      "the photos encoded",
    );
    expect(ready.every((r) => r.public === 0)).toBe(true);
    // Stored outside the public folder, each file without EXIF (no GPS, no camera), the tagged one upright.
    const privateFiles = filesIn("private");
    for (const row of ready) {
      const names = (JSON.parse(row.variants!) as { name: string }[]).map((v) => v.name);
      for (const name of names) {
        expect(privateFiles).toContain(name);
        const meta = await sharp(join(mediaRoot(), "private", name)).metadata();
        expect(meta.exif, name).toBeUndefined();
        expect(meta.orientation ?? 1, name).toBe(1);
      }
    }
    const tagged = JSON.parse(ready[0]!.variants!) as { width: number; height: number }[];
    expect(tagged.every((v) => v.height > v.width)).toBe(true);
    expect(filesIn("public").some((n) => ready.some((r) => n.startsWith(`${r.id}-`)))).toBe(false);

    // The office: the inbox card counts them, the lead's page shows each thumbnail, which opens full size.
    const office = await officePage();
    await office.page.goto("/office");
    await expect(
      office.page.getByText(requestCopy.photos.count(3), { exact: true }).count(),
    ).resolves.toBeGreaterThan(0);
    await office.page.goto(requestPath("lead", stored!.id));
    const thumbs = office.page.locator("[data-request-photos] img");
    await expect(thumbs.count()).resolves.toBe(3);
    await eventually(() =>
      thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0) || undefined),
    );
    expect(await axeViolations(office.page), "the lead's page with photos").toEqual([]);
    const full = await office.page.request.get(requestPhotoPath("lead", stored!.id, ready[0]!.id, "full"));
    expect([full.status(), full.headers()["cache-control"], full.headers()["content-type"]]).toEqual([
      200,
      "private, no-store",
      "image/webp",
    ]);
    expect((await sharp(await full.body()).metadata()).exif).toBeUndefined();
    // Not under another request's address, and not without a session.
    const elsewhere = await office.page.request.get(
      requestPhotoPath("lead", stored!.id + 1000, ready[0]!.id, "full"),
    );
    expect(elsewhere.status()).toBe(404);
    await office.close();
    const signedOut = await fetch(
      `${server.origin}${requestPhotoPath("lead", stored!.id, ready[0]!.id, "thumb")}`,
    );
    expect(signedOut.status).toBe(401);
  }, 60_000);

  it("a booking carries its photos to its private page and the office's", async () => {
    const w = await openPage(browser(), "desktop", { baseURL: server.origin, javaScriptEnabled: false });
    const { page } = w;
    const b = booking.es;
    await page.goto(pathsByLang.es.book);
    await page.locator('input[name="window"]').first().check();
    const name = `Foto Reserva ${Date.now()}`;
    await page.getByLabel(b.fields.name).fill(name);
    const phone = uniquePhone();
    await page.getByRole("textbox", { name: b.fields.phone }).fill(phone);
    await page.getByLabel(b.fields.street).fill("1 Test Way");
    await page.getByLabel(b.fields.zip).fill("90405");
    await page.getByLabel(words.es.label).setInputFiles([
      { name: "balcon.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(480, 360) },
      { name: "IMG_0002.HEIC", mimeType: "image/heic", buffer: heicHeader },
    ]);
    await page.getByRole("button", { name: b.submit }).click();
    await page.locator("[data-photo-outcomes]").waitFor();
    expect(await outcomeLines(page)).toEqual([
      keptLine("es", requestPhotosCopyEs.numbered(1)),
      refusedLine("es", requestPhotosCopyEs.numbered(2), "heic"),
    ]);
    // The same phone books again with a photo: the neutral answer (it says nothing of the booking the
    // number holds) says the photo was not added, instead of dropping it without a word.
    await page.goto(pathsByLang.es.book);
    await page.locator('input[name="window"]').first().check();
    await page.getByLabel(b.fields.name).fill(`${name} otra vez`);
    await page.getByRole("textbox", { name: b.fields.phone }).fill(phone);
    await page.getByLabel(b.fields.street).fill("1 Test Way");
    await page.getByLabel(b.fields.zip).fill("90405");
    await page
      .getByLabel(words.es.label)
      .setInputFiles({ name: "otra.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(320, 240) });
    await page.getByRole("button", { name: b.submit }).click();
    await page.getByRole("heading", { name: b.received.title }).waitFor();
    await page.getByText(b.received.photos).waitFor();
    await w.close();
    const id = withDb(
      server.dbPath,
      (db) => (db.prepare("SELECT id FROM bookings WHERE name = ?").get(name) as { id: number }).id,
    );
    const rows = await eventually(
      () => {
        const held = photosOf(`booking:${id}`);
        return held.length === 1 && held[0]!.state === "ready" ? held : undefined;
      },
      20_000,
      "the booking's photo encoded",
    );
    const office = await officePage("desktop");
    await office.page.goto(requestPath("booking", id));
    await expect(office.page.locator("[data-request-photos] img").count()).resolves.toBe(rows.length);
    await office.close();
  }, 40_000);
});

/** The first bytes of an iPhone's HEIC photo (an ISO box naming the heic brand). */
const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic"),
  Buffer.alloc(2048),
]);

/** The picker's code (it shrinks photos into object URLs and sends them by XMLHttpRequest), in a page's modules. */
async function pickerCodeIn(modules: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const m of modules) {
    const code = await (await fetch(`${server.origin}${m}`)).text();
    if (/XMLHttpRequest|createObjectURL/.test(code)) found.push(m);
  }
  return found;
}

/** The routes whose page carries island `name` (built pages, or the server's answer for the others). */
async function routesWithIsland(name: string): Promise<string[]> {
  const found: string[] = [];
  for (const route of allRoutes) {
    const html = builtHtml(route) ?? (await (await fetch(`${server.origin}${route}`)).text());
    if (islandsIn(html).includes(name)) found.push(route);
  }
  return found;
}

describe("the photo picker, with JavaScript", () => {
  it("is on the contact pages only; the home page's urgent call-back form loads none of its code", async () => {
    const withIsland = await routesWithIsland("quote-form");
    expect(withIsland.toSorted()).toEqual([pathsByLang.en.contact, pathsByLang.es.contact].toSorted());

    for (const [path, picker] of [
      [pathsByLang.en.home, false],
      [pathsByLang.es.home, false],
      [pathsByLang.en.contact, true],
    ] as const) {
      const w = await openPage(browser(), "phone", { baseURL: server.origin });
      const modules: string[] = [];
      w.page.on("request", (r) => {
        if (r.resourceType() === "script") modules.push(new URL(r.url()).pathname);
      });
      await w.page.goto(path);
      await w.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // The urgent call-back form is an island there too (the home page's emergency strip).
      expect(
        modules.some((m) => m.startsWith("/assets/islands/lead-form-")),
        path,
      ).toBe(!picker);
      expect((await pickerCodeIn(modules)).length > 0, path).toBe(picker);
      expect(w.problems).toEqual([]);
      await w.close();
    }
  }, 60_000);

  it("previews each photo, shrinks it, lets one be removed, and sends the rest with a progress bar each", async () => {
    const lead = uniqueLead("picker");
    const w = await openPage(browser(), "phone", { baseURL: server.origin });
    const { page } = w;
    await page.goto(pathsByLang.es.contact);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = page
      .locator(`form[action="${pathsByLang.es.contact}"]`)
      .filter({ has: page.locator('input[type="file"]') });
    await form.getByLabel("Nombre").fill(lead.name);
    await form.getByLabel("Correo electrónico").fill(lead.email);
    await form.getByLabel("Mensaje").fill(lead.message);
    // A 12 MP phone photo (shrunk in the browser before it is sent) and two small ones.
    await form.getByLabel(words.es.label).setInputFiles([
      { name: "grande.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(4000, 3000) },
      { name: "techo.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(600, 450) },
      { name: "baranda.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(480, 360) },
    ]);
    const picked = form.locator("li", { has: page.locator("img") });
    await expect.poll(() => picked.count(), { timeout: 20_000 }).toBe(3);
    expect(await form.getByRole("status").innerText()).toBe(fill(pickerEs.added, { count: 3, max: 5 }));
    // Each photo's size as it will be sent, in a unit that shows it (a small one is not "0.0 MB").
    for (const text of await picked.allInnerTexts())
      expect(text).toMatch(new RegExp(`(?<!\\d)[1-9][\\d.]* (bytes|KB|MB) · ${pickerEs.ready}`));
    await form.getByRole("button", { name: fill(pickerEs.removeLabel, { n: 2, name: "techo.jpg" }) }).click();
    await expect.poll(() => picked.count()).toBe(2);
    // Focus stays in the list: on the Remove button of the photo that took the removed one's place.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      fill(pickerEs.removeLabel, { n: 2, name: "baranda.jpg" }),
    );
    // An iPhone's HEIC is refused in the browser, by its bytes, with what to do instead.
    await form
      .getByLabel(words.es.label)
      .setInputFiles({ name: "IMG_0004.HEIC", mimeType: "image/heic", buffer: heicHeader });
    await expect
      .poll(() => form.getByRole("status").innerText())
      .toBe(fill(pickerEs.heic, { name: "IMG_0004.HEIC" }));
    expect(await picked.count()).toBe(2);
    expect(await axeViolations(page), "the picker with two photos").toEqual([]);
    // A slow connection, so each photo's progress bar is seen while the form is sent.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await form.locator('button[type="submit"]').click();
    await form.getByRole("progressbar").first().waitFor({ timeout: 20_000 });
    expect(await form.getByRole("progressbar").count()).toBe(2);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.locator("[data-photo-outcomes]").waitFor({ timeout: 60_000 });
    expect(await outcomeLines(page)).toEqual(["grande.jpg", "baranda.jpg"].map((n) => keptLine("es", n)));
    expect(w.problems).toEqual([]);
    await w.close();
    const stored = leadNamed(lead.name);
    const rows = photosOf(`lead:${stored!.id}`);
    expect(rows).toHaveLength(2);
    // Shrunk in the browser: the 4000 px photo arrived at the picker's long side.
    expect(Math.max(rows[0]!.width, rows[0]!.height)).toBe(SHRINK_LONG_SIDE);
  }, 90_000);
});

describe("the photo picker when sending fails", () => {
  it("a connection that fails while the photos are sent: the form goes without them, the request is stored, and the answer names each as not sent", async () => {
    const lead = uniqueLead("picker-cut");
    const w = await openPage(browser(), "phone", {
      baseURL: server.origin,
      expectedErrors: [/ERR_CONNECTION_FAILED|net::/],
    });
    const { page } = w;
    // The picker's request (it asks for JSON) fails; the browser's own post that follows goes through.
    await page.route(`**${pathsByLang.en.contact}`, (route) =>
      route.request().resourceType() === "xhr" && route.request().headers().accept === LEAD_JSON
        ? route.abort("connectionfailed")
        : route.continue(),
    );
    await page.goto(pathsByLang.en.contact);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = page
      .locator(`form[action="${pathsByLang.en.contact}"]`)
      .filter({ has: page.locator('input[type="file"]') });
    await form.getByLabel(leadFormCopy.fields.name).fill(lead.name);
    await form.getByLabel(leadFormCopy.fields.email).fill(lead.email);
    await form.getByLabel(leadFormCopy.fields.message).fill(lead.message);
    await form.getByLabel(words.en.label).setInputFiles([
      { name: "deck.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(600, 450) },
      { name: "wall.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(480, 360) },
    ]);
    await expect
      .poll(() => form.locator("li", { has: page.locator("img") }).count(), { timeout: 20_000 })
      .toBe(2);
    await form.locator('button[type="submit"]').click();
    await page.locator("[data-photo-outcomes]").waitFor({ timeout: 30_000 });
    expect(await outcomeLines(page)).toEqual(
      ["deck.jpg", "wall.jpg"].map((n) => refusedLine("en", n, "connection")),
    );
    expect(await page.locator("[data-photo-outcomes]").innerText()).toContain(
      words.en.outcomes.notes.request,
    );
    await w.close();
    const stored = leadNamed(lead.name);
    expect(stored?.message).toBe(lead.message);
    expect(photosOf(`lead:${stored!.id}`)).toEqual([]);
  }, 60_000);

  it("a proxy's error page in answer to a booking's photos: the booking goes without them, and its page names each as not sent", async () => {
    const w = await openPage(browser(), "phone", {
      baseURL: server.origin,
      expectedErrors: [/status of 502/],
    });
    const { page } = w;
    // The picker's request gets a proxy's own page (the server restarting behind nginx, say).
    await page.route(`**${pathsByLang.en.book}`, (route) =>
      route.request().resourceType() === "xhr"
        ? route.fulfill({
            status: 502,
            contentType: "text/html",
            body: "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>",
          })
        : route.continue(),
    );
    await page.goto(pathsByLang.en.book);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const b = booking.en;
    await page.locator('input[name="window"]').first().check();
    const name = `Proxy Failure ${Date.now()}`;
    await page.getByLabel(b.fields.name).fill(name);
    await page.getByRole("textbox", { name: b.fields.phone }).fill(uniquePhone());
    await page.getByLabel(b.fields.street).fill("1 Test Way");
    await page.getByLabel(b.fields.zip).fill("90405");
    await page
      .getByLabel(words.en.label)
      .setInputFiles([{ name: "deck.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(600, 450) }]);
    await expect
      .poll(() => page.locator("[data-island=booking-photos] li", { has: page.locator("img") }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.getByRole("button", { name: b.submit }).click();
    await page.waitForURL((url) => url.pathname.startsWith(TOKEN_PATH_OF.manage), { timeout: 30_000 });
    await page.locator("[data-photo-outcomes]").waitFor();
    expect(await outcomeLines(page)).toEqual([
      refusedLine("en", requestPhotosCopy.numbered(1), "connection"),
    ]);
    await w.close();
    const ids = withDb(
      server.dbPath,
      (db) => db.prepare("SELECT id FROM bookings WHERE name = ?").all(name) as { id: number }[],
    );
    expect(ids).toHaveLength(1);
    expect(photosOf(`booking:${ids[0]!.id}`)).toEqual([]);
  }, 60_000);

  it("takes over photos chosen in the plain field before the page's script ran", async () => {
    const w = await openPage(browser(), "phone", { baseURL: server.origin });
    const { page } = w;
    // The islands' modules wait until a photo is in the plain field.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/islands/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(pathsByLang.en.contact);
    const field = page.getByLabel(words.en.label);
    await field.setInputFiles({
      name: "early.jpg",
      mimeType: "image/jpeg",
      buffer: await phoneJpeg(640, 480),
    });
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const picked = page.locator("li", { has: page.locator("img") });
    await expect.poll(() => picked.count(), { timeout: 20_000 }).toBe(1);
    expect(await picked.innerText()).toContain("early.jpg");
    // The field is empty again: the photo is sent once, by the picker.
    expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    expect(w.problems).toEqual([]);
    await w.close();
  }, 60_000);
});

describe("the booking form's photo picker, with JavaScript", () => {
  it("is on the booking pages only; previews, Remove and a progress bar each; a mistake comes back as after a plain post; the booking is stored with its photos", async () => {
    // The island is on the two booking pages and no other (the quote form has its own picker).
    const withIsland = await routesWithIsland("booking-photos");
    expect(withIsland.toSorted()).toEqual([pathsByLang.en.book, pathsByLang.es.book].toSorted());
    // Their previews are blob: images, which their policy allows.
    for (const path of withIsland) {
      const csp = (await fetch(`${server.origin}${path}`)).headers.get("content-security-policy");
      expect(csp, path).toMatch(/img-src [^;]*blob:/);
    }

    const b = booking.en;
    const w = await openPage(browser(), "phone", { baseURL: server.origin });
    const { page } = w;
    const modules: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") modules.push(new URL(r.url()).pathname);
    });
    await page.goto(pathsByLang.en.book);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(modules.some((m) => m.startsWith("/assets/islands/booking-photos-"))).toBe(true);
    expect(modules.filter((m) => /\/(lead-form|gallery|references|carousel)-/.test(m))).toEqual([]);

    await page.locator('input[name="window"]').first().check();
    const name = `Photo Booking ${Date.now()}`;
    await page.getByLabel(b.fields.name).fill(name);
    await page.getByRole("textbox", { name: b.fields.phone }).fill(uniquePhone());
    await page.getByLabel(b.fields.street).fill("1 Test Way");
    // No ZIP code yet: the first send comes back with the mistake named.
    const field = page.getByLabel(words.en.label);
    const picked = page.locator("[data-island=booking-photos] li", { has: page.locator("img") });
    const longName = "the-deck-above-the-garage-after-last-weeks-storm.jpg";
    await field.setInputFiles([
      { name: longName, mimeType: "image/jpeg", buffer: await phoneJpeg(600, 450) },
      { name: "stain.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(480, 360) },
      { name: "rail.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(480, 360) },
    ]);
    await expect.poll(() => picked.count(), { timeout: 20_000 }).toBe(3);
    const status = page.locator("[data-island=booking-photos] [role=status]");
    expect(await status.innerText()).toBe(
      fill(pickerEn.added, { count: 3, max: REQUEST_PHOTO_LIMITS.count }),
    );
    await page.getByRole("button", { name: fill(pickerEn.removeLabel, { n: 2, name: "stain.jpg" }) }).click();
    await expect.poll(() => picked.count()).toBe(2);
    expect(await axeViolations(page), "the booking form with two photos").toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "a long photo name scrolls nothing sideways").toBeLessThanOrEqual(0);

    // A slow connection, so each photo's progress bar is seen while the form is sent.
    const cdp = await page.context().newCDPSession(page);
    const throttle = (uploadThroughput: number) =>
      cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: uploadThroughput < 0 ? 0 : 20,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await throttle(100 * 1024);
    await page.getByRole("button", { name: b.submit }).click();
    await page.getByRole("progressbar").first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole("progressbar").count()).toBe(2);
    await throttle(-1);
    // The server's page, as after a plain post: the mistake named, the words kept, the photos not kept,
    // and the picker working again.
    await page.getByRole("link", { name: b.errors.zip }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel(b.fields.name).inputValue()).toBe(name);
    expect(await page.locator("[data-photo-outcomes] li[data-kept=false]").count()).toBe(2);
    await page.locator("[data-island=booking-photos][data-hydrated=true]").waitFor();

    await page.getByLabel(b.fields.zip).fill("90405");
    await page.getByLabel(words.en.label).setInputFiles([
      { name: "deck.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(600, 450) },
      { name: "rail.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg(480, 360) },
    ]);
    await expect.poll(() => picked.count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole("button", { name: b.submit }).click();
    // Booked: the booking's private page, as the redirect of a plain post leads to.
    await page.waitForURL((url) => url.pathname.startsWith(TOKEN_PATH_OF.manage), { timeout: 30_000 });
    await page.locator("[data-photo-outcomes]").waitFor();
    expect(await outcomeLines(page)).toEqual(
      [1, 2].map((n) => keptLine("en", requestPhotosCopy.numbered(n))),
    );
    // The browser reports the first send's answer (400, the mistake named, shown above); nothing else.
    expect(w.problems).toEqual([
      `console error: Failed to load resource: the server responded with a status of 400 (Bad Request) (${server.origin}${pathsByLang.en.book})`,
    ]);
    w.problems.length = 0;
    await w.close();
    const ids = withDb(
      server.dbPath,
      (db) => db.prepare("SELECT id FROM bookings WHERE name = ?").all(name) as { id: number }[],
    );
    expect(ids).toHaveLength(1);
    expect(photosOf(`booking:${ids[0]!.id}`)).toHaveLength(2);
  }, 90_000);
});

describe("bad photos", () => {
  it.each(["en", "es"] as const)(
    "leave the request stored with its text, each reason said (%s), never a 5xx",
    async (lang) => {
      const name = `Bad Photos ${lang} ${Date.now()}`;
      const message = `Leak under the ${lang} deck`;
      const form = new FormData();
      const fields = {
        form: "quote",
        page: pathsByLang[lang].contact,
        language: lang,
        name,
        email: `bad.${lang}@example.com`,
        message,
        elapsed_ms: "",
        website: "",
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const bad: [string, Buffer, PhotoRefusal][] = [
        ["big.jpg", Buffer.alloc(20 * 1024 * 1024, 0xff), "too-large"],
        ["IMG_0001.HEIC", heicHeader, "heic"],
        [
          "drawing.jpg",
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
          "not-photo",
        ],
        ["bomb.png", await pngDeclaring(20_000, 20_000), "too-large"],
      ];
      expect(bad[0]![1].length).toBeGreaterThan(MAX_PHOTO_BYTES);
      for (const [file, bytes] of bad)
        form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), file);
      const res = await fetch(`${server.origin}${pathsByLang[lang].contact}`, {
        method: "POST",
        body: form,
        headers: { origin: server.origin },
      });
      expect(res.status).toBe(200);
      const html = (await res.text())
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
      const text = html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
      for (const [file, , reason] of bad) expect(text).toContain(refusedLine(lang, file, reason));
      const stored = leadNamed(name);
      expect(stored?.message).toBe(message);
      expect(photosOf(`lead:${stored!.id}`)).toEqual([]);
    },
    30_000,
  );

  it("a body past the cap is refused whole, with a page in the form's language", async () => {
    // Node answers from the stated length, before reading the body.
    const res = await postDeclaring(`${server.origin}${pathsByLang.es.contact}`, 200 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.text).toContain(words.es.refusedPage.request.tooLargeTitle);
  });
});

describe("a connection cut mid-photo, straight to Node", () => {
  it("stores nothing and leaves no half-written photo", async () => {
    const name = `Cut Upload ${Date.now()}`;
    const photo = await phoneJpeg(1600, 1200);
    const boundary = "cut-boundary";
    const part = (field: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
    const head =
      part("form", "quote") +
      part("page", "/contact") +
      part("name", name) +
      part("email", "cut@example.com") +
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="deck.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const mediaBefore = withDb(
      server.dbPath,
      (db) => (db.prepare("SELECT COUNT(*) AS n FROM media").get() as { n: number }).n,
    );
    const port = Number(new URL(server.url).port);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${server.origin}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + photo.length + 64}\r\n\r\n${head}`,
    );
    socket.write(photo.subarray(0, photo.length >> 1));
    // The half photo reaches the server (it is being written to incoming/), then the connection drops.
    await eventually(
      () => filesIn("incoming").some((n) => n.startsWith("receiving-")) || undefined,
      5000,
      "the upload under way",
    );
    socket.destroy();
    await eventually(
      () => (filesIn("incoming").some((n) => n.startsWith("receiving-")) ? undefined : true),
      5000,
      "the half photo removed",
    );
    expect(leadNamed(name)).toBeUndefined();
    expect(
      withDb(server.dbPath, (db) => (db.prepare("SELECT COUNT(*) AS n FROM media").get() as { n: number }).n),
    ).toBe(mediaBefore);
  });
});

describe("the forms with photos", () => {
  it("have no axe violations at 390 and 1440 px, in both languages", async () => {
    const w = await openPage(browser(), "phone", { baseURL: server.origin });
    // The quote form at both widths in both languages; the booking form (a longer page) once a language,
    // a width each.
    const visits: [string, (keyof typeof viewports)[]][] = [
      [pathsByLang.en.contact, ["phone", "desktop"]],
      [pathsByLang.es.contact, ["phone", "desktop"]],
      [pathsByLang.en.book, ["desktop"]],
      [pathsByLang.es.book, ["phone"]],
    ];
    for (const [path, widths] of visits) {
      await w.page.setViewportSize(viewports[widths[0]!]);
      await w.page.goto(path);
      for (const width of widths) {
        await w.page.setViewportSize(viewports[width]);
        expect(await axeViolations(w.page), `${path} at ${viewports[width].width}`).toEqual([]);
      }
    }
    await w.close();
  }, 60_000);
});

describe("send more photos", () => {
  it("the office e-mails the link; the customer adds 2 photos without script in their language; the office sees them; the link fails changed or expired", async () => {
    // A lead in Spanish, sent without photos.
    const lead = uniqueLead("more-photos");
    const stores = openStores(server.dbPath);
    const leadId = stores.leads.insertLead({
      form: "quote",
      page: pathsByLang.es.contact,
      name: lead.name,
      email: lead.email,
      phone: "",
      message: lead.message,
      language: "es",
    });
    stores.close();

    // The office sends the link by e-mail; the page says until when it works, the audit log records it.
    const office = await officePage();
    await office.page.goto(requestPath("lead", leadId));
    await office.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await office.page.getByRole("button", { name: photoAskCopy.email }).click();
    await office.page.getByRole("status").filter({ hasText: photoAskCopy.emailed }).waitFor();
    await office.page
      .getByTestId("photo-link-state")
      .filter({ hasText: photoAskCopy.channels.email })
      .waitFor();
    expect(
      withDb(server.dbPath, (db) =>
        db
          .prepare("SELECT action FROM audit_log WHERE subject_type = 'lead' AND subject_id = ?")
          .all(String(leadId)),
      ),
    ).toEqual([{ action: "photos.ask.email" }]);
    const mail = await eventually(
      () => inbox.messages.find((m) => m.to.includes(lead.email) && m.raw.includes(TOKEN_PATH_OF.morePhotos)),
      15_000,
      "the e-mail",
    );
    const raw = mail.raw.replace(/=\r?\n/g, "");
    const link = new RegExp(`${TOKEN_PATH_OF.morePhotos}[A-Za-z0-9_-]{43}`).exec(raw)?.[0];
    expect(link, "the e-mail carries the link").toBeTruthy();

    // The customer's page in Spanish: never indexed, no Referer, nothing for axe at 390 and 1440 (one
    // visit; axe runs as a script, so this look has script on: the page itself ships none).
    const look = await openPage(browser(), "phone", { baseURL: server.origin });
    const opened = await look.page.goto(link!);
    expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await look.page.getByRole("heading", { level: 1, name: morePhotosEs.title }).waitFor();
    for (const width of ["desktop", "phone"] as const) {
      await look.page.setViewportSize(viewports[width]);
      expect(await axeViolations(look.page), `the photo link's page at ${viewports[width].width}`).toEqual(
        [],
      );
      expect(await look.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[width].width,
      );
    }
    await look.close();
    // The customer adds two photos at 390 px without script.
    const customer = await openPage(browser(), "phone", { baseURL: server.origin, javaScriptEnabled: false });
    const { page } = customer;
    await page.goto(link!);
    const photos = [
      { name: "terraza.jpg", buffer: await phoneJpeg(640, 480) },
      { name: "techo.jpg", buffer: await phoneJpeg(480, 640) },
    ];
    await page
      .getByLabel(morePhotosEs.label)
      .setInputFiles(photos.map((p) => ({ ...p, mimeType: "image/jpeg" })));
    await page.getByRole("button", { name: morePhotosEs.submit }).click();
    await page.getByRole("heading", { level: 1, name: morePhotosEs.thanks.title }).waitFor();
    expect(await outcomeLines(page)).toEqual(photos.map((_, i) => keptLine("es", words.es.numbered(i + 1))));
    // A HEIC alone: nothing is added, and the page says so instead of thanking for photos it did not keep.
    await page.goto(link!);
    await page
      .getByLabel(morePhotosEs.label)
      .setInputFiles({ name: "IMG_0003.HEIC", mimeType: "image/heic", buffer: heicHeader });
    await page.getByRole("button", { name: morePhotosEs.submit }).click();
    await page.getByRole("heading", { level: 1, name: morePhotosEs.thanksNone.title }).waitFor();
    expect(await outcomeLines(page)).toEqual([refusedLine("es", words.es.numbered(1), "heic")]);
    expect(await page.locator("[data-photo-outcomes]").innerText()).toContain(
      words.es.outcomes.notes.morePhotos,
    );
    await customer.close();

    // The office sees them on the lead's page, as the quote form's photos.
    await eventually(
      () => {
        const rows = photosOf(`lead:${leadId}`);
        return (
          (rows.length === photos.length && rows.every((r) => r.state === "ready" && r.public === 0)) ||
          undefined
        );
      },
      30_000,
      "the photos encoded",
    );
    await office.page.reload();
    await expect(office.page.locator("[data-request-photos] img").count()).resolves.toBe(photos.length);
    await office.close();

    // One character changed: no such link. Expired (its time moved back): the page says so.
    const changed = link!.slice(0, -1) + (link!.endsWith("A") ? "B" : "A");
    expect((await fetch(`${server.origin}${changed}`)).status).toBe(404);
    withDb(server.dbPath, (db) =>
      db
        .prepare("UPDATE photo_requests SET expires_at = ? WHERE lead_id = ?")
        .run(new Date(Date.now() - 1000).toISOString(), leadId),
    );
    const expired = await fetch(`${server.origin}${link!}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(morePhotosEs.expired.title);
  }, 60_000);
});
