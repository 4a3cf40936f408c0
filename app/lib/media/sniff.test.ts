import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { sniff } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
/** An ISO media file's first box: `ftyp` with a major brand and compatible ones. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], "mdat");
};

describe("sniff: the type from the content, never the name", () => {
  it("accepts real JPEG, PNG and WebP files, as sharp writes them", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#c06030" } });
    expect(sniff(await image.clone().jpeg().toBuffer())).toEqual({ ok: true, type: "jpeg" });
    expect(sniff(await image.clone().png().toBuffer())).toEqual({ ok: true, type: "png" });
    expect(sniff(await image.clone().webp().toBuffer())).toEqual({ ok: true, type: "webp" });
  });

  it("names an iPhone's HEIC photo (any of the HEIF brands), apart from AVIF", async () => {
    expect(sniff(ftyp("heic", "mif1", "heic"))).toEqual({ ok: false, kind: "heic" });
    expect(sniff(ftyp("mif1", "heic"))).toEqual({ ok: false, kind: "heic" });
    expect(sniff(ftyp("heix", "mif1"))).toEqual({ ok: false, kind: "heic" });
    // An AVIF file lists the HEIF container's brand too: its major brand decides.
    expect(sniff(ftyp("avif", "mif1", "miaf"))).toEqual({ ok: false, kind: "avif" });
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .avif()
      .toBuffer();
    expect(sniff(avif)).toEqual({ ok: false, kind: "avif" });
  });

  it("names SVG (with an XML prologue, a byte-order mark, comments or none) and zip archives", () => {
    for (const svg of [
      `<svg xmlns="http://www.w3.org/2000/svg"/>`,
      `\uFEFF<?xml version="1.0"?><svg/>`,
      `  \n<!-- made by hand --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ""><svg/>`,
      `<SVG onload="alert(1)"></SVG>`,
    ])
      expect(sniff(Buffer.from(svg, "utf8")), svg).toEqual({ ok: false, kind: "svg" });
    expect(sniff(bytes("PK", [3, 4, 20, 0]))).toEqual({ ok: false, kind: "zip" });
    expect(sniff(bytes("PK", [5, 6, 0, 0]))).toEqual({ ok: false, kind: "zip" });
  });

  it("refuses everything else, and says an empty file is empty", () => {
    expect(sniff(bytes("GIF89a", [1, 0, 1, 0]))).toEqual({ ok: false, kind: "unknown" });
    expect(sniff(bytes("%PDF-1.7"))).toEqual({ ok: false, kind: "unknown" });
    expect(sniff(bytes("<html><body>hi</body></html>"))).toEqual({ ok: false, kind: "unknown" });
    // A JPEG's first two bytes alone are not a JPEG.
    expect(sniff(bytes([0xff, 0xd8]))).toEqual({ ok: false, kind: "unknown" });
    expect(sniff(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toEqual({ ok: false, kind: "unknown" });
    expect(sniff(new Uint8Array())).toEqual({ ok: false, kind: "empty" });
  });
});
