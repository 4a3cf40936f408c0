/**
 * The one list of paths whose next segment is a secret token. Everything that must treat such an address
 * with care reads it: the logger masks the token in every field of a line (`redactTokens`), the server
 * sends those pages `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex` (server/private-pages),
 * and deploy/nginx.conf keeps them out of the access log (its `location` is `nginxTokenLocation`, which a
 * test compares with the file).
 */
export const TOKEN_PATHS = [
  // A booking's private page and its calendar file: /book/manage/<token>[/inspection.ics]
  "/book/manage/",
  // The contractor's calendar feed: /calendar/<token>.ics
  "/calendar/",
  // An office invitation link (issue 28): /office/invite/<token>
  "/office/invite/",
] as const;

const alternation = TOKEN_PATHS.map((p) => p.slice(1, -1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/** Whether a request path is one of the token-carrying paths. */
export const TOKEN_PATH = new RegExp(`^/(?:${alternation})/`);

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

/** The nginx `location` that matches the token-carrying paths (deploy/nginx.conf turns their logging off). */
export const nginxTokenLocation = `location ~ ^/(${alternation})/`;
