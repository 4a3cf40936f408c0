/** Reads the parts of a raw e-mail the way a mail client would (multipart, quoted-printable, base64). */

export interface MimePart {
  headers: string;
  contentType: string;
  body: string;
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, " ");

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
    } catch {
      return bytes;
    }
  }
  return body;
}

/** Every leaf part of a message (a single-part message is one part). */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfold(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const contentType = /^content-type:\s*([^\r\n]+)/im.exec(headers)?.[1] ?? "text/plain";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => mimeParts(chunk.replace(/^\r?\n/, "")));
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1] ?? "7bit";
  return [{ headers, contentType, body: decode(body, encoding) }];
}

/** The decoded text of the first part of a type ("text/plain", "text/calendar"). */
export const partOf = (raw: string, type: string) =>
  mimeParts(raw).find((p) => p.contentType.toLowerCase().startsWith(type));
