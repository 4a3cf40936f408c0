import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { agentFiles } from "~/content/agent-files";
import { createRedirectResolver, sameSitePath } from "~/content/redirects";
import { paths } from "~/content/page-registry";
import type { Env } from "~/lib/site/env.server";
import { contentSecurityPolicy } from "~/lib/rendering/csp";
import type { requestInfoContext as RequestInfoContext } from "~/lib/leads/lead-context";
import type { cspNonceContext as CspNonceContext } from "~/lib/rendering/nonce";
import type { LeadService } from "~/lib/leads/lead-service.server";
import type { logContext as LogContext } from "~/lib/rendering/log-context.server";
import type { Logger } from "~/lib/site/logger.server";
import { agentDiscoveryHeader } from "./agent-discovery.server";
import {
  FORM_CONTENT_TYPES,
  JSON_CONTENT_TYPES,
  methodGuard,
  postGuards,
  refuse,
  withDataRoutes,
} from "./form-guards.server";
import { sendPrecompressed } from "./precompressed.server";
import { loadPrerenderedPages, loadTextFiles, queryRenderer } from "./prerendered.server";
import { QUOTE_API_HINT, quoteApi } from "./quote-api.server";
import { NON_PAGE_CSP, securityHeaders, setNonPageHeaders } from "./security-headers.server";

export interface AppOptions {
  build: ServerBuild;
  /** The client build folder (build/client). */
  clientDir: string;
  env: Env;
  leads: LeadService;
  log: Logger;
}

/** What app/entry.server.tsx exports besides the renderer. */
interface EntryExports {
  requestInfoContext: typeof RequestInfoContext;
  logContext: typeof LogContext;
  cspNonceContext: typeof CspNonceContext;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=86400, stale-while-revalidate=604800";

/** The site's HTTP application: redirects, headers, caching, compression, pages and form actions. */
export function createApp({ build, clientDir, env, leads, log }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const pages = loadPrerenderedPages(clientDir);
  const texts = loadTextFiles(clientDir);
  const resolveRedirect = createRedirectResolver(pages.keys());

  app.use(securityHeaders);
  app.use(agentDiscoveryHeader);
  // The paths that take form posts (with React Router's `.data` twins, which its <Form> posts to),
  // and the JSON quote API (no twin: React Router does not serve it).
  const formActions = [paths.contact];
  app.use(methodGuard(log, { formActions, apis: [{ path: agentFiles.quoteApi, hint: QUOTE_API_HINT }] }));

  // For uptime checks: 200 only while a lead could be stored right now.
  app.get("/healthz", (_req, res) => {
    const health = leads.health();
    setNonPageHeaders(res);
    if (!health.ok) log.error({ reason: health.reason }, "health check failed");
    res
      .status(health.ok ? 200 : 503)
      .type("text/plain")
      .send(health.ok ? "ok" : `unhealthy: ${health.reason}`);
  });

  // Old and mistyped URLs answer 301 to their canonical page, in one hop, before anything else;
  // so do /index.html and /any/page/index.html (the clean path is the page's only address). The target
  // is always a path on this site (`//evil.example/index.html` must not send anyone to evil.example).
  const redirects: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const indexFile = /(^|\/)index\.html?$/i.test(req.path)
      ? req.path.replace(/\/?index\.html?$/i, "") || "/"
      : undefined;
    const target = indexFile ? (resolveRedirect(indexFile) ?? indexFile) : resolveRedirect(req.path);
    if (!target) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, sameSitePath(target) + query);
  };
  app.use(redirects);

  // Text files (scripts, styles, SVG, robots.txt, sitemap) come from memory, compressed at build time.
  const textFiles: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = texts.get(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", req.path.startsWith("/assets/") ? IMMUTABLE : SHORT);
    res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
    sendPrecompressed(req, res, file);
  };
  app.use(textFiles);

  // Build assets, generated images and social images carry a hash of their content in their names
  // (scripts/image-pipeline, scripts/social-images.ts), so a changed file gets a new URL: cache them
  // for a year. Other public files change rarely.
  for (const dir of ["assets", "generated", "social"]) {
    app.use(
      `/${dir}`,
      express.static(join(clientDir, dir), {
        fallthrough: false,
        index: false,
        redirect: false,
        setHeaders(res) {
          res.setHeader("Cache-Control", IMMUTABLE);
          res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
        },
      }),
    );
  }
  const staticOptions = {
    index: false,
    redirect: false,
    setHeaders(res: express.Response) {
      res.setHeader("Cache-Control", SHORT);
      res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
    },
  };
  // The agent catalog lives in a dot-folder, which the general static handler skips on purpose.
  app.use("/.well-known", express.static(join(clientDir, ".well-known"), staticOptions));
  app.use(express.static(clientDir, staticOptions));

  // Prerendered pages are served exactly as built, whatever query string they carry, unless it holds a
  // parameter the page reads (the gallery's view, the reference search): only those are rendered.
  const readsQuery = queryRenderer(build);
  const prerendered: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    const query = req.originalUrl.indexOf("?");
    if (query >= 0 && readsQuery(req.path, req.originalUrl.slice(query + 1))) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", REVALIDATE);
    sendPrecompressed(req, res, page.file);
  };
  app.use(prerendered);

  // Rendered responses (404s, form answers) are compressed as they are made.
  app.use(compression());
  app.post(
    withDataRoutes(formActions),
    postGuards({ siteUrl: env.SITE_URL, log, contentTypes: FORM_CONTENT_TYPES }),
  );
  // The JSON quote API: behind the same guards (answering in JSON), into the same lead service.
  app.post(
    agentFiles.quoteApi,
    postGuards({ siteUrl: env.SITE_URL, log, contentTypes: JSON_CONTENT_TYPES, answerAs: "json" }),
  );
  app.use(quoteApi(leads));

  // Everything else (form posts, data requests, query strings, unknown paths) is rendered on demand.
  // The request context key comes from the app build itself, so both sides use the same object.
  const { requestInfoContext, cspNonceContext, logContext } = build.entry.module as unknown as EntryExports;
  const render = createRequestHandler({
    build: withActionOrigin(build, env.SITE_URL),
    mode: env.NODE_ENV,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { leads, clientIp: req.ip ?? "unknown" });
      context.set(cspNonceContext, res.locals.cspNonce as string);
      context.set(logContext, log);
      return context;
    },
  });
  app.all("/{*path}", (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    // Rendered pages may run only the inline scripts carrying this response's nonce.
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    render(req, res, next);
  });

  const onError: ErrorRequestHandler = (
    err: { status?: number; statusCode?: number; message?: string; type?: string; code?: string },
    req,
    res,
    _next,
  ) => {
    // The client went away mid-request (reset, aborted body, the server's own request timeout, which
    // main.server.ts logs): nothing to answer and nothing wrong here.
    if (clientGone(err, req)) {
      log.debug(
        { method: req.method, path: req.path, reason: err.code ?? err.type ?? err.message },
        "client left",
      );
      return;
    }
    const status = err.status ?? err.statusCode ?? 500;
    // Only real faults carry their stack; a client's error (a 4xx from a parser) is one short line.
    if (status >= 500) {
      log.error({ err, method: req.method, path: req.path }, "request failed");
      if (res.headersSent) return;
      setNonPageHeaders(res);
      res.status(status).type("text/plain").send("Something went wrong! Please try again in a moment.");
      return;
    }
    if (res.headersSent) return;
    refuse(
      req,
      res,
      log,
      status,
      status === 404 ? "Not Found" : "Bad request",
      err.type ?? err.message ?? "client error",
    );
  };
  app.use(onError);

  return { app, pages };
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

/** Whether an error only says the client stopped sending or closed the connection. */
export function clientGone(err: { type?: string; code?: string }, req: express.Request): boolean {
  return (
    err.type === "request.aborted" ||
    err.code === "ECONNRESET" ||
    err.code === "ECONNABORTED" ||
    err.code === "ERR_STREAM_PREMATURE_CLOSE" ||
    req.socket.destroyed
  );
}
