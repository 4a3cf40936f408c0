import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/sections/error-screen";
import { NotFound } from "~/components/sections/not-found";

function serverMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || "Error"}`;
  return error instanceof Error ? error.message : "Unknown error";
}

/** A page that is not here: never was (404), or was and is gone for good (410: a deleted article). */
export const isNotFound = (error: unknown): boolean =>
  isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);

/**
 * The root error boundary's screen: "Not Found" for a 404 or 410, "Something went wrong!" for anything else.
 * Public pages are rendered on the server only (decision 018), so this is what the server answers with,
 * with the right status code; an app area hydrated as a client app (`isClientApp`) shows it in the
 * browser too.
 */
export function StatusScreen({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFound />;
  return (
    <ErrorScreen
      message={serverMessage(error)}
      stack={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  );
}
