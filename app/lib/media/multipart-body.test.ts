import { Readable } from "node:stream";
import Busboy from "@fastify/busboy";
import { describe, expect, it } from "vitest";
import { filesProgress, multipartBody, randomBoundary } from "./multipart-body";

/** What a real multipart parser (the one the server uses) reads from a body: its fields and files in order. */
async function parse(body: Blob, contentType: string) {
  const parts: { kind: "field" | "file"; name: string; value: string | Buffer; filename?: string }[] = [];
  const busboy = Busboy({ headers: { "content-type": contentType } });
  const done = new Promise<void>((resolve, reject) => {
    busboy.on("field", (name, value) => parts.push({ kind: "field", name, value }));
    busboy.on("file", (name, stream, filename) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => parts.push({ kind: "file", name, value: Buffer.concat(chunks), filename }));
    });
    busboy.on("finish", resolve);
    busboy.on("error", reject);
  });
  Readable.from(Buffer.from(await body.arrayBuffer())).pipe(busboy);
  await done;
  return parts;
}

const jpegish = (n: number, fill: number) => new Blob([new Uint8Array(n).fill(fill)], { type: "image/jpeg" });

describe("a multipart body built in the browser", () => {
  it("is read by the server's parser as the same fields, then the same photos, byte for byte", async () => {
    const photos = [jpegish(3000, 7), jpegish(12, 9)];
    const { body, contentType } = multipartBody(
      [
        ["name", "Ana Pérez"],
        ["message", 'Water under the "deck"\nsince Sunday'],
      ],
      photos.map((blob, i) => ({ field: "photos", filename: `IMG_${i}.jpg`, type: blob.type, blob })),
    );
    const parts = await parse(body, contentType);
    expect(parts.map((p) => [p.kind, p.name])).toEqual([
      ["field", "name"],
      ["field", "message"],
      ["file", "photos"],
      ["file", "photos"],
    ]);
    expect(parts[0]!.value).toBe("Ana Pérez");
    expect(parts[1]!.value).toBe('Water under the "deck"\r\nsince Sunday');
    expect(parts[2]!.filename).toBe("IMG_0.jpg");
    expect(Buffer.compare(parts[2]!.value as Buffer, Buffer.from(await photos[0]!.arrayBuffer()))).toBe(0);
    expect((parts[3]!.value as Buffer).length).toBe(12);
  });

  it("knows where each photo's bytes are, so the upload's byte offset gives each photo's progress", async () => {
    const photos = [jpegish(1000, 1), jpegish(2000, 2)];
    const { body, files } = multipartBody(
      [["name", "Ana"]],
      photos.map((blob) => ({ field: "photos", filename: "p.jpg", type: blob.type, blob })),
    );
    const bytes = new Uint8Array(await body.arrayBuffer());
    expect(files.map((f) => f.end - f.start)).toEqual([1000, 2000]);
    expect(bytes.slice(files[0]!.start, files[0]!.end).every((b) => b === 1)).toBe(true);
    expect(bytes.slice(files[1]!.start, files[1]!.end).every((b) => b === 2)).toBe(true);
    // Before the first photo: nothing; halfway through the second: the first done, the second half.
    expect(filesProgress(files[0]!.start, files)).toEqual([0, 0]);
    expect(filesProgress(files[1]!.start + 1000, files)).toEqual([1, 0.5]);
    expect(filesProgress(body.size, files)).toEqual([1, 1]);
  });

  it("escapes quotes and line breaks in names, and never repeats a boundary", async () => {
    const { body, contentType } = multipartBody(
      [],
      [{ field: "photos", filename: 'a"b\r\nc.jpg', type: "image/jpeg", blob: jpegish(3, 0) }],
    );
    expect(await body.text()).toContain('filename="a%22b%0D%0Ac.jpg"');
    expect((await parse(body, contentType))[0]!.filename).toBe("a%22b%0D%0Ac.jpg");
    expect(randomBoundary()).not.toBe(randomBoundary());
    expect(randomBoundary()).toMatch(/^----HarborlineForm[0-9a-f]{32}$/);
  });
});
