/**
 * What deploy/nginx.conf and deploy/Caddyfile let through to the server, read from the files as an
 * operator copies them: the photo upload's own body size, the 64 KB cap everywhere else (the same number
 * of bytes in both), no timeout that would cut a slow phone's photo, and no cache of their own (the
 * server's Cache-Control, immutable for /media/ and private, no-store for the office, reaches the browser
 * as the server wrote it). tests/e2e/office-proxy.e2e.ts runs nginx.conf for real.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pathsByLang } from "~/content/page-registry";
import { MAX_PHOTO_FORM_BYTES, MAX_UPLOAD_REQUEST_BYTES, MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { TOKEN_PATH_OF } from "~/lib/site/token-paths";
import { MAX_BODY_BYTES } from "./form-guards.server";

const read = (name: string) =>
  readFileSync(new URL(`../deploy/${name}`, import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .join("\n");
const nginx = read("nginx.conf");
/** The four pages whose forms take photos (server/photo-forms.server.ts reads them). */
const photoFormPaths = Object.values(pathsByLang).flatMap((p) => [p.contact, p.book]);
const caddy = read("Caddyfile");
/** A customer's "send more photos" page: a token path whose form takes photos like the four above. */
const morePhotosPage = `${TOKEN_PATH_OF.morePhotos}${"A".repeat(43)}`;
/** Caddy's path matchers of the pages that take photos: the four, and the token page's prefix. */
const caddyPhotoPaths = [...photoFormPaths, `${TOKEN_PATH_OF.morePhotos}*`];

/**
 * The `location` nginx uses for a path among the regular-expression ones, in the file's order (the
 * first that matches), with its block's text.
 */
function nginxRegexLocation(path: string) {
  for (const m of nginx.matchAll(/^location (~\*?) "(\S+)" \{$/gm)) {
    const pattern = new RegExp(m[2]!, m[1] === "~*" ? "i" : "");
    if (pattern.test(path)) return block(nginx, m[0].slice(0, -2));
  }
  return undefined;
}

/** nginx's sizes: bytes, or k/m/g (powers of 1024). */
function nginxBytes(size: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(size);
  if (!m) throw new Error(`not an nginx size: ${size}`);
  return Number(m[1]) * 1024 ** "_kmg".indexOf((m[2] || "_").toLowerCase());
}

/** Caddy's sizes (go-humanize): KB, MB are powers of 1000; KiB, MiB powers of 1024. */
function caddyBytes(size: string): number {
  const m = /^(\d+)\s*([kmg]?)(i?)b?$/i.exec(size);
  if (!m) throw new Error(`not a Caddy size: ${size}`);
  const power = "_kmg".indexOf((m[2] || "_").toLowerCase());
  return Number(m[1]) * (m[3] ? 1024 : 1000) ** power;
}

/** The text of the `{ … }` block opened by `opening` (blocks here nest one level at most). */
function block(conf: string, opening: string): string {
  const start = conf.indexOf(`${opening} {`);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const body = conf.slice(start + opening.length + 2);
  return body.slice(0, body.indexOf("}"));
}

/** Durations in seconds of nginx's `60s`, `1m`, `90`. */
function nginxSeconds(value: string): number {
  const m = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!m) throw new Error(`not an nginx time: ${value}`);
  return Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2] ?? "s"]!;
}

describe("deploy/nginx.conf", () => {
  const upload = block(nginx, `location = ${MEDIA_UPLOAD_PATH}`);
  const sizes = [...nginx.matchAll(/client_max_body_size (\S+);/g)].map((m) => m[1]!);

  it("gives the photo upload its own location, with the body size it needs, passed on as it arrives", () => {
    const size = nginxBytes(/client_max_body_size (\S+);/.exec(upload)?.[1] ?? "");
    expect(size).toBeGreaterThanOrEqual(MAX_UPLOAD_REQUEST_BYTES);
    expect(upload).toMatch(/^proxy_request_buffering off;$/m);
  });

  it("lets the quote and booking forms' photos through on those four paths only, as they arrive", () => {
    const location = /^location ~ "(\S+)" \{$/m.exec(nginx.slice(nginx.indexOf("client_max_body_size 64k")))!;
    const pattern = new RegExp(location[1]!);
    for (const path of photoFormPaths) expect(pattern.test(path), path).toBe(true);
    for (const other of ["/", "/contact/extra", "/office/media", "/book/manage/x", "/es"])
      expect(pattern.test(other), other).toBe(false);
    const forms = block(nginx, location[0].slice(0, -2));
    expect(nginxBytes(/client_max_body_size (\S+);/.exec(forms)?.[1] ?? "")).toBeGreaterThanOrEqual(
      MAX_PHOTO_FORM_BYTES,
    );
    expect(forms).toMatch(/^proxy_request_buffering off;$/m);
  });

  it('lets a customer\'s photos through on their "send more photos" link, as they arrive, never logged', () => {
    const location = nginxRegexLocation(morePhotosPage);
    expect(location).toBeDefined();
    expect(nginxBytes(/client_max_body_size (\S+);/.exec(location!)?.[1] ?? "")).toBeGreaterThanOrEqual(
      MAX_PHOTO_FORM_BYTES,
    );
    expect(location).toMatch(/^proxy_request_buffering off;$/m);
    expect(location).toMatch(/^access_log off;$/m);
    // Only that page: other token paths keep the 64k cap.
    expect(nginxRegexLocation(`${TOKEN_PATH_OF.manage}${"A".repeat(43)}`)).not.toMatch(
      /client_max_body_size/,
    );
  });

  it("lets a review through with its one photo, as it arrives, never logged", () => {
    const location = nginxRegexLocation(`${TOKEN_PATH_OF.review}${"A".repeat(43)}`);
    expect(location).toBeDefined();
    expect(nginxBytes(/client_max_body_size (\S+);/.exec(location!)?.[1] ?? "")).toBeGreaterThanOrEqual(
      MAX_UPLOAD_REQUEST_BYTES,
    );
    expect(location).toMatch(/^proxy_request_buffering off;$/m);
    expect(location).toMatch(/^access_log off;$/m);
  });

  it("keeps the 64 KB cap for everything else", () => {
    // One size for the server block, one each for the upload's, the photo forms', the photo link's and the
    // review link's locations.
    expect(sizes).toHaveLength(5);
    expect(nginxBytes(sizes[0]!)).toBe(64 * 1024);
    expect(nginxBytes(sizes[0]!)).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
  });

  it("cuts no upload short: its timeouts run between two reads, and none is under nginx's 60 s", () => {
    for (const [, name, value] of nginx.matchAll(/(\w+_timeout) (\S+);/g))
      expect(nginxSeconds(value!), name).toBeGreaterThanOrEqual(60);
  });

  it("caches nothing and leaves the server's Cache-Control alone", () => {
    for (const directive of [
      "proxy_cache",
      "expires",
      "add_header",
      "proxy_hide_header",
      "proxy_ignore_headers",
    ])
      expect(nginx).not.toMatch(new RegExp(`^${directive}\\b`, "m"));
  });
});

describe("deploy/Caddyfile", () => {
  const matcher = (name: string) =>
    new RegExp(`^@(\\w+) ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m").exec(caddy)?.[1];
  const maxSize = (name: string | undefined) =>
    caddyBytes(/^max_size (\S+)$/m.exec(block(caddy, `request_body @${name}`))?.[1] ?? "");

  it("lets the photo upload through with the same body size as nginx, and caps the rest at the same 64 KB", () => {
    const nginxUpload = nginxBytes(
      /client_max_body_size (\S+);/.exec(block(nginx, `location = ${MEDIA_UPLOAD_PATH}`))![1]!,
    );
    expect(maxSize(matcher(`path ${MEDIA_UPLOAD_PATH}`))).toBe(nginxUpload);
    const rest = block(caddy, "@notUpload");
    expect(rest).toContain(`not path ${[MEDIA_UPLOAD_PATH, ...caddyPhotoPaths].join(" ")}`);
    expect(rest).toContain(`not path_regexp "(?i)^${TOKEN_PATH_OF.review.slice(0, -1)}[/\\x5c]"`);
    expect(maxSize("notUpload")).toBe(64 * 1024);
  });

  it("lets a review's one photo through with nginx's size", () => {
    const nginxReview = nginxBytes(
      /client_max_body_size (\S+);/.exec(block(nginx, `location ~* "^/review[/\\x5c]"`))![1]!,
    );
    expect(maxSize(matcher(`path_regexp reviewPhoto "(?i)^/review[/\\x5c]"`))).toBe(nginxReview);
  });

  it("lets the photo forms' bodies through on their four paths and the photo link's, with nginx's size", () => {
    const nginxForms = nginxBytes(
      /client_max_body_size (\S+);/.exec(
        block(nginx, `location ~ "^/(contact|book|es/contacto|es/reservar)$"`),
      )![1]!,
    );
    expect(maxSize(matcher(`path ${caddyPhotoPaths.join(" ")}`))).toBe(nginxForms);
  });

  it("sets no timeout and no cache of its own", () => {
    for (const directive of ["timeouts", "cache", "header", "read_body", "response_header_timeout"])
      expect(caddy).not.toMatch(new RegExp(`^${directive}\\b`, "m"));
  });
});
