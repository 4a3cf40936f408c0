/**
 * The office behind deploy/nginx.conf with TLS: when SITE_URL is https, the session cookie is
 * `__Host-office_session` and Secure (HttpOnly, SameSite=Lax, Path=/ as over http); the cookie without the
 * prefix is not accepted there; an invitation link never reaches nginx's access log; and a project
 * published from a phone goes through nginx from its photos' upload to the public gallery in both
 * languages. SITE_URL names localhost (an IP address cannot be a passkey's relying party), with a
 * certificate made here.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryCategories } from "~/content/gallery-categories";
import { projectEditorCopy } from "~/content/office/website";
import { previewCopy } from "~/content/office/preview";
import { pathsByLang } from "~/content/paths";
import { leadFormCopy } from "~/content/lead-forms";
import { requestPhotosCopy } from "~/content/request-photos";
import {
  createPhotoLinks,
  PHOTO_LINK_MS,
  PHOTO_LINK_PATH,
  PHOTO_LINK_SECRET,
} from "~/lib/media/photo-links.server";
import { requestPath } from "~/lib/office/work-paths";
import { appSecret } from "~/lib/site/app-secrets.server";
import { uniqueLead, eventually } from "./support/leads";
import { phoneJpeg as phonePhoto } from "./support/photos";
import { webhookReceiver } from "./support/webhooks";
import { MEDIA_FILES_PATH, MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { contentPaths, galleryItemPath, previewPath, projectPath } from "~/lib/office/content-paths";
import { startNginx, type RunningNginx } from "../../scripts/nginx.ts";
import { CACHE } from "../../server/cache-policy.server";
import { gotoHydrated, openPage, sharedBrowser } from "./support/browser";
import {
  addVirtualAuthenticator,
  inviteFromCli,
  registerFromInvitation,
  seedPerson,
  signInWithButton,
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
} from "./support/projects";
import { startServer, testPort, type RunningServer } from "./support/server";
import { deploySiteBlock, makeSelfSignedCertificate } from "./support/tls";

const appPort = testPort(124);
const tlsPort = testPort(125);
const plainPort = testPort(126);
const origin = `https://localhost:${tlsPort}`;
let dir: string;
let site: RunningServer;
let nginx: RunningNginx;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
const hookSecret = `whsec_${randomBytes(24).toString("base64")}`;
const browser = sharedBrowser();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "office-nginx-"));
  makeSelfSignedCertificate(dir, "localhost", "DNS:localhost");
  hook = await webhookReceiver(hookSecret);
  site = await startServer(appPort, {
    SITE_URL: origin,
    // A receiver of the lead's webhook, which fetches its photos by their signed links through nginx.
    WEBHOOK_URL: `http://127.0.0.1:${hook.port}/hook`,
    WEBHOOK_SECRET: hookSecret,
    WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
    WEBHOOK_POLL_MS: "200",
  });
  const block = deploySiteBlock({ dir, tlsPort, plainPort, appPort, serverName: "localhost" });
  nginx = await startNginx(dir, block, [tlsPort, plainPort]);
});
afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  await hook?.close();
});

/** A request over TLS through nginx (the certificate is this test's own). */
function send(path: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          servername: "localhost",
          port: tlsPort,
          path,
          method: body ? "POST" : "GET",
          rejectUnauthorized: false,
          headers: {
            host: `localhost:${tlsPort}`,
            ...(cookie ? { cookie } : {}),
            ...(body
              ? {
                  origin,
                  "content-type": "application/x-www-form-urlencoded",
                  "content-length": Buffer.byteLength(body),
                }
              : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

/** A POST of `body` over TLS through nginx, with the site's Origin; its status and the text answered. */
function post(path: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: tlsPort,
        path,
        method: "POST",
        rejectUnauthorized: false,
        headers: { host: `localhost:${tlsPort}`, origin, "content-length": body.length, ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the office behind nginx with TLS", () => {
  it("takes a photo of several MB at the upload's own location, and keeps the 64 KB cap everywhere else", async () => {
    const me = seedPerson(site.dbPath, { email: "tls.photos@example.com", role: "office" });
    const cookie = `__Host-office_session=${me.sessionId}`;
    const photo = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.append("photo", new Blob([photo], { type: "image/jpeg" }), "deck.jpg");
    const multipart = new Request("https://localhost/", { method: "POST", body: form });
    const body = Buffer.from(await multipart.arrayBuffer());
    const type = multipart.headers.get("content-type") ?? "";
    const accepted = await post(MEDIA_UPLOAD_PATH, body, { cookie, "content-type": type });
    expect(accepted.status).toBe(202);
    expect(JSON.parse(accepted.text)).toMatchObject({ state: "pending" });
    // The same bytes anywhere else are refused by nginx before they reach the server.
    const elsewhere = await post("/office/account", body, { cookie, "content-type": type });
    expect(elsewhere.status).toBe(413);
    expect(elsewhere.text).toContain("nginx");
  });

  it("takes the session only in a __Host- cookie, and clears it with Secure, HttpOnly, SameSite=Lax, Path=/", async () => {
    const me = seedPerson(site.dbPath, { email: "tls.owner@example.com", role: "owner" });
    expect((await send("/office/account", { cookie: `__Host-office_session=${me.sessionId}` })).status).toBe(
      200,
    );
    const plain = await send("/office/account", { cookie: `office_session=${me.sessionId}` });
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe("/office/sign-in");
    const out = await send("/office/account", {
      cookie: `__Host-office_session=${me.sessionId}`,
      form: { intent: "sign-out" },
    });
    expect(out.status).toBe(302);
    expect(out.headers["set-cookie"]).toEqual([
      "__Host-office_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    ]);
    expect((await send("/office/account", { cookie: `__Host-office_session=${me.sessionId}` })).status).toBe(
      302,
    );
  });

  it("keeps invitation links out of the access log, and sends them with no Referer", async () => {
    const link = await inviteFromCli({ dbPath: site.dbPath, origin }, "tls.invite@example.com", "office");
    const token = link.split("/").at(-1)!;
    expect(link.startsWith(`${origin}/office/invite/`)).toBe(true);
    const opened = await send(new URL(link).pathname);
    expect(opened.status).toBe(200);
    expect(opened.headers["referrer-policy"]).toBe("no-referrer");
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    const log = readFileSync(join(dir, "access.log"), "utf8");
    expect(log).toContain("/office/account");
    expect(log).not.toContain(token);
    expect(log).not.toContain("/office/invite/");
  });
});

describe("publishing from the office behind nginx with TLS", () => {
  it("signs in with a passkey on a phone, adds a project with two JPEGs, previews it privately, publishes it, and it is on /gallery and /es/galeria with its photos from /media/", async () => {
    const w = await openPage(browser(), "phone", { baseURL: origin, ignoreHTTPSErrors: true });
    const { page } = w;
    const authenticator = await addVirtualAuthenticator(page);
    const link = await inviteFromCli({ dbPath: site.dbPath, origin }, "tls.publisher@example.com", "office");
    await registerFromInvitation(page, link, "Pat Publisher");
    // Signed out (the cookie dropped), then in again with the passkey just registered.
    await page.context().clearCookies();
    await signInWithButton(page, origin, authenticator);

    // A new project: both photos uploaded through nginx's upload location (each past the 64 KB the
    // rest of the site takes) and processed while the fields are filled.
    await gotoHydrated(page, contentPaths.newProject);
    const [before, after] = await Promise.all([
      phoneJpeg(1600, 1200, "#8a7a66"),
      phoneJpeg(1200, 1600, "#5d6f7a"),
    ]);
    for (const photo of [before, after]) expect(photo.length).toBeGreaterThan(64 * 1024);
    await page
      .getByTestId("library-before")
      .setInputFiles({ name: "IMG_0101.jpg", mimeType: "image/jpeg", buffer: before });
    await page
      .getByTestId("camera-after")
      .setInputFiles({ name: "IMG_0102.jpg", mimeType: "image/jpeg", buffer: after });
    const title = {
      en: "Rooftop deck resealed over the garage",
      es: "Azotea sobre el garaje sellada de nuevo",
    };
    await fillProject(page, title.en, title.es);
    await fillPhotoAlts(page);
    await photoReady(page, "before");
    await photoReady(page, "after");
    const id = await saveNewProject(page);
    const itemView = galleryItemPath({ id, category: galleryCategories[0].slug });

    // The preview the editor links to: the draft on the real gallery page, for this session only.
    const href = await page
      .getByRole("link", { name: projectEditorCopy.actions.preview })
      .getAttribute("href");
    expect(href).toBe(previewPath(`project:${id}`, itemView));
    const preview = await page.goto(href!);
    expect(preview?.status()).toBe(200);
    const previewHeaders = await preview!.allHeaders();
    expect(previewHeaders["cache-control"]).toBe(CACHE.private);
    expect(previewHeaders["x-robots-tag"]).toContain("noindex");
    await page.getByText(previewCopy.mark, { exact: false }).first().waitFor();
    await page.getByText(title.en, { exact: true }).first().waitFor();

    await gotoHydrated(page, projectPath(id));
    await publishProject(page);

    // Public, through nginx, without a rebuild: the gallery in each language, in its own words. The
    // requests carry the office's cookie, and still get the public answer.
    const html: Record<string, string> = {};
    for (const lang of ["en", "es"] as const) {
      const res = await page.request.get(pathsByLang[lang].gallery);
      expect(res.status(), lang).toBe(200);
      expect(res.headers()["cache-control"], lang).toBe(CACHE.revalidate);
      expect(res.headers()["set-cookie"], lang).toBeUndefined();
      html[lang] = await res.text();
      expect(html[lang], lang).toContain(title[lang]);
      expect(html[lang], lang).toContain(PROJECT_ALTS.before[lang]);
    }
    expect(html.es).not.toContain(title.en);
    expect(html.es).not.toContain(PROJECT_ALTS.before.en);

    // One of its photos, as a visitor's browser fetches it: immutable, an image, no cookie of the office.
    const file = firstMediaFile(html.en!);
    expect(file?.startsWith(`${MEDIA_FILES_PATH}/`), "the project's photo is under /media/").toBe(true);
    const photo = await page.request.get(file!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["cache-control"]).toBe(CACHE.immutable);
    expect(photo.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    expect(photo.headers()["set-cookie"]).toBeUndefined();
    expect((await photo.body()).byteLength).toBeGreaterThan(0);
    await w.close();
  }, 90_000);
});

describe("a quote with photos behind nginx with TLS", () => {
  it("goes from a phone's picker with three JPEGs to the office's thumbnails, stored without metadata, and to a webhook whose signed links work through nginx until they expire", async () => {
    const lead = uniqueLead("tls-photos");
    const w = await openPage(browser(), "phone", { baseURL: origin, ignoreHTTPSErrors: true });
    const { page } = w;
    await gotoHydrated(page, pathsByLang.en.contact);
    const form = page
      .locator(`form[action="${pathsByLang.en.contact}"]`)
      .filter({ has: page.locator('input[type="file"]') });
    const fields = leadFormCopy.fields;
    await form.getByLabel(fields.name).fill(lead.name);
    await form.getByLabel(fields.email).fill(lead.email);
    await form.getByLabel(fields.message).fill(lead.message);
    // Three phone photos under the picker's shrinking size, so they reach the server as the phone took
    // them: the first with GPS tags and a rotation.
    const tagged = await phonePhoto(1600, 1200, { tagged: true });
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    await form.getByLabel(requestPhotosCopy.label).setInputFiles([
      { name: "IMG_4001.jpg", mimeType: "image/jpeg", buffer: tagged },
      { name: "IMG_4002.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1200, 900) },
      { name: "IMG_4003.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(900, 1200) },
    ]);
    await expect.poll(() => form.locator("li", { has: page.locator("img") }).count()).toBe(3);
    await form.locator('button[type="submit"]').click();
    await page.locator("[data-photo-outcomes]").waitFor({ timeout: 60_000 });
    expect(await page.locator("[data-photo-outcomes] li").count()).toBe(3);
    expect(w.problems).toEqual([]);

    // Stored: three private photos, upright, without metadata.
    const db = new DatabaseSync(site.dbPath, { readOnly: true });
    const leadId = (db.prepare("SELECT id FROM leads WHERE name = ?").get(lead.name) as { id: number }).id;
    const ids = () =>
      db
        .prepare(
          "SELECT m.id, m.state FROM media m JOIN media_refs r ON r.media_id = m.id WHERE r.holder = ? AND m.public = 0 ORDER BY m.id",
        )
        .all(`lead:${leadId}`) as { id: number; state: string }[];
    await expect
      .poll(() => ids().map((r) => r.state), { timeout: 30_000 })
      .toEqual(["ready", "ready", "ready"]);
    db.close();
    const privateDir = join(dirname(site.dbPath), "media", "private");
    const files = readdirSync(privateDir);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const name of files) {
      const meta = await sharp(join(privateDir, name)).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(meta.orientation ?? 1, name).toBe(1);
    }

    // The office, signed in on the same phone through nginx, sees the three thumbnails.
    const staff = seedPerson(site.dbPath, { email: "tls.office@example.com", role: "office" });
    await page
      .context()
      .addCookies([
        { name: "__Host-office_session", value: staff.sessionId, url: origin, secure: true, httpOnly: true },
      ]);
    await gotoHydrated(page, requestPath("lead", leadId));
    const thumbs = page.locator("[data-request-photos] img");
    await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBe(3);
    await expect
      .poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await w.close();

    // The receiver got lead.created with a signed link per photo, and fetches each through nginx.
    const delivered = await eventually(
      () =>
        hook.deliveries.find(
          (d) =>
            d.event?.type === "lead.created" && d.event.data.id === leadId && d.event.data.photoCount === 3,
        ),
      30_000,
      "lead.created with its three photos",
    );
    const links = (delivered.event!.data.photos as { url: string }[]).map((p) => p.url);
    expect(links).toHaveLength(3);
    for (const url of links) {
      expect(new URL(url).origin).toBe(origin);
      const res = await send(new URL(url).pathname);
      expect(res.status, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe(CACHE.private);
    }
    // One byte changed: 404; signed 7 days and a second ago: 410. Neither reaches the access log.
    const path = new URL(links[0]!).pathname;
    const altered = path.slice(0, -2) + (path.at(-2) === "A" ? "B" : "A") + path.at(-1);
    expect((await send(altered)).status).toBe(404);
    const photoId = Number(path.slice(PHOTO_LINK_PATH.length).split(".")[0]);
    const secrets = new DatabaseSync(site.dbPath);
    const key = createPhotoLinks(appSecret(secrets, PHOTO_LINK_SECRET));
    secrets.close();
    const lapsed = key.sign(photoId, new Date(Date.now() - PHOTO_LINK_MS - 1000));
    expect((await send(lapsed.path)).status).toBe(410);
    const log = readFileSync(join(dir, "access.log"), "utf8");
    for (const p of [path, altered, lapsed.path]) expect(log).not.toContain(p.split(".").at(-1)!);
  }, 90_000);
});
