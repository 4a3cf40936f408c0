/**
 * The booking page's markup, rendered once per language and state of its windows (bookings, closures,
 * the minute: the booking service's `windowsVersion`) instead of once per request, and stamped on each
 * response with what belongs to one visitor: the CSP nonce and the form's stamp. The render carries
 * marks where those go; each response replaces them.
 *
 * The page is also compressed once: gzip's DEFLATE lets independently compressed pieces follow each
 * other when each ends with a full flush (byte-aligned, no reference back), so the markup between the
 * marks is compressed at render time and each response adds its few stamped bytes as stored blocks, the
 * end block and gzip's CRC-32 and length. Compressing 90 KB per request would cost more than the rest of
 * the answer together (the stamp changes in every response, so no whole copy can be kept).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** A rendered page, kept as React Router made it (and, for a 200, compressed once). */
export interface LivePage {
  status: number;
  headers: [string, string][];
  body: string;
  gzip?: CompressedPage;
}

/**
 * Stand-ins the cached render carries where each response puts its own values. Letters and digits only
 * (a nonce is base64, so it is never mistaken for one), the same in markup and in JSON.
 */
export const LIVE_MARKS = { nonce: "LiveNonceMark0x7q3", stamp: "LiveStampMark0x7q3" } as const;

/** What may replace a mark: characters that mean the same in an attribute, a text node and JSON. */
const SAFE = /^[A-Za-z0-9_.:~+/=-]+$/;

/**
 * One cached render per key (a page's path), made again when `version()` changes. A render that fails,
 * or answers anything but 200, is not kept. Renders of one key and version are shared while they run.
 */
export function livePageCache({
  version,
  render,
}: {
  version: () => string;
  render: (key: string) => Promise<LivePage>;
}) {
  const entries = new Map<string, { version: string; page: Promise<LivePage> }>();
  return function cached(key: string): Promise<LivePage> {
    const current = version();
    const hit = entries.get(key);
    if (hit?.version === current) return hit.page;
    const page = render(key);
    entries.set(key, { version: current, page });
    const forget = () => {
      if (entries.get(key)?.page === page) entries.delete(key);
    };
    page.then((p) => (p.status === 200 ? undefined : forget()), forget);
    return page;
  };
}

/** A cached page's body for one response, or undefined when a value is not safe to put in (render it). */
export function stampPage(body: string, values: { nonce: string; stamp: string }): string | undefined {
  if (!SAFE.test(values.nonce) || !SAFE.test(values.stamp)) return undefined;
  return body.replaceAll(LIVE_MARKS.nonce, values.nonce).replaceAll(LIVE_MARKS.stamp, values.stamp);
}

/** A cached page's markup split at its marks, each piece between them compressed once. */
export interface CompressedPage {
  /**
   * The pieces of markup between the marks (one more than `marks`): each as it is and as raw DEFLATE
   * ending in a full flush. (The gzip trailer's CRC-32 is computed over the whole stamped page on each
   * response: about 20 µs for 90 KB with zlib's crc32.)
   */
  pieces: { raw: Buffer; deflated: Buffer }[];
  /** The mark between piece i and piece i + 1. */
  marks: (keyof typeof LIVE_MARKS)[];
}

const MARK_PATTERN = new RegExp(`${LIVE_MARKS.nonce}|${LIVE_MARKS.stamp}`, "g");
const markName = (found: string) => (found === LIVE_MARKS.nonce ? "nonce" : "stamp");

/** Splits a page at its marks and compresses the pieces (once per render). */
export function compressPage(body: string): CompressedPage {
  const raws: Buffer[] = [];
  const marks: CompressedPage["marks"] = [];
  let from = 0;
  for (const match of body.matchAll(MARK_PATTERN)) {
    raws.push(Buffer.from(body.slice(from, match.index)));
    marks.push(markName(match[0]));
    from = match.index + match[0].length;
  }
  raws.push(Buffer.from(body.slice(from)));
  const pieces = raws.map((raw) => ({
    raw,
    deflated: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  }));
  return { pieces, marks };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** DEFLATE's last block: final, fixed codes, empty (what zlib ends a flushed stream with). */
const LAST_BLOCK = Buffer.from([3, 0]);

/** A stored (uncompressed) DEFLATE block, not final, from a byte boundary: at most 65,535 bytes. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

/**
 * One response's gzip body, as the buffers to write in order (nothing of the page is copied): the
 * compressed pieces with its values between them. Undefined when a value is not safe to put in (the page
 * is then rendered for this request).
 */
export function gzipStamped(
  page: CompressedPage,
  values: { nonce: string; stamp: string },
): { parts: Buffer[]; length: number } | undefined {
  if (!SAFE.test(values.nonce) || !SAFE.test(values.stamp)) return undefined;
  const stamped = { nonce: Buffer.from(values.nonce), stamp: Buffer.from(values.stamp) };
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.pieces.forEach((piece, i) => {
    parts.push(piece.deflated);
    crc = crc32(piece.raw, crc);
    size += piece.raw.length;
    const mark = page.marks[i];
    if (!mark) return;
    const value = stamped[mark];
    parts.push(storedBlock(value));
    crc = crc32(value, crc);
    size += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return { parts, length: parts.reduce((n, b) => n + b.length, 0) };
}
