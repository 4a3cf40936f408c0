/**
 * A quote or booking form sent with photos, read by the media module's one receiver: its text fields in
 * order, each photo kept (private, referred to by the request) or named with the reason it was not, the
 * storage cap's reserve for the office, and a connection cut mid-photo leaving nothing behind.
 */
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import {
  MAX_PHOTO_BYTES,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_BYTES,
  OFFICE_RESERVE_SHARE,
  type PhotoOutcome,
} from "./limits";
import { createMedia, type Media } from "./media.server";

let dir: string;
let site: SiteDb;
let media: Media;
let server: Server;
let url: string;
let port: number;
/** What the test server's requests came to: the fields read, and what became of each photo. */
let answers: Promise<{ fields: [string, string][]; outcomes: PhotoOutcome[] } | { refused: number }>[];

async function start(capBytes = 500_000_000, max?: number) {
  media = createMedia({ db: site, root: dir, capBytes, log: createLogger("silent") });
  answers = [];
  server = createServer((req, res) => {
    const answer = media.receiveForm(req).then(async (form) => {
      if (!form.ok) return { refused: form.status };
      return { fields: form.fields, outcomes: await media.keepFormPhotos(form.photos, "lead:1", max) };
    });
    answers.push(answer);
    void answer.then(
      (a) => res.writeHead(200).end(JSON.stringify(a)),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
  url = `http://127.0.0.1:${port}/`;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "photo-form-test-"));
  site = new SiteDb(":memory:");
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await media.stop();
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

const jpeg = (width = 96, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: "#468" } })
    .jpeg()
    .toBuffer();
/** The first bytes of an iPhone's HEIC photo (an ISO box naming the heic brand). */
const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic"),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from("mif1heic"),
  Buffer.alloc(64),
]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');

async function post(form: FormData) {
  const res = await fetch(url, { method: "POST", body: form });
  return (await res.json()) as { fields: [string, string][]; outcomes: PhotoOutcome[] } | { refused: number };
}
const file = (bytes: Buffer, name: string) => [new Blob([new Uint8Array(bytes)]), name] as const;
const incoming = () => readdirSync(join(dir, "incoming")).filter((n) => !n.endsWith(".upload"));

describe("a form sent with photos", () => {
  it("reads the text fields in order, keeps good photos private for the request, and names each refusal", async () => {
    await start();
    const form = new FormData();
    form.append("name", "Ana Ruiz");
    form.append("message", "Water under the deck");
    expect(MAX_REQUEST_PHOTOS).toBe(5);
    form.append("photos", ...file(await jpeg(), "deck.jpg"));
    form.append("photos", ...file(heicHeader, "IMG_0001.HEIC"));
    form.append("photos", ...file(svg, "drawing.jpg"));
    form.append("photos", ...file(Buffer.alloc(MAX_PHOTO_BYTES + 1024, 0xff), "huge.jpg"));
    form.append("photos", ...file(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "cut.jpg"));
    form.append("photos", ...file(await jpeg(64, 96), "ceiling.png"));
    // No file chosen in a second input: an empty part with no name, not a photo.
    form.append("photos", new Blob([]), "");
    const answer = await post(form);
    expect(answer).toEqual({
      fields: [
        ["name", "Ana Ruiz"],
        ["message", "Water under the deck"],
      ],
      outcomes: [
        { name: "deck.jpg", kept: true },
        { name: "IMG_0001.HEIC", kept: false, reason: "heic" },
        { name: "drawing.jpg", kept: false, reason: "not-photo" },
        { name: "huge.jpg", kept: false, reason: "too-large" },
        { name: "cut.jpg", kept: false, reason: "unreadable" },
        // The sixth photo: past the five a request takes.
        { name: "ceiling.png", kept: false, reason: "too-many" },
      ],
    });
    const kept = media.photosOf("lead:1");
    expect(kept).toHaveLength(1);
    expect(kept[0]?.public).toBe(0);
    expect(incoming()).toEqual([]);
  });

  it("refuses the photo that would take the request past its total, and keeps the ones before", async () => {
    await start();
    // Each just under the per-photo limit: the third passes the request's total.
    const size = MAX_PHOTO_BYTES - 1024;
    const within = Math.floor(MAX_REQUEST_PHOTOS_BYTES / size);
    const form = new FormData();
    form.append("name", "Ana Ruiz");
    // Bytes that are no photo: each judged on its own, until the one past the total, never read.
    for (let i = 0; i <= within; i++) form.append("photos", ...file(Buffer.alloc(size, 7), `p${i}.jpg`));
    const answer = await post(form);
    if (!("outcomes" in answer)) throw new Error("refused whole");
    expect(answer.outcomes.at(-1)).toEqual({ name: `p${within}.jpg`, kept: false, reason: "over-total" });
    expect(answer.outcomes.slice(0, -1).every((o) => !o.kept && o.reason === "not-photo")).toBe(true);
    expect(incoming()).toEqual([]);
  });

  it("counts the photos a request holds already: a later form fills it up to five, and names the rest too many", async () => {
    await start();
    const send = async (n: number, prefix: string) => {
      const form = new FormData();
      for (let i = 0; i < n; i++) form.append("photos", ...file(await jpeg(96 + i, 64), `${prefix}${i}.jpg`));
      const answer = await post(form);
      if (!("outcomes" in answer)) throw new Error("refused whole");
      return answer.outcomes;
    };
    const first = 3;
    expect((await send(first, "a")).every((o) => o.kept)).toBe(true);
    const later = await send(MAX_REQUEST_PHOTOS - first + 1, "b");
    expect(later.filter((o) => o.kept)).toHaveLength(MAX_REQUEST_PHOTOS - first);
    expect(later.at(-1)).toMatchObject({ kept: false, reason: "too-many" });
    expect(media.photosOf("lead:1")).toHaveLength(MAX_REQUEST_PHOTOS);
    expect(await send(1, "c")).toEqual([{ name: "c0.jpg", kept: false, reason: "too-many" }]);
    expect(incoming()).toEqual([]);
  });

  it("keeps at most the holder's own number when given one (a review's one photo), naming the rest too many", async () => {
    await start(undefined, 1);
    const form = new FormData();
    for (const name of ["deck.jpg", "stairs.jpg"]) form.append("photos", ...file(await jpeg(), name));
    const answer = await post(form);
    if (!("outcomes" in answer)) throw new Error("refused whole");
    expect(answer.outcomes).toEqual([
      { name: "deck.jpg", kept: true },
      { name: "stairs.jpg", kept: false, reason: "too-many" },
    ]);
    expect(media.photosOf("lead:1")).toHaveLength(1);
  });

  it("keeps the office's reserve of the storage cap: customers' photos past it are refused as storage full", async () => {
    const photo = await jpeg();
    // Room for the photo within the whole cap, but not within the customers' share of it.
    await start(Math.floor(photo.length / (1 - OFFICE_RESERVE_SHARE / 2)));
    const form = new FormData();
    form.append("name", "Ana Ruiz");
    form.append("photos", ...file(photo, "deck.jpg"));
    expect(await post(form)).toMatchObject({
      outcomes: [{ name: "deck.jpg", kept: false, reason: "storage-full" }],
    });
    expect(media.store.count()).toBe(0);
    expect(incoming()).toEqual([]);
  });

  it("leaves nothing behind when the connection is cut mid-photo", async () => {
    await start();
    const photo = await jpeg(2000, 1500);
    const boundary = "cutboundary";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna Ruiz\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="deck.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + photo.length + 100}\r\n\r\n${head}`,
    );
    socket.write(photo.subarray(0, photo.length >> 1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect(answers[0]).resolves.toEqual({ refused: 400 });
    expect(media.store.count()).toBe(0);
    expect(incoming()).toEqual([]);
    // Nor a file still open: one removed while open would keep its disk space until the server stops.
    expect(openFilesIn(join(dir, "incoming"))).toEqual([]);
  });

  it("keeps the text when the disk refuses a photo: that photo is refused as storage full", async () => {
    await start();
    // The folder photos are written to is gone and a file stands in its place: every write fails.
    rmSync(join(dir, "incoming"), { recursive: true });
    writeFileSync(join(dir, "incoming"), "");
    const form = new FormData();
    form.append("name", "Ana Ruiz");
    form.append("photos", ...file(await jpeg(), "deck.jpg"));
    form.append("message", "Water under the deck");
    const answer = await post(form);
    expect(answer).toEqual({
      fields: [
        ["name", "Ana Ruiz"],
        ["message", "Water under the deck"],
      ],
      outcomes: [{ name: "deck.jpg", kept: false, reason: "storage-full" }],
    });
  });

  it("keeps at most five photos for one request when two forms for it come at once", async () => {
    await start();
    const photos = await Promise.all([1, 2, 3, 4].map((i) => jpeg(96 + i, 64)));
    const form = () => {
      const f = new FormData();
      photos.forEach((p, i) => f.append("photos", ...file(p, `${i}.jpg`)));
      return f;
    };
    const both = await Promise.all([post(form()), post(form())]);
    const kept = both.flatMap((a) => ("outcomes" in a ? a.outcomes : [])).filter((o) => o.kept);
    expect(kept).toHaveLength(MAX_REQUEST_PHOTOS);
    expect(media.store.heldBy("lead:1")).toHaveLength(MAX_REQUEST_PHOTOS);
  });
});

/** The files this process holds open under `folder` (Linux's /proc; a removed one ends " (deleted)"). */
function openFilesIn(folder: string): string[] {
  return readdirSync("/proc/self/fd").flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(folder) ? [target] : [];
    } catch {
      return [];
    }
  });
}
