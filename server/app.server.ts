import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { agentFiles } from "~/content/agent-files";
import { pathsByLang } from "~/content/page-registry";
import { langOfPath } from "~/content/i18n";
import type { Env } from "~/lib/site/env.server";
import type { Logger } from "~/lib/site/logger.server";
import { agentDiscoveryHeader } from "./agent-discovery.server";
import type { Capabilities } from "./capabilities.server";
import { errorAnswers } from "./error-answers.server";
import {
  hostGuard,
  MANAGE_PATH_PATTERN,
  REVIEW_PATH_PATTERN,
  MORE_PHOTOS_PATH_PATTERN,
  methodGuard,
  OFFICE_PATH_PATTERN,
  routedSpellings,
} from "./form-guards.server";
import { forwardedForCheck } from "./forwarded-for.server";
import { formPosts } from "./form-posts.server";
import { healthCheck } from "./health.server";
import { bodyDeadline } from "./body-deadline.server";
import { mediaRoutes } from "./media-routes.server";
import { isPhotoForm, photoFormPaths, photoForms } from "./photo-forms.server";
import { socialImageFiles } from "./social-image-routes.server";
import { MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { prerenderedPages, queryRenderer } from "./prerendered.server";
import { QUOTE_API_HINT } from "./quote-api.server";
import { BOOKINGS_API_HINT } from "./booking-api.server";
import { MCP_METHODS, mcpEndpoint } from "./mcp.server";
import { MCP_PATH } from "~/lib/discovery/mcp-server.server";
import { privatePages } from "./private-pages.server";
import { redirects, tokenPathAddresses } from "./redirects.server";
import { renderPages } from "./render.server";
import { securityHeaders } from "./security-headers.server";
import { staticFiles } from "./static-files.server";

export interface AppOptions {
  build: ServerBuild;
  /** The client build folder (build/client). */
  clientDir: string;
  env: Env;
  /** What the requests reach: the lead, booking and office services, the office's work, and the health check's parts. */
  capabilities: Pick<
    Capabilities,
    | "leads"
    | "bookings"
    | "office"
    | "work"
    | "health"
    | "webhooks"
    | "media"
    | "socialImages"
    | "pages"
    | "preview"
    | "reviewLinks"
    | "morePhotos"
  >;
  log: Logger;
}

/** The site's HTTP application: what the server does with a request, in the order it does it. */
export function createApp({ build, clientDir, env, capabilities, log }: AppOptions) {
  const { leads, bookings, office, work, media, socialImages } = capabilities;
  // The prerendered pages and text files with the live page set over them (server/page-sets.server.ts).
  const { pages, texts } = capabilities.pages;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // The paths that take form posts (React Router's actions: the contact and booking pages in each
  // language, and a booking's private page) and the JSON API.
  const formActions = Object.values(pathsByLang).flatMap((p) => [p.contact, p.book]);
  const formActionPatterns = [
    MANAGE_PATH_PATTERN,
    REVIEW_PATH_PATTERN,
    MORE_PHOTOS_PATH_PATTERN,
    OFFICE_PATH_PATTERN,
  ];
  // The forms that take photos: the quote and booking forms, a customer's "send more photos" page and
  // their review page (one photo).
  const tokenPhotoForms = [
    { pattern: MORE_PHOTOS_PATH_PATTERN, form: "morePhotos" },
    { pattern: REVIEW_PATH_PATTERN, form: "review" },
  ] as const;
  const photoFormPatterns = tokenPhotoForms.map((f) => f.pattern);
  // The language a form page's refusal speaks: a customer's token page speaks its customer's, whatever
  // its address (a booking's page, a review link's, a "send more photos" link's); the others, their own.
  const formLangOf = (path: string) =>
    capabilities.morePhotos.langOfPath(path) ??
    capabilities.reviewLinks.langOfPath(path) ??
    bookings.langOfPath(path) ??
    langOfPath(path);
  const apis = [
    { path: agentFiles.quoteApi, hint: QUOTE_API_HINT },
    { path: agentFiles.bookingsApi, hint: BOOKINGS_API_HINT },
  ];

  // Every answer, refusals included, carries the security headers and the agent catalog's link.
  app.use(securityHeaders, agentDiscoveryHeader, privatePages);
  // A body has BODY_TIMEOUT_MS to arrive, except a photo upload's (the server's longer request timeout).
  // and a quote or booking form sent with photos.
  const upload = routedSpellings(MEDIA_UPLOAD_PATH);
  const photoPages = photoFormPaths(formActions, photoFormPatterns);
  app.use(
    bodyDeadline(
      log,
      (req) => (req.method === "POST" && upload.test(req.path)) || isPhotoForm(photoPages, req),
      env.BODY_TIMEOUT_MS,
    ),
  );
  // A token-carrying path has one address: any other spelling of it is sent there first.
  app.use(tokenPathAddresses(log));
  // Methods a path does not take are refused before anything reads them (405 with Allow; OPTIONS).
  app.use(
    methodGuard(log, {
      formActions,
      formActionPatterns,
      apis,
      own: [{ path: MCP_PATH, methods: MCP_METHODS }],
    }),
  );
  app.get("/healthz", healthCheck(capabilities, log));
  // A request from a trusted proxy without X-Forwarded-For is said once in the log (a forwarder that
  // sends none puts every visitor in one rate-limit bucket); one that names no host is refused (400).
  app.use(forwardedForCheck(log), hostGuard(log));
  // Old addresses move before anything could answer them.
  app.use(redirects(capabilities.pages.resolveRedirect));
  // Photos: the upload (streamed to disk, its own guard and limits, ahead of the forms' 32 KB cap and
  // React Router, which would buffer it), a photo's state, and published photos' files.
  app.use(mediaRoutes({ media, office, siteUrl: env.SITE_URL, log }));
  // The quote and booking forms sent with photos: streamed to disk the same way, ahead of the forms'
  // 32 KB guard; the page's action then stores the request and keeps its photos.
  app.use(
    photoForms({
      paths: formActions,
      patterns: tokenPhotoForms,
      langOf: formLangOf,
      photosKept: (holder) => capabilities.webhooks.photosKept(holder),
      media,
      siteUrl: env.SITE_URL,
      log,
    }),
  );
  // Sharing cards the server drew for pages the office published.
  app.use(socialImageFiles(socialImages));
  app.use(staticFiles(clientDir, texts));
  app.use(prerenderedPages(pages, queryRenderer(build)));
  // What is made per request (404s, form answers, the API's JSON) is compressed as it is made.
  app.use(compression());
  app.use(formPosts({ formActions, formActionPatterns, langOf: formLangOf, env, leads, bookings, log }));
  // The MCP server for agents (Streamable HTTP at /mcp).
  app.use(mcpEndpoint({ env, bookings, leads, log }));
  app.all(
    "/{*path}",
    renderPages({
      ...{ build, env, leads, bookings, office, work, log },
      content: capabilities.pages.snapshot,
      preview: capabilities.preview,
      reviewLinks: capabilities.reviewLinks,
      morePhotos: capabilities.morePhotos,
    }),
  );
  app.use(errorAnswers(log));

  return { app, pages };
}
