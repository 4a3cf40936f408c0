/**
 * Photos at run time, end to end on the built server: a signed-in office person uploads a phone photo
 * (GPS and camera tags, turned by its EXIF orientation) from the office page in Chromium; it is encoded
 * in the background, and its served files carry no metadata and stand upright. Every bad upload (section
 * 8's fuzz list) gets a clear message, never a 5xx, and leaves nothing stored; so does an upload without a
 * session or from another site, refused before its body is read; and one past the storage cap.
 */
import { phoneJpeg as taggedJpeg } from "./support/photos";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { crc32 } from "node:zlib";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryWidths } from "~/content/images";
import { mediaCopy } from "~/content/office/media";
import { MAX_PHOTO_BYTES, MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { MediaStore } from "~/lib/media/media-store.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { cookieSettings } from "~/lib/office/office-service.server";
import { launchBrowser } from "./support/browser";
import { seedPerson, startOfficeServer, withDb, type OfficeServer } from "./support/office";

let server: OfficeServer;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  server = await startOfficeServer(131);
  const person = seedPerson(server.dbPath, { email: "office.photos@example.com", role: "office" });
  cookie = `${cookieSettings(server.origin).name}=${person.sessionId}`;
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone's JPEG (4000×3000, 12 MP, by default) with GPS and camera tags, held upright by EXIF. */
const phoneJpeg = (width = 4000, height = 3000) => taggedJpeg(width, height, { tagged: true });

/** What is stored: the media rows, and every file in the media folder. */
function stored() {
  const root = join(dirname(server.dbPath), "media");
  const files = ["incoming", "public", "private"].flatMap((d) => readdirSync(join(root, d)));
  const rows = withDb(
    server.dbPath,
    (db) => (db.prepare("SELECT COUNT(*) AS n FROM media").get() as { n: number }).n,
  );
  return { rows, files: files.sort() };
}

/** Posts one file as the office's form would, with the session and the site's own Origin unless told otherwise. */
async function upload(bytes: Buffer, name: string, type: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.origin}${MEDIA_UPLOAD_PATH}`, {
    method: "POST",
    body: form,
    headers: { origin: server.origin, cookie, ...headers },
  });
  return { status: res.status, body: (await res.json()) as { error?: string; id?: number; state?: string } };
}

async function readyView(id: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${server.origin}${MEDIA_UPLOAD_PATH}/${id}`, { headers: { cookie } });
    const view = (await res.json()) as {
      state: string;
      label: string;
      files: { width: number; height: number; format: string; url: string }[];
    };
    if (view.state !== "pending" || Date.now() > deadline) return view;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A PNG whose header declares `width`×`height` over a tiny body: a decompression bomb's shape. */
async function pngDeclaring(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  // IHDR's data starts at byte 16 (8 signature, 4 length, 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("a photo uploaded in the office", () => {
  it("is accepted from the office page, encoded in the background, and served upright with no metadata", async () => {
    const jpeg = await phoneJpeg();
    const source = await sharp(jpeg).metadata();
    // The upload does carry what must not be published: GPS, the camera, the time, the rotation.
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(source.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(source.orientation).toBe(6);

    const context = await browser.newContext();
    await context.addCookies([
      { name: cookieSettings(server.origin).name, value: cookie.split("=")[1]!, url: server.origin },
    ]);
    const page = await context.newPage();
    const office = await page.goto(`${server.origin}/office`);
    // The office and the forms with a photo picker may preview a picked photo (blob:); other pages may not.
    expect(office?.headers()["content-security-policy"]).toMatch(/img-src [^;]*blob:/);
    const contact = await fetch(`${server.origin}/contact`);
    expect(contact.headers.get("content-security-policy") ?? "").toMatch(/img-src [^;]*blob:/);
    const home = await fetch(`${server.origin}/`);
    expect(home.headers.get("content-security-policy") ?? "").not.toContain("blob:");

    const answer = await page.evaluate(
      async ({ base64, path }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "IMG_0042.jpg");
        const res = await fetch(path, { method: "POST", body: form });
        return { status: res.status, body: await res.json() };
      },
      { base64: jpeg.toString("base64"), path: MEDIA_UPLOAD_PATH },
    );
    await context.close();
    expect(answer).toMatchObject({ status: 202, body: { state: "pending" } });

    const view = await readyView(answer.body.id);
    expect(view.state).toBe("ready");
    expect(view.label).toBe(mediaCopy.states.ready);
    expect(new Set(view.files.map((f) => f.width))).toEqual(new Set(galleryWidths));
    for (const file of view.files) {
      const res = await fetch(`${server.origin}${file.url}`);
      expect(res.status, file.url).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${file.format}`);
      expect(res.headers.get("cache-control")).toContain("immutable");
      const served = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format).toBe(file.format);
      // Upright: the phone's 4000×3000 landscape, turned a quarter, is a portrait.
      expect(meta.width).toBe(file.width);
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(Math.abs(meta.height! - (file.width * 4000) / 3000)).toBeLessThanOrEqual(1);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
    // Only the encoded files are kept: the upload, with its GPS tags, is gone.
    expect(stored().files.filter((f) => !f.includes(`${answer.body.id}-`))).toEqual([]);
    expect((await fetch(`${server.origin}/media/${answer.body.id}-800.0000000000000000.webp`)).status).toBe(
      404,
    );
  }, 120_000);
});

describe("a bad upload gets a clear message, no 5xx, and nothing is stored", () => {
  const cases: [string, () => Promise<[Buffer, string, string]>, number, string][] = [
    [
      "a truncated JPEG",
      async () => [(await phoneJpeg(1200, 900)).subarray(0, 30_000), "cut.jpg", "image/jpeg"],
      400,
      mediaCopy.refused.damaged,
    ],
    [
      "a decompression bomb (a PNG declaring 20000×20000)",
      async () => [await pngDeclaring(20_000, 20_000), "bomb.png", "image/png"],
      413,
      mediaCopy.refused.tooManyPixels,
    ],
    [
      "an SVG renamed .jpg",
      async () => [
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
        "photo.jpg",
        "image/jpeg",
      ],
      415,
      mediaCopy.refused.svg,
    ],
    [
      "a 20 MB file",
      async () => [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024)]),
        "huge.jpg",
        "image/jpeg",
      ],
      413,
      mediaCopy.refused.tooLarge,
    ],
    [
      "a HEIC photo",
      async () => [
        Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from("ftypheic\0\0\0\0mif1heic"),
          Buffer.alloc(2000),
        ]),
        "IMG_0001.HEIC",
        "image/heic",
      ],
      415,
      mediaCopy.refused.heic,
    ],
    [
      "a zip archive",
      async () => [
        Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(500)]),
        "photos.jpg",
        "image/jpeg",
      ],
      415,
      mediaCopy.refused.zip,
    ],
  ];
  it.each(cases)(
    "%s",
    async (_name, make, status, message) => {
      const before = stored();
      const [bytes, name, type] = await make();
      const { status: got, body } = await upload(bytes, name, type);
      expect(got).toBe(status);
      expect(body.error).toBe(message);
      expect(stored()).toEqual(before);
    },
    60_000,
  );

  it("a file just over 15 MB inside a request that fits is refused by the file limit", async () => {
    const before = stored();
    const { status, body } = await upload(Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff), "big.jpg", "image/jpeg");
    expect(status).toBe(413);
    expect(body.error).toBe(mediaCopy.refused.tooLarge);
    expect(stored()).toEqual(before);
  }, 60_000);
});

describe("who may upload", () => {
  it("refuses an upload without a session, or from another site, before storing anything", async () => {
    const before = stored();
    const photo = await phoneJpeg(800, 600);
    const anonymous = await upload(photo, "a.jpg", "image/jpeg", { cookie: "" });
    expect(anonymous).toEqual({ status: 401, body: { error: mediaCopy.refused.signedOut } });
    const crossSite = await upload(photo, "a.jpg", "image/jpeg", { origin: "https://evil.example" });
    expect(crossSite).toEqual({ status: 403, body: { error: mediaCopy.refused.otherSite } });
    const state = await fetch(`${server.origin}${MEDIA_UPLOAD_PATH}/1`);
    expect(state.status).toBe(401);
    expect(stored()).toEqual(before);
  });

  it("refuses uploads past the storage cap, with the message saying so", async () => {
    // The cap's default (MEDIA_CAP_MB, 2000 MB), already taken by one large photo waiting in the queue.
    const capBytes = 2000 * 1_000_000;
    withDb(server.dbPath, (db) =>
      db
        .prepare(
          "INSERT INTO media (created_at, state, type, upload_bytes, width, height, leased_until) VALUES (?, 'pending', 'jpeg', ?, 1, 1, ?)",
        )
        .run(new Date().toISOString(), capBytes, Date.now() + 3600_000),
    );
    try {
      const { status, body } = await upload(await phoneJpeg(800, 600), "a.jpg", "image/jpeg");
      expect(status).toBe(409);
      const used = new MediaStore(new SiteDb(server.dbPath)).usedBytes();
      expect(used).toBeGreaterThanOrEqual(capBytes);
      expect(body.error).toBe(mediaCopy.refused.full(used, capBytes));
    } finally {
      withDb(server.dbPath, (db) => db.prepare("DELETE FROM media WHERE upload_bytes = ?").run(capBytes));
    }
  });
});
