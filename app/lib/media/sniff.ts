/**
 * What a file is, from its first bytes: never from its name or the type the browser declared. The
 * three photo types are accepted; HEIC (an iPhone's default) is named so the office can say how to send
 * a JPEG; SVG and zip are named so the refusal is clear; everything else is "unknown".
 */
import type { PhotoType } from "./limits";

export type Sniffed =
  { ok: true; type: PhotoType } | { ok: false; kind: "heic" | "avif" | "svg" | "zip" | "empty" | "unknown" };

/** Bytes to read before sniffing: enough for every signature below and an SVG's prologue. */
export const SNIFF_BYTES = 512;

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));

/** The brands of an ISO media file (`ftyp` box): its major brand and its compatible ones. */
function ftypBrands(head: Uint8Array): string[] | undefined {
  if (ascii(head, 4, 8) !== "ftyp") return undefined;
  const size = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const end = Math.min(size > 16 ? size : 16, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/** Text that starts like SVG or any XML document (after a byte-order mark, white space and comments). */
function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, "")
    .replace(/^(\s|<!--[\s\S]*?-->)+/, "")
    .toLowerCase();
  return /^<(\?xml|svg|!doctype\s+svg)/.test(text);
}

export function sniff(head: Uint8Array): Sniffed {
  if (head.length === 0) return { ok: false, kind: "empty" };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ok: true, type: "jpeg" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: "png" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { ok: true, type: "webp" };
  const brands = ftypBrands(head);
  if (brands) {
    // An AVIF file also lists the HEIF container's brand (mif1): its major brand decides first.
    if (AVIF_BRANDS.has(brands[0] ?? "")) return { ok: false, kind: "avif" };
    if (brands.some((b) => HEIC_BRANDS.has(b))) return { ok: false, kind: "heic" };
    if (brands.some((b) => AVIF_BRANDS.has(b))) return { ok: false, kind: "avif" };
  }
  if (startsWith(head, [0x50, 0x4b]) && [3, 5, 7].includes(head[2] ?? 0)) return { ok: false, kind: "zip" };
  if (looksLikeSvg(head)) return { ok: false, kind: "svg" };
  return { ok: false, kind: "unknown" };
}
