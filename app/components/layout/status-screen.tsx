import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "~/components/sections/error-screen";
import { NotFound } from "~/components/sections/not-found";

function serverMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || "Error"}`;
  return error instanceof Error ? error.message : "Unknown error";
}

/**
 * The root error boundary's screen: "Not Found" for a 404, "Something went wrong!" for anything else.
 * Public pages are rendered on the server only (decision 018), so this is what the server answers with,
 * with the right status code; an app area hydrated as a client app (`isClientApp`) shows it in the
 * browser too.
 */
export function StatusScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <ErrorScreen
      message={serverMessage(error)}
      stack={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  );
}
