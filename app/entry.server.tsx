import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { IslandAssetsContext } from "./islands/assets";
import { islandFiles } from "./islands/islands.server";
import { classifyRouterError, logContext } from "./lib/rendering/log-context.server";
import { cspNonceContext, NonceContext } from "./lib/rendering/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The server sets the Content-Security-Policy header and hands its nonce over. Prerendering has none:
  // a prerendered page's inline scripts are allowed by their hashes, so it names no nonce at all.
  const nonce = loadContext.get(cspNonceContext) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, prerendering and SPA mode get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <IslandAssetsContext value={islandFiles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandAssetsContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
/**
 * Errors React Router reports (from loaders, actions, its own checks): a client's doing is one short
 * line, a client that left nothing; only faults in our code are logged with their stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const log = (context as RouterContextProvider | undefined)?.get(logContext) ?? null;
  const verdict = classifyRouterError(error, request.signal.aborted);
  const { pathname } = new URL(request.url);
  if (verdict.kind === "client-left") return;
  if (verdict.kind === "refused") {
    log?.info(
      { status: verdict.status, method: request.method, path: pathname, reason: verdict.reason },
      "request refused",
    );
    return;
  }
  if (log) log.error({ err: error, method: request.method, path: pathname }, "request failed");
  else console.error(error);
};

export { logContext } from "./lib/rendering/log-context.server";
export { requestInfoContext } from "./lib/leads/lead-context";
export { officeContext, officeWorkContext } from "./lib/office/office-context";
export { cspNonceContext } from "./lib/rendering/nonce";
export { contentContext } from "./lib/content-store/snapshot";
export { pagePreviewContext } from "./lib/office/page-preview";
