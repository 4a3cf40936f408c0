import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaCopy } from "~/content/office/media";
import { PHOTO_LINK_DAYS } from "~/lib/media/limits";
import { uploadFile } from "~/lib/media/media-files.server";
import { requestHolder, variantsOf } from "~/lib/media/media-record";
import { createMedia, type Media } from "~/lib/media/media.server";
import { PHOTO_LINK_PATH } from "~/lib/media/photo-links.server";
import type { OfficeService } from "~/lib/office/office-service.server";
import { silentLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { mediaRoutes } from "./media-routes.server";

const DAY = 24 * 3_600_000;
let dir: string;
let site: SiteDb;
let media: Media;
let server: Server;
let origin: string;
/** The clock the route checks links against. */
let clock = new Date("2027-03-10T18:00:00Z");

beforeEach(async () => {
  // A folder whose name starts with a dot (~/.local/share/…): the files are still served.
  dir = mkdtempSync(join(tmpdir(), ".photo-route-"));
  site = new SiteDb(":memory:");
  media = createMedia({ db: site, root: dir, capBytes: 50_000_000, log: silentLogger });
  const app = express();
  // The signed photo route reads no session: the office service is never reached.
  app.use(
    mediaRoutes({
      media,
      office: {} as OfficeService,
      siteUrl: undefined,
      log: silentLogger,
      now: () => clock,
    }),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await media.stop();
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A customer's JPEG, stored as an accepted upload and encoded by the queue; its id. */
async function photo({ isPublic = false, holder }: { isPublic?: boolean; holder?: string }) {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a5230" } })
    .jpeg()
    .toBuffer();
  const id = media.store.insertPending({
    type: "jpeg",
    public: isPublic ? 1 : 0,
    upload_bytes: bytes.length,
    width: 640,
    height: 480,
    uploaded_by: null,
  });
  writeFileSync(uploadFile(media.dirs, id), bytes);
  if (holder) media.addRef(id, holder);
  media.start();
  media.queue.kick();
  await media.queue.idle();
  expect(media.store.get(id)?.state).toBe("ready");
  return id;
}

const get = (path: string) => fetch(`${origin}${path}`);
const refused = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(await res.text()).toBe(mediaCopy.linkRefused[status as 404 | 410]);
};

describe("GET /photo/<signed token>", () => {
  it(`serves a lead's photo, its widest WebP, private and uncached, without a cookie, for ${PHOTO_LINK_DAYS} days`, async () => {
    const id = await photo({ holder: requestHolder("lead", 12) });
    const { path } = media.links.sign(id, clock);
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    const widest = variantsOf(media.store.get(id)!)
      .filter((v) => v.format === "webp")
      .sort((a, b) => b.width - a.width)[0]!;
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(join(media.dirs.private, widest.name)))).toBe(true);
    expect((await sharp(body).metadata()).width).toBe(widest.width);

    // A second before its 7 days end it still works; at the end, 410.
    const signedAt = clock;
    clock = new Date(signedAt.getTime() + PHOTO_LINK_DAYS * DAY - 1000);
    expect((await get(path)).status).toBe(200);
    clock = new Date(signedAt.getTime() + PHOTO_LINK_DAYS * DAY);
    await refused(await get(path), 410);
  });

  it("answers 404 for a link with one byte changed, a made-up one, or a photo that is no customer's", async () => {
    const id = await photo({ holder: requestHolder("booking", 3) });
    const { path } = media.links.sign(id, clock);
    const last = path.at(-1) === "A" ? "B" : "A";
    await refused(await get(path.slice(0, -1) + last), 404);
    await refused(await get(`${PHOTO_LINK_PATH}${id}.zzzzzz.${"A".repeat(43)}`), 404);
    await refused(await get(`${PHOTO_LINK_PATH}..%2f..%2fleads.db`), 404);
    // A published photo, and a private one no lead or booking refers to, are not served by a link.
    const published = await photo({ isPublic: true, holder: "project:1" });
    await refused(await get(media.links.sign(published, clock).path), 404);
    const loose = await photo({});
    await refused(await get(media.links.sign(loose, clock).path), 404);
    // Once the request lets go of it (deleted), its links answer 404.
    media.removeRef(requestHolder("booking", 3));
    await refused(await get(path), 404);
  });
});
