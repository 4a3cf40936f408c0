import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaCopy } from "~/content/office/media";
import { createLogger } from "../site/logger.server";
import { SiteDb } from "../site/site-db.server";
import { MAX_UPLOAD_REQUEST_BYTES, UPLOAD_TIMEOUT_MS } from "./limits";
import { createMedia, type Media } from "./media.server";

let dir: string;
let site: SiteDb;
let media: Media;
let server: Server;
let url: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "upload-test-"));
  site = new SiteDb(":memory:");
  media = createMedia({ db: site, root: dir, capBytes: 100_000_000, log: createLogger("silent") });
  server = createServer((req, res) => {
    void media.receive(req, { uploadedBy: null, isPublic: true }).then((answer) => {
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  site.close();
  rmSync(dir, { recursive: true, force: true });
});

const nothingStored = () => {
  expect(media.store.count()).toBe(0);
  for (const folder of ["incoming", "public", "private"]) expect(readdirSync(join(dir, folder))).toEqual([]);
};

describe("receivePhoto", () => {
  it("holds a request without a stated length (chunked) to the same limit as one that states it", async () => {
    const form = new FormData();
    form.append("photo", new Blob([Buffer.alloc(MAX_UPLOAD_REQUEST_BYTES + 1024 * 1024, 0xff)]), "big.jpg");
    const multipart = new Request(url, { method: "POST", body: form });
    const bytes = new Uint8Array(await multipart.arrayBuffer());
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1024 * 1024)
          controller.enqueue(bytes.subarray(at, at + 1024 * 1024));
        controller.close();
      },
    });
    const res = await fetch(url, {
      method: "POST",
      body: chunked,
      duplex: "half",
      headers: { "content-type": multipart.headers.get("content-type") ?? "" },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(mediaCopy.refused.tooLarge);
    nothingStored();
  });

  it("takes one photo per request, and says so for two", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("photo", new Blob([photo]), "a.jpg");
    form.append("photo", new Blob([photo]), "b.jpg");
    const res = await fetch(url, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(mediaCopy.refused.tooManyFiles);
    nothingStored();
  });

  it("refuses a form with no file, a body that is not multipart, and a cut-off multipart body", async () => {
    const form = new FormData();
    form.append("note", "no photo here");
    const noFile = await fetch(url, { method: "POST", body: form });
    expect([noFile.status, ((await noFile.json()) as { error: string }).error]).toEqual([
      400,
      mediaCopy.refused.noFile,
    ]);
    const json = await fetch(url, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect([json.status, ((await json.json()) as { error: string }).error]).toEqual([
      415,
      mediaCopy.refused.notMultipart,
    ]);
    const cut = await fetch(url, {
      method: "POST",
      body: '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(cut.status).toBe(400);
    nothingStored();
  });

  it("gives an upload time for 15 MB at 4 Mbit/s", () => {
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(((MAX_UPLOAD_REQUEST_BYTES * 8) / 4_000_000) * 1000);
  });
});
