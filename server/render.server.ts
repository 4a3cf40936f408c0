import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import {
  createRequestHandler as createFetchHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { pathsByLang } from "~/content/page-registry";
import type { MorePhotos } from "~/lib/photo-requests/photo-requests.server";
import type { ReviewLinks } from "~/lib/review-requests/review-links.server";
import type { PhotoFormHandle, requestInfoContext as RequestInfoContext } from "~/lib/leads/lead-context";
import type { BookingService } from "~/lib/booking/booking-service.server";
import type { LeadService } from "~/lib/leads/lead-service.server";
import type {
  officeContext as OfficeContext,
  officeWorkContext as OfficeWorkContext,
} from "~/lib/office/office-context";
import { officeForHost, type OfficeService } from "~/lib/office/office-service.server";
import type { OfficeWork } from "~/lib/office/work.server";
import { contentSecurityPolicy } from "~/lib/rendering/csp";
import type { logContext as LogContext } from "~/lib/rendering/log-context.server";
import type { contentContext as ContentContext, ContentSnapshot } from "~/lib/content-store/snapshot";
import {
  OFFICE_PREVIEW_PATH,
  type pagePreviewContext as PagePreviewContext,
  type PagePreview,
} from "~/lib/office/page-preview";
import type { cspNonceContext as CspNonceContext } from "~/lib/rendering/nonce";
import type { Env } from "~/lib/site/env.server";
import type { Logger } from "~/lib/site/logger.server";
import { CACHE } from "./cache-policy.server";
import { SPECULATION_RULES_HEADER } from "~/lib/rendering/speculation-rules";
import { OFFICE_PATH_PATTERN } from "./form-guards.server";
import { compressPage, gzipStamped, LIVE_MARKS, livePageCache, stampPage } from "./live-pages.server";

/** What app/entry.server.tsx exports besides the renderer. */
interface EntryExports {
  requestInfoContext: typeof RequestInfoContext;
  officeContext: typeof OfficeContext;
  officeWorkContext: typeof OfficeWorkContext;
  logContext: typeof LogContext;
  cspNonceContext: typeof CspNonceContext;
  contentContext: typeof ContentContext;
  pagePreviewContext: typeof PagePreviewContext;
}

export interface RenderDeps {
  leads: LeadService;
  bookings: BookingService;
  office: OfficeService;
  work: OfficeWork;
  log: Logger;
  /** The records the gallery and the blog are rendered from (null: the repository's, as the build's). */
  content?: () => ContentSnapshot | null;
  /** The office's page preview (server/page-sets.server.ts renders it). */
  preview?: PagePreview;
  /** Customers' review links (the review page). */
  reviewLinks?: ReviewLinks;
  /** Customers' "send more photos" links (their page). */
  morePhotos?: MorePhotos;
}

/**
 * The load context React Router gets, with the keys the app build exports (so both sides use the same
 * objects): for each request here, and for the pages a page set renders (server/page-sets.server.ts).
 */
export function routerContext(
  build: ServerBuild,
  { leads, bookings, office, work, log, content, preview, reviewLinks, morePhotos }: RenderDeps,
) {
  const {
    requestInfoContext,
    cspNonceContext,
    logContext,
    officeContext,
    officeWorkContext,
    contentContext,
    pagePreviewContext,
  } = build.entry.module as unknown as EntryExports;
  return (
    info: { clientIp: string; formKey?: string; photoForm?: PhotoFormHandle },
    nonce: string | null,
    host?: string,
  ) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      leads,
      bookings,
      ...(reviewLinks ? { reviewLinks } : {}),
      ...(morePhotos ? { morePhotos } : {}),
      ...info,
    });
    // Without SITE_URL the office answers at localhost:PORT only (another host gets the page saying why).
    context.set(officeContext, officeForHost(office, host));
    context.set(officeWorkContext, work);
    if (nonce !== null) context.set(cspNonceContext, nonce);
    context.set(logContext, log);
    if (content) context.set(contentContext, content());
    if (preview) context.set(pagePreviewContext, preview);
    return context;
  };
}

/**
 * React Router, rendering what was not prerendered (form posts, data requests, the queries a page reads,
 * unknown paths), never cached, each answer allowing only the inline scripts that carry its own nonce.
 * The load context's keys come from the app build itself, so both sides use the same objects.
 */
export function renderPages({
  build,
  env,
  ...deps
}: RenderDeps & { build: ServerBuild; env: Env }): RequestHandler {
  const { bookings } = deps;
  const serverBuild = withActionOrigin(build, env.SITE_URL);
  const loadContext = routerContext(build, deps);
  const previewPath = new RegExp(`^${OFFICE_PREVIEW_PATH}/`, "i");
  const render = createRequestHandler({
    build: serverBuild,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) =>
      loadContext(
        {
          clientIp: req.ip ?? "unknown",
          // A form sent with photos, read before React Router (photo-forms.server.ts).
          photoForm: res.locals.photoForm as PhotoFormHandle | undefined,
        },
        res.locals.cspNonce as string,
        req.headers.host,
      ),
  });

  // The booking pages: rendered once per language and state of the windows, stamped per response.
  const livePaths = new Set(Object.values(pathsByLang).map((p) => p.book));
  // The quote and booking forms take photos: their pages show previews of the photos picked (blob:).
  const photoPagePaths = new Set(Object.values(pathsByLang).flatMap((p) => [p.contact, p.book]));
  const renderFetch = createFetchHandler(serverBuild, env.NODE_ENV);
  const livePage = livePageCache({
    version: () => bookings.windowsVersion(),
    async render(path) {
      const response = await renderFetch(
        new Request(new URL(path, "http://localhost"), { headers: { Accept: "text/html" } }),
        loadContext({ clientIp: "", formKey: LIVE_MARKS.stamp }, LIVE_MARKS.nonce),
      );
      const headers = [...response.headers].filter(
        ([name]) => !["set-cookie", "content-length", "content-security-policy"].includes(name),
      );
      const body = await response.text();
      return {
        status: response.status,
        headers,
        body,
        ...(response.status === 200 ? { gzip: compressPage(body) } : {}),
      };
    },
  });

  return (req, res, next) => {
    // The office's answers hold personal data: no cache anywhere, the browser's included.
    const inOffice = OFFICE_PATH_PATTERN.test(req.path);
    res.setHeader("Cache-Control", inOffice ? CACHE.private : CACHE.none);
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // The office's preview allows a public page's own inline scripts by their hashes (it sets its policy).
    if (!previewPath.test(req.path))
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ nonce }, { blobImages: inOffice || photoPagePaths.has(req.path) }),
      );
    res.setHeader("Speculation-Rules", SPECULATION_RULES_HEADER);
    const cacheable =
      (req.method === "GET" || req.method === "HEAD") && livePaths.has(req.path) && !req.url.includes("?");
    if (!cacheable) return render(req, res, next);
    livePage(req.path).then((page) => {
      if (page.status !== 200 || !page.gzip) return render(req, res, next);
      const values = { nonce, stamp: bookings.formKey() };
      const gzipped = req.acceptsEncodings("gzip") ? gzipStamped(page.gzip, values) : undefined;
      const plain = gzipped ? undefined : stampPage(page.body, values);
      if (!gzipped && plain === undefined) return render(req, res, next);
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.status(200);
      // No ETag (each response is stamped anew and never stored): the length, and the body unless HEAD.
      if (gzipped) {
        res.setHeader("Content-Encoding", "gzip");
        res.vary("Accept-Encoding");
        res.setHeader("Content-Length", gzipped.length);
        if (req.method === "HEAD") {
          res.end();
          return;
        }
        res.cork();
        for (const part of gzipped.parts) res.write(part);
        res.end();
        return;
      }
      const bytes = Buffer.from(plain ?? "");
      res.setHeader("Content-Length", bytes.length);
      res.end(req.method === "HEAD" ? undefined : bytes);
    }, next);
  };
}

/**
 * The build React Router serves from, told that SITE_URL's host may post to its actions.
 *
 * React Router checks an action's `Origin` against the URL it builds from `Host` and
 * `X-Forwarded-Proto`/`-Host` (`allowedActionOrigins` aside). Behind a proxy that sends `Host $host`
 * without the port and no `X-Forwarded-Host`, or one that passes the server's own address as `Host`,
 * that URL is not the public origin, and it would refuse (400, with a stack trace) a post our origin
 * guard (postGuards) has just accepted. SITE_URL is read when the server starts, after the build, so
 * the allowance is added here to the build object React Router reads, not in react-router.config.ts.
 * Our guard has already checked the whole origin (scheme included) by then; React Router compares hosts.
 */
export function withActionOrigin(build: ServerBuild, siteUrl: string | undefined): ServerBuild {
  if (!siteUrl) return build;
  const configured = Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : [];
  return { ...build, allowedActionOrigins: [...configured, new URL(siteUrl).host] };
}
