import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { agentFiles } from "~/content/agent-files";
import { createRedirectResolver } from "~/content/redirects";
import { paths } from "~/content/site-paths";
import type { Env } from "~/lib/env.server";
import { contentSecurityPolicy } from "~/lib/csp";
import type { requestInfoContext as RequestInfoContext } from "~/lib/lead-context";
import type { cspNonceContext as CspNonceContext } from "~/lib/nonce";
import type { LeadService } from "~/lib/lead-service.server";
import type { Logger } from "~/lib/logger.server";
import { agentDiscoveryHeader } from "./agent-discovery.server";
import {
  FORM_CONTENT_TYPES,
  JSON_CONTENT_TYPES,
  methodGuard,
  postGuards,
  withDataRoutes,
} from "./form-guards.server";
import { sendPrecompressed } from "./precompressed.server";
import { loadPrerenderedPages, loadTextFiles } from "./prerendered.server";
import { quoteApi } from "./quote-api.server";
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
  // and the JSON quote API.
  const formActions = [paths.contact];
  app.use(methodGuard(log, { postPaths: [...formActions, agentFiles.quoteApi] }));

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
  // so do /index.html and /any/page/index.html (the clean path is the page's only address).
  const redirects: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const indexFile = /(^|\/)index\.html?$/i.test(req.path)
      ? req.path.replace(/\/?index\.html?$/i, "") || "/"
      : undefined;
    const target = indexFile ? (resolveRedirect(indexFile) ?? indexFile) : resolveRedirect(req.path);
    if (!target) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, target + query);
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

  // Prerendered pages are served exactly as built (no query string means nothing to render).
  const prerendered: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) return next();
    const page = pages.get(req.path);
    if (!page) return next();
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
  const { requestInfoContext, cspNonceContext } = build.entry.module as unknown as EntryExports;
  const render = createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { leads, clientIp: req.ip ?? "unknown" });
      context.set(cspNonceContext, res.locals.cspNonce as string);
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
    err: { status?: number; statusCode?: number; message?: string },
    req,
    res,
    _next,
  ) => {
    const status = err.status ?? err.statusCode ?? 500;
    // Expected refusals are one short line; only real faults carry their stack.
    if (status >= 500) log.error({ err, method: req.method, path: req.path }, "request failed");
    else log.info({ status, method: req.method, path: req.path, reason: err.message }, "request refused");
    if (res.headersSent) return;
    setNonPageHeaders(res);
    const text =
      status === 404
        ? "Not Found"
        : status < 500
          ? "Bad request"
          : "Something went wrong! Please try again in a moment.";
    res.status(status).type("text/plain").send(text);
  };
  app.use(onError);

  return { app, pages };
}
