import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { langOfPath } from "~/content/i18n";
import { statusMeta } from "~/content/status-pages";
import { statusMeta as statusMetaEs } from "~/content/es/status-pages";
import { noIndexMeta } from "~/lib/discovery/meta";

/**
 * Any path no page answers: a 404. The root error boundary shows the not-found screen (server markup,
 * in the path's language: unknown paths under /es get the Spanish one), so no screen code ships here.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export const meta = ({ location }: Route.MetaArgs) =>
  noIndexMeta((langOfPath(location.pathname) === "es" ? statusMetaEs : statusMeta).notFound);

export default function NotFoundRoute() {
  return null;
}
