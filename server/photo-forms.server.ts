/**
 * The quote and booking forms sent with photos (multipart/form-data) on their four pages (/contact,
 * /es/contacto, /book, /es/reservar), and a customer's "send more photos" page (/more-photos/<token>), read here before the forms' 32 KB guard and React Router, which
 * would buffer the whole body in memory. The origin is checked before any byte is read; the body is
 * streamed by the media module's receiver (its text fields, then each photo kept on disk or refused
 * within 15 MB a photo, 40 MB a request and five photos, then judged by the office's pipeline). The page's
 * action (contact.tsx, book.tsx) then stores the request from the fields, and keeps the photos for it.
 * A body too large or cut off is refused whole, with a page in the page's language; nothing of it is kept.
 */
import type { Request, RequestHandler, Response } from "express";
import { copyFor } from "~/content/copy";
import { langOfPath, type Lang } from "~/content/i18n";
import type { PhotoFormHandle } from "~/lib/leads/lead-context";
import type { Media } from "~/lib/media/media.server";
import type { Logger } from "~/lib/site/logger.server";
import { CACHE } from "./cache-policy.server";
import { isSameOrigin, refuse } from "./form-guards.server";
import { setNonPageHeaders } from "./security-headers.server";

/** The form pages taking photos: fixed paths, and patterns for those with a token in their address. */
export function photoFormPaths(paths: readonly string[], patterns: readonly RegExp[] = []) {
  const fixed = new Set(paths);
  return { has: (path: string) => fixed.has(path) || patterns.some((p) => p.test(path)) };
}

/** Whether a request is a form with photos for one of `paths` (what this module reads). */
export const isPhotoForm = (paths: { has(path: string): boolean }, req: Request) =>
  req.method === "POST" &&
  paths.has(req.path) &&
  /^multipart\/form-data\s*;/i.test(req.get("content-type") ?? "");

/**
 * The header deploy/nginx.conf sets when nginx itself refused a form's body past its cap (76 MiB, above the
 * server's own): nginx then asks the server, by GET without the body, for the page to answer with, so
 * the visitor reads it in the page's language instead of nginx's own English page.
 */
export const PROXY_REFUSED = { header: "x-proxy-refused", tooLarge: "too-large" } as const;

/** What a form with photos sends: a quote request or booking, a review, or photos for a request made. */
export type PhotoFormKind = "request" | "review" | "morePhotos";

/** The page that refuses a form whole, in the language of the page it was sent from. */
function refusedPage(
  req: Request,
  res: Response,
  status: 400 | 413,
  log: Logger,
  reason: string,
  lang: Lang,
  form: PhotoFormKind,
) {
  const { back, ...pages } = copyFor(lang).photos.refusedPage;
  const words = { ...pages[form], back };
  const [title, text] =
    status === 413 ? [words.tooLargeTitle, words.tooLarge] : [words.unreadableTitle, words.unreadable];
  // The logger masks a token path's token.
  log.info({ status, method: req.method, path: req.path, ip: req.ip, reason }, "request refused");
  setNonPageHeaders(res);
  res.setHeader("Cache-Control", CACHE.none);
  // The rest of the body is not read: the connection closes after this answer.
  res.setHeader("Connection", "close");
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a">` +
        `<main><h1>${title}</h1><p>${text}</p><p><a href="${req.path}" style="color:#0f766e">${words.back}</a></p></main></body></html>`,
    );
}

export function photoForms({
  paths,
  patterns = [],
  langOf = langOfPath,
  photosKept,
  media,
  siteUrl,
  log,
}: {
  /** The four form pages. */
  paths: readonly string[];
  /** Form pages with a token in their address (a customer's review or "send more photos" page), each with what its form sends. */
  patterns?: readonly { pattern: RegExp; form: PhotoFormKind }[];
  /** The language of a refusal's page (a token page's is its customer's, not its address's). */
  langOf?: (path: string) => Lang;
  /** Told once a request's photos are kept (its webhook events, held for them, may go). */
  photosKept?: (holder: string) => void;
  media: Pick<Media, "receiveForm" | "keepFormPhotos" | "dropFormPhotos" | "clearFormPhotos">;
  siteUrl: string | undefined;
  log: Logger;
}): RequestHandler {
  const formPaths = photoFormPaths(
    paths,
    patterns.map((p) => p.pattern),
  );
  /** What a page's form sends (its refusal's words): a quote request or booking unless its pattern says. */
  const formOf = (path: string) => patterns.find((p) => p.pattern.test(path))?.form ?? "request";
  return (req, res, next) => {
    if (
      req.method === "GET" &&
      formPaths.has(req.path) &&
      req.get(PROXY_REFUSED.header) === PROXY_REFUSED.tooLarge
    )
      return refusedPage(req, res, 413, log, "over the proxy's cap", langOf(req.path), formOf(req.path));
    if (!isPhotoForm(formPaths, req)) return next();
    const words = copyFor(langOf(req.path)).formRefusals;
    if (!isSameOrigin(req, siteUrl)) return refuse(req, res, log, 403, words.origin, "origin");
    // A token page sends no Referer, so its form posts with `Origin: null`, judged just above; React
    // Router's own check cannot read it and would refuse the action (as the form guards do, it is dropped).
    if (req.get("origin") === "null") delete req.headers.origin;
    if (req.get("content-length") === undefined)
      return refuse(req, res, log, 411, words.noLength, "no length");
    media.receiveForm(req).then((form) => {
      if (!form.ok) {
        // Cut off: no one is left to answer.
        if (req.socket.destroyed) return void log.info({ path: req.path }, "form with photos cut off");
        if (form.status === 415) return next();
        return refusedPage(req, res, form.status, log, form.reason, langOf(req.path), formOf(req.path));
      }
      let settled = false;
      const handle: PhotoFormHandle = {
        fields: form.fields,
        accepted: form.photos.filter((p) => p.ok).length,
        keep: async (holder, max) => {
          settled = true;
          const outcomes = await media.keepFormPhotos(form.photos, holder, max);
          photosKept?.(holder);
          return outcomes;
        },
        drop: () => {
          settled = true;
          return media.dropFormPhotos(form.photos);
        },
      };
      // Whatever the action did not take (it failed, or never ran) leaves nothing in incoming/.
      res.once("close", () => {
        if (!settled) void media.clearFormPhotos(form.photos);
      });
      res.locals.photoForm = handle;
      next();
    }, next);
  };
}
