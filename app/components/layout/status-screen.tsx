import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/sections/error-screen";
import { NotFound } from "~/components/sections/not-found";
import { ServerHtml } from "~/components/ui/server-html";
import { Container } from "~/components/ui/container";
import { statusMeta } from "~/content/status-pages";

const STATUS_ID = "status";

/** The address this document was loaded at (a client-side navigation moves away from it). */
const documentUrl = typeof location === "undefined" ? "" : location.href;

function serverMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || "Error"}`;
  return error instanceof Error ? error.message : "Unknown error";
}

/**
 * The root error boundary's screen: "Not Found" for a 404, "Something went wrong!" for anything else.
 * It is server markup (decision 009), so neither screen's code reaches the browser:
 * - on a page the server answered with an error, hydration keeps the server's screen;
 * - when a client-side navigation ends in an error (an unknown article, a failed loader), the browser
 *   loads that address from the server, which answers with the same screen and the right status code;
 * - an error on the page as loaded (a widget failing in the browser, where loading again would fail
 *   again) gets a short notice instead.
 */
export function StatusScreen({ error }: { error: unknown }) {
  const fromServer =
    import.meta.env.SSR ||
    Boolean(document.querySelector(`[data-server-html="${STATUS_ID}"]`)?.hasChildNodes());
  const arrivedClientSide = !fromServer && location.href !== documentUrl;
  useEffect(() => {
    if (arrivedClientSide) location.reload();
  }, [arrivedClientSide]);
  if (fromServer) {
    return (
      <ServerHtml id={STATUS_ID}>
        {import.meta.env.SSR &&
          (isRouteErrorResponse(error) && error.status === 404 ? (
            <NotFound />
          ) : (
            <ErrorScreen
              message={serverMessage(error)}
              stack={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
            />
          ))}
      </ServerHtml>
    );
  }
  // Nothing to show in the moment before the server's answer replaces the page.
  if (arrivedClientSide) return null;
  return (
    <Container className="py-20 text-center">
      <h1 className="text-4xl">{statusMeta.error.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{statusMeta.error.description}</p>
    </Container>
  );
}
