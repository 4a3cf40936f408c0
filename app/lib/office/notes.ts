/** The office's notes on a lead or booking: their limit, and their web addresses as links. */

/** The longest note the office stores, in characters (a longer one is refused, never cut). */
export const NOTE_MAX = 2000;

/**
 * A note's text in pieces, its web addresses apart, so a page can show them as links. Only http and
 * https addresses are links (never javascript:, data: or any other scheme); a sentence's closing
 * punctuation after an address stays text, and so does a closing bracket the address did not open.
 */
export type NotePiece = { text: string } | { href: string; text: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"*_]+$/;

/** The address as typed, less what ends the sentence around it. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(TRAILING, "");
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
      ["{", "}"],
    ] as const) {
      const count = (c: string) => address.split(c).length - 1;
      if (address.endsWith(close) && count(close) > count(open)) address = address.slice(0, -1);
    }
    if (address === before) return address;
  }
}

/** A web address a link may point to: http or https, with a host. */
function webHref(address: string): string | null {
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

export function notePieces(body: string): NotePiece[] {
  const pieces: NotePiece[] = [];
  let text = "";
  let from = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = webHref(address);
    if (!href) continue;
    text += body.slice(from, match.index);
    if (text) pieces.push({ text });
    text = "";
    pieces.push({ href, text: address });
    from = match.index + address.length;
  }
  text += body.slice(from);
  if (text) pieces.push({ text });
  return pieces;
}
