import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { createRedirectResolver } from "~/content/redirects";
import type { Env } from "~/lib/env.server";
import { contentSecurityPolicy } from "~/lib/csp";
import type { requestInfoContext as RequestInfoContext } from "~/lib/lead-context";
import type { cspNonceContext as CspNonceContext } from "~/lib/nonce";
import type { LeadService } from "~/lib/lead-service.server";
import { formGuards } from "./form-guards.server";
import { loadPrerenderedPages } from "./prerendered.server";
import { NON_PAGE_CSP, securityHeaders } from "./security-headers.server";

export interface AppOptions {
  build: ServerBuild;
  /** The client build folder (build/client). */
  clientDir: string;
  env: Env;
  leads: LeadService;
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
export function createApp({ build, clientDir, env, leads }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const pages = loadPrerenderedPages(clientDir);
  const resolveRedirect = createRedirectResolver(pages.keys());

  app.use(securityHeaders);
  app.use(compression());

  // Old and mistyped URLs answer 301 to their canonical page, in one hop, before anything else.
  const redirects: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = resolveRedirect(req.path);
    if (!target) return next();
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, target + query);
  };
  app.use(redirects);

  // Build assets and generated images carry a hash of their content in their names
  // (scripts/image-pipeline for images), so a changed file gets a new URL: cache them for a year.
  // Other public files change rarely.
  for (const dir of ["assets", "generated"]) {
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
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res) {
        res.setHeader("Cache-Control", SHORT);
        res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
      },
    }),
  );

  // Prerendered pages are served exactly as built (no query string means nothing to render).
  const prerendered: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) return next();
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", REVALIDATE);
    res.setHeader("ETag", page.etag);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    res.status(200).send(page.html);
  };
  app.use(prerendered);

  app.use(formGuards());

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

  const onError: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, _req, res, _next) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) console.error(err);
    if (res.headersSent) return;
    res.setHeader("Content-Security-Policy", NON_PAGE_CSP);
    res.setHeader("Cache-Control", "no-store");
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
