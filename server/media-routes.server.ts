import { basename, dirname } from "node:path";
/**
 * The photo routes, ahead of React Router (which would buffer a whole upload in memory):
 * - POST /office/media: one photo (multipart/form-data), for a signed-in office person. Its guard runs
 *   before any byte of the body is read: the office is on, the request comes from the site's own pages
 *   (Origin), a live session whose role `officeEndpoints` admits. Answers JSON: 202 `{ id, state }`, or
 *   `{ error }` in the office's words (400, 401, 403, 409, 411, 413, 415).
 * - GET /office/media/:id: a photo's state and files (same guard, without the origin), for the office.
 * - GET /office/leads/:id/photos/:photo/(thumb|full) (and /office/bookings/…, /office/reviews/…): a
 *   customer's photo, only to a signed-in office person, only when that request (or review) holds it,
 *   `private, no-store`.
 * - GET /media/<id>-<width>.<hash>.<format>: a published photo's encoded file, immutable.
 * - GET /photo/<id>.<expiry>.<signature>: a customer's photo by the signed link a webhook carried, to
 *   anyone holding the link for its 7 days (photo-links.server.ts): `private, no-store`, no cookie read
 *   or set; 404 for an unknown or altered link, 410 for an expired one.
 */
import { Router, type Request, type Response } from "express";
import { mediaCopy } from "~/content/office/media";
import { MEDIA_FILES_PATH, MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import type { Media } from "~/lib/media/media.server";
import { readSession } from "~/lib/office/office-store.server";
import type { OfficeService } from "~/lib/office/office-service.server";
import { mayUse, officeEndpoints } from "~/lib/office/roles";
import { REQUEST_PHOTO_ROUTES, REQUEST_PHOTO_SIZES, REVIEW_PHOTO_ROUTE } from "~/lib/office/work-paths";
import { readCookie } from "~/lib/office/session.server";
import { PHOTO_LINK_PATH } from "~/lib/media/photo-links.server";
import type { Logger } from "~/lib/site/logger.server";
import { CACHE } from "./cache-policy.server";
import { isSameOrigin, refuse } from "./form-guards.server";
import { setNonPageHeaders } from "./security-headers.server";

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

export function mediaRoutes({
  media,
  office,
  siteUrl,
  log,
  now = () => new Date(),
}: {
  media: Media;
  office: OfficeService;
  siteUrl: string | undefined;
  log: Logger;
  /** The clock signed photo links are checked against (tests move it). */
  now?: () => Date;
}): Router {
  const router = Router();
  const copy = mediaCopy.refused;

  /** The signed-in person allowed to use the endpoint `route`, or undefined after answering. */
  function officeUser(req: Request, res: Response, route = MEDIA_UPLOAD_PATH) {
    const no = (status: number, text: string, reason: string) =>
      refuse(req, res, log, status, text, reason, "json");
    if (!office.rp)
      return void no(503, "The office is off: set SITE_URL to the site's public address.", "office off");
    const id = readCookie(
      new Request("http://x/", { headers: { cookie: req.get("cookie") ?? "" } }),
      office.cookie.name,
    );
    const session = id ? readSession(office.db, id) : undefined;
    if (!session) return void no(401, copy.signedOut, "no session");
    if (!mayUse(officeEndpoints[route], session.user.role)) return void no(403, copy.notAllowed, "role");
    return session.user;
  }

  router.post(MEDIA_UPLOAD_PATH, (req, res, next) => {
    // From another site: refused before the session is even read.
    if (!isSameOrigin(req, siteUrl)) return refuse(req, res, log, 403, copy.otherSite, "origin", "json");
    const user = officeUser(req, res);
    if (!user) return;
    media.receive(req, { uploadedBy: user.id, isPublic: true }).then((answer) => {
      setNonPageHeaders(res);
      if (!answer.ok) {
        refuse(req, res, log, answer.status, answer.error, answer.reason, "json");
        return;
      }
      log.info({ media: answer.id, user: user.id }, "photo uploaded");
      res.status(answer.status).json({ id: answer.id, state: answer.state });
    }, next);
  });

  router.get(`${MEDIA_UPLOAD_PATH}/:id`, (req, res) => {
    const user = officeUser(req, res);
    if (!user) return;
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : undefined;
    const view = id === undefined ? undefined : media.view(id, MEDIA_FILES_PATH);
    setNonPageHeaders(res);
    res.setHeader("Cache-Control", CACHE.private);
    if (!view) return void res.status(404).json({ error: mediaCopy.notFound });
    res.json(view);
  });

  // A customer's photo, for the office only, by its request: the photo must be one that request holds.
  const photoRoutes = { ...REQUEST_PHOTO_ROUTES, review: REVIEW_PHOTO_ROUTE };
  for (const kind of ["lead", "booking", "review"] as const) {
    const route = photoRoutes[kind];
    router.get<typeof route, { id: string; photo: string; size: string }>(route, (req, res) => {
      const user = officeUser(req, res, route);
      if (!user) return;
      const number = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) ? Number(v) : undefined);
      const id = number(req.params.id);
      const photo = number(req.params.photo);
      const size = REQUEST_PHOTO_SIZES.find((s) => s === req.params.size);
      const file =
        id !== undefined && photo !== undefined && size
          ? media.privateFile(`${kind}:${id}`, photo, size)
          : undefined;
      setNonPageHeaders(res);
      res.setHeader("Cache-Control", CACHE.private);
      if (!file) return void res.status(404).json({ error: mediaCopy.notFound });
      res.setHeader("Content-Type", CONTENT_TYPES.webp);
      res.sendFile(
        basename(file),
        { root: dirname(file), cacheControl: false, lastModified: false, etag: false, dotfiles: "deny" },
        (error) => {
          if (error && !res.headersSent) res.status(404).json({ error: mediaCopy.notFound });
        },
      );
    });
  }

  router.get(`${MEDIA_FILES_PATH}/:name`, (req, res, next) => {
    const file = media.publicFile(req.params.name);
    if (!file) return next();
    const format = req.params.name.endsWith(".avif") ? "avif" : "webp";
    setNonPageHeaders(res);
    res.setHeader("Cache-Control", CACHE.immutable);
    res.setHeader("Content-Type", CONTENT_TYPES[format]);
    res.sendFile(
      basename(file),
      { root: dirname(file), cacheControl: false, lastModified: false, dotfiles: "deny" },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  });

  router.get(`${PHOTO_LINK_PATH}:token`, (req, res) => {
    const answer = media.signedFile(req.params.token, now());
    setNonPageHeaders(res);
    res.setHeader("Cache-Control", CACHE.private);
    if (!answer.ok) {
      // The token is a bearer secret: the logger masks the path, and the reason names no part of it.
      log.info({ status: answer.status, reason: answer.reason }, "signed photo link refused");
      return void res.status(answer.status).type("text/plain").send(mediaCopy.linkRefused[answer.status]);
    }
    res.setHeader("Content-Type", CONTENT_TYPES[answer.format]);
    res.sendFile(
      basename(answer.file),
      { root: dirname(answer.file), cacheControl: false, lastModified: false, dotfiles: "deny" },
      (error) => {
        if (error && !res.headersSent) res.status(404).type("text/plain").send(mediaCopy.linkRefused[404]);
      },
    );
  });

  return router;
}
