import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { copyFor } from "~/content/copy";
import { langOfPath, type Lang } from "~/content/i18n";
import type { Logger } from "~/lib/site/logger.server";
import { TOKEN_PATH_OF, tokenPagePattern } from "~/lib/site/token-paths";
import { CACHE } from "./cache-policy.server";
import { setNonPageHeaders } from "./security-headers.server";

/** Largest form body accepted; the quote form's fields fit many times over. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Media types an HTML form sends. */
export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
/** The media type of the JSON API. */
export const JSON_CONTENT_TYPES = ["application/json"] as const;

/** How a refusal is written: plain text for pages and forms, `{ "error": … }` for the JSON API. */
export type AnswerFormat = "text" | "json";

/**
 * An error answer the server gives on purpose: plain text, the strict CSP and `no-store`, and one short
 * log line (never a stack trace). The other security headers are already set for every response.
 */
export function refuse(
  req: Request,
  res: Response,
  log: Logger,
  status: number,
  text: string,
  reason: string,
  format: AnswerFormat = "text",
) {
  log.info({ status, method: req.method, path: req.path, ip: req.ip, reason }, "request refused");
  setNonPageHeaders(res);
  if (format === "json") res.status(status).json({ error: text });
  else res.status(status).type("text/plain").send(text);
}

/**
 * The origin a same-site post must come from: SITE_URL's when it is set (production), otherwise the one
 * the request names itself, `X-Forwarded-Proto`/`-Host` included when TRUST_PROXY trusts the sender.
 */
export function expectedOrigin(req: Request, siteUrl: string | undefined): string {
  return siteUrl ?? `${req.protocol}://${req.host}`;
}

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a POST comes from our own pages. Browsers send `Origin` on every cross-origin POST (and on
 * same-origin ones), so it decides; without it the `Referer` does. A request with neither (curl, an old
 * browser, a privacy proxy) is accepted unless the browser says it is cross-site.
 */
export function isSameOrigin(req: Request, siteUrl: string | undefined): boolean {
  const expected = expectedOrigin(req, siteUrl);
  const origin = req.get("origin");
  // A page sent with `Referrer-Policy: no-referrer` (a booking's private page) posts with `Origin: null`;
  // the browser's own Sec-Fetch-Site still says where the form was (a sandboxed or opaque cross-site
  // origin says "cross-site").
  if (origin === "null") return req.get("sec-fetch-site") === "same-origin";
  if (origin) return origin === expected;
  const referer = req.get("referer");
  if (referer) return originOf(referer) === expected;
  return req.get("sec-fetch-site") !== "cross-site";
}

/**
 * The JSON API's refusals: a program reads them, in English, as the API's other answers (its media type
 * is named from the endpoint's own list).
 */
const API_REFUSALS = {
  origin: "Requests from another site's pages are refused.",
  noLength: "Send the body with a Content-Length header.",
  tooLarge: "That request was too large to accept.",
};

export interface PostGuardOptions {
  /** SITE_URL's origin, or undefined to trust what the request says (development). */
  siteUrl: string | undefined;
  log: Logger;
  /** Media types the endpoint reads; anything else answers 415. */
  contentTypes: readonly string[];
  maxBodyBytes?: number;
  /** How refusals are written (the JSON API answers in JSON, in English). */
  answerAs?: AnswerFormat;
  /** The language of a form page's refusal (a token page's is its customer's); its address's unless told. */
  langOf?: (path: string) => Lang;
}

/**
 * Screens POST requests before any body is read: from another site → 403, a media type the endpoint
 * does not read → 415, no declared length → 411, too large → 413. Everything else reaches the handler.
 * Form actions use it with the form media types; a JSON endpoint mounts it again with its own.
 */
export function postGuards({
  siteUrl,
  log,
  contentTypes,
  maxBodyBytes = MAX_BODY_BYTES,
  answerAs = "text",
  langOf = langOfPath,
}: PostGuardOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    // A program calling the JSON API is told the media type; a person, to use the page's form.
    const words =
      answerAs === "json"
        ? { ...API_REFUSALS, mediaType: `Send this as ${contentTypes.join(" or ")}.` }
        : copyFor(langOf(req.path)).formRefusals;
    const no = (status: number, text: string, reason: string) =>
      refuse(req, res, log, status, text, reason, answerAs);
    if (!isSameOrigin(req, siteUrl)) {
      return no(403, words.origin, "origin");
    }
    // `Origin: null` from our own no-Referer page passed the check above (Sec-Fetch-Site); React Router's
    // own check cannot read it and would refuse the action, so it is dropped here, where it was judged.
    if (req.get("origin") === "null") delete req.headers.origin;
    const length = req.get("content-length");
    if (length === undefined) {
      return no(411, words.noLength, "no length");
    }
    if (!/^\d+$/.test(length) || Number(length) > maxBodyBytes) {
      return no(413, words.tooLarge, "too large");
    }
    if (Number(length) > 0 && !req.is([...contentTypes])) {
      return no(415, words.mediaType, "media type");
    }
    next();
  };
}

/**
 * The JSON APIs' answer to a body the JSON parser refused: malformed JSON (400), over the cap (413), an
 * unsupported charset (415), as `{ "error": … }` with the strict headers.
 */
export const jsonBodyErrors: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
  if (res.headersSent) return next(err);
  const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 400;
  const error =
    status === 413
      ? "That request was too large to accept."
      : status === 415
        ? "Send the body as UTF-8 JSON."
        : "The body is not valid JSON.";
  setNonPageHeaders(res);
  res.status(status).json({ error });
};

/**
 * A request must name the host it is for: an empty or missing `Host` (HTTP/1.0 may leave it out), or one
 * that is no host at all, answers 400 with one log line. React Router builds each request's URL from it,
 * and would fail with a 500 and a stack trace.
 */
export function hostGuard(log: Logger): RequestHandler {
  return (req, res, next) => {
    const host = req.host;
    if (host && req.hostname && URL.canParse(`http://${host}/`)) return next();
    refuse(req, res, log, 400, "Bad request: the request names no host.", "no host");
  };
}

/** A form action and React Router's `.data` twin of it, which a hydrated page posts to. */
export const withDataRoutes = (paths: readonly string[]) => paths.flatMap((p) => [p, `${p}.data`]);

/** A booking's private page, which takes its move and cancel posts (its `.data` twin included). */
export const MANAGE_PATH_PATTERN = tokenPagePattern(TOKEN_PATH_OF.manage);
/** A customer's review page (a form post). */
export const REVIEW_PATH_PATTERN = tokenPagePattern(TOKEN_PATH_OF.review);
/** A customer's page for adding photos to their request (a multipart form post). */
export const MORE_PHOTOS_PATH_PATTERN = tokenPagePattern(TOKEN_PATH_OF.morePhotos);

/**
 * The office: every page under /office, and React Router's `.data` twins, in any case (React Router
 * routes "/Office/people" to the same page): it takes form posts (its actions check the session and role
 * themselves, after these guards), is never indexed and never cached.
 */
export const OFFICE_PATH_PATTERN = /^\/office(?:[/.]|$)/i;

/** Methods the site answers; anything else gets 405 with an Allow header. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
/** Methods a JSON endpoint answers. */
export const API_METHODS = ["POST", "OPTIONS"] as const;

export interface MethodRules {
  /** Paths React Router takes form posts on; each gets its `.data` twin, which a hydrated <Form> posts to. */
  formActions: readonly string[];
  /** Paths with a parameter that take form posts (a booking's private page); no `.data` twin. */
  formActionPatterns?: readonly RegExp[];
  /**
   * JSON endpoints outside React Router (no `.data` twin): POST, and OPTIONS answered here; any other
   * method gets a JSON 405 whose error is `hint`. Refusals anywhere under an endpoint's folder (`/api/`)
   * are JSON too.
   */
  apis: readonly { path: string; hint: string }[];
  /**
   * Paths with methods of their own (the MCP endpoint's POST), in every spelling Express routes to their
   * handler (`/mcp`, `/mcp/`, `/MCP`: see {@link routedSpellings}).
   */
  own?: readonly { path: string; methods: readonly string[] }[];
}

/**
 * Every spelling of `path` that an Express route at `path` answers: any case, and one trailing slash
 * (Express's defaults, `case sensitive routing` and `strict routing` off).
 */
export const routedSpellings = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\/$/, "")}/?$`, "i");

/**
 * The one method rule of every path, before anything else sees the request (the router would log a
 * stack trace for a method it has no handler for):
 * - a JSON endpoint answers POST (passed on) and OPTIONS (204), and everything else a JSON 405, each
 *   with `Allow: POST, OPTIONS`;
 * - a form action and its `.data` twin take GET, HEAD, POST and OPTIONS;
 * - every other path takes GET, HEAD and OPTIONS.
 * OPTIONS answers 204 with the path's Allow; other methods get 405 with it, logged as one line.
 */
export function methodGuard(
  log: Logger,
  { formActions, formActionPatterns = [], apis, own = [] }: MethodRules,
): RequestHandler {
  const ownMethods = own.map((o) => ({ pattern: routedSpellings(o.path), allow: o.methods.join(", ") }));
  const exact = new Set(withDataRoutes(formActions));
  const posts = { has: (path: string) => exact.has(path) || formActionPatterns.some((p) => p.test(path)) };
  const apiHints = new Map(apis.map((a) => [a.path, a.hint]));
  const apiFolders = [...new Set(apis.map((a) => a.path.slice(0, a.path.lastIndexOf("/") + 1)))];
  const pageMethods = ALLOWED_METHODS.filter((m) => m !== "POST").join(", ");
  return (req, res, next) => {
    const hint = apiHints.get(req.path);
    const allow =
      ownMethods.find((o) => o.pattern.test(req.path))?.allow ??
      (hint !== undefined
        ? API_METHODS.join(", ")
        : posts.has(req.path)
          ? ALLOWED_METHODS.join(", ")
          : pageMethods);
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", allow);
      res.setHeader("Cache-Control", CACHE.none);
      res.status(204).end();
      return;
    }
    if (allow.split(", ").includes(req.method)) return next();
    res.setHeader("Allow", allow);
    const json =
      hint !== undefined || apiFolders.some((folder) => folder !== "/" && req.path.startsWith(folder));
    refuse(req, res, log, 405, hint ?? `This address answers ${allow}.`, "method", json ? "json" : "text");
  };
}
