import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { galleryWidths } from "~/content/images";
import { mediaCopy } from "~/content/office/media";
import { createLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import { createMedia, type Media } from "./media.server";
import { filesDir, uploadFile } from "./media-files.server";
import { createMediaQueue } from "./media-queue.server";
import { variantsOf } from "./media-record";
import { MEDIA_FORMATS } from "./encode.server";

const log = createLogger("silent");
let dir: string;
let site: SiteDb;
let media: Media;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "media-test-"));
  site = new SiteDb(":memory:");
  media = createMedia({ db: site, root: dir, capBytes: 10_000_000, log });
});
afterEach(async () => {
  await media.stop();
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A phone-like JPEG: GPS and camera tags, and turned a quarter by its EXIF orientation (6). */
const phoneJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3070c0" } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 1/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Stores a photo as an accepted upload would (pending, its upload waiting in incoming/). */
function pending(bytes: Buffer, { width, height }: { width: number; height: number }, at?: Date) {
  const id = media.store.insertPending(
    { type: "jpeg", public: 1, upload_bytes: bytes.length, width, height, uploaded_by: null },
    at,
  );
  writeFileSync(uploadFile(media.dirs, id), bytes);
  return id;
}

describe("the photo queue", () => {
  it("encodes photos left pending by an earlier run: upright, every width and format, no metadata, the upload deleted", async () => {
    const id = pending(await phoneJpeg(1200, 900), { width: 900, height: 1200 });
    expect(media.view(id, "/media")?.label).toBe(mediaCopy.states.pending);
    media.start();
    await media.queue.idle();
    const row = media.store.get(id);
    expect(row?.state).toBe("ready");
    const variants = variantsOf(row!);
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      galleryWidths.flatMap((w) => MEDIA_FORMATS.map((f) => `${w}.${f}`)).sort(),
    );
    for (const v of variants) {
      const file = join(media.dirs.public, v.name);
      const meta = await sharp(file).metadata();
      // Turned upright: portrait, as the phone held it.
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(Math.abs(v.height - (v.width * 1200) / 900)).toBeLessThanOrEqual(1);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.name).toMatch(new RegExp(`^${id}-${v.width}\\.[0-9a-f]{16}\\.${v.format}$`));
    }
    expect(row?.encoded_bytes).toBe(variants.reduce((s, v) => s + v.bytes, 0));
    expect(existsSync(uploadFile(media.dirs, id))).toBe(false);
    expect(media.view(id, "/media")?.files[0]?.url).toBe(`/media/${variants[0]?.name}`);
  });

  it("never enlarges a small photo: the widths past its own give way to its own width", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const id = pending(small, { width: 300, height: 200 });
    media.start();
    await media.queue.idle();
    const widths = [...new Set(variantsOf(media.store.get(id)!).map((v) => v.width))];
    expect(widths).toEqual([...galleryWidths.filter((w) => w < 300), 300]);
  });

  it("encodes one photo at a time, and marks a photo it cannot encode failed, deleting its upload", async () => {
    let running = 0;
    let most = 0;
    const queue = createMediaQueue({
      store: media.store,
      dirs: media.dirs,
      log,
      encode: async (_input, _out, id) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        if (id === broken) throw new Error("VipsJpeg: premature end of JPEG image");
        return [];
      },
    });
    const ids = [1, 2, 3].map(() => pending(Buffer.from("x"), { width: 1, height: 1 }));
    const broken = ids[1];
    queue.start();
    queue.kick();
    queue.kick();
    await queue.idle();
    await queue.stop();
    expect(most).toBe(1);
    expect(ids.map((id) => media.store.get(id)?.state)).toEqual(["ready", "failed", "ready"]);
    expect(media.store.get(broken!)?.error).toContain("premature end");
    expect(media.view(broken!, "/media")?.label).toBe(mediaCopy.states.failed);
    for (const id of ids) expect(existsSync(uploadFile(media.dirs, id))).toBe(false);
  });

  it("removes the files of a photo deleted while it was being encoded (its person's data deleted)", async () => {
    const id = pending(Buffer.from("x"), { width: 1, height: 1 });
    const row = media.store.get(id)!;
    const queue = createMediaQueue({
      store: media.store,
      dirs: media.dirs,
      log,
      encode: async (_input, out, photo) => {
        // The office deletes the person's data while the encoder works: the row goes, the encoder does not know.
        await media.removeUnreferenced([photo]);
        const name = `${photo}-400-test.webp`;
        writeFileSync(join(out, name), "encoded");
        return [{ name, width: 400, height: 300, format: "webp", bytes: 7 }];
      },
    });
    queue.start();
    queue.kick();
    await queue.idle();
    await queue.stop();
    expect(media.store.get(id)).toBeUndefined();
    expect(readdirSync(filesDir(media.dirs, row)).filter((n) => n.startsWith(`${id}-`))).toEqual([]);
    expect(existsSync(uploadFile(media.dirs, id))).toBe(false);
  });
});

describe("the storage cap", () => {
  it("is ok below 90 %, near past it (the banner's words), full at the cap (the refusal's)", () => {
    const at = (bytes: number) => {
      site.db.exec("DELETE FROM media");
      pending(Buffer.alloc(0), { width: 1, height: 1 });
      site.db.prepare("UPDATE media SET upload_bytes = ?").run(bytes);
      return media.usage();
    };
    expect(at(1_000_000).state).toBe("ok");
    expect(at(9_500_000)).toMatchObject({ state: "near", message: mediaCopy.nearCap(9_500_000, 10_000_000) });
    expect(at(10_000_000)).toMatchObject({
      state: "full",
      message: mediaCopy.refused.full(10_000_000, 10_000_000),
    });
  });
});

describe("the daily sweep", () => {
  const day = 24 * 3600_000;
  it("keeps what a reference, a referrer or the grace period holds, and removes the rest with their files", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 5 * day);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const byRecord = pending(photo, { width: 300, height: 200 }, old);
    const byReferrer = pending(photo, { width: 300, height: 200 }, old);
    const deletedLongAgo = pending(photo, { width: 300, height: 200 }, old);
    const deletedRecently = pending(photo, { width: 300, height: 200 }, old);
    const forgotten = pending(photo, { width: 300, height: 200 }, old);
    const justUploaded = pending(photo, { width: 300, height: 200 }, now);
    media.start();
    await media.queue.idle();
    media.addRef(byRecord, "project:12");
    // A deleted record keeps its photos for its 30 days.
    media.addRef(deletedLongAgo, "deleted-project:7", new Date(now.getTime() - day));
    media.addRef(deletedRecently, "deleted-project:8", new Date(now.getTime() + 20 * day));
    const asked: number[][] = [];
    media.registerReferrer((ids) => {
      asked.push([...ids]);
      return ids.filter((id) => id === byReferrer);
    });
    const filesOf = (id: number) =>
      variantsOf(media.store.get(id)!).map((v) => join(media.dirs.public, v.name));
    const gone = [...filesOf(deletedLongAgo), ...filesOf(forgotten)];
    // A file no photo owns: removed once older than the grace period, kept while it may be an upload under way.
    const strayOld = join(media.dirs.incoming, "receiving-0123.part");
    const strayNew = join(media.dirs.incoming, "receiving-4567.part");
    writeFileSync(strayOld, "x");
    writeFileSync(strayNew, "x");
    utimesSync(strayOld, old, old);

    expect(await media.sweep(now)).toEqual({ photos: 2, files: 1 });
    expect(asked).toEqual([[byReferrer, deletedLongAgo, forgotten]]);
    for (const id of [byRecord, byReferrer, deletedRecently, justUploaded])
      expect(media.store.get(id)?.state).toBe("ready");
    for (const id of [deletedLongAgo, forgotten]) expect(media.store.get(id)).toBeUndefined();
    for (const file of gone) expect(existsSync(file)).toBe(false);
    expect(existsSync(strayOld)).toBe(false);
    expect(existsSync(strayNew)).toBe(true);
    // Every file left belongs to a photo kept.
    const kept = [byRecord, byReferrer, deletedRecently, justUploaded].flatMap(filesOf);
    expect(
      readdirSync(media.dirs.public)
        .map((n) => join(media.dirs.public, n))
        .sort(),
    ).toEqual(kept.sort());

    // Once the record lets go of it, the photo goes at the next sweep.
    media.removeRef("project:12");
    expect(await media.sweep(now)).toEqual({ photos: 1, files: 0 });
    expect(media.store.get(byRecord)).toBeUndefined();
  });
});
