/**
 * A multipart/form-data body built in the browser as one Blob, knowing where each file's bytes sit in it.
 * XMLHttpRequest's upload progress is a byte offset into the body (`loaded`), so with these offsets a form
 * that sends several photos at once can show each photo's own progress. The browser's FormData would
 * send the same parts, but hides where they fall. Plain code, safe in the browser and in Node.
 */

/** A file part: the form field it is sent as, its name and type, and its bytes. */
export interface MultipartFile {
  field: string;
  filename: string;
  type: string;
  blob: Blob;
}

export interface MultipartBody {
  body: Blob;
  /** The request's Content-Type, with the body's boundary. */
  contentType: string;
  /** Each file's bytes in the body: from `start` (inclusive) to `end` (exclusive), in `files`' order. */
  files: readonly { start: number; end: number }[];
}

const encoder = new TextEncoder();
const CRLF = "\r\n";

/** A field's name or a file's name in a part's header, escaped as the HTML standard's form encoder does. */
const quoted = (value: string) =>
  `"${value.replaceAll("\r", "%0D").replaceAll("\n", "%0A").replaceAll('"', "%22")}"`;

/** A boundary no field or photo will contain: 128 random bits. */
export function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `----HarborlineForm${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The body of `fields` (text, in order) followed by `files` (in order): the server reads the text first,
 * so a request whose photos are refused or cut off still has every word typed.
 */
export function multipartBody(
  fields: readonly (readonly [string, string])[],
  files: readonly MultipartFile[],
  boundary = randomBoundary(),
): MultipartBody {
  const parts: (Uint8Array | Blob)[] = [];
  let offset = 0;
  const push = (part: Uint8Array | Blob) => {
    parts.push(part);
    offset += part instanceof Blob ? part.size : part.byteLength;
  };
  for (const [name, value] of fields)
    push(
      encoder.encode(
        `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(name)}${CRLF}${CRLF}${value.replace(/\r?\n/g, CRLF)}${CRLF}`,
      ),
    );
  const placed: { start: number; end: number }[] = [];
  for (const file of files) {
    push(
      encoder.encode(
        `--${boundary}${CRLF}Content-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.filename)}${CRLF}Content-Type: ${file.type || "application/octet-stream"}${CRLF}${CRLF}`,
      ),
    );
    const start = offset;
    push(file.blob);
    placed.push({ start, end: offset });
    push(encoder.encode(CRLF));
  }
  push(encoder.encode(`--${boundary}--${CRLF}`));
  return {
    body: new Blob(parts as BlobPart[]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    files: placed,
  };
}

/** How far each file has gone (0 to 1) once `loaded` bytes of the body are sent. */
export function filesProgress(loaded: number, files: MultipartBody["files"]): number[] {
  return files.map(({ start, end }) =>
    end <= start ? (loaded >= end ? 1 : 0) : Math.min(1, Math.max(0, (loaded - start) / (end - start))),
  );
}
