/**
 * The one list of paths whose next segment is a secret token. Everything that must treat such an address
 * with care reads it: the logger masks the token in every field of a line (`redactTokens`), the server
 * sends those pages `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex` (server/private-pages) and
 * answers every other spelling of them with a redirect to the one address (server/redirects), the routes
 * and the form guards take their paths from here, and deploy/nginx.conf and deploy/Caddyfile keep them out
 * of the access log (`nginxTokenLocation`, `caddyTokenMatcher`, which a test compares with the files).
 */
export const TOKEN_PATH_OF = {
  // A booking's private page and its calendar file: /book/manage/<token>[/inspection.ics]
  manage: "/book/manage/",
  // The contractor's calendar feed: /calendar/<token>.ics
  calendar: "/calendar/",
  // An office invitation link: /office/invite/<token>
  invite: "/office/invite/",
  // A customer's review link: /review/<token>
  review: "/review/",
  // A customer's photo, signed for 7 days, as a webhook carries it: /photo/<id>.<expiry>.<signature>
  photo: "/photo/",
  // A customer's link to add photos to their request: /more-photos/<token>
  morePhotos: "/more-photos/",
} as const;

export type TokenPathPrefix = (typeof TOKEN_PATH_OF)[keyof typeof TOKEN_PATH_OF];
export const TOKEN_PATHS: readonly TokenPathPrefix[] = Object.values(TOKEN_PATH_OF);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = TOKEN_PATHS.map((p) => escapeRegExp(p.slice(1, -1))).join("|");

/** A React Router pattern under a token-carrying path: `tokenRoute(TOKEN_PATH_OF.manage, ":token")`. */
export const tokenRoute = (prefix: TokenPathPrefix, rest: string) => `${prefix.slice(1)}${rest}`;

/** The prefix's own pages as the form guards see them: `^/book/manage/<one segment>$`, in any case. */
export const tokenPagePattern = (prefix: TokenPathPrefix) =>
  new RegExp(`^${escapeRegExp(prefix)}[^/]+$`, "i");

export interface TokenPathMatch {
  prefix: TokenPathPrefix;
  /**
   * The one address of the path: the prefix as spelled above, then the token as sent and the fixed words
   * after it in lower case, each segment percent-encoded the one way. Undefined when a segment cannot be
   * decoded (the router refuses that path with 400 anyway).
   */
  address: string | undefined;
}

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** A path that could be a token path in some spelling: it names a prefix's word, or encodes letters. */
const MAY_NAME_A_PREFIX = new RegExp(
  `%|${[...new Set(TOKEN_PATHS.flatMap((p) => p.split("/").filter(Boolean)))].map(escapeRegExp).join("|")}`,
  "i",
);

/**
 * Which token-carrying path a request path is, in any spelling the router still takes for it: read as
 * the router reads it (a WHATWG URL: `.` and `..` segments resolved, `\` as `/`), empty segments dropped,
 * each segment percent-decoded, the prefix compared without case. Undefined for any other path.
 */
export function tokenPathOf(path: string): TokenPathMatch | undefined {
  // Most paths name none of the prefixes' words, even encoded: they are not read further.
  if (!MAY_NAME_A_PREFIX.test(path)) return undefined;
  let pathname: string;
  try {
    pathname = new URL(`http://site${path.startsWith("/") || path.startsWith("\\") ? "" : "/"}${path}`)
      .pathname;
  } catch {
    return undefined;
  }
  const raw = pathname.split("/").filter(Boolean);
  const decoded = raw.map(decodeSegment);
  const words = decoded.map((s, i) => (s ?? raw[i] ?? "").toLowerCase());
  for (const prefix of TOKEN_PATHS) {
    const fixed = prefix.split("/").filter(Boolean);
    if (words.length <= fixed.length || fixed.some((word, i) => words[i] !== word)) continue;
    const rest = decoded.slice(fixed.length);
    const address = rest.every((s) => s !== undefined)
      ? prefix + rest.map((s, i) => encodeURIComponent(i === 0 ? s : s.toLowerCase())).join("/")
      : undefined;
    return { prefix, address };
  }
  return undefined;
}

/** Whether a request path is one of the token-carrying paths, in any spelling the router takes. */
export const isTokenPath = (path: string): boolean => tokenPathOf(path) !== undefined;

/**
 * A token-carrying path anywhere in a text: at its start, after white space or punctuation, or after an
 * origin (`https://host/calendar/…`); not inside another path (`/blogs/calendar/x` is an article).
 */
const TOKEN_IN_TEXT = new RegExp(
  `(?<=^|[\\s"'(<=,;]|[a-z][a-z0-9+.-]*://[^/\\s"'<>]+)/(${alternation})/[^/?#\\s"'<>]+`,
  "gi",
);

/** The text with the token of every token-carrying path in it replaced by `[token]`. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_IN_TEXT, "/$1/[token]");
}

/**
 * The prefixes as a regular expression for a proxy's matcher, which sees the path decoded, with `.`
 * segments resolved and repeated slashes merged: without case, and with `\` taken as `/` as Node's
 * router takes it (`/book\manage\<token>` renders the page, and nginx would log it otherwise).
 */
const proxyPattern = `^/(${TOKEN_PATHS.map((p) =>
  p.slice(1, -1).split("/").map(escapeRegExp).join("[/\\x5c]"),
).join("|")})[/\\x5c]`;

/** The nginx `location` that matches the token-carrying paths (deploy/nginx.conf turns their logging off). */
export const nginxTokenLocation = `location ~* "${proxyPattern}"`;

/** The Caddy matcher of the token-carrying paths (deploy/Caddyfile skips their access log lines). */
export const caddyTokenMatcher = `@token path_regexp token "(?i)${proxyPattern}"`;
